import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availabilitySchema,
  contactSchema,
  type FieldErrors,
  fieldErrors,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  messageOf,
  missesRequired,
  newsletterSchema,
  PERSON_MIN_AGE,
  childAgeField,
  MAX_CHILDREN,
  positionApplicationSchema,
  spontaneousApplicationSchema,
  type UploadedFile,
} from '../../shared/forms/index.ts';
import { PHONE_PATTERN } from '../../shared/forms/fields.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { formsDa } from '../../shared/i18n/messages/forms/da.ts';
import { formsDe } from '../../shared/i18n/messages/forms/de.ts';
import { formsEn } from '../../shared/i18n/messages/forms/en.ts';
import { formsIt } from '../../shared/i18n/messages/forms/it.ts';
import { formsNl } from '../../shared/i18n/messages/forms/nl.ts';
import { formsPl } from '../../shared/i18n/messages/forms/pl.ts';
import { LOCALES } from '../../shared/locales.ts';
import { FUZZ_RUNS, fuzzParameters } from '../support/fuzz-runs.ts';

/** Each language's own `forms` dictionary, before English fills its gaps: a message must exist in all six. */
const OWN = { it: formsIt, en: formsEn, de: formsDe, nl: formsNl, da: formsDa, pl: formsPl } as Record<
  string,
  Record<string, Record<string, unknown>>
>;

const TODAY = '2027-03-10';

/** The values the worker fills messages with (worker/forms/definitions.ts). */
const VALUES = { size: MAX_UPLOAD_MB, age: PERSON_MIN_AGE.campeggio, max: MAX_CHILDREN, minAge: 16 };

const SCHEMAS = {
  newsletter: newsletterSchema,
  availability: availabilitySchema(TODAY),
  application: spontaneousApplicationSchema(TODAY),
  position: positionApplicationSchema,
  contact: contactSchema,
};

/** Every field a schema knows, so generated posts hit real fields as well as unknown ones. */
const FIELDS = {
  newsletter: ['email', 'privacy'],
  availability: Object.keys(availabilitySchema(TODAY).def.in.shape),
  application: Object.keys(spontaneousApplicationSchema(TODAY).shape),
  position: Object.keys(positionApplicationSchema.shape),
  contact: Object.keys(contactSchema.shape),
};

function file(bytes: Uint8Array, name: string, type: string, claimedSize?: number): UploadedFile {
  return { name, type, size: claimedSize ?? bytes.length, arrayBuffer: async () => bytes.slice().buffer };
}

/** What a posted value can be: text (often near the interesting edges), repeated text, a file, or junk. */
const value = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom('', ' ', 'on', 'off', '0', '1', '21', '-1', '1.5', '1e1', 'NaN', 'Infinity', '2027-02-30', '2027-03-10', '31/12/1999'),
  fc.constantFrom('a@b.co', 'x@', '@x', 'anna@example.com ', 'villaggio', 'campeggio', 'reception', 'native', 'abroad'),
  fc.string({ maxLength: 300 }),
  fc.array(fc.string({ maxLength: 12 }), { maxLength: 4 }),
  fc
    .tuple(fc.uint8Array({ maxLength: 16 }), fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), fc.option(fc.nat()))
    .map(([bytes, name, type, size]) => file(bytes, name, type, size ?? undefined)),
  fc.constant(file(new Uint8Array(1), 'big.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1)),
  fc.constantFrom(undefined, null, 0, 42, true, {}, [], Number.NaN),
);

function postFor(fields: string[]) {
  return fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 12 })), value, { maxKeys: fields.length + 3 });
}

/** The problem with a message code, if any: missing in a language, or a placeholder left unfilled. */
function messageProblem(errors: FieldErrors): string | undefined {
  for (const [field, error] of Object.entries(errors)) {
    const [group, key] = error.code.split('.') as [string, string];
    for (const locale of LOCALES) {
      const own = OWN[locale]?.[group]?.[key];
      if (typeof own !== 'string') return `${field}: ${error.code} has no ${locale} text`;
      const shown = messageOf(getMessages(locale).forms, { ...error, values: VALUES });
      if (shown.trim() === '' || /\{\w+\}/.test(shown)) return `${field}: ${locale} text "${shown}" is empty or unfilled`;
    }
  }
  return undefined;
}

