import { describe, expect, it } from 'vitest';
import { getMessages } from '../../shared/i18n/index.ts';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { buildPath, localePrefix } from '../../shared/routes/index.ts';
import { demoList, html } from './fetch.ts';

/**
 * The 404 page suggests where to go (docs/product.md "Not-found page"): pages whose words match
 * the words of the missed address, then the accommodation and the contacts, with the home page
 * as its button. The page is kept per language, so the suggestions are filled in per answer.
 */

/** The links of the page's "perhaps you were looking for" list, in order. */
function suggestionsOf(body: string, locale: Locale): { href: string; label: string }[] {
  const title = getMessages(locale).errors.suggestionsTitle;
  const section = body.match(/<nav class="error-page__suggestions"[^>]*>(.*?)<\/nav>/s)?.[1];
  expect(section, `${locale}: the suggestions`).toBeDefined();
  expect(section).toContain(`>${title}</h2>`);
  return [...(section ?? '').matchAll(/<li><a href="([^"]+)">([^<]*)<\/a><\/li>/g)].map(([, href, label]) => ({
    href: href ?? '',
    label: label ?? '',
  }));
}

describe('the 404 page suggests where to go', () => {
  it('offers the accommodation and the contacts in every language, and the home page as its button', async () => {
    for (const locale of LOCALES) {
      const m = getMessages(locale);
      const { response, body } = await html(`${localePrefix(locale)}/qqqq-zzzz`);
      expect(response.status, locale).toBe(404);
      expect(suggestionsOf(body, locale), `${locale}: nothing matches "qqqq zzzz"`).toEqual([
        { href: buildPath('accommodations', locale), label: m.nav.accommodations },
        { href: buildPath('contacts', locale), label: m.nav.contacts },
      ]);
      expect(body).toContain(`href="${buildPath('home', locale)}">${m.errors.goHome}</a>`);
    }
  });

  it('suggests the pages whose address or title shares the missed words, typos forgiven', async () => {
    for (const locale of LOCALES) {
      const m = getMessages(locale);
      const faq = buildPath('faq', locale);
      // The FAQ's own address with one letter dropped from its last word, under a made-up folder.
      const lastWord = faq.split('/').at(-1)?.split('-').at(-1) ?? '';
      const typo = lastWord.length >= 5 ? `${lastWord.slice(0, 2)}${lastWord.slice(3)}` : lastWord;
      const { response, body } = await html(`${localePrefix(locale)}/vecchio/${typo}`);
      expect(response.status, locale).toBe(404);
      const suggestions = suggestionsOf(body, locale);
      expect(suggestions, `${locale}: /vecchio/${typo}`).toContainEqual({ href: faq, label: m.nav.faq });
      expect(suggestions.at(-1)?.href).toBe(buildPath('contacts', locale));
    }
  });

  it('suggests a news article by the words of its title, in its own language', async () => {
    for (const locale of LOCALES) {
      const [article] = await demoList(locale, 'post');
      if (!article) throw new Error(`${locale}: the demo has no news`);
      // An old blog address made of the title's words, as a visitor might remember it.
      const words = article.title
        .toLowerCase()
        .split(/[\s,.:;!?'’"«»„“”()–-]+/)
        .filter((word) => word.length >= 4);
      const missed = `${localePrefix(locale)}/blog/2019/${words.map(encodeURIComponent).join('-')}`;
      const { response, body } = await html(missed);
      expect(response.status, missed).toBe(404);
      const hrefs = suggestionsOf(body, locale).map((link) => link.href);
      expect(hrefs, missed).toContain(buildPath('newsArticle', locale, { slug: article.slug }));
      expect(hrefs.length, 'at most five matches and the two fixed links').toBeLessThanOrEqual(7);
    }
  });

  it('fills each answer of the kept page with its own suggestions', async () => {
    const menu = await html('/en/restaurant-menuu');
    const faq = await html('/en/frequently-asked-question');
    const hrefsOf = (body: string) => suggestionsOf(body, 'en').map((link) => link.href);
    expect(hrefsOf(menu.body)).toContain(buildPath('restaurantMenu', 'en'));
    expect(hrefsOf(faq.body)).toContain(buildPath('faq', 'en'));
    expect(hrefsOf(faq.body)).not.toContain(buildPath('restaurantMenu', 'en'));
  });

  it('writes what it suggests as text: markup in an address stays an address', async () => {
    const { response, body } = await html('/en/%3Cscript%3Ealert(1)%3C%2Fscript%3E-faq');
    expect(response.status).toBe(404);
    expect(body).not.toContain('<script>alert');
    expect(suggestionsOf(body, 'en').map((link) => link.href)).toContain(buildPath('faq', 'en'));
  });
});
