import { type Observation, outcome, type TestResult } from './observatory-outcome.ts';

// The Observatory's Content Security Policy test (analyzer/tests/csp.js, cspParser.js), one of
// the ten that tests/support/observatory.ts grades.

export type Csp = Map<string, Set<string>>;

/** One policy; throws where the Observatory's parser does (too short, a directive twice). */
function parsePolicy(policy: string): Csp {
  const clean = policy.replaceAll(/[\r\n]/g, '').trim();
  if (clean.length < 'img-src'.length - 1) throw new Error(`invalid policy: ${clean}`);
  const csp: Csp = new Map();
  for (const entry of clean.split(';')) {
    const [rawDirective, ...values] = entry.trim().split(/\s+/);
    if (!rawDirective) continue;
    const directive = rawDirective.toLowerCase();
    if (csp.has(directive)) {
      if (directive === 'report-uri' || directive === 'report-to') continue;
      throw new Error(`duplicate directive ${directive}`);
    }
    const sources = values.map((value) => value.trim().toLowerCase());
    csp.set(directive, new Set(sources.length === 0 && directive.endsWith('-src') ? ["'none'"] : sources));
  }
  return csp;
}

/**
 * Every policy sent (several headers, or one with commas). Several policies all apply, so a
 * source counts only where every policy that sets the directive allows it.
 */
export function parseCsp(headerValues: readonly string[]): Csp {
  const policies = headerValues.flatMap((value) => value.split(',')).map((policy) => parsePolicy(policy));
  const merged: Csp = new Map();
  for (const policy of policies) {
    for (const [directive, sources] of policy) {
      const before = merged.get(directive);
      const kept = before ? new Set([...before].filter((source) => sources.has(source))) : new Set(sources);
      merged.set(directive, kept.size > 0 ? kept : new Set(["'none'"]));
    }
  }
  return merged;
}

const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const hasNonceOrHash = (sources: Set<string>) =>
  [...sources].some((source) => ["'sha256-", "'sha384-", "'sha512-", "'nonce-"].some((prefix) => source.startsWith(prefix)));
const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');

export function cspTest(observation: Observation): TestResult {
  const test = 'content-security-policy';
  const passing = [
    'csp-implemented-with-no-unsafe',
    'csp-implemented-with-no-unsafe-default-src-none',
    'csp-implemented-with-unsafe-inline-in-style-src-only',
    'csp-implemented-with-insecure-scheme-in-passive-content-only',
  ];
  const header = observation.headers.get('content-security-policy');
  if (header === null) return outcome(test, 'csp-not-implemented', passing);
  let csp: Csp;
  try {
    csp = parseCsp([header]);
  } catch {
    return outcome(test, 'csp-header-invalid', passing);
  }
  const https = new URL(observation.url).protocol === 'https:';
  const any = () => new Set(['*']);
  const scriptSrc = new Set(csp.get('script-src') ?? csp.get('default-src') ?? any());
  const styleSrc = new Set(csp.get('style-src') ?? csp.get('default-src') ?? any());
  const objectSrc = csp.get('object-src') ?? csp.get('default-src') ?? any();
  // A nonce or hash makes browsers ignore 'unsafe-inline' (CSP2 fallback).
  for (const list of [scriptSrc, styleSrc]) if (hasNonceOrHash(list)) list.delete("'unsafe-inline'");
  if (scriptSrc.has("'strict-dynamic'")) {
    if (!hasNonceOrHash(scriptSrc)) return outcome(test, 'csp-header-invalid', passing);
    for (const source of [...scriptSrc]) {
      if ([...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad)) || source === "'self'" || source === "'unsafe-inline'") {
        scriptSrc.delete(source);
      }
    }
  }
  const passive = new Set(['img-src', 'media-src']);
  const active = [...csp.entries()]
    .filter(([directive]) => !passive.has(directive) && directive !== 'script-src')
    .flatMap(([, s]) => [...s]);
  active.push(...scriptSrc);
  const passiveSources = [...passive].flatMap((directive) => [...(csp.get(directive) ?? csp.get('default-src') ?? [])]);

  // First finding wins, in the scanner's order.
  if ([...scriptSrc].some((source) => BROAD_OR_INLINE.has(source)) || [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source))) {
    return outcome(test, 'csp-implemented-with-unsafe-inline', passing);
  }
  if (https && active.some(insecure)) return outcome(test, 'csp-implemented-with-insecure-scheme', passing);
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) return outcome(test, 'csp-implemented-with-unsafe-eval', passing);
  if (https && passiveSources.some(insecure)) return outcome(test, 'csp-implemented-with-insecure-scheme-in-passive-content-only', passing);
  if ([...styleSrc].some((source) => BROAD_OR_INLINE.has(source))) {
    return outcome(test, 'csp-implemented-with-unsafe-inline-in-style-src-only', passing);
  }
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) return outcome(test, 'csp-implemented-with-no-unsafe-default-src-none', passing);
  return outcome(test, 'csp-implemented-with-no-unsafe', passing);
}
