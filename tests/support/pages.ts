import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { buildPath } from '../../shared/routes/index.ts';
import { rememberConsent } from './consent.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/locales.ts';

/** The two widths every screen is checked at: a phone and a desktop. */
export const WIDTHS = [390, 1440] as const;
export type Width = (typeof WIDTHS)[number];

/** Test files load this module each on its own: a random start keeps their addresses apart. */
let clients = Math.floor(Math.random() * 60_000);

/**
 * A client address of its own for each browser context (from 198.18.0.0/15, set aside for
 * tests), as the edge would report it: each context is a different visitor to the forms' rate
 * limit, so tests that post a form several times never share one visitor's budget.
 */
function nextClientAddress(): string {
  clients += 1;
  return `198.18.${(clients >> 8) & 255}.${clients & 255}`;
}

/**
 * Browser context options for one width. The phone is a real mobile viewport (the page's
 * `<meta name="viewport">` applies); both speak Italian so that `/` is not redirected, and each
 * comes from its own client address.
 */
export function contextAt(width: Width): BrowserContextOptions {
  const base: BrowserContextOptions = { locale: 'it-IT', extraHTTPHeaders: { 'CF-Connecting-IP': nextClientAddress() } };
  return width === 390
    ? { ...base, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
    : { ...base, viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 };
}

/** The language of a site path, read from its prefix (Italian has none). */
export function languageOf(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/**
 * Scrolls the page to the bottom (so lazy images start), makes any image still waiting load,
 * and resolves once every `<img>` has loaded or failed (or `timeoutMs` passed), by their
 * `load`/`error` events. With `decode`, also waits until every loaded picture is decoded
 * (costly, but a full-page screenshot otherwise shows blank boxes for `decoding="async"`
 * images scrolled past before they were painted). Returns the images that did not load:
 * their current source, or their markup when they have none.
 */
export async function loadImages(page: Page, options: { decode?: boolean; timeoutMs?: number } = {}): Promise<string[]> {
  const { decode = false, timeoutMs = 5000 } = options;
  return page.evaluate(
    async ({ decode, timeout }) => {
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      const root = document.scrollingElement ?? document.documentElement;
      for (let y = 0; y < root.scrollHeight; y += Math.max(200, innerHeight)) {
        scrollTo(0, y);
        await frame();
      }
      scrollTo(0, root.scrollHeight);
      await frame();
      const images = [...document.images];
      for (const image of images) {
        // A lazy image in a hidden container never starts by scrolling; its source is still checked.
        if (!image.complete && image.loading === 'lazy') image.loading = 'eager';
      }
      const settle = (image: HTMLImageElement) =>
        image.complete
          ? undefined
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
              setTimeout(resolve, timeout);
            });
      await Promise.all(images.map(settle));
      if (decode) {
        const decoded = (image: HTMLImageElement) =>
          Promise.race([image.decode().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, timeout))]);
        await Promise.all(images.filter((image) => image.naturalWidth > 0).map(decoded));
      }
      scrollTo(0, 0);
      return images
        .filter((image) => !(image.complete && image.naturalWidth > 0))
        .map((image) => image.currentSrc || image.getAttribute('src') || image.outerHTML.slice(0, 160));
    },
    { decode, timeout: timeoutMs },
  );
}

/**
 * The first link inside `<main>` to a page one level below `listPath` (e.g. `/news/…` from
 * `/news`), skipping the given sub-paths such as theme filters. Resolved against `siteUrl`.
 */
export async function firstDetailLink(page: Page, listPath: string, options: { depth?: number; skip?: string[] } = {}): Promise<string> {
  const depth = options.depth ?? 1;
  const skip = options.skip ?? [];
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const prefix = listPath.endsWith('/') ? listPath : `${listPath}/`;
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== new URL(page.url()).origin || !url.pathname.startsWith(prefix)) continue;
    const rest = url.pathname.slice(prefix.length).split('/').filter(Boolean);
    if (rest.length !== depth || skip.some((segment) => rest[0] === segment)) continue;
    return url.pathname;
  }
  throw new Error(`no link to a page ${depth} level(s) below ${listPath} on ${page.url()}`);
}

/**
 * Waits until what the page animates by itself has arrived and stopped: the floating promo
 * comes 1.5 s after its island starts and fades in over 0.4 s, and axe measures contrast
 * through opacity, so a scan in mid-fade reports colours no one sees for long. Endless
 * animations (the booking button's pulse) are left running.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const promo = document.querySelector('.floating-promo');
    return !promo || promo.classList.contains('floating-promo--shown');
  });
  await animationsDone(page);
}

/**
 * Waits until the page's animations that end have ended (the floating promo's fade among
 * them): axe measures contrast through opacity. Endless ones (the booking button's pulse) run on.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Waits until the island on `selector` has run its start (the runtime's `data-island-ready`): its listeners are in place. */
export function islandReady(page: Page, selector: string, timeout?: number): Promise<unknown> {
  return page.waitForFunction((wanted) => document.querySelector(wanted)?.hasAttribute('data-island-ready'), selector, { timeout });
}

/** The first open position the Italian list links to (each position page carries the position form), found in a context of its own. */
export async function firstPositionPath(browser: Browser, siteUrl: string): Promise<string> {
  const context = await browser.newContext(contextAt(1440));
  try {
    await rememberConsent(context);
    const page = await context.newPage();
    const list = buildPath('positions', 'it');
    await page.goto(`${siteUrl}${list}`);
    return await firstDetailLink(page, list);
  } finally {
    await context.close();
  }
}
