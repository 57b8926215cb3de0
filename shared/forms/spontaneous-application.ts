import * as z from 'zod/mini';
import { LOCALES } from '../locales.ts';
import { dayNumber, parseIsoDate } from './dates.ts';
import type { FieldErrors } from './errors.ts';
import {
  choices,
  consent,
  dayMonthYear,
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
import { MAX_UPLOAD_BYTES } from './uploads.ts';

export const ROLES = ['reception', 'market', 'restaurant', 'maintenance', 'cleaning'] as const;
export const LANGUAGE_LEVELS = ['basic', 'intermediate', 'good', 'native'] as const;
export const DOCUMENTS = ['identity', 'taxCode', 'residencePermit', 'accommodationSuitability'] as const;
export const PREFERENCES = ['meals', 'lodging', 'partTimeDay', 'partTimeEvening', 'fullTime'] as const;
export const GENDERS = ['male', 'female'] as const;
export const MARITAL_STATUSES = ['single', 'married'] as const;
export const EXPERIENCE_PLACES = ['italy', 'abroad'] as const;

/** Slots for previous experiences: enough for a season worker's history, all rendered without JavaScript. */
export const EXPERIENCE_SLOTS = 3;

/** The fields spec §3 marks with an asterisk. */
export const APPLICATION_REQUIRED = ['surname', 'name', 'birthplace', 'birthDate', 'cv', 'privacy'] as const;

const MISSING_CODES: ReadonlySet<string> = new Set(['errors.required', 'errors.fileRequired', 'errors.privacyRequired']);

/** True when a starred field is left empty: spec §4's 'Compilare tutti i campi obbligatori.' case. */
export function missesRequired(errors: FieldErrors): boolean {
  return APPLICATION_REQUIRED.some((field) => {
    const error = errors[field];
    return error !== undefined && MISSING_CODES.has(error.code);
  });
}

type TextField = z.ZodMiniType<string, unknown>;

/** `experience.0.place` … `experience.2.end`: flat names, as the form posts them. */
const experienceFields: Record<string, TextField> = Object.fromEntries(
  Array.from({ length: EXPERIENCE_SLOTS }, (_, index) => [
    [`experience.${index}.place`, optionalChoice(EXPERIENCE_PLACES)],
    [`experience.${index}.workplace`, optionalText(120)],
    [`experience.${index}.sector`, optionalText(120)],
    [`experience.${index}.start`, monthYear()],
    [`experience.${index}.end`, monthYear()],
  ]).flat(),
);

/** `language.it` … `language.pl`: a level, or nothing for a language not spoken. */
const languageFields: Record<string, TextField> = Object.fromEntries(
  LOCALES.map((locale) => [`language.${locale}`, optionalChoice(LANGUAGE_LEVELS)]),
);

/** Spec §3's general job application. Only the starred fields are required; the rest is checked when given. */
export const spontaneousApplicationSchema = z
  .object({
    surname: requiredText(100),
    name: requiredText(100),
    birthplace: requiredText(100),
    country: optionalText(100),
    birthDate: dayMonthYear(),
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

export type SpontaneousApplicationSubmission = z.infer<typeof spontaneousApplicationSchema>;
