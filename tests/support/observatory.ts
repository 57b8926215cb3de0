/**
 * The MDN HTTP Observatory's grading, applied to one response we hold instead of to a site it
 * fetches: the same ten tests, the same modifiers and the same grade chart as its scanner
 * (github.com/mdn/mdn-http-observatory, src/analyzer/tests/*, src/grader/charts.js).
 * Every site starts at 100; penalties always count, bonuses only when the score without
 * them is at least 90; A+ is 100 or more.
 *
 * Where it differs, on purpose: the Observatory grades only a site's front page (and refuses
 * a non-2xx one); this grades any answer (a 404, a redirect, a form's answer), because the
 * headers must hold on every response. CSP in `<meta http-equiv>` is not read (our pages set
 * none), no HSTS preload list is consulted (pass `hstsPreloaded`), and the "same site" of
 * the SRI test is the last two labels of the host name (no public-suffix list).
 */

import { cspTest, parseCsp } from './observatory-csp.ts';
import { type Observation, outcome, type Report, type TestResult } from './observatory-outcome.ts';

export { type Csp, cspTest, parseCsp } from './observatory-csp.ts';
export type { Observation, Report, TestName, TestResult } from './observatory-outcome.ts';

// ---- Strict-Transport-Security (strict-transport-security.js)

/** Six months, less the white lie the Observatory allows (15552000 instead of 15768000). */
const SIX_MONTHS_S = 15_552_000;

export function hstsTest(observation: Observation): TestResult {
  const test = 'strict-transport-security';
  const passing = ['hsts-implemented-max-age-at-least-six-months', 'hsts-preloaded'];
  if (new URL(observation.url).protocol !== 'https:') return outcome(test, 'hsts-not-implemented-no-https', passing);
  if (observation.hstsPreloaded) return outcome(test, 'hsts-preloaded', passing);
  const header = observation.headers.get('strict-transport-security');
  if (header === null) return outcome(test, 'hsts-not-implemented', passing);
  const value = header.slice(0, 1024);
  // Sent twice (joined with a comma) is invalid.
  if (value.includes(',')) return outcome(test, 'hsts-header-invalid', passing);
  let maxAge: number | null = null;
  for (const parameter of value.split(';').map((part) => part.trim().toLowerCase())) {
    if (parameter.startsWith('max-age=')) maxAge = Number.parseInt(parameter.slice(8, 128), 10);
  }
  if (maxAge === null || Number.isNaN(maxAge)) return outcome(test, 'hsts-header-invalid', passing);
  return outcome(
    test,
    maxAge < SIX_MONTHS_S ? 'hsts-implemented-max-age-less-than-six-months' : 'hsts-implemented-max-age-at-least-six-months',
    passing,
  );
}

// ---- Cookies (cookies.js)

type Cookie = { name: string; secure: boolean; httpOnly: boolean; sameSite: string | null };

function parseSetCookie(raw: string): Cookie {
  const [pair = '', ...attributes] = raw.split(';');
  const cookie: Cookie = { name: pair.split('=')[0]?.trim() ?? '', secure: false, httpOnly: false, sameSite: null };
  for (const attribute of attributes) {
    const [key = '', value] = attribute.trim().split('=');
    const name = key.trim().toLowerCase();
    if (name === 'secure') cookie.secure = true;
    else if (name === 'httponly') cookie.httpOnly = true;
    else if (name === 'samesite') cookie.sameSite = (value ?? '').trim().toLowerCase();
  }
  return cookie;
}

/** The outcomes that are failures, best first: a worse one replaces a better one. */
const COOKIE_FAILURES = [
  'cookies-without-secure-flag-but-protected-by-hsts',
  'cookies-without-secure-flag',
  'cookies-session-without-secure-flag-but-protected-by-hsts',
  'cookies-samesite-flag-invalid',
  'cookies-anticsrf-without-samesite-flag',
  'cookies-session-without-httponly-flag',
  'cookies-session-without-secure-flag',
];
const worse = (candidate: string, current: string | null) =>
  current === null || COOKIE_FAILURES.indexOf(candidate) > COOKIE_FAILURES.indexOf(current) ? candidate : current;

