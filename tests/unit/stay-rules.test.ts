import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../demo/cms/store.ts';
import { pricesPageSchema } from '../../shared/cms/index.ts';
import {
  availabilitySchema,
  brokenStayRule,
  fieldErrors,
  messageOf,
  type StayRule,
  stayRuleError,
  stayRulesOf,
  stayRuleValues,
  staySearchSchema,
} from '../../shared/forms/index.ts';
import { format, getMessages } from '../../shared/i18n/index.ts';
import { LOCALES } from '../../shared/locales.ts';

/**
 * The price list's minimum stays and arrival days (shared/forms/stay-rules.ts, docs/product.md
 * "Booking path"): which rule a stay keeps, the first one it breaks, where the message goes and
 * what it says in each language, and the schemas of the request and the stay search with them.
 */

const SEASON = { validFrom: '2027-04-23', validTo: '2027-10-03' };

/** The demo price list's rules (demo/content/facts.json `minStay`), as the CMS gives them in a season. */
const SEASON_RULES = [
  { site: 'villaggio' as const, minNights: 3 },
  { site: 'villaggio' as const, from: '2027-06-26', to: '2027-08-27', minNights: 7, arrivalDays: ['Saturday' as const, 'Sunday' as const] },
  { site: 'campeggio' as const, minNights: 2 },
  { site: 'campeggio' as const, from: '2027-07-31', to: '2027-08-20', minNights: 5 },
];

const RULES: StayRule[] = stayRulesOf([
  { ...SEASON, title: 'Rates 2027', seo: { title: 'x', description: '' }, blocks: [], stayRules: SEASON_RULES },
]);

