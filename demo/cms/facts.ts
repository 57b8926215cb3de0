import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dayAndMonth } from '../../shared/i18n/dates.ts';
import { isLocale } from '../../shared/locales.ts';

/**
 * Facts that several pages state (discounts, deadlines, prices, distances, names, hours…) live
 * once, in `demo/content/facts.json`, and texts refer to them as `{{fact:group.name}}`. The CMS
 * stand-in fills the references in when it loads the content, so the site receives plain text
 * as it would from a real CMS. See docs/product.md "Facts".
 *
 * A fact is a number, a string, or an object with one value per language (`{"it": …, "en": …}`)
 * where the wording differs. Inside a text a number is written as that language writes it
 * (`67,15` in Italian, `67.15` in English); a string that is nothing but one reference to a
 * number becomes that number (for fields such as `priceFrom`). A day is a fact as `YYYY-MM-DD`,
 * so fields such as `bookBy` take it as it is, and a text writes it as its language writes a day
 * and month (`28 febbraio`, `28. Februar`), saying the year itself where it means one.
 */

export type FactValue = string | number | Record<string, string | number>;
export type Facts = Map<string, FactValue>;

/** `{{fact:earlyBooking.percent}}`: the reference syntax in the demo content. */
export const FACT_REFERENCE = /\{\{fact:([\w.-]+)\}\}/g;
const WHOLE_REFERENCE = /^\{\{fact:([\w.-]+)\}\}$/;

function isPerLanguage(value: unknown): value is Record<string, string | number> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string' || typeof entry === 'number') &&
    Object.keys(value).every((key) => /^[a-z]{2}$/.test(key))
  );
}

/** Flattens the nested facts file into `group.name` → value. */
export function flattenFacts(tree: unknown, prefix = '', into: Facts = new Map()): Facts {
  if (typeof tree === 'string' || typeof tree === 'number' || isPerLanguage(tree)) {
    into.set(prefix, tree);
    return into;
  }
  if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) {
      if (key.startsWith('$')) continue; // `$comment`: notes for editors
      flattenFacts(value, prefix ? `${prefix}.${key}` : key, into);
    }
    return into;
  }
  throw new Error(`facts.json: ${prefix || '(root)'} is neither a value nor a group`);
}

export function loadFacts(contentRoot: string): Facts {
  return flattenFacts(JSON.parse(readFileSync(join(contentRoot, 'facts.json'), 'utf8')));
}

/** The value of a fact in one language, or undefined when there is none. */
export function factIn(facts: Facts, key: string, locale: string): string | number | undefined {
  const value = facts.get(key);
  return typeof value === 'object' ? value[locale] : value;
}

/** A number as a text of `locale` writes it: integers plain, other amounts with two decimals. */
export function formatFactNumber(value: number, locale: string): string {
  if (Number.isInteger(value)) return String(value);
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(value);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A day as a text of `locale` writes it, day and month, as the site writes a day of the season (shared/i18n/dates.ts). */
export function formatFactDate(isoDate: string, locale: string): string {
  if (!isLocale(locale)) throw new Error(`facts: no way to write a day in ${locale}`);
  return dayAndMonth(isoDate, locale);
}

/** A fact as a text of `locale` states it: a number as the language writes it, a day as its day and month. */
export function factText(facts: Facts, key: string, locale: string): string | undefined {
  const fact = factIn(facts, key, locale);
  if (typeof fact === 'number') return formatFactNumber(fact, locale);
  return fact !== undefined && ISO_DATE.test(fact) ? formatFactDate(fact, locale) : fact;
}

/** The references in a text that have no value in `locale`. */
export function missingFacts(text: string, facts: Facts, locale: string): string[] {
  return [...text.matchAll(FACT_REFERENCE)].map((match) => match[1] ?? '').filter((key) => factIn(facts, key, locale) === undefined);
}

/** A copy of `value` with every fact reference in its strings filled in for `locale`. Throws on an unknown fact. */
export function fillFacts(value: unknown, facts: Facts, locale: string, where = ''): unknown {
  if (typeof value === 'string') {
    if (!value.includes('{{fact:')) return value;
    const missing = missingFacts(value, facts, locale);
    if (missing.length > 0) throw new Error(`${where}: no fact ${missing.join(', ')} in ${locale}`);
    const whole = WHOLE_REFERENCE.exec(value);
    if (whole) return factIn(facts, whole[1] ?? '', locale);
    return value.replace(FACT_REFERENCE, (_, key: string) => String(factText(facts, key, locale)));
  }
  if (Array.isArray(value)) return value.map((entry, index) => fillFacts(entry, facts, locale, `${where}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, fillFacts(entry, facts, locale, `${where}.${key}`)]));
  }
  return value;
}
