import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Small HTTP helpers shared by the stand-ins (no framework: the stand-ins are plain `node:http`). */

export type Answer = { status: number; headers: Record<string, string>; body: string };

export function json(status: number, body: unknown): Answer {
  return { status, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) };
}

export function html(status: number, body: string): Answer {
  return { status, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body };
}

export function send(res: ServerResponse, answer: Answer, extraHeaders: Record<string, string> = {}): void {
  res.writeHead(answer.status, { 'Cache-Control': 'no-store', ...answer.headers, ...extraHeaders });
  res.end(answer.body);
}

/** A 200 whose body is cut in the middle, as a broken proxy or a crashed upstream would send it. */
export function truncated(answer: Answer, cut = Math.max(1, Math.floor(answer.body.length / 2))): Answer {
  return { status: 200, headers: answer.headers, body: answer.body.slice(0, cut) };
}

export type Body = { ok: true; bytes: Buffer } | { ok: false; tooLarge: true; received: number };

/**
 * Reads the request body, up to `limit` bytes. A larger body is read to its end and discarded
 * (so the client gets the 413 instead of a reset connection), up to 4 × `limit`, past which the
 * connection is dropped.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Body> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    const chunks: Buffer[] = [];
    let received = 0;
    let tooLarge = Number.isFinite(declared) && declared > limit;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) tooLarge = true;
      if (tooLarge) {
        chunks.length = 0;
        if (received > 4 * limit) req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? { ok: false, tooLarge: true, received } : { ok: true, bytes: Buffer.concat(chunks) }));
    // Dropped above (or by the client): settle so the handler does not wait forever.
    req.on('close', () => resolve({ ok: false, tooLarge: true, received }));
    req.on('error', (error) => (tooLarge ? resolve({ ok: false, tooLarge: true, received }) : reject(error)));
  });
}

const RECORDED_HEADERS = ['content-type', 'content-length', 'accept', 'idempotency-key', 'user-agent', 'origin'];

/** The request headers worth showing in `/__requests/{service}`. */
export function headerSubset(req: IncomingMessage): Record<string, string> {
  const subset: Record<string, string> = {};
  for (const name of RECORDED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') subset[name] = value;
  }
  return subset;
}

export function sha256(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

type Stored = { fingerprint: string; answer: Answer; onReplay: () => void };

export type IdempotencyLookup = { kind: 'none' } | { kind: 'invalid'; answer: Answer } | { kind: 'replay'; answer: Answer };

/**
 * `Idempotency-Key` as the IETF draft (draft-ietf-httpapi-idempotency-key-header) describes it:
 * the first accepted answer for a key is kept and sent again for every retry with that key;
 * the same key with a different payload is refused with 422. Only accepted (2xx) answers are
 * kept: a request refused with 4xx, or failed by a fault before it was processed, may be
 * retried with the same key.
 */
export function createIdempotencyStore() {
  const stored = new Map<string, Stored>();
  return {
    /** `fingerprint` identifies the payload (a hash of what the request carries). */
    lookup(key: string | undefined, fingerprint: string): IdempotencyLookup {
      if (key === undefined) return { kind: 'none' };
      if (key.length === 0 || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) {
        return { kind: 'invalid', answer: json(400, { ok: false, error: 'Idempotency-Key must be 1-255 visible ASCII characters' }) };
      }
      const previous = stored.get(key);
      if (!previous) return { kind: 'none' };
      if (previous.fingerprint !== fingerprint) {
        return { kind: 'invalid', answer: json(422, { ok: false, error: 'Idempotency-Key was already used with a different payload' }) };
      }
      previous.onReplay();
      return { kind: 'replay', answer: previous.answer };
    },
    remember(key: string | undefined, fingerprint: string, answer: Answer, onReplay: () => void): void {
      if (key !== undefined && answer.status >= 200 && answer.status < 300) stored.set(key, { fingerprint, answer, onReplay });
    },
  };
}

export function idempotencyKey(req: IncomingMessage): string | undefined {
  const value = req.headers['idempotency-key'];
  return typeof value === 'string' ? value : undefined;
}

export const EMAIL_PATTERN = /^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]{2,}$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}
