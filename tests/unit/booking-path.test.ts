import { describe, expect, it } from 'vitest';
import { GUEST_AGE_BANDS } from '../../shared/constants.ts';
import {
  ageOn,
  availabilitySchema,
  bandOf,
  CHILD_AGES,
  childAgeField,
  guestCounts,
  parseTypedDate,
  requestQuery,
} from '../../shared/forms/index.ts';

describe('typed dates (one parser for the island and the worker)', () => {
  it('reads each language’s day-month-year and ISO, and refuses what is not a real day', () => {
    const march14 = { year: 2001, month: 3, day: 14 };
    for (const typed of ['14/03/2001', '14.03.2001', '14-03-2001', '14.3.2001', ' 14 / 03 / 2001 ', '2001-03-14']) {
      expect(parseTypedDate(typed), typed).toEqual(march14);
    }
    for (const typed of ['31/02/2001', '14/13/2001', '14.03/2001', '2001/03/14', '14032001', '', '03/14/2001']) {
      expect(parseTypedDate(typed), typed).toBeNull();
    }
  });

  it('counts whole years of age, a birthday counting from its day', () => {
    const birth = { year: 2010, month: 6, day: 15 };
    expect(ageOn(birth, { year: 2026, month: 6, day: 14 })).toBe(15);
    expect(ageOn(birth, { year: 2026, month: 6, day: 15 })).toBe(16);
  });
});

describe('age bands', () => {
  it('put every age of a child and an adult in exactly one band of each site', () => {
    for (const site of ['villaggio', 'campeggio'] as const) {
      for (const age of [...CHILD_AGES, 18, 70]) {
        const bands = GUEST_AGE_BANDS[site].filter((band) => age >= band.minAge && (!('maxAge' in band) || age <= band.maxAge));
        expect(
          bands.map((band) => band.key),
          `${site} ${age}`,
        ).toEqual([bandOf(site, age)]);
      }
    }
  });

  it('count 2 adults and children of 0, 2, 5 and 12 in each site’s categories, nobody dropped', () => {
    expect(guestCounts('villaggio', 2, [0, 2, 5, 12])).toEqual([
      { band: 'person', count: 4 },
      { band: 'babies', count: 2 },
    ]);
    expect(guestCounts('campeggio', 2, [0, 2, 5, 12])).toEqual([
      { band: 'person', count: 3 },
      { band: 'children', count: 2 },
      { band: 'babies', count: 1 },
    ]);
  });
});

describe('a link into the request', () => {
  it('carries only what is known: site, subject and dates, encoded', () => {
    expect(requestQuery({ site: 'campeggio', subject: 'Piazzola & lago', checkin: '2031-07-05' })).toBe(
      '?site=campeggio&subject=Piazzola%20%26%20lago&checkin=2031-07-05',
    );
    expect(requestQuery({})).toBe('');
  });
});

describe('guests per band', () => {
  const post = (site: string, adults: number, ages: number[]) => ({
    site,
    checkin: '2027-06-01',
    checkout: '2027-06-08',
    'guests.adults': String(adults),
    'guests.children': String(ages.length),
    ...Object.fromEntries(ages.map((age, index) => [childAgeField(index + 1), String(age)])),
    firstname: 'Anna',
    lastname: 'Rossi',
    email: 'anna@example.com',
  });
  const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('refuses more than the booking engine’s 20 guests of one band, on the adults field', () => {
    const schema = availabilitySchema('2027-03-01');
    // At the village a 9-year-old is a person like the adults: 17 + 4 would send 21 persons.
    expect(problems(schema.safeParse(post('villaggio', 17, [16, 9, 14, 16])))).toEqual([['guests.adults', 'errors.tooManyInBand']]);
    expect(schema.safeParse(post('villaggio', 16, [16, 9, 14, 16])).success).toBe(true);
    // At the campsite a 9-year-old is a child, so the persons stay at 20.
    expect(schema.safeParse(post('campeggio', 17, [16, 9, 14, 5])).success).toBe(true);
  });
});
