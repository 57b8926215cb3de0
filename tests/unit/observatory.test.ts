import { describe, expect, it } from 'vitest';
import {
  cookiesTest,
  corsTest,
  cspTest,
  gradeOf,
  hstsTest,
  type Observation,
  observe,
  redirectionTest,
  referrerPolicyTest,
  sriTest,
  xFrameOptionsTest,
} from '../support/observatory.ts';

const URL_ = 'https://www.example.org/';

function observation(headers: Record<string, string>, extra: Partial<Observation> = {}): Observation {
  return { url: URL_, headers: new Headers(headers), body: '', httpRoute: ['http://www.example.org/', URL_], ...extra };
}

/** What a well-configured site sends: every bonus the headers alone can earn. */
const GOOD = {
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Content-Type': 'text/html; charset=UTF-8',
};

const csp = (policy: string) => cspTest(observation({ 'Content-Security-Policy': policy })).result;

describe('Observatory grader', () => {
  it('grades a well-configured response A+ with every header bonus (100 + 10 CSP + 5 referrer + 5 frame-ancestors + 10 CORP)', () => {
    const report = observe(observation(GOOD));
    expect(report.score).toBe(130);
    expect(report.grade).toBe('A+');
    expect(report.tests.every((test) => test.pass)).toBe(true);
  });

  it('grades a response without any security header F, as the Observatory grades a bare site', () => {
    const report = observe(observation({ 'Content-Type': 'text/html' }, { httpRoute: ['http://www.example.org/'] }));
    // CSP -25, HSTS -20, X-Content-Type-Options -5, X-Frame-Options -20, no http → https redirect -20.
    expect(report.score).toBe(10);
    expect(report.grade).toBe('F');
  });

  it('awards bonuses only when the score without them is an A', () => {
    const { 'Content-Security-Policy': _csp, ...withoutCsp } = GOOD;
    const report = observe(observation({ ...withoutCsp, 'X-Frame-Options': 'DENY' }));
    // -25 for no CSP leaves 75: the referrer and CORP bonuses (+15) do not count.
    expect(report.score).toBe(75);
    expect(report.grade).toBe('B');
    const almost = observe(observation({ ...GOOD, 'Strict-Transport-Security': 'max-age=86400' }));
    // -10 for a short HSTS leaves 90, so the 30 bonus points count.
    expect(almost.score).toBe(120);
  });

  it('follows the grade chart at its edges', () => {
    expect([100, 99, 90, 89, 85, 84, 70, 65, 60, 50, 45, 40, 30, 25, 24, 0].map(gradeOf)).toEqual([
      'A+',
      'A',
      'A',
      'A-',
      'A-',
      'B+',
      'B',
      'B-',
      'C+',
      'C',
      'C-',
      'D+',
      'D',
      'D-',
      'F',
      'F',
    ]);
  });

  it('classifies Content Security Policies as the Observatory does', () => {
    expect(csp("default-src 'self'")).toBe('csp-implemented-with-no-unsafe');
    expect(csp("default-src 'none'; script-src 'self'")).toBe('csp-implemented-with-no-unsafe-default-src-none');
    expect(csp("default-src 'self'; script-src 'self' 'unsafe-inline'")).toBe('csp-implemented-with-unsafe-inline');
    expect(csp("default-src 'self'; script-src 'self' data:")).toBe('csp-implemented-with-unsafe-inline');
    expect(csp("default-src 'self'; script-src https:")).toBe('csp-implemented-with-unsafe-inline');
    expect(csp("script-src 'self'")).toBe('csp-implemented-with-unsafe-inline'); // object-src falls back to *
    expect(csp("default-src 'self'; script-src 'self' 'unsafe-eval'")).toBe('csp-implemented-with-unsafe-eval');
    expect(csp("default-src 'self'; script-src 'self' http://cdn.example")).toBe('csp-implemented-with-insecure-scheme');
    expect(csp("default-src 'self'; img-src http://img.example")).toBe('csp-implemented-with-insecure-scheme-in-passive-content-only');
    expect(csp("default-src 'self'; style-src 'self' 'unsafe-inline'")).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
    // A nonce makes browsers ignore 'unsafe-inline'; strict-dynamic needs one.
    expect(csp("default-src 'self'; script-src 'nonce-abc' 'unsafe-inline'")).toBe('csp-implemented-with-no-unsafe');
    expect(csp("default-src 'self'; script-src 'strict-dynamic' 'self'")).toBe('csp-header-invalid');
    expect(csp("default-src 'self'; default-src 'none'")).toBe('csp-header-invalid');
    expect(csp('x')).toBe('csp-header-invalid');
    expect(cspTest(observation({})).result).toBe('csp-not-implemented');
  });

  it('grades HSTS by its max-age and refuses one sent twice', () => {
    const hsts = (value: string) => hstsTest(observation({ 'Strict-Transport-Security': value })).result;
    expect(hsts('max-age=15552000')).toBe('hsts-implemented-max-age-at-least-six-months');
    expect(hsts('max-age=86400; includeSubDomains')).toBe('hsts-implemented-max-age-less-than-six-months');
    expect(hsts('max-age=63072000, max-age=63072000')).toBe('hsts-header-invalid');
    expect(hsts('includeSubDomains')).toBe('hsts-header-invalid');
    expect(hstsTest(observation({}, { url: 'http://www.example.org/' })).result).toBe('hsts-not-implemented-no-https');
  });

  it('grades cookies by Secure, HttpOnly for sessions and SameSite', () => {
    const cookies = (...setCookies: string[]) => {
      const headers = new Headers(GOOD);
      for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
      return cookiesTest({ ...observation({}), headers });
    };
    expect(cookies().result).toBe('cookies-not-found');
    expect(cookies('lang=en; Path=/; Secure; SameSite=Lax')).toMatchObject({
      result: 'cookies-secure-with-httponly-sessions-and-samesite',
      modifier: 5,
    });
    expect(cookies('lang=en; Path=/; Secure').result).toBe('cookies-secure-with-httponly-sessions');
    expect(cookies('lang=en; Path=/; SameSite=Lax')).toMatchObject({
      result: 'cookies-without-secure-flag-but-protected-by-hsts',
      modifier: -5,
    });
    expect(cookies('sessionid=1; Secure; SameSite=Lax')).toMatchObject({ result: 'cookies-session-without-httponly-flag', modifier: -30 });
    expect(cookies('lang=en; Secure; SameSite=Sometimes').result).toBe('cookies-samesite-flag-invalid');
    const noHsts = cookiesTest(observation({ 'Set-Cookie': 'login=1; HttpOnly' }));
    expect(noHsts).toMatchObject({ result: 'cookies-session-without-secure-flag', modifier: -40 });
  });

  it('punishes CORS that reflects any origin with credentials', () => {
    const probe = (headers: Record<string, string>) =>
      corsTest(observation({}, { cors: { origin: 'https://observatory.example', headers: new Headers(headers) } }));
    expect(probe({}).result).toBe('cross-origin-resource-sharing-not-implemented');
    expect(probe({ 'Access-Control-Allow-Origin': '*' }).result).toBe('cross-origin-resource-sharing-implemented-with-public-access');
    expect(
      probe({ 'Access-Control-Allow-Origin': 'https://observatory.example', 'Access-Control-Allow-Credentials': 'true' }),
    ).toMatchObject({ result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 });
  });

  it('follows the http route: same host to https first', () => {
    const route = (...addresses: string[]) => redirectionTest(observation({}, { httpRoute: addresses })).result;
    expect(route('http://www.example.org/', 'https://www.example.org/')).toBe('redirection-to-https');
    expect(route('http://www.example.org/')).toBe('redirection-missing');
    expect(route('http://example.org/', 'https://www.example.org/')).toBe('redirection-off-host-from-http');
    expect(route('http://example.org/', 'http://www.example.org/', 'https://www.example.org/')).toBe(
      'redirection-not-to-https-on-initial-redirection',
    );
    expect(route('http://example.org/', 'http://www.example.org/')).toBe('redirection-not-to-https');
    expect(redirectionTest(observation({}, { httpRoute: null })).result).toBe('redirection-not-needed-no-http');
  });

  it('takes the last referrer policy a browser understands', () => {
    const policy = (value: string) => referrerPolicyTest(observation({ 'Referrer-Policy': value })).result;
    expect(policy('strict-origin-when-cross-origin')).toBe('referrer-policy-private');
    expect(policy('no-referrer, unsafe-url')).toBe('referrer-policy-unsafe');
    expect(policy('unsafe-url, whatever, no-referrer')).toBe('referrer-policy-private');
    expect(policy('whatever')).toBe('referrer-policy-header-invalid');
  });

  it('checks the scripts of an HTML page for integrity', () => {
    const sri = (body: string, type = 'text/html') => sriTest(observation({ 'Content-Type': type }, { body })).result;
    expect(sri('<p>no scripts</p>')).toBe('sri-not-implemented-but-no-scripts-loaded');
    expect(sri('<script type="module" src="/assets/entry.js"></script>')).toBe(
      'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    );
    expect(sri('<script src="/assets/entry.js" integrity="sha384-x"></script>')).toBe('sri-implemented-and-all-scripts-loaded-securely');
    expect(sri('<script src="https://cdn.other.net/x.js"></script>')).toBe('sri-not-implemented-but-external-scripts-loaded-securely');
    expect(sri('<script src="https://cdn.other.net/x.js" integrity="sha384-x" crossorigin></script>')).toBe(
      'sri-implemented-and-external-scripts-loaded-securely',
    );
    expect(sri('<script src="http://cdn.other.net/x.js"></script>')).toBe('sri-not-implemented-and-external-scripts-not-loaded-securely');
    expect(sri('<script src="//cdn.other.net/x.js"></script>')).toBe('sri-not-implemented-and-external-scripts-not-loaded-securely');
    expect(sri('{"a":1}', 'application/json')).toBe('sri-not-implemented-response-not-html');
  });

  it('counts frame-ancestors in the CSP as the better X-Frame-Options', () => {
    const xfo = (headers: Record<string, string>) => xFrameOptionsTest(observation(headers)).result;
    expect(xfo({ 'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'" })).toBe('x-frame-options-implemented-via-csp');
    expect(xfo({ 'X-Frame-Options': 'SAMEORIGIN' })).toBe('x-frame-options-sameorigin-or-deny');
    expect(xfo({ 'X-Frame-Options': 'yes please' })).toBe('x-frame-options-header-invalid');
    expect(xfo({})).toBe('x-frame-options-not-implemented');
  });
});