export function cookiesTest(observation: Observation): TestResult {
  const test = 'cookies';
  const passing = ['cookies-not-found', 'cookies-secure-with-httponly-sessions-and-samesite', 'cookies-secure-with-httponly-sessions'];
  const cookies = observation.headers.getSetCookie().map(parseSetCookie);
  if (cookies.length === 0) return outcome(test, 'cookies-not-found', passing);
  const hsts = hstsTest(observation).pass;
  let result: string | null = null;
  for (const cookie of cookies) {
    const key = cookie.name.toLowerCase();
    const session = key.includes('login') || key.includes('sess');
    if (cookie.sameSite !== null && !['lax', 'strict', 'none'].includes(cookie.sameSite))
      result = worse('cookies-samesite-flag-invalid', result);
    if (!cookie.secure && cookie.sameSite === 'none') result = worse('cookies-samesite-flag-invalid', result);
    if (!cookie.secure) result = worse(hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag', result);
    if (key.includes('csrf') && cookie.sameSite === null) result = worse('cookies-anticsrf-without-samesite-flag', result);
    if (session && !cookie.secure) {
      result = worse(hsts ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag', result);
    }
    if (session && !cookie.httpOnly) result = worse('cookies-session-without-httponly-flag', result);
  }
  if (result !== null) return outcome(test, result, passing);
  const allSameSite = cookies.every((cookie) => cookie.sameSite !== null);
  return outcome(
    test,
    allSameSite ? 'cookies-secure-with-httponly-sessions-and-samesite' : 'cookies-secure-with-httponly-sessions',
    passing,
  );
}

// ---- CORS (cors.js)

export function corsTest(observation: Observation): TestResult {
  const test = 'cross-origin-resource-sharing';
  const passing = [
    'cross-origin-resource-sharing-not-implemented',
    'cross-origin-resource-sharing-implemented-with-public-access',
    'cross-origin-resource-sharing-implemented-with-restricted-access',
  ];
  const allowOrigin = observation.cors?.headers.get('access-control-allow-origin');
  if (!observation.cors || !allowOrigin) return outcome(test, 'cross-origin-resource-sharing-not-implemented', passing);
  const value = allowOrigin.slice(0, 256).trim().toLowerCase();
  if (value === '*') return outcome(test, 'cross-origin-resource-sharing-implemented-with-public-access', passing);
  const credentials = observation.cors.headers.get('access-control-allow-credentials')?.trim().toLowerCase() === 'true';
  if (allowOrigin === observation.cors.origin && credentials) {
    return outcome(test, 'cross-origin-resource-sharing-implemented-with-universal-access', passing);
  }
  return outcome(test, 'cross-origin-resource-sharing-implemented-with-restricted-access', passing);
}

// ---- Redirection (redirection.js)

export function redirectionTest(observation: Observation): TestResult {
  const test = 'redirection';
  const passing = ['redirection-to-https', 'redirection-not-needed-no-http', 'redirection-all-redirects-preloaded'];
  const route = observation.httpRoute?.map((address) => new URL(address));
  if (!route || route.length === 0) return outcome(test, 'redirection-not-needed-no-http', passing);
  const [first, second] = route;
  if (route.length === 1) return outcome(test, 'redirection-missing', passing);
  if (route.at(-1)?.protocol !== 'https:') return outcome(test, 'redirection-not-to-https', passing);
  if (second?.protocol === 'http:') return outcome(test, 'redirection-not-to-https-on-initial-redirection', passing);
  if (first?.protocol === 'http:' && second?.protocol === 'https:' && first.hostname !== second.hostname) {
    return outcome(test, 'redirection-off-host-from-http', passing);
  }
  return outcome(test, 'redirection-to-https', passing);
}

// ---- Referrer-Policy (referrer-policy.js)

const PRIVATE_REFERRERS = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
const UNSAFE_REFERRERS = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];

export function referrerPolicyTest(observation: Observation): TestResult {
  const test = 'referrer-policy';
  const passing = ['referrer-policy-private', 'referrer-policy-not-implemented'];
  const header = observation.headers.get('referrer-policy');
  if (header === null) return outcome(test, 'referrer-policy-not-implemented', passing);
  // The last value a browser understands is the one it uses.
  const policy =
    header
      .split(',')
      .map((value) => value.trim().toLowerCase())
      .filter((value) => PRIVATE_REFERRERS.includes(value) || UNSAFE_REFERRERS.includes(value))
      .at(-1) ?? '';
  if (PRIVATE_REFERRERS.includes(policy)) return outcome(test, 'referrer-policy-private', passing);
  if (UNSAFE_REFERRERS.includes(policy)) return outcome(test, 'referrer-policy-unsafe', passing);
  return outcome(test, 'referrer-policy-header-invalid', passing);
}

// ---- Subresource Integrity (subresource-integrity.js)

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const siteOf = (hostname: string) => hostname.split('.').slice(-2).join('.');
const SRI_FAILURES = [
  'sri-implemented-and-all-scripts-loaded-securely',
  'sri-implemented-and-external-scripts-loaded-securely',
  'sri-implemented-but-external-scripts-not-loaded-securely',
  'sri-not-implemented-but-external-scripts-loaded-securely',
  'sri-not-implemented-and-external-scripts-not-loaded-securely',
  'sri-not-implemented-response-not-html',
];
const worseSri = (candidate: string, current: string | null) =>
  current === null || SRI_FAILURES.indexOf(candidate) > SRI_FAILURES.indexOf(current) ? candidate : current;

/** The `<script>` tags of a page: their `src` and whether they carry `integrity`. */
export function scriptTags(html: string): { src: string | null; integrity: boolean }[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => {
    const attributes = match[1] ?? '';
    const src = attributes.match(/\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i);
    return { src: src ? (src[1] ?? src[2] ?? src[3] ?? '') : null, integrity: /\sintegrity\s*=/i.test(attributes) };
  });
}

