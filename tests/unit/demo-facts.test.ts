import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACT_REFERENCE, type Facts, factIn, fillFacts, loadFacts, missingFacts } from '../../demo/cms/facts.ts';
import { AVAILABILITY_ANSWER_DAYS, GUEST_AGE_BANDS } from '../../shared/constants.ts';
import { LOCALES } from '../../shared/locales.ts';

/**
 * The facts file of the demo content (docs/product.md "Facts"): every reference names a fact
 * that has a value in its language, every fact is used, and facts that follow from others
 * (an offer's price from the price list and its discount) do follow.
 */

const CONTENT = join(import.meta.dirname, '../../demo/content');
const facts = loadFacts(CONTENT);

/** Every string of the raw content files of a language, with where it is. */
function* rawStrings(locale: string): Generator<[string, string]> {
  function* walk(value: unknown, where: string): Generator<[string, string]> {
    if (typeof value === 'string') yield [where, value];
    else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* walk(item, `${where}[${index}]`);
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* walk(item, `${where}.${key}`);
  }
  for (const file of readdirSync(join(CONTENT, locale)).filter((name) => name.endsWith('.json'))) {
    yield* walk(JSON.parse(readFileSync(join(CONTENT, locale, file), 'utf8')), `${locale}/${file}`);
  }
}

function number(key: string): number {
  const value = facts.get(key);
  if (typeof value !== 'number') throw new Error(`fact ${key} is not a number`);
  return value;
}

/** An amount less a discount, to the cent. */
function discounted(price: number, percent: number): number {
  return Math.round(price * (100 - percent)) / 100;
}

describe('demo content facts', () => {
  it('gives every per-language fact a value in all six languages', () => {
    const perLanguage = [...facts].filter(([, value]) => typeof value === 'object');
    expect(perLanguage.length).toBeGreaterThan(0);
    for (const [key, value] of perLanguage) expect(Object.keys(value as object).sort(), key).toEqual([...LOCALES].sort());
  });

  it('resolves every {{fact:…}} reference in every language, and uses every fact', () => {
    const used = new Set<string>();
    const missing: string[] = [];
    for (const locale of LOCALES) {
      for (const [where, text] of rawStrings(locale)) {
        for (const match of text.matchAll(FACT_REFERENCE)) used.add(match[1] ?? '');
        for (const key of missingFacts(text, facts, locale)) missing.push(`${where}: {{fact:${key}}}`);
      }
    }
    expect(missing).toEqual([]);
    expect([...facts.keys()].filter((key) => !used.has(key))).toEqual([]);
  });

  it('fails loudly on a reference to a fact that does not exist', () => {
    expect(() => fillFacts({ text: 'Save {{fact:earlyBooking.percentt}}%' }, facts, 'en', 'en/offerte.json')).toThrow(
      /no fact earlyBooking\.percentt in en/,
    );
    expect(missingFacts('{{fact:nope}} and {{fact:earlyBooking.percent}}', facts, 'de')).toEqual(['nope']);
  });

  it('fills a reference as its language writes it, and keeps a whole-field number a number', () => {
    const sample: Facts = new Map<string, string | number | Record<string, string>>([
      ['price', 67.15],
      ['year', 1968],
      ['day', { it: '28 febbraio', en: '28 February' }],
    ]);
    expect(fillFacts('da {{fact:price}} euro, entro il {{fact:day}}', sample, 'it')).toBe('da 67,15 euro, entro il 28 febbraio');
    expect(fillFacts('from €{{fact:price}} by {{fact:day}}', sample, 'en')).toBe('from €67.15 by 28 February');
    expect(fillFacts('{{fact:year}}', sample, 'it')).toBe(1968);
    expect(fillFacts({ priceFrom: '{{fact:price}}' }, sample, 'pl')).toEqual({ priceFrom: 67.15 });
    expect(fillFacts('seit {{fact:year}}', sample, 'de')).toBe('seit 1968');
    expect(factIn(sample, 'day', 'de')).toBeUndefined();
  });

  it('writes a day in a text as its language writes a day and month, and keeps a field that is only the day a date', () => {
    const sample: Facts = new Map([['day', '2027-02-28']]);
    expect(fillFacts('entro il {{fact:day}} 2027', sample, 'it')).toBe('entro il 28 febbraio 2027');
    expect(fillFacts('book by {{fact:day}}', sample, 'en')).toBe('book by 28 February');
    expect(fillFacts('bis zum {{fact:day}}', sample, 'de')).toBe('bis zum 28. Februar');
    expect(fillFacts('do {{fact:day}}', sample, 'pl')).toBe('do 28 lutego');
    expect(fillFacts({ bookBy: '{{fact:day}}' }, sample, 'nl')).toEqual({ bookBy: '2027-02-28' });
  });

  it('prices each offer from the price list less its discount', () => {
    const giulietta = number('prices.giulietta.low');
    const pitch = number('prices.standard.low');
    expect(number('earlyBooking.priceFrom')).toBe(discounted(giulietta, number('earlyBooking.percent')));
    expect(number('longStay.priceFrom')).toBe(discounted(giulietta, number('longStay.percent')));
    expect(number('autumn.priceFrom')).toBe(discounted(giulietta, number('autumn.percent')));
    expect(number('seniorCamping.priceFrom')).toBe(discounted(pitch, number('seniorCamping.percent')));
  });

  it('counts the units as the sum of mobile homes, bungalows and glamping tents', () => {
    expect(number('village.units')).toBe(number('village.mobileHomes') + number('village.bungalows') + number('village.glampingTents'));
  });

  it("states the booking form's campsite age bands", () => {
    const [person, children] = GUEST_AGE_BANDS.campeggio;
    expect(number('ageBands.campsite.personFrom')).toBe(person.minAge);
    expect(number('ageBands.campsite.childFrom')).toBe(children.minAge);
    expect(number('ageBands.campsite.childTo')).toBe(children.maxAge);
  });

  it("states the request's answer time as the site does, and a deposit the balance follows", () => {
    // The booking page and the request's confirmation say the same days (docs/product.md "Booking path").
    expect(number('booking.answerDays')).toBe(AVAILABILITY_ANSWER_DAYS);
    expect(number('booking.depositPercent')).toBeGreaterThan(0);
    expect(number('booking.depositPercent')).toBeLessThan(100);
    expect(number('booking.depositDays')).toBeLessThan(number('booking.balanceDays'));
  });
});
