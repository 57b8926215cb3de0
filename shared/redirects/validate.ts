import { LOCALES, type Locale } from '../locales.ts';
import { buildPath } from '../routes/href.ts';
import { localeOfPath, matchRoute } from '../routes/match.ts';
import { normalizeRedirectPath, redirectKey, redirectKeyForPath } from './normalize.ts';
import { type LocatedRedirectRule, redirectsFileSchema } from './schema.ts';

type RedirectValidation = {
  ok: boolean;
  /** One line per problem, naming the rule it is about. */
  errors: string[];
  /** Every rule of a well-formed file, in file order (also when some are refused). */
  rules: LocatedRedirectRule[];
};

/** Workers KV refuses longer keys. */
const MAX_KEY_BYTES = 512;

/** `https:`, `javascript:`, `data:`… anything a browser would treat as another address. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** C0 and C1 control characters, tested in a loop: the linter refuses them inside a regex. */
function hasControl(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

function hasControlOrSpace(value: string): boolean {
  return hasControl(value) || /\s/u.test(value);
}

/** UTF-8 length without TextEncoder, which shared/ (no DOM, no Node) does not have. */
function utf8Length(value: string): number {
  let bytes = 0;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Strings as typed, unless they hold something invisible: then quoted with escapes. */
function show(value: string): string {
  return /^[\u0021-\u007e\u00a1-\uffff]*$/u.test(value) ? value : JSON.stringify(value);
}

function label(rule: LocatedRedirectRule): string {
  return `[${rule.locale}] ${show(rule.from)} → ${show(rule.to)}`;
}

/** The KV key a rule is stored under, or null when its source cannot be normalised. */
export function keyOfRule(rule: LocatedRedirectRule): string | null {
  const normalized = normalizeRedirectPath(rule.from);
  return normalized === null ? null : redirectKey(rule.locale, normalized);
}

/** Why a target is unsafe or not a plain path of this site, before asking the route table. */
function unsafeTargetProblem(to: string): string | null {
  if (to === '') return 'target is empty';
  if (hasControlOrSpace(to)) return 'target contains whitespace or control characters';
  if (to.includes('\\')) return 'target contains a backslash (browsers read it as a slash)';
  if (SCHEME.test(to)) return 'target has a scheme: only paths of this site are allowed, never another address';
  if (!to.startsWith('/')) return 'target must be a path starting with /';
  if (to.startsWith('//')) return 'target is scheme-relative (//host): it would leave this site';
  if (to.includes('?') || to.includes('#')) return 'target must be a path without query or fragment';
  const segments = to.slice(1).split('/');
  if (to !== '/' && segments.includes('')) return 'target has an empty segment or a trailing slash';
  for (const segment of segments) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return 'target has malformed percent-encoding';
    }
    if (/[/\\]/.test(decoded) || hasControlOrSpace(decoded)) {
      return 'target hides a slash, backslash, whitespace or control character in percent-encoding';
    }
    if (decoded === '.' || decoded === '..') return 'target has a dot segment';
  }
  return null;
}

/** Why a target does not name a live page, written the way the site writes it. */
function targetProblem(to: string): string | null {
  const unsafe = unsafeTargetProblem(to);
  if (unsafe) return unsafe;
  const match = matchRoute(to);
  if (!match) return 'target does not resolve to a live route';
  const canonical = buildPath(match.name, match.locale, match.params);
  return canonical === to ? null : `target is not written the way the site writes it: use ${show(canonical)}`;
}

/** Why a source cannot be a rule of its group, or null. */
function sourceProblem(rule: LocatedRedirectRule): string | null {
  const { from, locale } = rule;
  if (!from.startsWith('/')) return 'source must be a path starting with /';
  if (from.includes('?') || from.includes('#')) return 'source must be a path without query or fragment (only the path is looked up)';
  if (hasControl(from)) return 'source contains control characters';
  const normalized = normalizeRedirectPath(from);
  if (normalized === null) {
    return 'source cannot be normalised (bad percent-encoding, encoded slash or backslash, dot segment, or over 1024 characters)';
  }
  const pathLocale = localeOfPath(normalized);
  if (pathLocale !== locale) return `source is a ${pathLocale} address: move it to the "${pathLocale}" group`;
  // A fixed page never reads the table. An address that fits a pattern (`/offerte/:slug`) is
  // an old item: the worker reads the table when the CMS has no such item, so it may be a rule.
  const live = matchRoute(normalized) ?? matchRoute(from);
  if (live && Object.keys(live.params).length === 0) {
    return `source shadows the live page ${live.name} (${live.locale}): a live page never reads the redirect table`;
  }
  if (utf8Length(redirectKey(locale, normalized)) > MAX_KEY_BYTES) {
    return `source is too long for a KV key (over ${MAX_KEY_BYTES} bytes)`;
  }
  return null;
}

