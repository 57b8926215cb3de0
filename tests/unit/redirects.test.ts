import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { normalizeRedirectPath, redirectKeyForPath } from '../../shared/redirects/normalize.ts';
import { validateRedirects } from '../../shared/redirects/validate.ts';
import { href, localeOfPath, matchRoute } from '../../shared/routes/index.ts';
import { LEGACY_ADDRESSES, LEGACY_PREFIXES } from '../fixtures/legacy-addresses.ts';

const ROOT = join(import.meta.dirname, '../..');
const CONTENT = join(ROOT, 'demo/content');

const file: unknown = JSON.parse(readFileSync(join(ROOT, 'redirects.json'), 'utf8'));
const { rules } = validateRedirects(file);

type Item = { id?: number; slug?: string; type?: string; group?: { slug?: string } };

/** A content type's items in one language (a type may be split over `{type}.*.json` files). */
function load(locale: Locale, type: string): Item[] {
  const files = readdirSync(join(CONTENT, locale)).filter((name) => name === `${type}.json` || name.startsWith(`${type}.`));
  return files.flatMap((name) => JSON.parse(readFileSync(join(CONTENT, locale, name), 'utf8')) as Item[]);
}

/** A single-rule file, to see what validation says about that rule. */
function errorsOf(locale: Locale, from: string, to: string): string[] {
  return validateRedirects({ [locale]: [{ from, to }] }).errors;
}

