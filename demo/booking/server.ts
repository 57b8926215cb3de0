import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FaultSwitch } from '../faults.ts';
import { type Answer, createIdempotencyStore, headerSubset, idempotencyKey, isEmail, json, send, sha256, truncated } from '../http.ts';
import type { RecordedRequest, Recorder } from '../recorder.ts';
import { type SiteSettings, validateCustomerRequest } from './validate.ts';

/** The longest request target (path and query) the engine's server reads: 8 KiB, the common web server default. */
export const MAX_REQUEST_TARGET = 8192;

export type BookingOptions = {
  /** Accepted `widgetapikey` values (env `DEMO_BOOKING_KEYS`). */
  keys: string[];
  /** `booking-settings.json` of the demo content: the hotels this engine knows. */
  settingsFile: string;
};

function loadSettings(file: string): Partial<Record<string, SiteSettings>> {
  if (!existsSync(file)) return {};
  const [first] = JSON.parse(readFileSync(file, 'utf8')) as Record<string, SiteSettings>[];
  return { villaggio: first?.villaggio, campeggio: first?.campeggio };
}

/**
 * The third-party booking engine's customer-request endpoint (docs/product.md "Upstreams"):
 * `POST /customer-request?type=…&hotel=…&…` with every field in the query, no body.
 * Mounted under `/booking` by `demo/server.ts`.
 */
export function createBooking(options: BookingOptions, faults: FaultSwitch, recorder: Recorder) {
  const keys = new Set(options.keys);
  const settings = loadSettings(options.settingsFile);
  const idempotency = createIdempotencyStore();

  async function handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL) {
    // The engine takes no body; whatever comes is read and ignored.
    req.resume();
    const query = Object.fromEntries(url.searchParams);
    const record = (status: number, extra: Partial<Omit<RecordedRequest, 'at' | 'query'>> = {}) =>
      recorder.record('booking', {
        method: req.method ?? 'GET',
        path,
        search: url.search,
        headers: headerSubset(req),
        status,
        ...extra,
      });

    // Every field travels in the address, which the engine's web server caps, as Apache and nginx do.
    if ((req.url ?? '').length > MAX_REQUEST_TARGET) {
      record(414);
      return send(res, json(414, { ok: false, error: `request target longer than ${MAX_REQUEST_TARGET} bytes` }));
    }
    if (path !== '/customer-request') {
      record(404);
      return send(res, json(404, { ok: false, error: 'not found' }));
    }
    if (req.method !== 'POST') {
      record(405);
      return send(res, json(405, { ok: false, error: 'method not allowed' }), { Allow: 'POST' });
    }

    const fault = await faults.apply('booking', path + url.search);
    const faulted = fault === 'ok' ? {} : { fault };
    if (fault === 'fail') {
      record(503, faulted);
      return send(res, json(503, { ok: false, error: 'service unavailable' }));
    }

    if (fault === 'reject') {
      // Refused as the engine refuses a request it will not take: 400 and its reason, nothing kept.
      const error = faults.reason('booking', path + url.search, 'the hotel takes no requests for these dates');
      record(400, { ...faulted, outcome: { error } });
      return send(res, json(400, { ok: false, error }));
    }

    const key = idempotencyKey(req);
    const fingerprint = sha256(path, [...url.searchParams].sort(([a], [b]) => a.localeCompare(b)).join('&'));
    const previous = idempotency.lookup(key, fingerprint);
    if (previous.kind === 'replay') {
      // A retry: the first answer again, and no second customer request (the first entry counts the replay).
      return send(res, fault === 'malformed' ? truncated(previous.answer) : previous.answer, { 'Idempotent-Replayed': 'true' });
    }

    let answer: Answer;
    let outcome: unknown;
    if (previous.kind === 'invalid') {
      answer = previous.answer;
      outcome = JSON.parse(answer.body);
    } else if (query.widgetapikey === undefined || !keys.has(query.widgetapikey)) {
      answer = json(401, { ok: false, error: 'invalid widgetapikey' });
      outcome = { error: 'invalid widgetapikey' };
    } else {
      const error = validateCustomerRequest(url.searchParams, settings, isEmail);
      if (error) {
        answer = json(400, { ok: false, error });
        outcome = { error };
      } else {
        const requestId = randomUUID();
        answer = json(200, { ok: true, requestId });
        outcome = { requestId };
      }
    }
    const entry = record(answer.status, { ...faulted, outcome });
    idempotency.remember(key, fingerprint, answer, () => {
      entry.replays = (entry.replays ?? 0) + 1;
    });
    // `malformed`: the request was processed (a retry with the same key gets the real answer), the reply is broken.
    send(res, fault === 'malformed' ? truncated(answer) : answer);
  }

  return { handle };
}
