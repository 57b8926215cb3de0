/** The HTML body of a job-form mail: a table of labelled values, every one escaped. */

import { escapeHtml } from '../render/escape-html.ts';

export type MailSection = { title: string; rows: [label: string, value: string][] };

/** Staff read Italian: the label of the reference the visitor was given to quote. */
export const REFERENCE_MAIL_LABEL = 'Riferimento';

export function mailHtml(heading: string, sections: MailSection[], reference?: string | null): string {
  const body = sections
    .filter((section) => section.rows.length > 0)
    .map((section) => {
      const rows = section.rows
        .map(
          ([label, value]) =>
            `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\r?\n/g, '<br>')}</td></tr>`,
        )
        .join('');
      return `<h2>${escapeHtml(section.title)}</h2><table cellpadding="4">${rows}</table>`;
    })
    .join('');
  // Right under the heading: the first thing staff look for when the visitor writes or calls quoting it.
  const quoted = reference ? `<p>${escapeHtml(REFERENCE_MAIL_LABEL)}: <strong>${escapeHtml(reference)}</strong></p>` : '';
  return `<!doctype html><html><body><h1>${escapeHtml(heading)}</h1>${quoted}${body}</body></html>`;
}
