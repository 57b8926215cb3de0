import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { buildPath, canonicalMatch, normalizeSpelling } from '../../shared/routes/index.ts';
import { ROUTE_NAMES, ROUTES } from '../../shared/routes/table.ts';

describe('normalizeSpelling', () => {
  it.each([
    ['/', '/'],
    ['//', '/'],
    ['/en/', '/en'],
    ['/en//about-us//', '/en/about-us'],
    ['/index.html', '/'],
    ['/chi-siamo/INDEX.HTML', '/chi-siamo'],
    ['/chi-si%61mo', '/chi-siamo'],
    ['/%7Euser', '/~user'],
    ['/de/unterk%c3%bcnfte', '/de/unterk%C3%BCnfte'],
    ['/a%2Fb', '/a%2Fb'],
    ['/pl/Kontakt', '/pl/Kontakt'],
  ])('%s → %s', (raw, normalized) => {
    expect(normalizeSpelling(raw)).toBe(normalized);
  });
});

describe('canonicalMatch', () => {
  it('finds every fixed page of every language in its own spelling, upper case and with a slash', () => {
    for (const name of ROUTE_NAMES) {
      for (const locale of LOCALES) {
        const pattern: string = ROUTES[name].paths[locale];
        if (pattern.includes(':')) continue;
        const path = buildPath(name, locale);
        for (const spelling of [path, `${path}/`, path.toUpperCase(), path.toLowerCase(), `/${path}`]) {
          expect(canonicalMatch(spelling)?.path, spelling).toBe(path);
        }
      }
    }
  });

  it('keeps the parameters of a page with parameters, in lower case when the literal parts differ', () => {
    expect(canonicalMatch('/en/latest-news/summer-party/')).toMatchObject({
      name: 'newsArticle',
      path: '/en/latest-news/summer-party',
      fixed: false,
    });
    expect(canonicalMatch('/EN/LATEST-NEWS/Summer-Party')?.path).toBe('/en/latest-news/summer-party');
  });

  it('finds nothing for an address no route fits', () => {
    expect(canonicalMatch('/en/offers/')).toBeNull();
    expect(canonicalMatch('/wp-login.php')).toBeNull();
  });
});
