import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostOf, pathOf, searchOf } from '../../worker/request-url.ts';
import { FUZZ_RUNS } from '../support/fuzz-runs.ts';

const same = (address: string) => {
  const url = new URL(address);
  // What the runtime hands a worker is the serialised URL.
  const serialised = url.href;
  expect({ path: pathOf(serialised), search: searchOf(serialised), host: hostOf(serialised) }).toEqual({
    path: url.pathname,
    search: url.search,
    host: url.host,
  });
};

describe('the parts of a request address, read without a URL object', () => {
  it.each([
    'https://example.com',
    'https://example.com/',
    'https://example.com/?',
    'https://example.com/a/b?x=1&y=2',
    'http://127.0.0.1:8787/en/accommodation?',
    'https://example.com/%C3%A8/x%3Fy?q=%2F#frag',
    'https://example.com/a#b?c',
    'https://[::1]:8080/p?q',
    'https://example.com//double//slash?//',
  ])('%s', (address) => same(address));

  it(`agrees with URL on random addresses (${FUZZ_RUNS} cases)`, () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (address) => same(address)),
      { numRuns: FUZZ_RUNS },
    );
  });
});
