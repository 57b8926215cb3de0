/** The HTML body of a job-form mail: a table of labelled values, every one escaped. */

import { escapeHtml } from '../render/escape-html.ts';

export type MailSection = { title: string; rows: [label: string, value: string][] };

export function mailHtml(heading: string, sections: MailSection[]): string {
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
  return `<!doctype html><html><body><h1>${escapeHtml(heading)}</h1>${body}</body></html>`;
}
