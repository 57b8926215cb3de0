import { LOCALES } from '../locales.ts';
import { SUBJECT_MAX } from './availability.ts';
import { CONTACT_MESSAGE_MAX } from './contact.ts';
import { childAgeField, MAX_CHILDREN } from './guests.ts';
import { FORM_FIELD, HONEYPOT_FIELD, STAMP_FIELD, TOKEN_FIELD } from './hidden-fields.ts';
import type { FormName } from './names.ts';
import { EXPERIENCE_COUNT_FIELD, experienceField, INTENT_FIELD, MAX_EXPERIENCES } from './experiences.ts';
import { DOCUMENTS, PREFERENCES, ROLES } from './spontaneous-application.ts';

/**
 * The fields each form posts and how long each may be (the schema's own limit): what the worker
 * accepts in a post and what it ever shows back. A field posted twice that is not a checkbox
 * group, or a hidden field over its length, is a tampered post (docs/product.md "Forms: bot check").
 */
type PostedField = { max: number; kind: 'text' | 'file' } | { max: number; kind: 'group'; options: readonly string[] };

const text = (max: number): PostedField => ({ max, kind: 'text' });
/** A checkbox group: each value is one of `options`, each at most once. */
const group = (options: readonly string[]): PostedField => ({
  max: Math.max(...options.map((option) => option.length)),
  kind: 'group',
  options,
});
const file: PostedField = { max: 0, kind: 'file' };
const CHECKBOX = text(2);
const DATE = text(10);
const CHOICE = text(20);

/** Longest bot-check token taken: reCAPTCHA's are 1–2 KB; anything longer is not one. */
const MAX_TOKEN_LENGTH = 4096;

/** The hidden fields every form carries (hidden-fields.ts). */
const HIDDEN_FIELDS: Record<string, PostedField> = {
  [FORM_FIELD]: text(32),
  [TOKEN_FIELD]: text(MAX_TOKEN_LENGTH),
  // `{ms}.{64 hex}` (form-stamp.ts).
  [STAMP_FIELD]: text(96),
  [HONEYPOT_FIELD]: text(200),
};

const experienceFields = Object.fromEntries(
  Array.from({ length: MAX_EXPERIENCES }, (_, index) => [
    [experienceField(index, 'place'), CHOICE],
    [experienceField(index, 'workplace'), text(120)],
    [experienceField(index, 'sector'), text(120)],
    [experienceField(index, 'start'), text(7)],
    [experienceField(index, 'end'), text(7)],
  ]).flat(),
);

/** One age per child the form can count (`child.1.age` …). */
const childAgeFields = Object.fromEntries(Array.from({ length: MAX_CHILDREN }, (_, index) => [childAgeField(index + 1), text(2)]));

const languageFields = Object.fromEntries(LOCALES.map((locale) => [`language.${locale}`, CHOICE]));

export const POSTED_FIELDS: Record<FormName, Record<string, PostedField>> = {
  newsletter: { email: text(254), privacy: CHECKBOX },
  availability: {
    site: CHOICE,
    checkin: DATE,
    checkout: DATE,
    'guests.adults': text(10),
    'guests.children': text(10),
    ...childAgeFields,
    subject: text(SUBJECT_MAX),
    firstname: text(100),
    lastname: text(100),
    email: text(254),
    phone: text(25),
    request: text(5000),
  },
  application: {
    surname: text(100),
    name: text(100),
    birthplace: text(100),
    country: text(100),
    birthDate: DATE,
    gender: CHOICE,
    maritalStatus: CHOICE,
    street: text(150),
    postcode: text(12),
    city: text(100),
    province: text(100),
    addressCountry: text(100),
    phone: text(25),
    email: text(254),
    ...experienceFields,
    // How many experience blocks the form shows, and the button that adds or removes one.
    [EXPERIENCE_COUNT_FIELD]: text(2),
    [INTENT_FIELD]: text(20),
    roles: group(ROLES),
    drivingLicence: CHECKBOX,
    availableFrom: DATE,
    availableTo: DATE,
    ...languageFields,
    documents: group(DOCUMENTS),
    preferences: group(PREFERENCES),
    cv: file,
    privacy: CHECKBOX,
  },
  position: { name: text(100), surname: text(100), email: text(254), phone: text(25), document: file, privacy: CHECKBOX },
  contact: { name: text(100), email: text(254), message: text(CONTACT_MESSAGE_MAX), privacy: CHECKBOX },
};

type Entry = [string, string | { size: number }];

/**
 * Whether a post is well formed for its form: no field but a checkbox group twice (a second,
 * empty `botcheck-token` would hide the first), and no hidden field over its length. The
 * visible fields' lengths are the schema's to refuse, with a message on the field.
 */
export function isWellFormed(form: FormName, entries: Iterable<Entry>): boolean {
  const own = POSTED_FIELDS[form];
  const seen = new Set<string>();
  for (const [name, value] of entries) {
    const field = HIDDEN_FIELDS[name] ?? own[name];
    if (!field) continue;
    if (field.kind !== 'group' && seen.has(name)) return false;
    seen.add(name);
    if (name in HIDDEN_FIELDS && (typeof value !== 'string' || value.length > field.max)) return false;
  }
  return true;
}

/** What a re-rendered form shows again: only this form's own text fields, each cut to its length. */
export function echoedValues(form: FormName, values: Record<string, unknown>): Record<string, string | string[]> {
  const shown: Record<string, string | string[]> = {};
  for (const [name, field] of Object.entries(POSTED_FIELDS[form])) {
    const value = values[name];
    if (field.kind === 'file') continue;
    if (typeof value === 'string') shown[name] = value.slice(0, field.max);
    else if (Array.isArray(value) && field.kind === 'group') {
      shown[name] = field.options.filter((option) => value.includes(option));
    } else if (Array.isArray(value) && typeof value[0] === 'string') shown[name] = value[0].slice(0, field.max);
  }
  return shown;
}
