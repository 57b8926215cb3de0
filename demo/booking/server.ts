import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FaultSwitch } from '../faults.ts';
import {
  type Answer,
  createIdempotencyStore,
  headerSubset,
  html,
  idempotencyKey,
  isEmail,
  json,
  send,
  sha256,
  truncated,
} from '../http.ts';
import { dayOfCookie } from '../../shared/site-day-cookie.ts';
import type { RecordedRequest, Recorder } from '../recorder.ts';
import { bookingPage, errorPage, received } from './page.ts';
import { type SiteSettings, startOfToday, validateBookingPage, validateCustomerRequest } from './validate.ts';

/** The longest request target (path and query) the engine's server reads: 8 KiB, the common web server default. */
export const MAX_REQUEST_TARGET = 8192;

export type BookingOptions = {
  /** Accepted `widgetapikey` values (env `DEMO_BOOKING_KEYS`). */
  keys: string[];
  /** `booking-settings.json` of the demo content: the hotels this engine knows. */
  settingsFile: string;
  /** The engine's today (`YYYY-MM-DD`, the day at the lake) for its past-date checks; absent: the real clock. */
  today?: string | undefined;
};

function loadSettings(file: string): Partial<Record<string, SiteSettings>> {
  if (!existsSync(file)) return {};
  const [first] = JSON.parse(readFileSync(file, 'utf8')) as Record<string, SiteSettings>[];
  return { villaggio: first?.villaggio, campeggio: first?.campeggio };
}

/**
 * The third-party booking engine (docs/product.md "Upstreams"), mounted under `/booking` by
 * `demo/server.ts`: its customer-request endpoint, `POST /customer-request?type=…&hotel=…&…`
 * with every field in the query and no body, and its public booking page, `GET /book?…`, where
 * the site's "book online" leads (docs/product.md "Booking path").
 */
export function createBooking(options: BookingOptions, faults: FaultSwitch, recorder: Recorder) {
  const keys = new Set(options.keys);
  const settings = loadSettings(options.settingsFile);
  const idempotency = createIdempotencyStore();
  // Checked here, so a bad day stops the stand-ins at start rather than at the first request.
  startOfToday(options.today);
  // A browser's `site-today` cookie moves its own visits to that day, as it moves the site's (shared/site-day-cookie.ts).
  const today = (req: IncomingMessage) => startOfToday(dayOfCookie(req.headers.cookie) ?? options.today);

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
      const error = `request target longer than ${MAX_REQUEST_TARGET} bytes`;
      record(414, { outcome: { error } });
      return send(res, path === '/book' ? html(414, errorPage(error, new URLSearchParams())) : json(414, { ok: false, error }));
    }
    if (path === '/book') return bookPage(req, res, url, record);
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
      const error = validateCustomerRequest(url.searchParams, settings, isEmail, today(req));
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

  /** The public booking page: a browser's visit, so HTML, never kept or replayed; the fault switch does not reach it. */
  function bookPage(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    record: (status: number, extra?: Partial<Omit<RecordedRequest, 'at' | 'query'>>) => RecordedRequest,
  ) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      record(405, { outcome: { error: 'method not allowed' } });
      return send(res, html(405, errorPage('method not allowed: the booking page answers GET and HEAD', url.searchParams)), {
        Allow: 'GET, HEAD',
      });
    }
    const error = validateBookingPage(url.searchParams, settings, today(req));
    if (error) {
      record(400, { outcome: { error } });
      return send(res, html(400, errorPage(error, url.searchParams)));
    }
    const shown = received(url.searchParams, settings);
    record(200, { outcome: { shown } });
    send(res, html(200, bookingPage(shown)));
  }

  return { handle };
}
