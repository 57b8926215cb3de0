import type { z } from 'zod/mini';
import { bookingSettingsSchema } from '../../shared/cms/index.ts';
import {
  availabilitySchema,
  contactSchema,
  experienceField,
  filledExperiences,
  APPLICANT_MIN_AGE,
  type FieldErrors,
  type FormName,
  type FormState,
  MAX_CHILDREN,
  type FormValues,
  fieldErrors,
  newsletterSchema,
  PERSON_MIN_AGE,
  positionApplicationSchema,
  type SpontaneousApplication,
  spontaneousApplicationSchema,
  todayAtTheLake,
  UPLOAD_TYPES,
  type UploadedFile,
  uploadName,
  MAX_UPLOAD_MB,
  missesRequired,
  brokenStayRuleValues,
} from '../../shared/forms/index.ts';
import { checkUpload } from '../../shared/forms/upload-contents.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import type { Content } from '../cms/content.ts';
import type { Config } from '../config.ts';
import type { DeliveryJob, MailAttachment } from './jobs.ts';
import { type MailSection, mailHtml } from './mail-html.ts';
import { applicationSummary, positionSummary } from './application-summary.ts';
import { availabilitySummary } from './availability-summary.ts';
import { base64Of } from './base64.ts';
import { stayRulesFrom } from './stay-rules.ts';
import { bookingJob } from './upstreams/booking.ts';

/** What a form needs from the page it was posted on. */
export type FormContext = {
  locale: Locale;
  content: Content;
  config: Config;
  now: Date;
  /** The position a position application is for (its page's title). */
  positionTitle?: string;
};

/** A valid submission turned into its delivery, or the fields to correct. */
type Prepared =
  | { ok: true; job: DeliveryJob; summary?: FormState['summary'] }
  | { ok: false; errors: FieldErrors; missingRequired?: boolean }
  | { ok: false; unavailable: string };

function invalid(error: z.core.$ZodError): Prepared {
  return { ok: false, errors: fieldErrors(error, { size: MAX_UPLOAD_MB }) };
}

/** The forms' texts in Italian, for the mails the staff read (looked up when a mail is written). */
const staffMessages = () => getMessages('it').forms;

async function attachment(file: UploadedFile, field: string, prefix: string, names: string[]): Promise<MailAttachment | FieldErrors> {
  const checked = await checkUpload(file);
  if (!checked.ok) return { [field]: { code: checked.code, values: { size: MAX_UPLOAD_MB, ...checked.values } } };
  return {
    filename: uploadName(prefix, names, checked.kind),
    contentType: UPLOAD_TYPES[checked.kind],
    contentBase64: base64Of(checked.bytes),
  };
}

const isAttachment = (value: MailAttachment | FieldErrors): value is MailAttachment => 'contentBase64' in value;

/** Labels in Italian: the mails are read by the village's staff. */
const label = (value: string, table: Record<string, string>) => table[value] ?? value;

function applicationSections(data: SpontaneousApplication): MailSection[] {
  const staff = staffMessages();
  const a = staff.application;
  // The experience and language fields have generated names (`experience.0.place`, `language.de`).
  const named = data as unknown as Record<string, string | undefined>;
  const row = (name: string, value: string | undefined): [string, string][] => (value ? [[name, value]] : []);
  // Every block the applicant filled in, numbered as the staff will read them (empty ones are left out).
  const experiences: MailSection[] = filledExperiences(named).map((slot, position) => {
    const field = (key: 'place' | 'workplace' | 'sector' | 'start' | 'end') => named[experienceField(slot, key)] ?? '';
    return {
      title: a.experience.replace('{n}', String(position + 1)),
      rows: [
        ...row(a.experiencePlace, field('place') ? label(field('place'), { italy: a.italy, abroad: a.abroad }) : ''),
        ...row(a.workplace, field('workplace')),
        ...row(a.sector, field('sector')),
        ...row(a.startPeriod, field('start')),
        ...row(a.endPeriod, field('end')),
      ],
    };
  });
  const languages = LOCALES.flatMap((locale): [string, string][] => {
    const level = named[`language.${locale}`] ?? '';
    return level ? [[a.languageNames[locale], label(level, a.levels)]] : [];
  });
  return [
    {
      title: a.personal,
      rows: [
        [a.surname, data.surname],
        [a.name, data.name],
        [a.birthplace, data.birthplace],
        ...row(a.country, data.country),
        [a.birthDate, data.birthDate],
        ...row(a.gender, data.gender ? label(data.gender, { male: a.male, female: a.female }) : ''),
        ...row(a.maritalStatus, data.maritalStatus ? label(data.maritalStatus, { single: a.single, married: a.married }) : ''),
      ],
    },
    {
      title: a.address,
      rows: [
        ...row(a.street, data.street),
        ...row(a.postcode, data.postcode),
        ...row(a.city, data.city),
        ...row(a.province, data.province),
        ...row(a.addressCountry, data.addressCountry),
        ...row(a.phone, data.phone),
        ...row(a.email, data.email),
      ],
    },
    ...experiences,
    {
      title: a.role,
      rows: [
        ...row(a.role, data.roles.map((role) => a.roles[role]).join(', ')),
        [a.drivingLicence, data.drivingLicence ? staff.common.yes : staff.common.no],
        ...row(a.availableFrom, data.availableFrom),
        ...row(a.availableTo, data.availableTo),
      ],
    },
    { title: a.languages, rows: languages },
    {
      title: a.documents,
      rows: [
        ...row(a.documents, data.documents.map((document) => a.documentTypes[document]).join(', ')),
        ...row(a.preferences, data.preferences.map((preference) => a.preferenceTypes[preference]).join(', ')),
      ],
    },
  ];
}