/**
 * Follows a rule through the other rules. Returns the addresses visited when its target is
 * itself a source (a chain, or a loop when an address comes back), else null.
 */
function followChain(
  rule: LocatedRedirectRule,
  byKey: ReadonlyMap<string, LocatedRedirectRule>,
): { steps: string[]; loop: boolean } | null {
  const startKey = keyOfRule(rule);
  const steps = [rule.from];
  const seen = new Set<string>(startKey ? [startKey] : []);
  let current = rule;
  for (;;) {
    steps.push(current.to);
    const targetKey = unsafeTargetProblem(current.to) ? null : redirectKeyForPath(current.to);
    const next = targetKey ? byKey.get(targetKey) : undefined;
    if (!targetKey || !next) return steps.length > 2 ? { steps, loop: false } : null;
    if (seen.has(targetKey)) return { steps, loop: true };
    seen.add(targetKey);
    current = next;
  }
}

function chainProblem(rule: LocatedRedirectRule, byKey: ReadonlyMap<string, LocatedRedirectRule>): string | null {
  const chain = followChain(rule, byKey);
  if (!chain) return null;
  const shown = chain.steps.map(show).join(' → ');
  if (chain.loop) return `loop ${shown}: a redirect may never lead back to where it started`;
  return `chain ${shown}: point ${show(rule.from)} straight at ${show(chain.steps.at(-1) ?? '')}`;
}

function flatten(file: Partial<Record<Locale, { from: string; to: string }[]>>): LocatedRedirectRule[] {
  return LOCALES.flatMap((locale) => (file[locale] ?? []).map((rule) => ({ locale, from: rule.from, to: rule.to })));
}

/** Rules whose source is sound, by KV key; a repeated key is reported and the first kept. */
function indexSources(rules: LocatedRedirectRule[], errors: string[]): Map<string, LocatedRedirectRule> {
  const byKey = new Map<string, LocatedRedirectRule>();
  for (const rule of rules) {
    const problem = sourceProblem(rule);
    if (problem) {
      errors.push(`${label(rule)}: ${problem}`);
      continue;
    }
    const key = keyOfRule(rule) as string;
    const first = byKey.get(key);
    if (first) {
      errors.push(`${label(rule)}: duplicate source: ${show(rule.from)} is the same address as ${show(first.from)} (key ${show(key)})`);
      continue;
    }
    byKey.set(key, rule);
  }
  return byKey;
}

function malformed(issues: { path: PropertyKey[]; message: string }[]): RedirectValidation {
  const errors = issues.map((issue) => {
    const where = issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('');
    return `malformed file${where ? ` at ${where.replace(/^\./, '')}` : ''}: ${issue.message}`;
  });
  return { ok: false, errors, rules: [] };
}

/**
 * Checks a parsed `redirects.json` before it may reach KV: shape, sources (normalisable, in the
 * right language group, unique, never a live page) and targets (a live page of this site written
 * as the site writes it, no chain, no loop, nothing that could send a visitor elsewhere).
 *
 * @example
 * validateRedirects({ en: [{ from: '/en/offers', to: '//evil.example' }] }).errors
 * // ['[en] /en/offers → //evil.example: target is scheme-relative (//host): it would leave this site']
 */
export function validateRedirects(file: unknown): RedirectValidation {
  const parsed = redirectsFileSchema.safeParse(file);
  if (!parsed.success) return malformed(parsed.error.issues);
  const rules = flatten(parsed.data);
  const errors: string[] = [];
  const byKey = indexSources(rules, errors);
  for (const rule of rules) {
    // A chain or loop says how to fix the rule; "not a live route" would only say it is wrong.
    const problem = chainProblem(rule, byKey) ?? targetProblem(rule.to);
    if (problem) errors.push(`${label(rule)}: ${problem}`);
  }
  return { ok: errors.length === 0, errors, rules };
}
