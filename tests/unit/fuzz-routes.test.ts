import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { normalizeRedirectPath, redirectKeyForPath } from '../../shared/redirects/normalize.ts';
import { buildPath, localeOfPath, matchRoute } from '../../shared/routes/index.ts';
import { ROUTE_NAMES, ROUTES } from '../../shared/routes/table.ts';
import { FUZZ_RUNS, fuzzParameters } from '../support/fuzz-runs.ts';

/** Parameter names of a route, from its Italian pattern (every language has the same ones). */
const paramsOf = (pattern: string) => [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1] as string);

/** A path segment as written: any text without a slash that a URL would not resolve away (`.`, `..`). */
const segment = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
  .filter((text) => !text.includes('/') && !text.includes('\\') && text !== '.' && text !== '..');

/** A request path: mostly site-like, sometimes anything at all. */
const anyPath = fc.oneof(
  fc
    .array(fc.oneof(segment, fc.constantFrom(...LOCALES), fc.constantFrom('%', '%2F', '%E0%A4%A', '..', '')), { maxLength: 5 })
    .map((parts) => `/${parts.join('/')}`),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

describe(`route matching (${FUZZ_RUNS} cases each)`, () => {
  it('never throws, and a match has its language from the prefix and non-empty parameters without slashes', () => {
    fc.assert(
      fc.property(anyPath, (path) => {
        const match = matchRoute(path);
        if (!match) return;
        expect(match.locale).toBe(localeOfPath(path));
        for (const value of Object.values(match.params)) {
          expect(value).not.toBe('');
          expect(value).not.toContain('/');
        }
      }),
      fuzzParameters(FUZZ_RUNS),
    );
  });

  it('finds every built path again, and the match builds the very same path', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROUTE_NAMES),
        fc.constantFrom(...LOCALES),
        fc.array(segment, { minLength: 3, maxLength: 3 }),
        (name, locale, values) => {
          const names = paramsOf(ROUTES[name].paths.it);
          const params = Object.fromEntries(names.map((param, index) => [param, values[index] as string]));
          const path = buildPath(name, locale, params);
          const match = matchRoute(path);
          expect(match, path).not.toBeNull();
          if (!match) return;
          expect(buildPath(match.name, match.locale, match.params)).toBe(path);
          // What a browser requests for that link is the path itself: nothing is resolved away.
          expect(new URL(path, 'https://www.lagoserena.it').pathname).toBe(path);
        },
      ),
      fuzzParameters(FUZZ_RUNS),
    );
  });
});

/** Writes a segment the way some client might: each character as is or percent-encoded (`%` always encoded). */
const spelled = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: [...text].length, maxLength: [...text].length })
    .map((encode) =>
      [...text]
        .map((char, index) => (encode[index] || char === '%' || char === '?' || char === '#' ? encodeURIComponent(char) : char))
        .join(''),
    );

describe(`redirect path normalisation (${FUZZ_RUNS} cases each)`, () => {
  it('never throws, and gives null or a clean path: one leading slash, no empty or dot segments', () => {
    fc.assert(
      fc.property(anyPath, (path) => {
        const normalized = normalizeRedirectPath(path);
        if (normalized === null) return;
        expect(normalized.startsWith('/')).toBe(true);
        const parts = normalized.slice(1).split('/');
        if (normalized !== '/') for (const part of parts) expect(['', '.', '..']).not.toContain(part);
        expect(redirectKeyForPath(path)).toBe(`${localeOfPath(normalized)}:${normalized}`);
      }),
      fuzzParameters(FUZZ_RUNS),
    );
  });

  it('gives every spelling of an address the same key: encoded or not, doubled or trailing slashes', () => {
    const address = fc
      .array(segment, { minLength: 1, maxLength: 4 })
      .chain((segments) =>
        fc.tuple(
          fc.constant(segments),
          fc.tuple(...segments.map(spelled)),
          fc.array(fc.integer({ min: 1, max: 3 }), { minLength: segments.length, maxLength: segments.length }),
          fc.boolean(),
        ),
      );
    fc.assert(
      fc.property(address, ([segments, spellings, slashes, trailing]) => {
        const raw = spellings.map((part, index) => `${'/'.repeat(slashes[index] ?? 1)}${part}`).join('') + (trailing ? '/' : '');
        expect(normalizeRedirectPath(raw)).toBe(`/${segments.join('/')}`);
      }),
      fuzzParameters(FUZZ_RUNS),
    );
  });
});
