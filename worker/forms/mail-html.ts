/** The HTML body of a job-form mail: a table of labelled values, every one escaped. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

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