/** The ISO date `days` after `from`. */
function plus(from: string, days: number): string {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const village = (checkin: string, nights: number) => brokenStayRule(RULES, { site: 'villaggio', checkin, checkout: plus(checkin, nights) });
const campsite = (checkin: string, nights: number) =>
  brokenStayRule(RULES, { site: 'campeggio', checkin, checkout: plus(checkin, nights) });

describe('the stay rules of a season', () => {
  it('take the season’s own days where a rule gives none', () => {
    expect(RULES).toEqual([
      { site: 'villaggio', from: '2027-04-23', to: '2027-10-03', minNights: 3 },
      { site: 'villaggio', from: '2027-06-26', to: '2027-08-27', minNights: 7, arrivalDays: ['Saturday', 'Sunday'] },
      { site: 'campeggio', from: '2027-04-23', to: '2027-10-03', minNights: 2 },
      { site: 'campeggio', from: '2027-07-31', to: '2027-08-20', minNights: 5 },
    ]);
  });

  it('apply from the season’s first day to its last, and not the day before or after', () => {
    expect(village('2027-04-22', 1)).toBeNull();
    expect(village('2027-04-23', 2)).toEqual({ rule: RULES[0], broken: 'minNights' });
    expect(village('2027-04-23', 3)).toBeNull();
    expect(village('2027-10-03', 1)).toEqual({ rule: RULES[0], broken: 'minNights' });
    expect(village('2027-10-04', 1)).toBeNull();
  });

  it('keep the high season’s rule from its first arrival day to its last, the season’s on either side', () => {
    // Friday 25 June: the rest of the season's 3 nights, on any day.
    expect(village('2027-06-25', 3)).toBeNull();
    expect(village('2027-06-25', 2)).toEqual({ rule: RULES[0], broken: 'minNights' });
    // Saturday 26 June, the first day: 7 nights.
    expect(village('2027-06-26', 3)).toEqual({ rule: RULES[1], broken: 'minNights' });
    expect(village('2027-06-26', 7)).toBeNull();
    // Friday 27 August, the last day: the rule holds, and Friday is no arrival day.
    expect(village('2027-08-27', 7)).toEqual({ rule: RULES[1], broken: 'arrivalDay' });
    // Saturday 28 August: the rest of the season again.
    expect(village('2027-08-28', 3)).toBeNull();
  });

  it('count the nights: exactly the minimum is enough, one short is not', () => {
    expect(village('2027-07-03', 7)).toBeNull();
    expect(village('2027-07-03', 6)).toEqual({ rule: RULES[1], broken: 'minNights' });
    expect(village('2027-07-03', 21)).toBeNull();
    expect(campsite('2027-08-01', 5)).toBeNull();
    expect(campsite('2027-08-01', 4)).toEqual({ rule: RULES[3], broken: 'minNights' });
    expect(campsite('2027-06-01', 2)).toBeNull();
    expect(campsite('2027-06-01', 1)).toEqual({ rule: RULES[2], broken: 'minNights' });
  });

  it('take an arrival on Saturday or Sunday only, every other day of the week refused', () => {
    // Monday 5 July to Sunday 11 July 2027.
    const week = Array.from({ length: 7 }, (_, index) => village(plus('2027-07-05', index), 7)?.broken ?? 'kept');
    expect(week).toEqual(['arrivalDay', 'arrivalDay', 'arrivalDay', 'arrivalDay', 'arrivalDay', 'kept', 'kept']);
    // The pitches' rule names no day: any arrival, once the nights are enough.
    const pitches = Array.from({ length: 7 }, (_, index) => campsite(plus('2027-08-02', index), 5)?.broken ?? 'kept');
    expect(pitches).toEqual(Array(7).fill('kept'));
  });

  it('say too few nights before a wrong arrival day, and nothing about dates that are not a stay', () => {
    expect(village('2027-07-07', 3)?.broken).toBe('minNights');
    expect(brokenStayRule(RULES, { site: 'villaggio', checkin: '2027-07-10', checkout: '2027-07-03' })).toBeNull();
    expect(brokenStayRule(RULES, { site: 'villaggio', checkin: '2027-07-10', checkout: '2027-07-10' })).toBeNull();
    expect(brokenStayRule(RULES, { site: 'villaggio', checkin: '2027-02-30', checkout: '2027-07-10' })).toBeNull();
    expect(brokenStayRule(RULES, { site: 'altrove', checkin: '2027-07-07', checkout: '2027-07-08' })).toBeNull();
    expect(brokenStayRule([], { site: 'villaggio', checkin: '2027-07-07', checkout: '2027-07-08' })).toBeNull();
  });

  it('apply a rule without a site at both sites, and the narrowest rule where several hold the arrival', () => {
    const rules: StayRule[] = [
      { from: '2027-04-23', to: '2027-10-03', minNights: 2 },
      { from: '2027-08-09', to: '2027-08-16', minNights: 4, arrivalDays: ['Monday'] },
    ];
    expect(brokenStayRule(rules, { site: 'campeggio', checkin: '2027-05-03', checkout: '2027-05-04' })?.rule).toBe(rules[0]);
    expect(brokenStayRule(rules, { site: 'villaggio', checkin: '2027-08-10', checkout: '2027-08-20' })).toEqual({
      rule: rules[1],
      broken: 'arrivalDay',
    });
    expect(brokenStayRule(rules, { site: 'villaggio', checkin: '2027-08-09', checkout: '2027-08-13' })).toBeNull();
  });

  it('put too short on the departure and a wrong day on the arrival, in words that state the whole rule', () => {
    expect(stayRuleError({ rule: RULES[1] as StayRule, broken: 'minNights' })).toEqual({
      field: 'checkout',
      code: 'errors.stayNightsArrival',
    });
    expect(stayRuleError({ rule: RULES[1] as StayRule, broken: 'arrivalDay' })).toEqual({
      field: 'checkin',
      code: 'errors.stayNightsArrival',
    });
    expect(stayRuleError({ rule: RULES[3] as StayRule, broken: 'minNights' })).toEqual({ field: 'checkout', code: 'errors.stayNights' });
    const arrivalOnly: StayRule = { from: '2027-07-01', to: '2027-08-31', arrivalDays: ['Saturday'] };
    expect(stayRuleError({ rule: arrivalOnly, broken: 'arrivalDay' })).toEqual({ field: 'checkin', code: 'errors.stayArrival' });
  });

  it('write the rule’s days and weekdays as each language does', () => {
    const text = (locale: (typeof LOCALES)[number], rule = RULES[1] as StayRule) =>
      format(getMessages(locale).forms.errors.stayNightsArrival, stayRuleValues(rule, locale));
    expect(text('en')).toBe('From 26 June to 27 August stays are at least 7 nights, arriving on Saturday or Sunday.');
    expect(text('it')).toBe('Nel periodo 26 giugno – 27 agosto il soggiorno minimo è di 7 notti, con arrivo di sabato o domenica.');
    expect(text('de')).toBe('Vom 26. Juni bis 27. August beträgt der Mindestaufenthalt 7 Nächte, Anreise am Samstag oder Sonntag.');
    expect(text('nl')).toBe('Van 26 juni tot en met 27 augustus verblijf je minimaal 7 nachten, met aankomst op zaterdag of zondag.');
    expect(text('da')).toBe('Fra 26. juni til 27. august er mindsteopholdet 7 nætter med ankomst lørdag eller søndag.');
    expect(text('pl')).toBe(
      'W terminie od 26 czerwca do 27 sierpnia przyjmujemy rezerwacje na pobyty od 7 nocy, a dniem przyjazdu musi być sobota lub niedziela.',
    );
    // The days in the week's order, whatever the content's.
    const three: StayRule = { from: '2027-07-01', to: '2027-07-31', arrivalDays: ['Sunday', 'Friday', 'Saturday'] };
    expect(stayRuleValues(three, 'en').days).toBe('Friday, Saturday or Sunday');
    for (const locale of LOCALES) expect(text(locale)).not.toMatch(/\{\w+\}/);
  });
});

describe('the request and the stay search with the stay rules', () => {
  const base = { site: 'villaggio', firstname: 'A', lastname: 'B', email: 'a@b.it', 'guests.adults': '2', 'guests.children': '0' };

  it('refuse a stay that breaks a rule with the rule on the field, and take one that keeps it', () => {
    const request = availabilitySchema('2027-01-12', RULES);
    const short = request.safeParse({ ...base, checkin: '2027-07-03', checkout: '2027-07-06' });
    expect(short.success).toBe(false);
    if (short.success) return;
    const errors = fieldErrors(short.error, stayRuleValues(RULES[1] as StayRule, 'en'));
    expect(Object.keys(errors)).toEqual(['checkout']);
    expect(messageOf(getMessages('en').forms, errors.checkout as (typeof errors)[string])).toBe(
      'From 26 June to 27 August stays are at least 7 nights, arriving on Saturday or Sunday.',
    );
    expect(request.safeParse({ ...base, checkin: '2027-08-07', checkout: '2027-08-14' }).success).toBe(true);

    const search = staySearchSchema('2027-01-12', RULES);
    const wednesday = search.safeParse({ ...base, checkin: '2027-07-07', checkout: '2027-07-14' });
    expect(wednesday.success ? [] : Object.keys(fieldErrors(wednesday.error))).toEqual(['checkin']);
    expect(search.safeParse({ ...base, checkin: '2027-07-03', checkout: '2027-07-10' }).success).toBe(true);
  });

  it('check nothing without rules, and leave a date in the past to its own message', () => {
    expect(availabilitySchema('2027-01-12').safeParse({ ...base, checkin: '2027-07-07', checkout: '2027-07-08' }).success).toBe(true);
    const past = availabilitySchema('2027-07-10', RULES).safeParse({ ...base, checkin: '2027-07-07', checkout: '2027-07-08' });
    expect(past.success ? {} : fieldErrors(past.error).checkin?.code).toBe('errors.dateInPast');
  });
});

describe('the price list’s stay rules in the content', () => {
  it('are optional, and a malformed rule is refused', () => {
    const page = {
      id: 1,
      slug: 'prezzi',
      title: 'Rates',
      seo: { title: 'Rates', description: '' },
      updatedAt: '2026-11-25T16:00:00+01:00',
      blocks: [],
    };
    const season = { ...SEASON, title: 'Rates 2027', seo: { title: 'x', description: '' }, blocks: [{ type: 'stayRules' }] };
    expect(pricesPageSchema.safeParse({ ...page, seasons: [season] }).success).toBe(true);
    expect(pricesPageSchema.safeParse({ ...page, seasons: [{ ...season, stayRules: SEASON_RULES }] }).success).toBe(true);
    for (const rule of [
      { minNights: 1 },
      { site: 'villaggio' },
      { from: '2027-07-01', minNights: 7 },
      { from: '2027-08-01', to: '2027-07-01', minNights: 7 },
      { from: '2027-01-01', to: '2027-01-31', minNights: 7 },
      { arrivalDays: ['saturday'] },
    ]) {
      expect(pricesPageSchema.safeParse({ ...page, seasons: [{ ...season, stayRules: [rule] }] }).success, JSON.stringify(rule)).toBe(
        false,
      );
    }
  });

  it('are the demo price list’s in every language, as the CMS stand-in serves them', () => {
    const served = loadContent(join(import.meta.dirname, '../../demo/content'));
    for (const locale of LOCALES) {
      const raw = served
        .get(locale)
        ?.get('page')
        ?.find((item) => item.slug === 'prezzi');
      const parsed = pricesPageSchema.parse(raw);
      expect(stayRulesOf(parsed.seasons), locale).toEqual(RULES);
    }
  });
});
