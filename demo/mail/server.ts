import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FaultSwitch } from '../faults.ts';
import { type Answer, createIdempotencyStore, headerSubset, idempotencyKey, json, readBody, send, sha256, truncated } from '../http.ts';
import type { RecordedRequest, Recorder } from '../recorder.ts';

/** Largest request body the mail endpoint takes: 12 MB (attachments travel base64-encoded inside it). */
export const MAIL_BODY_LIMIT = 12 * 1024 * 1024;
/** How much of `htmlData` the log keeps. */
const HTML_HEAD = 2000;
const FORM = /^[\w-]{1,64}$/;
/**
 * Strict base64: whole quads of the alphabet, `=` padding only at the end. Checked without a
 * repeated group: V8 backtracks through `(?:…{4})*` and overflows its stack past about 3 MiB of
 * attachment, which the site accepts up to 5 MiB.
 */
const BASE64_CHARS = /^[A-Za-z0-9+/]*={0,2}$/;
export function isStrictBase64(text: string): boolean {
  return text.length % 4 === 0 && BASE64_CHARS.test(text);
}
const MEDIA_TYPE = /^[\w.+-]+\/[\w.+-]+$/;

type Attachment = { filename: string; contentType: string; contentBase64: string };

export type MailSummary = {
  form: string;
  name: string;
  attachments: { filename: string; contentType: string; size: number }[];
  htmlDataLength: number;
  htmlDataStart: string;
};

/** The body's problem, or the message it carries. */
function parseMessage(raw: Buffer, form: string, name: string): { error: string } | { summary: MailSummary } {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return { error: 'body is not JSON' };
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { error: 'body must be a JSON object { form, attachments, htmlData }' };
  const { form: bodyForm, attachments, htmlData } = body as Record<string, unknown>;
  if (bodyForm !== form) return { error: `form must be "${form}", as in the path` };
  if (!Array.isArray(attachments)) return { error: 'attachments must be an array (empty when there are none)' };
  if (typeof htmlData !== 'string' || htmlData.trim() === '') return { error: 'htmlData must be a non-empty string' };
  const files: MailSummary['attachments'] = [];
  for (const [index, item] of (attachments as unknown[]).entries()) {
    const { filename, contentType, contentBase64 } = (item ?? {}) as Partial<Attachment>;
    if (typeof filename !== 'string' || filename === '' || filename.length > 255 || /[/\\\0]/.test(filename)) {
      return { error: `attachments[${index}].filename must be a plain file name` };
    }
    if (typeof contentType !== 'string' || !MEDIA_TYPE.test(contentType))
      return { error: `attachments[${index}].contentType must be a media type` };
    if (typeof contentBase64 !== 'string' || contentBase64 === '' || !isStrictBase64(contentBase64)) {
      return { error: `attachments[${index}].contentBase64 must be base64` };
    }
    files.push({ filename, contentType, size: Buffer.byteLength(contentBase64, 'base64') });
  }
  return { summary: { form, name, attachments: files, htmlDataLength: htmlData.length, htmlDataStart: htmlData.slice(0, HTML_HEAD) } };
}

/**
 * The site's mail endpoint (docs/product.md "Upstreams"): `POST /{form}/send?name={name}` with a JSON body
 * `{ form, attachments: [{ filename, contentType, contentBase64 }], htmlData }`.
 * Sends nothing: every message is kept in the log (`/__requests/mail`). Mounted under `/mail`.
 */
export function createMail(faults: FaultSwitch, recorder: Recorder) {
  const idempotency = createIdempotencyStore();

  async function handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL) {
    const record = (status: number, extra: Partial<Omit<RecordedRequest, 'at' | 'query'>> = {}) =>
      recorder.record('mail', { method: req.method ?? 'GET', path, search: url.search, headers: headerSubset(req), status, ...extra });

    const match = /^\/([^/]+)\/send$/.exec(path);
    let form: string | undefined;
    try {
      form = match?.[1] ? decodeURIComponent(match[1]) : undefined;
    } catch {
      form = undefined;
    }
    if (!form) {
      req.resume();
      record(404);
      return send(res, json(404, { ok: false, error: 'not found' }));
    }
    if (req.method !== 'POST') {
      req.resume();
      record(405);
      return send(res, json(405, { ok: false, error: 'method not allowed' }), { Allow: 'POST' });
    }
    const body = await readBody(req, MAIL_BODY_LIMIT);
    if (!body.ok) {
      record(413, { body: { bytes: body.received } });
      return send(res, json(413, { ok: false, error: `body is larger than ${MAIL_BODY_LIMIT} bytes` }), { Connection: 'close' });
    }

    const fault = await faults.apply('mail', path + url.search);
    const faulted = fault === 'ok' ? {} : { fault };
    if (fault === 'fail') {
      record(503, { ...faulted, body: { bytes: body.bytes.length } });
      return send(res, json(503, { ok: false, error: 'service unavailable' }));
    }

    if (fault === 'reject') {
      // Refused as the endpoint refuses a message: 400 and its reason, nothing kept.
      const error = faults.reason('mail', path + url.search, 'message refused by the mail server');
      record(400, { ...faulted, body: { bytes: body.bytes.length }, outcome: { error } });
      return send(res, json(400, { ok: false, error }));
    }

    const key = idempotencyKey(req);
    const fingerprint = sha256(path + url.search, body.bytes);
    const previous = idempotency.lookup(key, fingerprint);
    if (previous.kind === 'replay') {
      // A retry: the first answer again, and no second message (the first entry counts the replay).
      return send(res, fault === 'malformed' ? truncated(previous.answer) : previous.answer, { 'Idempotent-Replayed': 'true' });
    }

    const name = url.searchParams.get('name') ?? '';
    const parsed = !FORM.test(form)
      ? { error: 'form must be letters, digits, - or _' }
      : name.trim() === ''
        ? { error: 'name is required' }
        : parseMessage(body.bytes, form, name);
    let answer: Answer;
    let entry: RecordedRequest;
    if (previous.kind === 'invalid') {
      answer = previous.answer;
      entry = record(answer.status, { ...faulted, body: { bytes: body.bytes.length }, outcome: JSON.parse(answer.body) });
    } else if ('error' in parsed) {
      answer = json(400, { ok: false, error: parsed.error });
      entry = record(400, { ...faulted, body: { bytes: body.bytes.length }, outcome: { error: parsed.error } });
    } else {
      const messageId = randomUUID();
      answer = json(200, { ok: true, messageId });
      entry = record(200, { ...faulted, body: parsed.summary, outcome: { messageId } });
    }
    idempotency.remember(key, fingerprint, answer, () => {
      entry.replays = (entry.replays ?? 0) + 1;
    });
    // `malformed`: the message was taken (a retry with the same key gets the real answer), the reply is broken.
    send(res, fault === 'malformed' ? truncated(answer) : answer);
  }

  return { handle };
}