describe('redirects.json', () => {
  it('validates with zero errors', () => {
    const result = validateRedirects(file);
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
    expect(rules.length).toBeGreaterThan(300);
  });

  it('points every rule at a live route and never starts from a fixed page', () => {
    // An old item under a live pattern (`/offerte/pasqua-2023`) may be a source: the worker
    // reads the table when the CMS lacks the item (the integration suite walks every rule).
    const isFixedPage = (path: string) => {
      const match = matchRoute(path);
      return match !== null && Object.keys(match.params).length === 0;
    };
    for (const rule of rules) {
      expect(matchRoute(rule.to), rule.to).not.toBeNull();
      expect(isFixedPage(rule.from), rule.from).toBe(false);
      expect(isFixedPage(normalizeRedirectPath(rule.from) ?? ''), rule.from).toBe(false);
    }
  });

  it('keeps each rule in its language, except job pages, which go to the Italian ones', () => {
    const italianJobPages = [href('careers', 'it'), href('spontaneousApplication', 'it'), href('positions', 'it')];
    for (const rule of rules) {
      expect(localeOfPath(rule.from), rule.from).toBe(rule.locale);
      if (!italianJobPages.includes(rule.to)) expect(localeOfPath(rule.to), rule.to).toBe(rule.locale);
    }
    for (const locale of LOCALES) {
      const jobRules = rules.filter((rule) => rule.locale === locale && italianJobPages.includes(rule.to));
      expect(new Set(jobRules.map((rule) => rule.to)), locale).toEqual(new Set(italianJobPages));
    }
  });

  it('sends detail rules only to items the demo content of that language has', () => {
    for (const rule of rules) {
      const match = matchRoute(rule.to);
      const { type, group, unit, slug } = match?.params ?? {};
      if (match?.name === 'accommodation') {
        const units = load(rule.locale, 'accommodations');
        expect(
          units.some((item) => item.slug === unit && item.type === type && item.group?.slug === group),
          rule.to,
        ).toBe(true);
      }
      if (match?.name === 'accommodationType') expect(load(rule.locale, 'accommodation-types').map((item) => item.slug)).toContain(type);
      if (match?.name === 'offer') expect(load(rule.locale, 'offerte').map((item) => item.slug)).toContain(slug);
      if (match?.name === 'newsArticle') expect(load(rule.locale, 'post').map((item) => item.slug)).toContain(slug);
    }
  });

  it('covers every legacy section address of docs/product.md "Legacy addresses" and every Danish news article', () => {
    const keys = new Set(rules.map((rule) => redirectKeyForPath(rule.from)));
    for (const address of LEGACY_ADDRESSES) expect(keys.has(redirectKeyForPath(address)), address).toBe(true);
    for (const post of load('da', 'post')) {
      const rule = rules.find((candidate) => candidate.from === `${LEGACY_PREFIXES[0]}${post.slug}`);
      expect(rule?.to, post.slug).toBe(href('newsArticle', 'da', { slug: post.slug ?? '' }));
    }
  });

  it('redirects every unit of the catalogue in every language to its current page', () => {
    for (const locale of LOCALES) {
      for (const unit of load(locale, 'accommodations')) {
        const to = href('accommodation', locale, { type: unit.type ?? '', group: unit.group?.slug ?? '', unit: unit.slug ?? '' });
        const sources = rules.filter((rule) => rule.locale === locale && rule.to === to);
        expect(sources.length, `${locale} ${to}`).toBeGreaterThan(0);
      }
    }
  });

  it('sends old senior offers to camping-senior-over-65 in every language', () => {
    for (const locale of LOCALES) {
      const to = href('offer', locale, { slug: 'camping-senior-over-65' });
      expect(rules.filter((rule) => rule.locale === locale && rule.to === to).length, locale).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('validateRedirects refuses', () => {
  it('a malformed file', () => {
    expect(validateRedirects([]).errors[0]).toMatch(/^malformed file/);
    expect(validateRedirects({ fr: [] }).errors[0]).toMatch(/malformed file.*fr/);
    expect(validateRedirects({ en: [{ from: '/en/a' }] }).errors[0]).toMatch(/malformed file at en\[0\]\.to/);
    expect(validateRedirects({ en: [{ from: '/en/a', to: '/en/rates', form: 'x' }] }).ok).toBe(false);
  });

  it.each([
    ['//evil.example', /scheme-relative/],
    ['/\\evil.example', /backslash/],
    ['\\\\evil.example', /backslash/],
    ['https://evil.example', /scheme/],
    ['javascript:alert(1)', /scheme/],
    ['data:text/html,hi', /scheme/],
    ['/%2F%2Fevil.example', /percent-encoding/],
    ['/%5Cevil.example', /percent-encoding/],
    ['/en/rates\n', /control/],
    [' /en/rates', /whitespace/],
    ['/en/rates?x=1', /query/],
    ['en/rates', /starting with \//],
    ['/en/rates/', /trailing slash/],
    ['/en/no-such-page', /does not resolve to a live route/],
    ['/en/special-offers/camping%2Dsenior-over-65', /use \/en\/special-offers\/camping-senior-over-65/],
  ])('the target %j', (to, message) => {
    const errors = errorsOf('en', '/en/old-page', to);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('[en] /en/old-page');
    expect(errors[0]).toMatch(message);
  });

  it('a source that does not start with / or cannot be normalised', () => {
    expect(errorsOf('en', 'en/old', '/en/rates')[0]).toMatch(/source must be a path starting with \//);
    expect(errorsOf('en', '/en/a%2Fb', '/en/rates')[0]).toMatch(/cannot be normalised/);
    expect(errorsOf('en', '/en/%E0%A4%A', '/en/rates')[0]).toMatch(/cannot be normalised/);
    expect(errorsOf('en', '/en/../x', '/en/rates')[0]).toMatch(/cannot be normalised/);
  });

  it('a source that shadows a live page, but not an old item under a live pattern', () => {
    expect(errorsOf('en', '/en/special-offers', '/en/rates')[0]).toMatch(/shadows the live page offers \(en\)/);
    expect(errorsOf('it', '/offerte/pasqua-2023', '/offerte')).toEqual([]);
    expect(errorsOf('en', '/en/rates/', '/en/rates')[0]).toMatch(/shadows/);
  });

  it('a source in the wrong language group', () => {
    expect(errorsOf('it', '/en/offers', '/en/special-offers')[0]).toMatch(/en address: move it to the "en" group/);
  });

  it('a source repeated after normalisation', () => {
    const result = validateRedirects({
      en: [
        { from: '/en/offers', to: '/en/special-offers' },
        { from: '/en/offers/', to: '/en/rates' },
      ],
    });
    expect(result.errors).toEqual([expect.stringMatching(/\[en\] \/en\/offers\/ → \/en\/rates: duplicate source.*\/en\/offers/)]);
  });

  it('a rule that points at itself', () => {
    expect(errorsOf('en', '/en/a', '/en/a')).toEqual([
      '[en] /en/a → /en/a: loop /en/a → /en/a: a redirect may never lead back to where it started',
    ]);
  });

  it('two rules that point at each other', () => {
    const result = validateRedirects({
      en: [
        { from: '/en/a', to: '/en/b' },
        { from: '/en/b', to: '/en/a' },
      ],
    });
    expect(result.errors).toHaveLength(2);
    expect(result.errors[0]).toMatch(/loop \/en\/a → \/en\/b → \/en\/a/);
  });

  it('a chain, showing the fix', () => {
    const result = validateRedirects({
      en: [
        { from: '/en/a', to: '/en/b' },
        { from: '/en/b', to: '/en/rates' },
      ],
    });
    expect(result.errors).toEqual(['[en] /en/a → /en/b: chain /en/a → /en/b → /en/rates: point /en/a straight at /en/rates']);
  });

  it('a chain that reaches another language through its rules', () => {
    const result = validateRedirects({
      en: [{ from: '/en/jobs', to: '/lavora-con-noi.html' }],
      it: [{ from: '/lavora-con-noi.html', to: '/lavora-con-noi' }],
    });
    expect(result.errors).toEqual([expect.stringContaining('point /en/jobs straight at /lavora-con-noi')]);
  });

  it('nothing in a sound file', () => {
    expect(validateRedirects({ en: [{ from: '/en/offers', to: '/en/special-offers' }], it: [] })).toEqual({
      ok: true,
      errors: [],
      rules: [{ locale: 'en', from: '/en/offers', to: '/en/special-offers' }],
    });
  });
});

describe('normalizeRedirectPath', () => {
  it.each([
    ['/en/offers/', '/en/offers'],
    ['/en//offers', '/en/offers'],
    ['/de/unterk%C3%BCnfte', '/de/unterkünfte'],
    ['/pl/Kontakt', '/pl/Kontakt'],
    ['/', '/'],
  ])('%s → %s', (raw, normalized) => {
    expect(normalizeRedirectPath(raw)).toBe(normalized);
  });

  it.each(['en/offers', '/a%2Fb', '/a%5Cb', '/a/%2e%2e', '/bad%E0%A4%A'])('refuses %s', (raw) => {
    expect(normalizeRedirectPath(raw)).toBeNull();
  });
});