export function sriTest(observation: Observation): TestResult {
  const test = 'subresource-integrity';
  const passing = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-not-implemented-response-not-html',
    'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    'sri-not-implemented-but-no-scripts-loaded',
  ];
  const mime = (observation.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (mime && !HTML_TYPES.has(mime)) return outcome(test, 'sri-not-implemented-response-not-html', passing);
  const page = new URL(observation.url);
  const scripts = scriptTags(observation.body);
  if (scripts.length === 0) return outcome(test, 'sri-not-implemented-but-no-scripts-loaded', passing);
  let result: string | null = null;
  let foreign = false;
  for (const { src, integrity } of scripts) {
    if (src === null) continue;
    const protocolRelative = /^\/\/[^/]/.test(src);
    const absolute = /^https?:\/\//i.test(src);
    const relative = !protocolRelative && !absolute;
    const sameSite = protocolRelative || relative || siteOf(new URL(src).hostname) === siteOf(page.hostname);
    const secureOrigin = relative || (sameSite && !protocolRelative);
    const secureScheme = (absolute && new URL(src).protocol === 'https:') || (relative && page.protocol === 'https:');
    if (secureOrigin) {
      if (integrity && secureScheme && result === null) result = 'sri-implemented-and-all-scripts-loaded-securely';
      continue;
    }
    foreign = true;
    if (integrity && !secureScheme) result = worseSri('sri-implemented-but-external-scripts-not-loaded-securely', result);
    else if (!integrity && secureScheme) result = worseSri('sri-not-implemented-but-external-scripts-loaded-securely', result);
    else if (!integrity) result = worseSri('sri-not-implemented-and-external-scripts-not-loaded-securely', result);
  }
  if (result === null) {
    result = foreign
      ? 'sri-implemented-and-external-scripts-loaded-securely'
      : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
  }
  return outcome(test, result, passing);
}

