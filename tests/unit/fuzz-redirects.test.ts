import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { redirectKeyForPath } from '../../shared/redirects/normalize.ts';
import { keyOfRule, validateRedirects } from '../../shared/redirects/validate.ts';
import { buildPath, matchRoute } from '../../shared/routes/index.ts';
import { ROUTE_NAMES } from '../../shared/routes/table.ts';
import { sampleParams } from '../fixtures/route-samples.ts';
import { FUZZ_RUNS, fuzzParameters } from '../support/fuzz-runs.ts';

const SITE = 'https://www.lagoserena.it';

/** Every live page, as the site writes it. */
const LIVE = LOCALES.flatMap((locale) => ROUTE_NAMES.map((name) => buildPath(name, locale, sampleParams(name, locale))));

/** Targets a careless or hostile edit could put in the table. */
const HOSTILE = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'https://evil.example/',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'data:text/html,x',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  '/\t/evil.example',
  ' /en',
  '/en ',
  '/en?x=1',
  '/en#top',
  '/en/',
  '/EN',
  '/./en',
  '/en/..',
  '/%2e%2e/en',
  '',
  'en',
];

const slug = fc.array(fc.constantFrom(...'abcxyz019-'), { minLength: 1, maxLength: 10 }).map((chars) => chars.join(''));

/** An old address of a language, in one of the ways people write it. */
function legacy(locale: Locale, text: string, variant: number): string {
  const path = `${locale === 'it' ? '' : `/${locale}`}/${text}`;
  return [path, `${path}/`, path.toUpperCase(), path.replace('-', '%2D'), `/${path}`][variant % 5] as string;
}

/** Where a rule starts: an old address, a live page, or another rule's target (chains and loops). */
const source = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(slug, fc.nat()).map(([text, variant]) => ({ legacy: text, variant })) },
  { weight: 1, arbitrary: fc.constantFrom(...LIVE).map((live) => ({ live })) },
  { weight: 1, arbitrary: fc.nat().map((other) => ({ other })) },
);

const target = fc.oneof(
  { weight: 16, arbitrary: fc.constantFrom(...LIVE) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 1, arbitrary: fc.constantFrom(...LIVE).map((path) => `${path}/`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

const file = fc.array(fc.tuple(fc.constantFrom(...LOCALES), source, target), { maxLength: 8 }).map((rows) => {
  const grouped: Partial<Record<Locale, { from: string; to: string }[]>> = {};
  for (const [locale, from, to] of rows) {
    const path =
      'legacy' in from
        ? legacy(locale, from.legacy, from.variant)
        : 'live' in from
          ? from.live
          : (rows[from.other % rows.length]?.[2] ?? '/');
    grouped[locale] = [...(grouped[locale] ?? []), { from: path, to }];
  }
  return grouped;
});

describe(`redirect rule validation (${FUZZ_RUNS} cases each)`, () => {
  it('never throws on any JSON value, and explains every refusal', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          file.map((rules) => ({ ...rules, xx: [] })),
        ),
        (value) => {
          const result = validateRedirects(value);
          expect(result.ok).toBe(result.errors.length === 0);
          if (!result.ok) for (const error of result.errors) expect(error.length).toBeGreaterThan(10);
        },
      ),
      fuzzParameters(FUZZ_RUNS),
    );
  });

  it('accepts only tables where every rule leads, in one step, to a live page of this site', () => {
    let accepted = 0;
    fc.assert(
      fc.property(file, (rules) => {
        const result = validateRedirects(rules);
        if (!result.ok) return;
        accepted += result.rules.length > 0 ? 1 : 0;
        const sources = new Set(result.rules.map((rule) => keyOfRule(rule)));
        expect(sources.size).toBe(result.rules.length);
        for (const rule of result.rules) {
          // Where a browser would land: this site, exactly the path ops wrote.
          const landing = new URL(rule.to, SITE);
          expect(landing.origin).toBe(SITE);
          expect(landing.pathname).toBe(rule.to);
          const match = matchRoute(rule.to);
          expect(match).not.toBeNull();
          if (match) expect(buildPath(match.name, match.locale, match.params)).toBe(rule.to);
          // No chain: the target is not itself a source; and the worker looks the source up under the rule's key.
          expect(sources.has(redirectKeyForPath(rule.to))).toBe(false);
          expect(redirectKeyForPath(rule.from)).toBe(keyOfRule(rule));
        }
      }),
      fuzzParameters(FUZZ_RUNS),
    );
    // The property is only worth something if sound tables come up often enough.
    expect(accepted).toBeGreaterThan(FUZZ_RUNS / 20);
  });

  it('refuses every table that holds a hostile target', () => {
    fc.assert(
      fc.property(file, fc.constantFrom(...LOCALES), fc.constantFrom(...HOSTILE), (rules, locale, to) => {
        const withHostile = { ...rules, [locale]: [...(rules[locale] ?? []), { from: `/${locale}/fuzz-old-address`, to }] };
        expect(validateRedirects(withHostile).ok).toBe(false);
      }),
      fuzzParameters(FUZZ_RUNS),
    );
  });
});
