import * as z from 'zod/mini';
import { isMonthYear, parseDayMonthYear, parseIsoDate } from './dates.ts';
import type { MessageCode } from './errors.ts';
import { isUploadedFile, type UploadedFile } from './values.ts';

/** Zod pieces the form schemas share. Every issue's message is a `MessageCode`, translated where it is shown. */

const code = (value: MessageCode) => value;
export const REQUIRED = code('errors.required');

/** A field posted twice (or a tampered form) counts by its first value. */
const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/**
 * Control characters (C0, DEL, C1) and the Unicode line and paragraph separators: a one-line
 * field has none of them, so a CR/LF in a name never reaches a mail header or an upstream's
 * parameter. A multi-line field keeps tab, CR and LF.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above, tab, CR and LF aside
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;

const oneLine = () => z.refine<string>((value) => !CONTROL_CHARACTERS.test(value), code('errors.controlCharacters'));

/**
 * Bidirectional controls (embeddings, overrides, isolates), zero-width spaces and joiners, the
 * directional marks, the word joiner and the byte-order mark: invisible, yet a U+202E turns how
 * a name reads in the staff mail or at the booking engine around. A one-line value loses them
 * silently (docs/product.md "Forms: fields and uploads"): a visitor never typed them on purpose,
 * and what is stored, summarised and sent upstream is the same clean text.
 */
const INVISIBLE_FORMATTING = /[\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

const withoutInvisibles = () => z.overwrite<string>((value) => value.replace(INVISIBLE_FORMATTING, ''));

/** Missing or blank → the required message; longer than `max` → too long; one line. */
export function requiredText(max = 200, required: MessageCode = REQUIRED) {
  return z.pipe(
    z.transform(first),
    z
      .string({ error: required })
      .check(withoutInvisibles(), z.trim(), z.minLength(1, required), z.maxLength(max, code('errors.tooLong')), oneLine()),
  );
}

/** Missing or blank → `''`; one line. */
export function optionalText(max = 200) {
  return z.pipe(
    z.transform((value) => first(value) ?? ''),
    z.string({ error: code('errors.tooLong') }).check(withoutInvisibles(), z.trim(), z.maxLength(max, code('errors.tooLong')), oneLine()),
  );
}

/** A textarea: missing or blank → `''`; line breaks and tabs kept, other control characters refused. */
export function optionalMultilineText(max = 5000) {
  return z.pipe(
    z.transform((value) => first(value) ?? ''),
    z.string({ error: code('errors.tooLong') }).check(
      z.trim(),
      z.maxLength(max, code('errors.tooLong')),
      z.refine((value) => !CONTROL_CHARACTERS_BUT_LINES.test(value), code('errors.controlCharacters')),
    ),
  );
}

export function email(required: MessageCode = REQUIRED, invalid: MessageCode = code('errors.invalidEmail')) {
  return z.pipe(
    z.transform(first),
    z.pipe(
      z.string({ error: required }).check(withoutInvisibles(), z.trim(), z.minLength(1, required), z.maxLength(254, invalid)),
      z.email({ error: invalid }),
    ),
  );
}

export function optionalEmail() {
  const invalid = code('errors.invalidEmail');
  return optionalText(254).check(z.refine((value) => value === '' || z.email().safeParse(value).success, invalid));
}

/** The booking engine's rule (demo/README.md): a digit first (after an optional `+`), then digits, spaces and `()./-`. */
export const PHONE_PATTERN = /^\+?\d[\d ()./-]{4,24}$/;

export function optionalPhone() {
  return optionalText(25).check(z.refine((value) => value === '' || PHONE_PATTERN.test(value), code('errors.invalidPhone')));
}

/** A checkbox that must be ticked. */
export function consent(message: MessageCode = code('errors.privacyRequired')) {
  return z.pipe(z.transform(first), z.literal('on', { error: message }));
}

/** A checkbox that may be left empty. */
export function flag() {
  return z.pipe(
    z.transform((value) => first(value) === 'on'),
    z.boolean(),
  );
}

/** One of a fixed set, or required. */
export function choice<const T extends readonly [string, ...string[]]>(options: T) {
  return z.pipe(z.transform(first), z.enum(options, { error: code('errors.invalidChoice') }));
}

/** One of a fixed set, or nothing (`''`). */
export function optionalChoice<const T extends readonly [string, ...string[]]>(options: T) {
  return z.pipe(
    z.transform((value) => first(value) ?? ''),
    z.union([z.literal(''), z.enum(options)], { error: code('errors.invalidChoice') }),
  );
}

/** A checkbox group: none, one or several of a fixed set, each once. */
export function choices<const T extends readonly [string, ...string[]]>(options: T) {
  return z.pipe(
    z.transform((value) => (value === undefined ? [] : Array.isArray(value) ? [...new Set(value)] : [value])),
    z
      .array(z.enum(options, { error: code('errors.invalidChoice') }))
      .check(z.maxLength(options.length, { error: code('errors.invalidChoice') })),
  );
}

/** A guest count from a number input: blank is 0. */
export function count() {
  const invalid = code('errors.invalidCount');
  return z.pipe(
    z.transform((value) => {
      const text = String(first(value) ?? '').trim();
      return text === '' ? 0 : Number(text);
    }),
    z.number({ error: invalid }).check(z.int(invalid), z.gte(0, invalid), z.lte(20, invalid)),
  );
}

/** `yyyy-mm-dd` from a date input. */
export function isoDate(required = true) {
  const text = required ? requiredText(10) : optionalText(10);
  return text.check(z.refine((value) => (!required && value === '') || parseIsoDate(value) !== null, code('errors.invalidDate')));
}

/** `dd/mm/yyyy`, typed. */
export function dayMonthYear() {
  return requiredText(10).check(z.refine((value) => parseDayMonthYear(value) !== null, code('errors.invalidBirthDate')));
}

/** `mm/yyyy`, typed, or nothing. */
export function monthYear() {
  return optionalText(7).check(z.refine((value) => value === '' || isMonthYear(value), code('errors.invalidDate')));
}

/** A chosen file within the size limit; its type is sniffed from its bytes afterwards (`uploads.ts`). */
export function upload(maxBytes: number) {
  return z
    .custom<UploadedFile>(isUploadedFile, { error: code('errors.fileRequired') })
    .check(z.refine((file) => file.size <= maxBytes, code('errors.fileTooLarge')));
}