/** A mail to the staff through the site's mail endpoint: its form (the endpoint's path), the sender's name, the HTML and files. */
function mailJob(form: string, name: string, htmlData: string, attachments: MailAttachment[], summary?: FormState['summary']): Prepared {
  return { ok: true, job: { service: 'mail', form, name, body: { form, attachments, htmlData } }, ...(summary ? { summary } : {}) };
}

/** The heading of a contact-form mail, for the staff. */
const CONTACT_MAIL_TITLE = 'Messaggio dal modulo contatti';

/**
 * Each form: its schema, and how a valid submission becomes a delivery. `reference` is what the
 * visitor is shown to quote (worker/forms/reference.ts): the staff mail carries it too.
 */
export const FORMS: Record<FormName, (values: FormValues, context: FormContext, reference?: string | null) => Promise<Prepared>> = {
  async newsletter(values, context) {
    const parsed = newsletterSchema.safeParse(values);
    if (!parsed.success) return invalid(parsed.error);
    const group = context.config.MAILING_GROUP.replace('{locale}', context.locale);
    return { ok: true, job: { service: 'mailing', email: parsed.data.email, group } };
  },

  async availability(values, context) {
    // The price list's minimum stays and arrival days (docs/product.md "Booking path").
    const rules = await stayRulesFrom(context.content, context.locale);
    const parsed = availabilitySchema(todayAtTheLake(context.now), rules).safeParse(values);
    if (!parsed.success) {
      const site = values.site === 'campeggio' ? 'campeggio' : 'villaggio';
      const rule = brokenStayRuleValues(rules, values, context.locale);
      return {
        ok: false,
        errors: fieldErrors(parsed.error, { age: PERSON_MIN_AGE[site], max: MAX_CHILDREN, size: MAX_UPLOAD_MB, ...rule }),
      };
    }
    const settings = await context.content.item(context.locale, 'booking-settings', 'default', bookingSettingsSchema);
    if (!settings) return { ok: false, unavailable: 'booking settings could not be read from the CMS' };
    const job = bookingJob(parsed.data, settings, staffMessages().availability.subject);
    return job
      ? { ok: true, job, summary: availabilitySummary(parsed.data, context.locale) }
      : { ok: false, unavailable: `booking settings lack an age category for ${parsed.data.site}` };
  },

  async application(values, context, reference) {
    const parsed = spontaneousApplicationSchema(todayAtTheLake(context.now)).safeParse(values);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error, { size: MAX_UPLOAD_MB, minAge: APPLICANT_MIN_AGE });
      return { ok: false, errors, missingRequired: missesRequired(errors) };
    }
    const data = parsed.data;
    const cv = await attachment(data.cv, 'cv', 'cv', [data.surname, data.name]);
    if (!isAttachment(cv)) return { ok: false, errors: cv };
    const htmlData = mailHtml(`${staffMessages().application.title}: ${data.name} ${data.surname}`, applicationSections(data), reference);
    const summary = applicationSummary(data, cv.filename, context.locale);
    return mailJob('candidatura-spontanea', `${data.name} ${data.surname}`, htmlData, [cv], summary);
  },

  async position(values, context, reference) {
    const parsed = positionApplicationSchema.safeParse(values);
    if (!parsed.success) return invalid(parsed.error);
    const data = parsed.data;
    const document = await attachment(data.document, 'document', 'candidatura', [data.surname, data.name]);
    if (!isAttachment(document)) return { ok: false, errors: document };
    const position = context.positionTitle ?? '';
    const p = staffMessages().position;
    const htmlData = mailHtml(
      `${p.title}: ${position}`,
      [
        {
          title: position,
          rows: [
            [p.name, data.name],
            [p.surname, data.surname],
            [p.email, data.email],
            ...(data.phone ? [[p.phone, data.phone] satisfies [string, string]] : []),
          ],
        },
      ],
      reference,
    );
    const summary = positionSummary(data, document.filename, position, context.locale);
    return mailJob('candidatura-posizione', `${data.name} ${data.surname}`, htmlData, [document], summary);
  },

  async contact(values, context) {
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) return invalid(parsed.error);
    const data = parsed.data;
    // Staff read Italian, and answer in the visitor's language: the mail says which one the page was in.
    const htmlData = mailHtml(`${CONTACT_MAIL_TITLE}: ${data.name}`, [
      {
        title: CONTACT_MAIL_TITLE,
        rows: [
          ['Nome', data.name],
          ['Email', data.email],
          ['Lingua del visitatore', staffMessages().application.languageNames[context.locale]],
          ['Messaggio', data.message],
        ],
      },
    ]);
    return mailJob('contatto', data.name, htmlData, []);
  },
};
