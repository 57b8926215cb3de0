import type { BookingSite } from '../../shared/forms/index.ts';

/**
 * A delivery, as stored while it waits: everything needed to make the upstream call again,
 * except secrets (the widget key is added when it is sent).
 */
export type DeliveryJob =
  | { service: 'booking'; site: BookingSite; params: Record<string, string> }
  | { service: 'mailing'; email: string; group: string }
  | { service: 'mail'; form: string; name: string; body: MailBody };

export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

/** `POST /mail/{form}/send` (docs/product.md "Upstreams"). */
export type MailBody = { form: string; attachments: MailAttachment[]; htmlData: string };

/**
 * What an attempt came to. `delivered` carries what the visitor is told (a newsletter address
 * may turn out to be registered already); `rejected` will never succeed (the upstream refused
 * the content); `failed` may succeed later.
 */
export type DeliveryOutcome =
  | { outcome: 'delivered'; detail?: 'already-registered' }
  | { outcome: 'rejected'; error: string }
  | { outcome: 'failed'; error: string };
