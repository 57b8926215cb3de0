import type { PriceSeason } from '../cms/pages.ts';
import { dayAndMonth, weekdayName } from '../i18n/dates.ts';
import { listFormat } from '../i18n/intl-formats.ts';
import type { Locale } from '../locales.ts';
import { parseIsoDate, WEEKDAY_NAMES, type WeekdayName } from './dates.ts';
import type { MessageCode, MessageValues } from './errors.ts';
import type { BookingSite } from './guests.ts';

/**
 * The price list's stay rules as the forms check them (docs/product.md "Booking path"): each
 * with its own first and last day (a rule the CMS gives without them covers its season). Plain
 * JSON, so the page hands them to the browser as they are.
 */
export type StayRule = {
  site?: BookingSite;
  from: string;
  to: string;
  minNights?: number;
  arrivalDays?: WeekdayName[];
};

/** Which part of a rule a stay breaks, and the rule. */
export type BrokenStayRule = { rule: StayRule; broken: 'minNights' | 'arrivalDay' };

/** The rules of every season the content knows, each with its days: a stay may be asked for next season's. */
export function stayRulesOf(seasons: readonly PriceSeason[]): StayRule[] {
  return seasons.flatMap((season) =>
    (season.stayRules ?? []).map(({ site, from, to, minNights, arrivalDays }) => ({
      ...(site ? { site } : {}),
      from: from ?? season.validFrom,
      to: to ?? season.validTo,
      ...(minNights === undefined ? {} : { minNights }),
      ...(arrivalDays ? { arrivalDays } : {}),
    })),
  );
}

/** Days since 1970 of an ISO date, or NaN. */
function epochDay(iso: string): number {
  const date = parseIsoDate(iso);
  return date ? Date.UTC(date.year, date.month - 1, date.day) / 86_400_000 : Number.NaN;
}

/** The rule a stay arriving on `checkin` at `site` keeps: of those whose days hold the arrival, the narrowest (a later one on a tie). */
export function stayRuleFor(rules: readonly StayRule[], site: string, checkin: string): StayRule | null {
  const arrival = epochDay(checkin);
  let found: StayRule | null = null;
  let span = Number.POSITIVE_INFINITY;
  for (const rule of rules) {
    if (rule.site !== undefined && rule.site !== site) continue;
    const from = epochDay(rule.from);
    const to = epochDay(rule.to);
    if (!(arrival >= from && arrival <= to) || to - from > span) continue;
    found = rule;
    span = to - from;
  }
  return found;
}

/**
 * The first rule a stay breaks, or null: too few nights, then an arrival on a day the rule does
 * not take. A stay counts its nights from arrival to departure and keeps the rule of the day it
 * arrives (docs/product.md "Booking path"). Dates that are not real, or a departure not after
 * the arrival, are the date fields' own problems: null here.
 */
export function brokenStayRule(
  rules: readonly StayRule[],
  stay: { site: string; checkin: string; checkout: string },
): BrokenStayRule | null {
  const arrival = epochDay(stay.checkin);
  const nights = epochDay(stay.checkout) - arrival;
  if (!(nights > 0)) return null;
  const rule = stayRuleFor(rules, stay.site, stay.checkin);
  if (!rule) return null;
  if (rule.minNights !== undefined && nights < rule.minNights) return { rule, broken: 'minNights' };
  // 1970-01-01 was a Thursday: Monday is 0, as in WEEKDAY_NAMES.
  const weekday = WEEKDAY_NAMES[(((arrival + 3) % 7) + 7) % 7] as WeekdayName;
  if (rule.arrivalDays && !rule.arrivalDays.includes(weekday)) return { rule, broken: 'arrivalDay' };
  return null;
}

/**
 * Where a broken rule is said and in which words: a stay too short on its departure, an arrival
 * on the wrong day on its arrival. The message states the whole rule, so one correction fixes both.
 */
export function stayRuleError(broken: BrokenStayRule): { field: 'checkin' | 'checkout'; code: MessageCode } {
  const { minNights, arrivalDays } = broken.rule;
  const code: MessageCode = minNights === undefined ? 'errors.stayArrival' : arrivalDays ? 'errors.stayNightsArrival' : 'errors.stayNights';
  return { field: broken.broken === 'minNights' ? 'checkout' : 'checkin', code };
}

/** "sabato o domenica", "Samstag oder Sonntag": the arrival days as the language lists a choice. */
export function arrivalDaysText(days: readonly WeekdayName[], locale: Locale): string {
  const names = WEEKDAY_NAMES.filter((day) => days.includes(day)).map((day) => weekdayName(WEEKDAY_NAMES.indexOf(day), locale));
  return listFormat(locale, { type: 'disjunction' }).format(names);
}

/** A rule's days, nights and arrival days as its message writes them in `locale`. */
export function stayRuleValues(rule: StayRule, locale: Locale): MessageValues {
  return {
    from: dayAndMonth(rule.from, locale),
    to: dayAndMonth(rule.to, locale),
    nights: rule.minNights ?? '',
    days: rule.arrivalDays ? arrivalDaysText(rule.arrivalDays, locale) : '',
  };
}

/** The values of the rule the posted stay breaks, for the form's messages; none when it keeps them. */
export function brokenStayRuleValues(rules: readonly StayRule[], posted: Record<string, unknown>, locale: Locale): MessageValues {
  const text = (name: string) => (typeof posted[name] === 'string' ? (posted[name] as string).trim() : '');
  const broken = brokenStayRule(rules, { site: text('site'), checkin: text('checkin'), checkout: text('checkout') });
  return broken ? stayRuleValues(broken.rule, locale) : {};
}
