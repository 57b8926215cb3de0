import { describe, expect, it } from 'vitest';
import { notModified, validatorsAt } from '../../worker/screens/page-cache.ts';

/**
 * A page's validators (worker/screens/page-cache.ts, docs/product.md "Caching in browsers"): the
 * ETag of a page with a form changes with the hour, so a 304 never confirms a copy whose stamp
 * is older than that hour; If-None-Match decides before If-Modified-Since.
 */

const HOUR = 60 * 60 * 1000;
const DIGEST = '0123456789abcdef0123456789abcdef';
/** 14:05 UTC on a day of the tests, a whole hour plus five minutes. */
const AT = Date.UTC(2026, 6, 14, 14, 5);

const ask = (headers: Record<string, string>) => new Headers(headers);

describe('validators of a page with a form', () => {
  it('keep one ETag within an hour and give another the next hour', () => {
    const now = validatorsAt(DIGEST, true, AT - 10 * HOUR, AT);
    expect(now.etag).toMatch(/^W\/"0123456789abcdef0123456789abcdef-[0-9a-z]+"$/);
    expect(validatorsAt(DIGEST, true, AT - 10 * HOUR, AT + 50 * 60 * 1000).etag).toBe(now.etag);
    const nextHour = validatorsAt(DIGEST, true, AT - 10 * HOUR, AT + HOUR);
    expect(nextHour.etag).not.toBe(now.etag);
    // The copy answered before the hour turned is not confirmed after it, by either validator.
    expect(notModified(ask({ 'If-None-Match': now.etag }), nextHour)).toBe(false);
    const answeredLastModified = new Date(now.lastModified).toUTCString();
    expect(notModified(ask({ 'If-Modified-Since': answeredLastModified }), nextHour)).toBe(false);
    expect(notModified(ask({ 'If-Modified-Since': answeredLastModified }), now)).toBe(true);
  });

  it('date Last-Modified from the newest CMS answer, or the start of the hour when that is later', () => {
    expect(validatorsAt(DIGEST, true, AT - 10 * HOUR, AT).lastModified).toBe(Date.UTC(2026, 6, 14, 14));
    expect(validatorsAt(DIGEST, true, AT - 60_000, AT).lastModified).toBe(AT - 60_000);
  });
});

describe('validators of a page without a form', () => {
  it('hold as long as its content does', () => {
    const now = validatorsAt(DIGEST, false, AT - 10 * HOUR, AT);
    expect(now).toEqual({ etag: `W/"${DIGEST}"`, lastModified: AT - 10 * HOUR });
    expect(validatorsAt(DIGEST, false, AT - 10 * HOUR, AT + 30 * HOUR)).toEqual(now);
  });
});

describe('conditional requests', () => {
  const page = validatorsAt(DIGEST, true, AT - HOUR, AT);
  const strong = page.etag.slice(2);

  it('compare ETags weakly, in a list, and take `*`', () => {
    for (const tag of [page.etag, strong, `"other", ${page.etag}`, ` W/"x" ,${strong} `, '*']) {
      expect(notModified(ask({ 'If-None-Match': tag }), page), tag).toBe(true);
    }
    expect(notModified(ask({ 'If-None-Match': 'W/"other"' }), page)).toBe(false);
    expect(notModified(ask({}), page)).toBe(false);
  });

  it('let If-None-Match decide over If-Modified-Since', () => {
    const later = new Date(AT + HOUR).toUTCString();
    expect(notModified(ask({ 'If-Modified-Since': later }), page)).toBe(true);
    expect(notModified(ask({ 'If-None-Match': 'W/"other"', 'If-Modified-Since': later }), page)).toBe(false);
  });

  it('take If-Modified-Since at second precision and ignore one that is no date', () => {
    const lastModified = new Date(page.lastModified).toUTCString();
    expect(notModified(ask({ 'If-Modified-Since': lastModified }), page)).toBe(true);
    expect(notModified(ask({ 'If-Modified-Since': new Date(page.lastModified - 1000).toUTCString() }), page)).toBe(false);
    expect(notModified(ask({ 'If-Modified-Since': 'yesterday' }), page)).toBe(false);
  });
});
