import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FaultSwitch } from '../faults.ts';
import { type Answer, headerSubset, json, send, truncated } from '../http.ts';
import type { Recorder } from '../recorder.ts';

/** Container ids as Google Tag Manager issues them (`GTM-` and a few letters and digits). */
const CONTAINER = /^GTM-[A-Z0-9]{1,16}$/;

/**
 * The container script, as `gtm.js?id=…` serves it, reduced to what a test can see: it sets
 * `window.google_tag_manager[id]` as GTM does, reads the Consent Mode commands already in
 * `dataLayer` (`gtag()` pushes their `arguments`), and pushes one event with the consent
 * state it found. It loads nothing else and sets no cookie.
 */
export function containerScript(containerId: string): string {
  return `/* Demo tag manager (Google Tag Manager's gtm.js contract). Not the real provider. */
(function () {
  'use strict';
  var ID = ${JSON.stringify(containerId)};
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  var consent = {};
  for (var i = 0; i < dataLayer.length; i++) {
    var entry = dataLayer[i];
    if (entry && typeof entry === 'object' && entry[0] === 'consent' && entry[2] && typeof entry[2] === 'object') {
      for (var key in entry[2]) consent[key] = entry[2][key];
    }
  }
  window.google_tag_manager = window.google_tag_manager || {};
  window.google_tag_manager[ID] = { demo: true, consent: consent };
  dataLayer.push({ event: 'demo.tagmanager.loaded', containerId: ID, consent: consent });
})();
`;
}

/**
 * A tag manager with Google Tag Manager's script contract: `GET /gtm.js?id=GTM-…` answers the
 * container's JavaScript (any well-formed id is a container; another id → 400, as a missing
 * one at Google). Each request is recorded, so a test proves the script was, or was not,
 * fetched before consent. Mounted under `/tagmanager` by `demo/server.ts`.
 */
export function createTagManager(faults: FaultSwitch, recorder: Recorder) {
  async function handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL) {
    req.resume();
    const record = (status: number, extra: { fault?: string; outcome?: unknown } = {}) =>
      recorder.record('tagmanager', {
        method: req.method ?? 'GET',
        path,
        search: url.search,
        headers: headerSubset(req),
        status,
        ...extra,
      });
    if (path !== '/gtm.js') {
      record(404);
      return send(res, json(404, { error: 'not found' }));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      record(405);
      return send(res, json(405, { error: 'method not allowed' }), { Allow: 'GET' });
    }
    const containerId = url.searchParams.get('id') ?? '';
    if (!CONTAINER.test(containerId)) {
      record(400, { outcome: { error: 'invalid container id' } });
      return send(res, json(400, { error: 'invalid container id' }));
    }
    const fault = await faults.apply('tagmanager', path + url.search);
    const script: Answer = {
      status: 200,
      headers: { 'Content-Type': 'application/javascript; charset=utf-8' },
      body: containerScript(containerId),
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
            ? json(400, { error: faults.reason('tagmanager', path + url.search, 'invalid container id') })
            : script;
    record(answer.status, { ...(fault === 'ok' ? {} : { fault }), outcome: { containerId } });
    // A script from another origin, usable by the site's pages.
    return send(res, answer, { 'Cross-Origin-Resource-Policy': 'cross-origin', 'Access-Control-Allow-Origin': '*' });
  }

  return { handle };
}
