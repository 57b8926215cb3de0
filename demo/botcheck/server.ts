import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FaultSwitch } from '../faults.ts';
import { type Answer, headerSubset, json, readBody, send, truncated } from '../http.ts';
import type { RecordedRequest, Recorder } from '../recorder.ts';
import { clientScript } from './script.ts';

export type BotcheckOptions = {
  /** The server-side secret the site must send (env `DEMO_BOTCHECK_SECRET`). */
  secret: string;
  /** Reported as the page the token was issued on (env `DEMO_BOTCHECK_HOSTNAME`). */
  hostname: string;
};

/**
 * `demo.<action>.<score>.<issuedAtMs>[-<nonce>]`, e.g. `demo.newsletter.0.9.1763700000000-k3j9x`:
 * the nonce keeps two tokens issued in the same millisecond apart, as real tokens are.
 */
const TOKEN = /^demo\.([A-Za-z0-9_/]{1,100})\.(0\.\d{1,2}|1\.0{1,2}|0|1)\.(\d{1,15})(?:-([A-Za-z0-9]{1,32}))?$/;
const FORM_LIMIT = 64 * 1024;

export type ParsedToken = { action: string; score: number; issuedAtMs: number };

export function parseToken(token: string): ParsedToken | undefined {
  const match = TOKEN.exec(token);
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  return { action: match[1], score: Number(match[2]), issuedAtMs: Number(match[3]) };
}

/** reCAPTCHA writes `challenge_ts` as ISO 8601 without milliseconds. */
function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * A score-based bot check with reCAPTCHA v3's contract (docs/product.md "Upstreams", ARCHITECTURE "Forms"):
 * `POST /siteverify` (form-encoded `secret`, `response`, optional `remoteip`) and the browser
 * script `GET /api.js?render=<sitekey>`. The token itself carries action, score and issue time,
 * so a test chooses what the check says. Tokens are single-use; their age is not checked here
 * (the site checks `challenge_ts`). Mounted under `/botcheck` by `demo/server.ts`.
 */
export function createBotcheck(options: BotcheckOptions, faults: FaultSwitch, recorder: Recorder) {
  const verified = new Set<string>();

  function verify(params: URLSearchParams): { answer: Answer; outcome: unknown } {
    const secret = params.get('secret') ?? '';
    const token = params.get('response') ?? '';
    const errors: string[] = [];
    if (secret === '') errors.push('missing-input-secret');
    else if (secret !== options.secret) errors.push('invalid-input-secret');
    const parsed = parseToken(token);
    if (token === '') errors.push('missing-input-response');
    else if (!parsed) errors.push('invalid-input-response');
    else if (errors.length === 0 && verified.has(token)) errors.push('timeout-or-duplicate');
    if (errors.length > 0 || !parsed) {
      // As reCAPTCHA: a failed verification carries only `success` and `error-codes`.
      return { answer: json(200, { success: false, 'error-codes': errors }), outcome: { success: false, errors } };
    }
    verified.add(token);
    const result = {
      success: true,
      score: parsed.score,
      action: parsed.action,
      challenge_ts: isoSeconds(parsed.issuedAtMs),
      hostname: options.hostname,
      'error-codes': [],
    };
    return { answer: json(200, result), outcome: { success: true, score: parsed.score, action: parsed.action } };
  }

  async function handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL) {
    const record = (status: number, extra: Partial<Omit<RecordedRequest, 'at' | 'query'>> = {}) =>
      recorder.record('botcheck', { method: req.method ?? 'GET', path, search: url.search, headers: headerSubset(req), status, ...extra });

    if (path === '/api.js') {
      req.resume();
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        record(405);
        return send(res, json(405, { error: 'method not allowed' }), { Allow: 'GET' });
      }
      const fault = await faults.apply('botcheck', path + url.search);
      const faulted = fault === 'ok' ? {} : { fault };
      const script: Answer = {
        status: 200,
        headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
        body: clientScript(url.searchParams.get('render'), url.searchParams.get('onload')),
      };
      const answer: Answer =
        fault === 'fail'
          ? {
              status: 503,
              headers: { 'Content-Type': 'text/html; charset=utf-8' },
              body: '<!doctype html><title>503</title>Service Unavailable',
            }
          : fault === 'malformed'
            ? truncated(script)
            : fault === 'reject'
              ? json(400, { error: faults.reason('botcheck', path + url.search, 'invalid site key') })
              : script;
      record(answer.status, faulted);
      // A script from another origin: usable by the site's pages, with or without `crossorigin`.
      return send(res, answer, { 'Cross-Origin-Resource-Policy': 'cross-origin', 'Access-Control-Allow-Origin': '*' });
    }

    if (path !== '/siteverify') {
      req.resume();
      record(404);
      return send(res, json(404, { error: 'not found' }));
    }
    if (req.method !== 'POST') {
      req.resume();
      record(405);
      return send(res, json(405, { error: 'method not allowed' }), { Allow: 'POST' });
    }
    const body = await readBody(req, FORM_LIMIT);
    if (!body.ok) {
      record(413, { body: { bytes: body.received } });
      return send(res, json(413, { error: 'request too large' }), { Connection: 'close' });
    }
    // As reCAPTCHA: parameters in the form body, or in the query string.
    const params = new URLSearchParams(url.search);
    for (const [name, value] of new URLSearchParams(body.bytes.toString('utf8'))) params.set(name, value);
    const summary = {
      response: params.get('response') ?? '',
      remoteip: params.get('remoteip') ?? undefined,
      // The secret is never logged: only whether it was the right one.
      secret: params.get('secret') === null ? 'missing' : params.get('secret') === options.secret ? 'valid' : 'invalid',
    };

    // The fields travel in the body: the fault switch matches them too (`match=<token>`), secret aside.
    const target = new URLSearchParams(params);
    target.delete('secret');
    const fault = await faults.apply('botcheck', `${path}?${target}`);
    const faulted = fault === 'ok' ? {} : { fault };
    if (fault === 'fail') {
      record(503, { ...faulted, body: summary });
      return send(res, {
        status: 503,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
        body: '<!doctype html><title>503</title>Service Unavailable',
      });
    }
    if (fault === 'reject') {
      // As reCAPTCHA refuses a token: 200, `success: false` and its error codes (the token is not used up).
      const errors = [faults.reason('botcheck', `${path}?${target}`, 'invalid-input-response')];
      record(200, { ...faulted, body: summary, outcome: { success: false, errors } });
      return send(res, json(200, { success: false, 'error-codes': errors }));
    }
    const { answer, outcome } = verify(params);
    record(answer.status, { ...faulted, body: summary, outcome });
    // `malformed`: the token was checked (and used up), the reply is broken.
    send(res, fault === 'malformed' ? truncated(answer) : answer);
  }

  return { handle };
}