// ---- X-Content-Type-Options, X-Frame-Options, Cross-Origin-Resource-Policy

export function xContentTypeOptionsTest(observation: Observation): TestResult {
  const test = 'x-content-type-options';
  const passing = ['x-content-type-options-nosniff'];
  const header = observation.headers.get('x-content-type-options');
  if (header === null) return outcome(test, 'x-content-type-options-not-implemented', passing);
  return outcome(
    test,
    header.slice(0, 256).trim().toLowerCase() === 'nosniff' ? 'x-content-type-options-nosniff' : 'x-content-type-options-header-invalid',
    passing,
  );
}

export function xFrameOptionsTest(observation: Observation): TestResult {
  const test = 'x-frame-options';
  const passing = ['x-frame-options-implemented-via-csp', 'x-frame-options-sameorigin-or-deny', 'x-frame-options-allow-from-origin'];
  const csp = observation.headers.get('content-security-policy');
  try {
    if (csp !== null && parseCsp([csp]).has('frame-ancestors')) return outcome(test, 'x-frame-options-implemented-via-csp', passing);
  } catch {
    // An unparsable policy protects nothing: the header alone decides.
  }
  const header = observation.headers.get('x-frame-options');
  if (header === null) return outcome(test, 'x-frame-options-not-implemented', passing);
  const value = header.slice(0, 1024).trim().toLowerCase();
  if (value === 'deny' || value === 'sameorigin') return outcome(test, 'x-frame-options-sameorigin-or-deny', passing);
  if (value.startsWith('allow-from')) return outcome(test, 'x-frame-options-allow-from-origin', passing);
  return outcome(test, 'x-frame-options-header-invalid', passing);
}

export function corpTest(observation: Observation): TestResult {
  const test = 'cross-origin-resource-policy';
  const passing = [
    'cross-origin-resource-policy-not-implemented',
    'cross-origin-resource-policy-implemented-with-same-origin',
    'cross-origin-resource-policy-implemented-with-same-site',
    'cross-origin-resource-policy-implemented-with-cross-origin',
  ];
  const header = observation.headers.get('cross-origin-resource-policy');
  if (!header) return outcome(test, 'cross-origin-resource-policy-not-implemented', passing);
  const known: Record<string, string> = {
    'same-origin': 'cross-origin-resource-policy-implemented-with-same-origin',
    'same-site': 'cross-origin-resource-policy-implemented-with-same-site',
    'cross-origin': 'cross-origin-resource-policy-implemented-with-cross-origin',
  };
  return outcome(test, known[header.slice(0, 256).trim().toLowerCase()] ?? 'cross-origin-resource-policy-header-invalid', passing);
}

// ---- The grade

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** Bonus points count only when the score without them is an A already. */
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

export function gradeOf(score: number): string {
  return GRADES.find(([minimum]) => score >= minimum)?.[1] ?? 'F';
}

export function observe(observation: Observation): Report {
  const tests = [
    cspTest,
    cookiesTest,
    corsTest,
    redirectionTest,
    referrerPolicyTest,
    hstsTest,
    sriTest,
    xContentTypeOptionsTest,
    xFrameOptionsTest,
    corpTest,
  ].map((run) => run(observation));
  const withBonus = 100 + tests.reduce((sum, result) => sum + result.modifier, 0);
  const penaltiesOnly = 100 + tests.reduce((sum, result) => sum + Math.min(result.modifier, 0), 0);
  const score = Math.max(0, penaltiesOnly >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : penaltiesOnly);
  return { score, grade: gradeOf(score), tests };
}

/** One line per test, for a failing assertion's message. */
export function explain(report: Report): string {
  return [`${report.score} ${report.grade}`, ...report.tests.map((t) => `${t.modifier >= 0 ? '+' : ''}${t.modifier} ${t.result}`)].join(
    '\n',
  );
}
