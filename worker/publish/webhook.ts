import { zValidator } from '@hono/zod-validator';
import { bodyLimit } from 'hono/body-limit';
import { type CreateHandlersInterface, createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod/mini';
import { noticeTags } from '../cms/cache-tags.ts';
import { CmsClient, describeIssue } from '../cms/client.ts';
import { readPublishSecret } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { log } from '../log.ts';
import { PREVIEW_PARAM, previewToken } from '../preview/link.ts';
import { pathOfItem } from '../preview/item-path.ts';
import { noticeSchema, previewRequestSchema } from '../cms/notice.ts';
import { refreshCopies } from './refresh-copies.ts';
import { checkSigned, MAX_AGE_S, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../cms/signature.ts';
import { stampTags } from '../cms/tag-stamps.ts';
import { warmPages } from './warm-pages.ts';

/** A notice is a few fields; anything bigger is not one. */
const MAX_NOTICE_BYTES = 16 * 1024;
/** Notices seen are remembered past the time a signature is accepted, so a replay is always caught. */
const SEEN_KEEP_S = 2 * MAX_AGE_S;

type HookEnv = { Bindings: Env; Variables: AppEnv['Variables'] & { signature: string; secret: string } };

const REFUSED = {
  missing: 'The notice must carry the X-Cms-Timestamp and X-Cms-Signature headers',
  invalid: 'The signature does not match the body',
  stale: `The notice was signed more than ${MAX_AGE_S} s from now`,
} as const;

/** 401 unless the raw body was signed with the shared secret within the last five minutes. */
const signed = createMiddleware<HookEnv>(async function signed(c, next) {
  const secret = readPublishSecret(c.env);
  if (!secret) {
    log({ level: 'error', event: 'publish.no_secret', reason: 'CMS_WEBHOOK_SECRET is not set' });
    return c.json({ ok: false, error: 'The site has no CMS_WEBHOOK_SECRET' }, 503);
  }
  // The signature covers the bytes as sent: read them before anything parses the JSON.
  const body = await c.req.text();
  const verdict = await checkSigned(
    secret,
    c.req.header(TIMESTAMP_HEADER),
    c.req.header(SIGNATURE_HEADER),
    body,
    Math.floor(Date.now() / 1000),
  );
  if (verdict !== 'ok') {
    log({ level: 'warn', event: 'publish.refused', path: new URL(c.req.url).pathname, reason: verdict });
    return c.json({ ok: false, error: REFUSED[verdict] }, 401);
  }
  c.set('signature', c.req.header(SIGNATURE_HEADER) as string);
  c.set('secret', secret);
  await next();
});

/** A body the webhook cannot read as what the route takes. */
type Refusal = { ok: false; error: string; issues?: string[] };

/**
 * The signed body read with the route's schema by Hono's validator, for the handler as
 * `c.req.valid('json')`. A body that is not JSON, or not what the route takes (a body not sent
 * as JSON is read as `{}`), is a 400 the CMS can read: what is wrong, field by field.
 */
function validBody<S extends z.ZodMiniType>(schema: S) {
  const validate = zValidator('json', schema, (result, c) => {
    if (result.success) return;
    return c.json<Refusal, 400>({ ok: false, error: 'invalid notice', issues: result.error.issues.map(describeIssue) }, 400);
  });
  // Hono's validator throws malformed JSON to the app's error page (plain text): answered here in JSON.
  const read: typeof validate = async (c, next) => {
    let passed = false;
    try {
      return await validate(c, () => {
        passed = true;
        return next();
      });
    } catch (error) {
      if (passed || !(error instanceof HTTPException)) throw error;
      return c.json<Refusal, 400>({ ok: false, error: 'malformed JSON' }, 400);
    }
  };
  return read;
}

const limited = bodyLimit({ maxSize: MAX_NOTICE_BYTES, onError: (c) => c.json({ ok: false, error: 'notice too large' }, 413) });

/**
 * The CMS's change notices and preview links (docs/product.md "Publishing"):
 * - `POST /hooks/cms`: the item, its lists and what showed them are fresh at the next request
 *   (worker/cms/cache-tags.ts, worker/publish/tag-stamps.ts), and the last-known-good copies
 *   are rewritten before the answer; a notice seen before changes nothing.
 * - `POST /hooks/cms/preview`: a signed preview link for an item's draft.
 */
/**
 * `createFactory().createHandlers` without the factory: its `createApp` would bring Hono's
 * default preset (two routers) into the bundle beside the app's own (app.ts).
 */
const createHandlers = ((...handlers: unknown[]) => handlers) as CreateHandlersInterface<HookEnv, string>;

/** `POST /hooks/cms`. */
export const receiveNotice = createHandlers(limited, signed, validBody(noticeSchema), async (c) => {
  const notice = c.req.valid('json');
  const seenKey = `notice:${c.get('signature')}`;
  if ((await c.env.CONTENT.get(seenKey)) !== null) {
    log({ level: 'warn', event: 'publish.replayed', ...notice });
    return c.json({ ok: true, replayed: true });
  }
  const tags = noticeTags(notice);
  const config = c.get('config');
  const client = new CmsClient({ baseUrl: config.CMS_BASE_URL, timeoutMs: config.CMS_TIMEOUT_MS });
  // All three before the answer, at once: the CMS learns of a failure, and the copies are new before anyone asks.
  const [, , copies] = await Promise.all([
    c.env.CONTENT.put(seenKey, '1', { expirationTtl: SEEN_KEEP_S }),
    stampTags(c.env.CONTENT, tags, Date.now()),
    refreshCopies(c.env.CONTENT, client, notice, tags),
  ]);
  log({ level: 'info', event: 'publish.notice', ...notice, tags, ...copies });
  c.executionCtx.waitUntil(warmPages(c.get('pageCache'), tags, c.env, c.executionCtx));
  return c.json({ ok: true, tags, copies });
});

/** `POST /hooks/cms/preview`. */
export const issuePreviewLink = createHandlers(limited, signed, validBody(previewRequestSchema), async (c) => {
  const item = c.req.valid('json');
  const token = await previewToken(c.get('secret'), item, Date.now());
  const url = new URL(pathOfItem(item), c.get('config').SITE_URL);
  url.searchParams.set(PREVIEW_PARAM, token);
  return c.json({ ok: true, previewUrl: url.toString() });
});
