import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { buildPath as build, matchRoute, type RouteName } from '../../shared/routes/index.ts';
import { ROUTE_NAMES, ROUTES } from '../../shared/routes/table.ts';
import { LEGACY_ADDRESSES, LEGACY_PREFIXES } from '../fixtures/legacy-addresses.ts';
import { sampleParams } from '../fixtures/route-samples.ts';

/** The Italian paths of docs/product.md "Screens and addresses" (parameters in our `:name` form). */
const SPEC_ITALIAN_PATHS: Partial<Record<RouteName, string>> = {
  home: '/',
  about: '/chi-siamo',
  contacts: '/contatti',
  experiences: '/experience',
  experience: '/experience/:slug',
  faq: '/faq',
  foundation: '/fondazione',
  usefulInfo: '/info-utili',
  careers: '/lavora-con-noi',
  spontaneousApplication: '/lavora-con-noi/candidatura-spontanea',
  positions: '/lavora-con-noi/posizioni-aperte',
  position: '/lavora-con-noi/posizioni-aperte/:slug?',
  restaurantMenu: '/menu-ristorante-catullo',
  news: '/news',
  newsArticle: '/news/:slug',
  offers: '/offerte',
  offer: '/offerte/:slug',
  booking: '/prenota',
  prices: '/prezzi',
  conditions: '/prezzi/le-nostre-condizioni',
  privacy: '/privacy',
  regulations: '/regolamento',
  socialResponsibility: '/responsabilita-sociale',
  services: '/servizi',
  service: '/servizi/:slug',
  catalogue: '/sfoglia-il-catalogo',
  accommodations: '/sistemazioni',
  accommodationType: '/sistemazioni/:type',
  accommodation: '/sistemazioni/:type/:group/:unit',
  accommodationMap: '/sistemazioni/mappa',
  sustainability: '/sostenibilita',
  petFriendly: '/servizi/amici-a-4-zampe',
};

describe('route table', () => {
  it('keeps the Italian paths of docs/product.md "Screens and addresses" exactly', () => {
    for (const [name, path] of Object.entries(SPEC_ITALIAN_PATHS)) {
      expect(ROUTES[name as RouteName].paths.it, name).toBe(path);
    }
  });

  it('gives Polish contacts and booking the spec addresses', () => {
    expect(build('contacts', 'pl')).toBe('/pl/Kontakt');
    expect(build('booking', 'pl')).toBe('/pl/zarezerwuj');
  });

  it('puts the pet-friendly page at the slugs of docs/product.md "Screens and addresses"', () => {
    expect(LOCALES.map((locale) => build('petFriendly', locale))).toEqual([
      '/servizi/amici-a-4-zampe',
      '/en/facilities/4-legged-friends',
      '/de/leistungen/4-beinige-freunde',
      '/nl/voorzieningen/4-potige-vrienden',
      '/da/faciliteter/4-benede-venner',
      '/pl/uslugi/4-nozni-przyjaciele',
    ]);
  });

  it('round-trips every route in every language: build, then match, gives the same route and parameters', () => {
    for (const name of ROUTE_NAMES) {
      for (const locale of LOCALES) {
        const params = sampleParams(name, locale);
        const path = build(name, locale, params);
        expect(matchRoute(path), `${name} ${locale} ${path}`).toEqual({ name, locale, params });
      }
    }
  });

  it('lets the Italian position address go without its slug, and only in Italian', () => {
    expect(build('position', 'it', {})).toBe('/lavora-con-noi/posizioni-aperte');
    expect(matchRoute('/lavora-con-noi/posizioni-aperte')?.name).toBe('positions');
    expect(() => build('position', 'en', {})).toThrow(/missing parameter "slug"/);
  });

  it('gives no two routes the same path', () => {
    const seen = new Map<string, string>();
    for (const name of ROUTE_NAMES) {
      for (const locale of LOCALES) {
        const path = build(name, locale, sampleParams(name, locale));
        expect(seen.get(path), `${name}/${locale} repeats ${path}`).toBeUndefined();
        seen.set(path, `${name}/${locale}`);
      }
    }
  });

  it('uses no legacy address as a current one', () => {
    for (const name of ROUTE_NAMES) {
      for (const locale of LOCALES) {
        const path = build(name, locale, sampleParams(name, locale));
        expect(LEGACY_ADDRESSES, `${name}/${locale}`).not.toContain(path);
        for (const prefix of LEGACY_PREFIXES) expect(path.startsWith(prefix), `${name}/${locale}`).toBe(false);
      }
    }
  });

  it('matches paths exactly: case, trailing slashes and broken encodings do not match', () => {
    expect(matchRoute('/Chi-Siamo')).toBeNull();
    expect(matchRoute('/pl/kontakt')).toBeNull();
    expect(matchRoute('/chi-siamo/')).toBeNull();
    expect(matchRoute('/news/%E0%A4%A')).toBeNull();
    expect(matchRoute('/news/a%2Fb')).toBeNull();
    expect(matchRoute('/it/chi-siamo')).toBeNull();
    expect(matchRoute('/sistemazioni/mappa')?.name).toBe('accommodationMap');
    expect(matchRoute('/en')?.locale).toBe('en');
  });

  it('encodes parameters when building and decodes them when matching', () => {
    const path = build('newsArticle', 'de', { slug: 'grüße aus sirmione' });
    expect(path).toBe('/de/neuigkeiten/gr%C3%BC%C3%9Fe%20aus%20sirmione');
    expect(matchRoute(path)?.params).toEqual({ slug: 'grüße aus sirmione' });
  });
});
