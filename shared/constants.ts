/**
 * Business constants of docs/product.md "Constants and limits", with the names and units the product uses.
 * Styles and islands read them from here so that one number has one home.
 */

/** Widths in px. Mobile/tablet mode is strictly below the first breakpoint. */
export const BREAKPOINTS_PX = [1200, 1600, 1800] as const;
export const MOBILE_BELOW_PX = 1200;

export const CONTENT_MAX_WIDTHS_PX = [1220, 1350, 1500] as const;
export const CONTENT_NARROW_MAX_WIDTHS_PX = [980, 980, 1220] as const;
export const GUTTER_PX = 30;
export const HEADER_HEIGHT_PX = { desktop: 100, mobile: 80, mobileScrolled: 90 } as const;
export const INPUT_HEIGHT_PX = 56;
export const SUBMIT_BUTTON_WIDTH_PX = 140;
export const BUTTON_RADIUS_PX = 90;
export const BOOKING_BUTTON_PX = 100;
export const CURSOR_DOT_PX = 10;
export const FOOTER_LOGO_PX = { width: 140, height: 120 } as const;
export const MODAL_CLOSE_BUTTON_PX = 40;
export const TEASER_IMAGE_PX = 116;
export const TEASER_TEXT_MAX_PX = 300;
export const NEWSLETTER_IFRAME_MIN_HEIGHT_PX = 280;
export const LANGUAGE_BOX_GUTTERS = 5;
export const BASE_FONT_PX = 16;

export const ASPECT_RATIOS = ['1:1', '2:1', '4:3', '3:4', '9:16', '16:7', '16:8', '16:9', '16:10', '16:11', '191:84'] as const;
export const JOB_MODAL_IMAGE_RATIO = '907:269';

export const TIMINGS_MS = {
  progressThrottle: 200,
  progressDuration: 5000,
  progressHide: 500,
  progressTick: 100,
  modalOpen: 100,
  modalClose: 300,
  galleryClose: 180,
  galleryFade: 180,
  floatingPromoDelay: 1500,
  floatingPromoFade: 400,
  menuTransition: 640,
  languageBoxTransition: 560,
  reloadGuard: 60_000,
  idlePrefetchTimeout: 2000,
  contentMinDelay: 200,
  menuRevealDuration: 500,
  menuRevealStagger: 55,
  menuRevealDelay: 500,
  newsletterBrush: 1500,
  bookingButtonPulse: 4500,
  loaderHeartPulse: 4000,
} as const;

export const SCROLL_THRESHOLD = 0.025;
export const NEWSLETTER_BRUSH_VIEWPORT_RATIO = 0.85;
/** "When the block reaches 85 % of the viewport": its top crosses the line 15 % above the bottom. */
export const NEWSLETTER_BRUSH_ROOT_MARGIN = `0px 0px -${Math.round((1 - NEWSLETTER_BRUSH_VIEWPORT_RATIO) * 100)}% 0px`;
export const RIPPLE_DEFAULTS = { resolution: 256, dropRadius: 20, perturbance: 0.03 } as const;

/** The language cookie: the previous site's name, so returning visitors keep their language. */
export const LANGUAGE_COOKIE = 'i18n_redirected';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const BOT_CHECK_VERSION = 3;
export const AVAILABILITY_ANSWER_DAYS = 7;
export const NEWSLETTER_LIST_ID = 26;
export const REDIRECT_STATUS = 301;

/** Guest age bands per site (docs/product.md "Content", "Constants and limits"). */
export const GUEST_AGE_BANDS = {
  villaggio: [
    { key: 'person', minAge: 4 },
    { key: 'babies', minAge: 0, maxAge: 3 },
  ],
  campeggio: [
    { key: 'person', minAge: 10 },
    { key: 'children', minAge: 1, maxAge: 9 },
    { key: 'babies', minAge: 0, maxAge: 0 },
  ],
} as const;

export const LOCAL_STORAGE_KEYS = { mode: 'mode', floating: 'floating' } as const;
