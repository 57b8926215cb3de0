import type { ScreenDeclaration } from './types.ts';

export const restaurantMenu = {
  paths: {
    it: '/menu-ristorante-catullo',
    en: '/catullo-restaurant-menu',
    de: '/speisekarte-restaurant-catullo',
    nl: '/menukaart-restaurant-catullo',
    da: '/menukort-restaurant-catullo',
    pl: '/menu-restauracji-catullo',
  },
  loader: { kind: 'restaurantMenu' },
  nav: [
    { menu: 'secondary', order: 4 },
    { menu: 'siteMap', section: 'services', order: 3 },
  ],
} as const satisfies ScreenDeclaration;
