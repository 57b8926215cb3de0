import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../shared/constants.ts';
import { isLocale, LOCALES, type Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/index.ts';
import type { AppEnv } from '../../worker/env.ts';
import { mailHtml } from '../../worker/forms/mail-html.ts';
import { escapeHtml } from '../../worker/render/escape-html.ts';
import { locale } from '../../worker/middleware/locale.ts';
import { firstBrowserLanguage } from '../../worker/middleware/qr-entry.ts';
import { FUZZ_RUNS, fuzzParameters } from '../support/fuzz-runs.ts';

/**
 * Properties of worker modules, run in workerd because they belong to the worker's TypeScript
 * project (Node's cannot import them): language detection and mail bodies.
 */

/** The real middleware on `/`, in front of a page that names the language it was given. */
const app = new Hono<AppEnv>().use(locale).get('*', (c) => c.text(c.get('locale')));

const HOMES = new Set(LOCALES.map((code) => href('home', code)));

const casing = (text: string) => fc.constantFrom(text, text.toUpperCase(), `${text[0]?.toUpperCase()}${text.slice(1)}`);
const tag = fc.oneof(
  fc.constantFrom(...LOCALES).chain(casing),
  fc
    .tuple(fc.constantFrom(...LOCALES), fc.constantFrom('CH', 'at', 'BE', 'gb', 'US', 'Latn-PL'))
    .map(([code, region]) => `${code}-${region}`),
  fc.constantFrom('fr', 'es', 'pt-BR', 'zh-Hant', '*', 'i', 'english', 'deu', 'x-pig-latin'),
);
/** RFC 9110 qvalues, and none. */
const q = fc.option(fc.constantFrom('0', '0.0', '0.001', '0.1', '0.5', '0.75', '0.9', '0.999', '1', '1.0', '1.000'), { nil: undefined });
const acceptLanguage = fc
  .array(fc.tuple(tag, q), { maxLength: 6 })
  .chain((entries) =>
    fc
      .constantFrom(', ', ',', ' , ')
      .map((comma) => ({ entries, header: entries.map(([t, w]) => (w === undefined ? t : `${t};q=${w}`)).join(comma) })),
  );

/** A tag as the site reads it: a language it has, or that language with a region. */
function siteLocale(value: string): Locale | undefined {
  const lower = value.toLowerCase();
  if (isLocale(lower)) return lower;
  const primary = lower.split('-')[0] ?? '';
  return lower.includes('-') && isLocale(primary) ? primary : undefined;
}

/** RFC 9110 §12.5.4: highest q first (q=0 means "not this"), the header's order among equals. */
function wantedFromHeader(entries: [string, string | undefined][]): Locale | undefined {
  const ranked = entries
    .map(([t, w], index) => ({ t, weight: w === undefined ? 1 : Number(w), index }))
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const found = siteLocale(entry.t);
    if (found) return found;
  }
  return undefined;
}

