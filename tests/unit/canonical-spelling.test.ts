import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { buildPath, canonicalMatch, itemPartFolded, normalizeSpelling } from '../../shared/routes/index.ts';
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

describe('itemPartFolded', () => {
  it.each([
    ['/offerte/Prenota-Prima', 'offer', '/offerte/prenota-prima'],
    ['/sistemazioni/Bungalow', 'accommodationType', '/sistemazioni/bungalow'],
    ['/sistemazioni/Bungalow/Catullo/Leading', 'accommodation', '/sistemazioni/bungalow/catullo/leading'],
    ['/en/accommodation/bungalow/catullo/Leading/', 'accommodation', '/en/accommodation/bungalow/catullo/leading'],
  ])('tries %s as its lower-case item part', (raw, name, folded) => {
    const match = canonicalMatch(raw);
    expect(match, raw).not.toBeNull();
    expect(match?.path, 'the item part as written comes first').not.toBe(folded);
    expect(match ? itemPartFolded(match) : null).toMatchObject({ name, path: folded, fixed: false });
  });

  it('finds the fixed page an item part in lower case spells', () => {
    const match = canonicalMatch('/sistemazioni/Mappa');
    expect(match).toMatchObject({ name: 'accommodationType', params: { type: 'Mappa' } });
    expect(match ? itemPartFolded(match) : null).toMatchObject({ name: 'accommodationMap', path: '/sistemazioni/mappa', fixed: true });
  });

  it('has nothing to try when the item part is in lower case already', () => {
    for (const raw of ['/offerte/prenota-prima', '/EN/LATEST-NEWS/Summer-Party', '/pl/Kontakt']) {
      const match = canonicalMatch(raw);
      expect(match, raw).not.toBeNull();
      expect(match ? itemPartFolded(match) : 'no match', raw).toBeNull();
    }
  });
});
