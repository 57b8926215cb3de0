import { MOBILE_BELOW_PX } from '../../shared/constants.ts';

/** What an island's chunk exports: it starts the island on its marker with the marker's props. */
export type IslandStart = (element: HTMLElement, props: unknown) => void | Promise<void>;

export type IslandDefinition = {
  strategy: 'load' | 'idle' | 'visible' | 'interaction';
  /** For `visible`: the root margin, e.g. a negative bottom margin to wait until it is well in view. */
  rootMargin?: string;
  /** Loaded only while this media query matches. */
  media?: string;
  load: () => Promise<IslandStart>;
};

const forms = () => import('./forms.tsx').then((module) => module.startForm);
const gallery = () => import('./gallery.ts').then((module) => module.startGallery);

/** Every island by the name its marker carries, with when its chunk is wanted. */
export const ISLANDS: Record<string, IslandDefinition> = {
  // React and zod come only with a form the visitor starts to use; until then it posts as HTML.
  'form-newsletter': { strategy: 'interaction', load: forms },
  'form-availability': { strategy: 'interaction', load: forms },
  'form-application': { strategy: 'interaction', load: forms },
  'form-position': { strategy: 'interaction', load: forms },
  'form-contact': { strategy: 'interaction', load: forms },
  // Height messages may come as soon as the frame loads.
  'newsletter-embed': { strategy: 'load', load: () => import('./newsletter-embed.ts').then((module) => module.startNewsletterEmbed) },
  header: { strategy: 'load', load: () => import('./header.ts').then((module) => module.startHeader) },
  menu: { strategy: 'interaction', load: () => import('./menu.ts').then((module) => module.startMenu) },
  'language-dropdown': {
    strategy: 'interaction',
    load: () => import('./language-dropdown.ts').then((module) => module.startLanguageDropdown),
  },
  'floating-promo': { strategy: 'load', load: () => import('./floating-promo.ts').then((module) => module.startFloatingPromo) },
  gallery: { strategy: 'idle', load: gallery },
  'gallery-grid': { strategy: 'visible', load: gallery },
  'job-modal': { strategy: 'load', load: () => import('./job-modal.ts').then((module) => module.startJobModal) },
  'loading-splash': { strategy: 'idle', load: () => import('./loading-splash.ts').then((module) => module.startLoadingSplash) },
  // Idle, not visible: it must know whether the block was already in view when the page opened.
  'newsletter-brush': { strategy: 'idle', load: () => import('./newsletter-brush.ts').then((module) => module.startNewsletterBrush) },
  cursor: {
    strategy: 'idle',
    media: `(hover: hover) and (pointer: fine) and (min-width: ${MOBILE_BELOW_PX}px)`,
    load: () => import('./cursor.ts').then((module) => module.startCursor),
  },
  connection: { strategy: 'idle', load: () => import('./connection.ts').then((module) => module.startConnection) },
  'progress-bar': { strategy: 'idle', load: () => import('./progress-bar.ts').then((module) => module.startProgressBar) },
  'village-plan': { strategy: 'visible', load: () => import('./village-plan.ts').then((module) => module.startVillagePlan) },
  // When idle, not on interaction: it starts from the count already typed, so nothing typed before is lost.
  'stay-search': { strategy: 'idle', load: () => import('./stay-search.ts').then((module) => module.startStaySearch) },
  'route-location': { strategy: 'idle', load: () => import('./route-location.ts').then((module) => module.startRouteLocation) },
  consent: { strategy: 'load', load: () => import('./consent.ts').then((module) => module.startConsent) },
};
