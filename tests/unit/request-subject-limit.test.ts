import { describe, expect, it } from 'vitest';
import { availabilitySchema, engineRequestText, SUBJECT_LABEL_MAX_BYTES, SUBJECT_MAX } from '../../shared/forms/index.ts';
import { LOCALES } from '../../shared/locales.ts';
import { getMessages } from '../../shared/i18n/index.ts';

const TODAY = '2027-03-01';
const post = (fields: Record<string, string>) => ({
  site: 'villaggio',
  checkin: '2027-06-01',
  checkout: '2027-06-08',
  'guests.adults': '2',
  'guests.children': '0',
  firstname: 'Anna',
  lastname: 'Rossi',
  email: 'anna@example.com',
  ...fields,
});

/** The engine's request text as the worker sends it, once encoded into its address. */
const encodedLength = (text: string) => new URLSearchParams({ request: text }).toString().length - 'request='.length;

describe('the request text and the subject line share the engine’s 4 KiB', () => {
  const staffLabel = getMessages('it').forms.availability.subject;
  const schema = availabilitySchema(TODAY);

  it('takes a request at the limit alone, and refuses it with a long subject, on the request field', () => {
    const request = 'Lago di Garda. '.repeat(300).slice(0, 4000);
    expect(schema.safeParse(post({ request })).success).toBe(true);
    const subject = 'Maxicaravan Lake Desiderio, prima fila';
    const result = schema.safeParse(post({ request, subject }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['request', 'errors.tooLong']]);
  });

  it('never sends the engine more than 4 KiB of request text for what it accepts', () => {
    const subject = '湖'.repeat(SUBJECT_MAX);
    for (const length of [0, 100, 250, 300, 400, 4000]) {
      const request = 'è'.repeat(length);
      const result = schema.safeParse(post({ request, subject }));
      if (!result.success) continue;
      expect(encodedLength(engineRequestText(staffLabel, subject, request)), `${length}`).toBeLessThanOrEqual(4096);
    }
    expect(schema.safeParse(post({ request: 'è'.repeat(250), subject })).success).toBe(true);
  });

  it('keeps room for the staff label of every language', () => {
    for (const locale of LOCALES) {
      const label = getMessages(locale).forms.availability.subject;
      expect(encodedLength(`${label}: \n\n`), locale).toBeLessThanOrEqual(SUBJECT_LABEL_MAX_BYTES);
    }
  });
});
