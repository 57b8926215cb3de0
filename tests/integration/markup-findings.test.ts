import { describe, expect, it } from 'vitest';
import { COOKIES_ANCHOR } from '../../shared/consent.ts';
import { FOOTER_LOGO_PX } from '../../shared/constants.ts';
import { LOCALES } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { DEMO, html } from './fetch.ts';
import { screenPagesOf } from '../support/screen-pages.ts';

/**
 * What the HTML validators (vnu) and accessibility checkers found, kept at zero on every page
 * of every language: one-line inputs never ask for a multi-line `street-address`, nothing is
 * both `hidden` and `aria-hidden`, the cookie links land on an anchor that exists, and the
 * footer carries its 140 × 120 logo linking home.
 */

/** Every start tag of the page. */
const tagsOf = (body: string) => body.match(/<[a-z][a-z0-9-]*\b[^>]*>/g) ?? [];
const hasAttribute = (tag: string, name: string) => new RegExp(`\\s${name}(?=[\\s=/>])`).test(tag);

describe('validator findings, on every page of every language', () => {
  // About 50 pages a language, rendered cold in workerd: a language per test, with time to spare.
  it.each(LOCALES)(
    '%s: no one-line input asks for street-address, nothing is both hidden and aria-hidden',
    { timeout: 120_000 },
    async (locale) => {
      const paths = await screenPagesOf(DEMO, locale);
      expect(paths.length).toBeGreaterThan(30);
      for (const path of paths) {
        const { response, body } = await html(path);
        expect([200, 404], path).toContain(response.status);
        const tags = tagsOf(body);
        const streetInputs = tags.filter((tag) => tag.startsWith('<input') && /\sautocomplete="street-address"/i.test(tag));
        expect(streetInputs, `${path}: street-address belongs to a textarea`).toEqual([]);
        const both = tags.filter((tag) => hasAttribute(tag, 'hidden') && hasAttribute(tag, 'aria-hidden'));
        expect(both, `${path}: hidden and aria-hidden at once`).toEqual([]);
      }
    },
  );

  it('lands the consent dialog’s and the footer’s cookie links on the privacy page’s cookie section', async () => {
    for (const locale of LOCALES) {
      const privacy = buildPath('privacy', locale);
      const target = `${privacy}#${COOKIES_ANCHOR}`;
      const { body: home } = await html(buildPath('home', locale));
      const dialog = home.match(/<dialog class="cookie-consent".*?<\/dialog>/s)?.[0] ?? '';
      expect(dialog, `${locale}: the dialog links to ${target}`).toContain(`href="${target}"`);
      expect(home.match(/<div class="site-footer__bottom">.*?<\/div>/s)?.[0], `${locale}: the footer too`).toContain(`href="${target}"`);
      const { response, body } = await html(privacy);
      expect(response.status, privacy).toBe(200);
      expect(body.match(new RegExp(`\\sid="${COOKIES_ANCHOR}"`, 'g')), `${privacy}: one #${COOKIES_ANCHOR}`).toHaveLength(1);
    }
  });

  it('carries the 140 × 120 logo in the footer, linking home', async () => {
    for (const locale of LOCALES) {
      const { body } = await html(buildPath('about', locale));
      const footer = body.match(/<footer class="site-footer">.*?<\/footer>/s)?.[0] ?? '';
      const logo = footer.match(/<a class="site-footer__logo" href="([^"]+)"><svg([^>]*)>/);
      expect(logo?.[1], locale).toBe(buildPath('home', locale));
      expect(logo?.[2]).toContain(`width="${FOOTER_LOGO_PX.width}"`);
      expect(logo?.[2]).toContain(`height="${FOOTER_LOGO_PX.height}"`);
      expect(logo?.[2]).toMatch(/role="img" aria-label="[^"]+"/);
    }
  });
});