describe(`form schemas on arbitrary posts (${FUZZ_RUNS} cases each)`, () => {
  for (const [form, schema] of Object.entries(SCHEMAS)) {
    it(`${form}: never throws, and every problem has its message in all six languages`, () => {
      fc.assert(
        fc.property(postFor(FIELDS[form as keyof typeof FIELDS]), (post) => {
          const result = schema.safeParse(post);
          if (result.success) return;
          const errors = fieldErrors(result.error, VALUES);
          expect(Object.keys(errors).length).toBeGreaterThan(0);
          expect(messageProblem(errors)).toBeUndefined();
          if (form === 'application') missesRequired(errors);
        }),
        fuzzParameters(FUZZ_RUNS),
      );
    });
  }
});

const iso = (day: number) => new Date(Date.UTC(2027, 2, 10) + day * 86_400_000).toISOString().slice(0, 10);
/** A name a person can type: any script, but no control character (C0, C1 such as U+0085, or a line separator), which the one-line fields refuse. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const name = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 100 })
  .filter((text) => text.trim().length > 0 && text.length <= 100 && !CONTROL.test(text));

describe(`availability request on valid posts (${FUZZ_RUNS} cases)`, () => {
  it('accepts any stay from today on with a person among the guests, and sends only the site’s age bands', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('villaggio', 'campeggio'),
        fc.nat({ max: 700 }),
        fc.integer({ min: 1, max: 60 }),
        // Adults and children together stay within the engine's 20 guests of one band.
        fc.integer({ min: 1, max: 20 - MAX_CHILDREN }),
        fc.array(fc.nat({ max: 17 }), { maxLength: MAX_CHILDREN }),
        name,
        name,
        fc.option(
          fc.stringMatching(/^\+?[\d ()./-]{5,25}$/).filter((phone) => PHONE_PATTERN.test(phone.trim())),
          { nil: '' },
        ),
        fc.string({ maxLength: 5000 }).map((text) => text.trim()),
        (site, start, nights, adults, ages, firstname, lastname, phone, request) => {
          const post = {
            site,
            checkin: iso(start),
            checkout: iso(start + nights),
            'guests.adults': String(adults),
            'guests.children': ` ${ages.length} `,
            ...Object.fromEntries(ages.map((age, index) => [childAgeField(index + 1), String(age)])),
            firstname,
            lastname,
            email: 'guest@example.com',
            phone,
            request,
          };
          const result = SCHEMAS.availability.safeParse(post);
          expect(result.error?.issues).toBeUndefined();
          const bands = result.data?.guests.map((guest) => guest.band);
          expect(bands).toEqual(site === 'villaggio' ? ['person', 'babies'] : ['person', 'children', 'babies']);
          // Every guest entered is counted once, in the band of the site their age falls in.
          const total = result.data?.guests.reduce((sum, guest) => sum + guest.count, 0);
          expect(total).toBe(adults + ages.length);
          const babies = ages.filter((age) => age <= (site === 'villaggio' ? 3 : 0)).length;
          expect(result.data?.guests.find((guest) => guest.band === 'babies')?.count).toBe(babies);
        },
      ),
      fuzzParameters(FUZZ_RUNS),
    );
  });

  it('refuses a check-in before today and a check-out not after check-in, with those messages', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.integer({ min: -30, max: 30 }), (start, nights) => {
        const result = SCHEMAS.availability.safeParse({
          site: 'villaggio',
          checkin: iso(start),
          checkout: iso(start + nights),
          'guests.adults': '2',
          firstname: 'Anna',
          lastname: 'Rossi',
          email: 'anna@example.com',
        });
        const errors = result.success ? {} : fieldErrors(result.error);
        expect(errors.checkin?.code).toBe(start < 0 ? 'errors.dateInPast' : undefined);
        expect(errors.checkout?.code).toBe(nights <= 0 ? 'errors.checkoutAfterCheckin' : undefined);
      }),
      fuzzParameters(FUZZ_RUNS),
    );
  });
});