/** RFC 6265 cookie-octets (and the space browsers let through). */
const COOKIE_VALUE = /^[ !#-+\--:<-[\]-~]*$/;

const cookieValue = fc.oneof(fc.constantFrom(...LOCALES).chain(casing), fc.constantFrom('fr', 'xx', 'de-AT', '', 'it%20', 'en"'));
const cookieHeader = fc.array(fc.tuple(fc.constantFrom(LANGUAGE_COOKIE, 'consent', 'i18n', 'lang'), cookieValue), { maxLength: 4 });

describe(`language detection on / (${FUZZ_RUNS} cases each)`, () => {
  it('follows the cookie, then Accept-Language by q-value, and redirects only to a home page of another language', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(cookieHeader, { nil: undefined }),
        fc.option(acceptLanguage, { nil: undefined }),
        async (cookies, accept) => {
          const headers: Record<string, string> = {};
          if (cookies?.length) headers.Cookie = cookies.map(([name, value]) => `${name}=${value}`).join('; ');
          if (accept) headers['Accept-Language'] = accept.header;
          const response = await app.request('/', { headers });
          // RFC 6265: the first of our cookies with a well-formed value counts.
          const own = cookies?.find(([name, value]) => name === LANGUAGE_COOKIE && COOKIE_VALUE.test(value));
          const fromCookie = own ? siteLocale(decodeURIComponent(own[1]).trim()) : undefined;
          const wanted = fromCookie ?? (accept?.header ? wantedFromHeader(accept.entries) : undefined);
          expect(response.headers.get('Vary')).toBe('Accept-Language, Cookie');
          if (wanted && wanted !== 'it') {
            expect(response.status).toBe(302);
            expect(response.headers.get('Location')).toBe(href('home', wanted));
            expect(response.headers.get('Cache-Control')).toBe('private, no-store');
          } else {
            expect(response.status).toBe(200);
            expect(await response.text()).toBe('it');
          }
        },
      ),
      fuzzParameters(FUZZ_RUNS),
    );
  });

  it('never fails on any header text, and never leads off the site', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 1500 }), fc.string({ maxLength: 200 }), async (accept, cookie) => {
        const headers = new Headers();
        // Only what a header can carry (the runtime refuses the rest before any worker code runs).
        const clean = (text: string) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '').trim();
        headers.set('Accept-Language', clean(accept));
        headers.set('Cookie', `${LANGUAGE_COOKIE}=${clean(cookie)}`);
        const response = await app.request('/', { headers });
        expect([200, 302]).toContain(response.status);
        if (response.status === 302) expect(HOMES.has(response.headers.get('Location') ?? '')).toBe(true);
      }),
      fuzzParameters(FUZZ_RUNS),
    );
  });

  it('QR entry takes the first language listed, whatever its q, or English', () => {
    fc.assert(
      fc.property(fc.option(acceptLanguage, { nil: undefined }), (accept) => {
        const first = accept?.entries[0]?.[0].toLowerCase().split('-')[0] ?? '';
        expect(firstBrowserLanguage(accept?.header)).toBe(isLocale(first) ? first : 'en');
      }),
      fuzzParameters(FUZZ_RUNS),
    );
  });
});

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const readBack = (html: string) => html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "' onmouseover='x",
    '&lt;b&gt;',
    '</td></tr></table><h1>',
    '\r\n<br>\n',
  ),
);

/** The only markup a mail body may have: its own skeleton. */
const SKELETON =
  /^<(?:!doctype html|\/?html|\/?body|\/?h1|\/?h2|table cellpadding="4"|\/table|\/?tr|th align="left" valign="top"|\/th|\/?td|br)>$/;

describe(`mail bodies (${FUZZ_RUNS} cases each)`, () => {
  it('escape any text so that it reads back the same and holds no markup character', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const escaped = escapeHtml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(readBack(escaped)).toBe(text);
      }),
      fuzzParameters(FUZZ_RUNS),
    );
  });

  it('have no tag or attribute but the table’s own, whatever the heading, labels and values', () => {
    const section = fc.record({ title: anyText, rows: fc.array(fc.tuple(anyText, anyText), { maxLength: 4 }) });
    fc.assert(
      fc.property(anyText, fc.array(section, { maxLength: 4 }), (heading, sections) => {
        const html = mailHtml(heading, sections);
        const tags = html.match(/<[^>]*>/g) ?? [];
        for (const found of tags) expect(found).toMatch(SKELETON);
        // Every < and > is part of one of those tags.
        expect(html.split('<').length - 1).toBe(tags.length);
        expect(html.split('>').length - 1).toBe(tags.length);
        const rows = sections.filter((s) => s.rows.length > 0).reduce((sum, s) => sum + s.rows.length, 0);
        expect(tags.filter((found) => found === '<tr>')).toHaveLength(rows);
        // The values read back as given, line breaks as <br>.
        const cells = [...html.matchAll(/<td>(.*?)<\/td>/gs)].map((match) => readBack((match[1] as string).replaceAll('<br>', '\n')));
        const values = sections.flatMap((s) => s.rows.map(([, value]) => value.replace(/\r\n/g, '\n')));
        expect(cells).toEqual(values);
      }),
      fuzzParameters(FUZZ_RUNS),
    );
  });
});
