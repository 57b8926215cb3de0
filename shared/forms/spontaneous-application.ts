import * as z from 'zod/mini';
import { LOCALES } from '../locales.ts';
import { ageOn, dayMonthYearText, dayNumber, parseIsoDate, parseTypedDate } from './dates.ts';
import type { FieldErrors } from './errors.ts';
import {
  choices,
  consent,
  flag,
  isoDate,
  monthYear,
  optionalChoice,
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredText,
  upload,
} from './fields.ts';
import type { MessageCode } from './errors.ts';
import { EXPERIENCE_COUNT_FIELD, EXPERIENCE_KEYS, experienceField, INTENT_FIELD, MAX_EXPERIENCES } from './experiences.ts';
import { MAX_UPLOAD_BYTES } from './uploads.ts';

export const ROLES = ['reception', 'market', 'restaurant', 'maintenance', 'cleaning'] as const;
export const LANGUAGE_LEVELS = ['basic', 'intermediate', 'good', 'native'] as const;
export const DOCUMENTS = ['identity', 'taxCode', 'residencePermit', 'accommodationSuitability'] as const;
export const PREFERENCES = ['meals', 'lodging', 'partTimeDay', 'partTimeEvening', 'fullTime'] as const;
export const GENDERS = ['male', 'female'] as const;
export const MARITAL_STATUSES = ['single', 'married'] as const;
export const EXPERIENCE_PLACES = ['italy', 'abroad'] as const;

/** The youngest applicant the village can employ (docs/product.md "Booking path", forms that help). */
export const APPLICANT_MIN_AGE = 16;

const code = (value: MessageCode) => value;

/**
 * The birth date as the visitor types it in their language's format (or ISO), passed on as
 * `dd/mm/yyyy`. A day after `today` (the site's day at the lake, the same in the browser and
 * the worker: docs/product.md "The site's today") or an applicant under 16 is refused, each with
 * its own message.
 */
export function birthDate(todayIso: string) {
  const today = () => parseIsoDate(todayIso) ?? NO_DAY;
  return z.pipe(
    requiredText(10).check(
      z.refine((value) => parseTypedDate(value) !== null, { message: code('errors.invalidBirthDate'), abort: true }),
      z.refine((value) => dayNumber(parseTypedDate(value) ?? NO_DAY) <= dayNumber(today()), {
        message: code('errors.birthDateInFuture'),
        abort: true,
      }),
      z.refine((value) => ageOn(parseTypedDate(value) ?? NO_DAY, today()) >= APPLICANT_MIN_AGE, code('errors.applicantTooYoung')),
    ),
    z.transform((value) => dayMonthYearText(parseTypedDate(value) ?? NO_DAY)),
  );
}

const NO_DAY = { year: 1970, month: 1, day: 1 };

/** The fields docs/product.md "Forms" marks with an asterisk. */
const APPLICATION_REQUIRED = ['surname', 'name', 'birthplace', 'birthDate', 'cv', 'privacy'] as const;

const MISSING_CODES: ReadonlySet<string> = new Set(['errors.required', 'errors.fileRequired', 'errors.privacyRequired']);

/** True when a starred field is left empty: docs/product.md "Forms"'s 'Compilare tutti i campi obbligatori.' case. */
export function missesRequired(errors: FieldErrors): boolean {
  return APPLICATION_REQUIRED.some((field) => {
    const error = errors[field];
    return error !== undefined && MISSING_CODES.has(error.code);
  });
}

type TextField = z.ZodMiniType<string, unknown>;

/** `experience.0.place` … `experience.9.end`: every block the form can have, each field optional. */
const EXPERIENCE_CHECKS: Record<(typeof EXPERIENCE_KEYS)[number], () => TextField> = {
  place: () => optionalChoice(EXPERIENCE_PLACES),
  workplace: () => optionalText(120),
  sector: () => optionalText(120),
  start: () => monthYear(),
  end: () => monthYear(),
};
const experienceFields: Record<string, TextField> = Object.fromEntries(
  Array.from({ length: MAX_EXPERIENCES }, (_, index) =>
    EXPERIENCE_KEYS.map((key) => [experienceField(index, key), EXPERIENCE_CHECKS[key]()]),
  ).flat(),
);

/** `language.it` … `language.pl`: a level, or nothing for a language not spoken. */
const languageFields: Record<string, TextField> = Object.fromEntries(
  LOCALES.map((locale) => [`language.${locale}`, optionalChoice(LANGUAGE_LEVELS)]),
);

/**
 * The general job application (docs/product.md "Applications"), as on `today`. Only the starred
 * fields are required; the rest is checked when given.
 */
export const spontaneousApplicationSchema = (today: string) =>
  z
    .object({
      surname: requiredText(100),
      name: requiredText(100),
      birthplace: requiredText(100),
      country: optionalText(100),
      birthDate: birthDate(today),
      gender: optionalChoice(GENDERS),
      maritalStatus: optionalChoice(MARITAL_STATUSES),
      street: optionalText(150),
      postcode: optionalText(12),
      city: optionalText(100),
      province: optionalText(100),
      addressCountry: optionalText(100),
      phone: optionalPhone(),
      email: optionalEmail(),
      ...experienceFields,
      // How many blocks the form showed, and the add or remove button that posted it (experiences.ts): never sent on.
      [EXPERIENCE_COUNT_FIELD]: optionalText(2),
      [INTENT_FIELD]: optionalText(20),
      roles: choices(ROLES),
      drivingLicence: flag(),
      availableFrom: isoDate(false),
      availableTo: isoDate(false),
      ...languageFields,
      documents: choices(DOCUMENTS),
      preferences: choices(PREFERENCES),
      cv: upload(MAX_UPLOAD_BYTES),
      privacy: consent(),
    })
    // Runs even when other fields have problems, so every message shows at once.
    .check(
      z.refine((value) => dayNumber(date(value.availableTo)) >= dayNumber(date(value.availableFrom)), {
        path: ['availableTo'],
        message: 'errors.endBeforeStart',
        when: ({ value }) => {
          const raw = value as Record<string, unknown>;
          return parseIsoDate(String(raw.availableFrom ?? '')) !== null && parseIsoDate(String(raw.availableTo ?? '')) !== null;
        },
      }),
    );

const date = (value: unknown) => parseIsoDate(String(value ?? '')) ?? { year: 1970, month: 1, day: 1 };

export type SpontaneousApplication = z.infer<ReturnType<typeof spontaneousApplicationSchema>>;
