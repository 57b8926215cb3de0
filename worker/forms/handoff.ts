import type { FormName } from '../../shared/forms/index.ts';
import type { Config } from '../config.ts';
import type { DeliveryJob, DeliveryOutcome, MailBody } from './jobs.ts';
import { type MailSection, mailHtml, REFERENCE_MAIL_LABEL } from './mail-html.ts';
import type { StoredSubmission } from './outbox.ts';
import { sendMail } from './upstreams/mail.ts';

/**
 * The last way out of a submission its upstream would not take: a mail to the village's staff
 * through the site's mail endpoint, with every field, the attachment and the upstream's reason
 * (docs/product.md "Forms: nothing accepted is lost"). Staff read Italian.
 */
export const STAFF_HANDOFF_FORM = 'inoltro-staff';

const FORM_TITLES: Record<FormName, string> = {
  newsletter: 'Iscrizione alla newsletter',
  availability: 'Richiesta di disponibilità',
  application: 'Candidatura spontanea',
  position: 'Candidatura a una posizione',
  contact: 'Messaggio dal modulo contatti',
};

/** The upstream, after "rifiutata" and "non consegnata" (Italian contracts the article with the preposition). */
const REFUSED_BY: Record<DeliveryJob['service'], string> = {
  booking: 'dal motore di prenotazione',
  mailing: 'dal servizio newsletter',
  mail: "dall'invio mail del sito",
};
const NOT_DELIVERED_TO: Record<DeliveryJob['service'], string> = {
  booking: 'al motore di prenotazione',
  mailing: 'al servizio newsletter',
  mail: "all'invio mail del sito",
};

/** The booking engine's query parameters, as staff read them (the widget key is never stored). */
const BOOKING_LABELS: Record<string, string> = {
  type: 'Struttura',
  hotel: 'Hotel (id)',
  layout: 'Layout (id)',
  channel: 'Canale (id)',
  checkin: 'Arrivo',
  checkout: 'Partenza',
  guesttypes: 'Ospiti (id categoria e numero)',
  firstname: 'Nome',
  lastname: 'Cognome',
  email: 'Email',
  phone: 'Telefono',
  request: 'Richiesta',
};

function why(submission: StoredSubmission, job: DeliveryJob): string {
  switch (submission.handoff?.reason) {
    case 'refused':
      return `Rifiutata ${REFUSED_BY[job.service]}: va gestita a mano.`;
    case 'unqueued':
      // The delivery queue refused it twice: the site could not try again by itself.
      return `Non consegnata ${NOT_DELIVERED_TO[job.service]}: il sito non è riuscito a ritentare l'invio, va gestita a mano.`;
    default:
      return `Non consegnata ${NOT_DELIVERED_TO[job.service]} dopo ${submission.attempts} tentativi: va gestita a mano.`;
  }
}

function dataSection(job: DeliveryJob): MailSection | null {
  switch (job.service) {
    case 'booking':
      return {
        title: 'Dati della richiesta',
        rows: Object.entries(job.params).map(([name, value]) => [BOOKING_LABELS[name] ?? name, value]),
      };
    case 'mailing':
      return {
        title: 'Dati della richiesta',
        rows: [
          ['Email', job.email],
          ['Gruppo', job.group],
        ],
      };
    case 'mail':
      // The original mail follows in full (its own tables), with the attachments.
      return null;
  }
}

/** The reference the visitor was shown and may quote (worker/forms/reference.ts); not every form gives one. */
const reference = (submission: StoredSubmission): [string, string][] =>
  submission.reference ? [[REFERENCE_MAIL_LABEL, submission.reference]] : [];

/** The original mail's body, kept whole below the hand-off's own heading. */
const innerBody = (html: string) => /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';

/** The mail staff get: why, what, and (for a job application) the original mail and its attachments. */
function handoffMail(submission: StoredSubmission, job: DeliveryJob): { name: string; body: MailBody } {
  const handoff = submission.handoff;
  const sections: MailSection[] = [
    {
      title: 'Perché arriva a voi',
      rows: [
        ['Motivo', why(submission, job)],
        ['Risposta del servizio', handoff?.error ?? submission.lastError ?? ''],
        ['Ricevuta il', submission.receivedAt],
        ['Lingua del sito', submission.locale],
        ...reference(submission),
        ['Codice', submission.id],
      ],
    },
  ];
  const data = dataSection(job);
  if (data) sections.push(data);
  const heading = `Da gestire a mano: ${FORM_TITLES[submission.form]}`;
  let htmlData = mailHtml(heading, sections);
  if (job.service === 'mail') htmlData = htmlData.replace('</body>', `<hr>${innerBody(job.body.htmlData)}</body>`);
  const name =
    job.service === 'booking'
      ? `${job.params.firstname ?? ''} ${job.params.lastname ?? ''}`.trim()
      : job.service === 'mail'
        ? job.name
        : job.email;
  return {
    name: name || submission.id,
    body: { form: STAFF_HANDOFF_FORM, attachments: job.service === 'mail' ? job.body.attachments : [], htmlData },
  };
}

/** One attempt at the staff mail. Its idempotency key is its own: retries of one hand-off send one mail. */
export function sendHandoff(submission: StoredSubmission, job: DeliveryJob, config: Config): Promise<DeliveryOutcome> {
  const { name, body } = handoffMail(submission, job);
  const key = `${submission.id}-handoff-${submission.handoff?.round ?? 1}`;
  return sendMail({ service: 'mail', form: STAFF_HANDOFF_FORM, name, body }, config.MAIL_BASE_URL, key, config.UPSTREAM_TIMEOUT_MS);
}
