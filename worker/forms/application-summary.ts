import type { z } from 'zod/mini';
import type { FormState, positionApplicationSchema, SpontaneousApplication, UploadedFile } from '../../shared/forms/index.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';

type Summary = NonNullable<FormState['summary']>;

/** Long enough for any real file name; the confirmation's layout stays whole. */
const FILE_NAME_MAX = 120;

/**
 * The file's name as the applicant's computer called it, for their own confirmation only (what
 * staff get is named by the server, shared/forms/uploads.ts `uploadName`). Without a folder an
 * old browser may prefix, control or direction characters, or more than fits a line.
 */
export function shownFileName(file: UploadedFile, fallback: string): string {
  const base = file.name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, FILE_NAME_MAX);
  return clean || fallback;
}

/** What a spontaneous application sent, for its confirmation: who, for which roles, with which CV. */
export function applicationSummary(data: SpontaneousApplication, cvName: string, locale: Locale): Summary {
  const a = getMessages(locale).forms.application;
  const roles = data.roles.map((role) => a.roles[role]).join(', ');
  return [
    { label: a.summaryName, value: `${data.name} ${data.surname}` },
    ...(roles ? [{ label: a.summaryRoles, value: roles }] : []),
    { label: a.summaryCv, value: shownFileName(data.cv, cvName) },
  ];
}

/** What an application for a position sent: who, for which position, with which document. */
export function positionSummary(
  data: z.infer<typeof positionApplicationSchema>,
  documentName: string,
  position: string,
  locale: Locale,
): Summary {
  const f = getMessages(locale).forms;
  return [
    { label: f.application.summaryName, value: `${data.name} ${data.surname}` },
    ...(position ? [{ label: f.position.summaryPosition, value: position }] : []),
    { label: f.position.summaryDocument, value: shownFileName(data.document, documentName) },
  ];
}
