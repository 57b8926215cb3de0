import { LOCALES } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { pick } from './mix.ts';

/** The forms the load sends: the footer's newsletter from any page, the availability request from the booking page. */
export type LoadForm = 'newsletter' | 'availability';

export type Submission = { form: LoadForm; path: string; body: string; marker: string };

const day = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
};

/**
 * Builds posts a visitor's browser sends with JavaScript: a fresh bot-check token of the demo's
 * format for the form's action (each token is single-use), which the worker verifies at the
 * stand-in. Every post carries a marker of its own in the e-mail address, to find it there.
 */
export function submissionFactory(runId: string) {
  const homes = LOCALES.map((locale) => buildPath('home', locale));
  const bookings = LOCALES.map((locale) => buildPath('booking', locale));
  let sequence = 0;
  // Issue times a second back and strictly increasing: the demo refuses a token it has seen.
  let issuedAt = 0;

  return function next(): Submission {
    sequence += 1;
    const form: LoadForm = Math.random() < 0.7 ? 'newsletter' : 'availability';
    const marker = `load-${runId}-${sequence}`;
    issuedAt = Math.max(Date.now() - 1000, issuedAt + 1);
    const common = { form, email: `${marker}@example.com`, 'botcheck-token': `demo.${form}.0.9.${issuedAt}-${runId}${sequence}` };
    const fields: Record<string, string> =
      form === 'newsletter'
        ? { ...common, privacy: 'on' }
        : {
            ...common,
            site: pick(['villaggio', 'campeggio']),
            checkin: day(30),
            checkout: day(37),
            'guests.adults': '2',
            'guests.children': '1',
            'guests.childAge.1': '6',
            firstname: 'Carico',
            lastname: 'Prova',
          };
    return { form, path: pick(form === 'newsletter' ? homes : bookings), body: new URLSearchParams(fields).toString(), marker };
  };
}
