import type { Context } from 'hono';
import {
  applyExperienceIntent,
  FORM_FIELD,
  INTENT_FIELD,
  parseExperienceIntent,
  HONEYPOT_FIELD,
  outcomeMessage,
  STAMP_FIELD,
  TOKEN_FIELD,
  type FieldErrors,
  type FormName,
  type FormState,
  FORM_NAMES,
  type FormValues,
  echoedValues,
  isWellFormed,
  messageOf,
  readForm,
} from '../../shared/forms/index.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { readFormSecrets } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { log } from '../log.ts';
import { countClientPost, deliversAtOnce } from './rate-limit.ts';
import { verifyBotToken } from './bot-check.ts';
import { type FormContext, FORMS } from './definitions.ts';
import { startHandoff } from './deliveries.ts';
import { deliver } from './deliver.ts';
import { checkFormStamp } from './form-stamp.ts';
import { Outbox, type StoredSubmission } from './outbox.ts';
import { REFERENCED_FORMS, submissionReference } from './reference.ts';
import { claimStamp } from './used-stamps.ts';

export type Submitted = { state: FormState; status: 200 | 202 | 400 | 403 | 413 | 429 | 503 };

const isFormName = (value: unknown): value is FormName => typeof value === 'string' && (FORM_NAMES as readonly string[]).includes(value);

const text = (values: FormValues, name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');

/** An unreadable body has no entries. */
async function postedEntries(c: Context<AppEnv>): Promise<[string, string | File][]> {
  try {
    return [...(await c.req.formData()).entries()];
  } catch {
    return [];
  }
}

/**
 * A posted form, start to end: read, validate (the worker is the authority), check for bots,
 * then deliver at once or store and queue. Answers what the page shows, never throws for bad input.
 */
export async function submitForm(c: Context<AppEnv>, allowed: readonly FormName[], context: FormContext): Promise<Submitted> {
  const m = getMessages(context.locale);
  const entries = await postedEntries(c);
  const values: FormValues = readForm({ entries: () => entries });
  const posted = values[FORM_FIELD];
  if (!isFormName(posted) || !allowed.includes(posted)) {
    // An unreadable body is answered like a form the page does not have; nothing is shown back.
    const form = allowed[0] ?? 'newsletter';
    return { status: 400, state: { form, status: 'refused', message: m.forms.errors.unknownForm, errors: {}, values: {} } };
  }
  const form = posted;
  // Only the form's own fields go back to the page, each cut to its length: never what else a post carried.
  const shown = echoedValues(form, values);
  const state = (status: FormState['status'], message: string | null, extra: Partial<FormState> = {}): FormState => ({
    form,
    status,
    message,
    errors: {},
    values: shown,
    ...extra,
  });
  // "Add another" / "remove" without JavaScript: the form comes back one block longer or
  // shorter, nothing is sent. Like showing the page again, it spends no post of the rate limit.
  const intent = form === 'application' ? parseExperienceIntent(values[INTENT_FIELD]) : null;
  if (intent) {
    if (!isWellFormed(form, entries)) {
      log({ level: 'warn', event: 'forms.malformed', form });
      return { status: 400, state: state('refused', m.forms.errors.malformedPost) };
    }
    const { [INTENT_FIELD]: _intent, ...kept } = shown;
    const edited = applyExperienceIntent(kept, intent);
    return { status: 200, state: { ...state('editing', null), values: edited.values, focus: edited.focus } };
  }

  const host = new URL(c.req.url).host;
  const client = c.req.header('CF-Connecting-IP');

  // Per client, counted before anything costs us: one client's junk spends only its own budget.
  const clientVerdict = await countClientPost(c.env, host, form, client);
  if (clientVerdict !== 'ok') {
    log({ event: 'forms.rate_limited', form, limit: clientVerdict });
    return { status: 429, state: state('refused', m.forms.errors.tooManyRequests) };
  }

  if (!isWellFormed(form, entries)) {
    log({ level: 'warn', event: 'forms.malformed', form });
    return { status: 400, state: state('refused', m.forms.errors.malformedPost) };
  }

  // The id (every attempt's idempotency key) comes first: the reference the visitor quotes is worked out from it, and the staff mail carries it.
  const id = crypto.randomUUID();
  const reference = REFERENCED_FORMS.includes(form) ? submissionReference(id) : null;
  const prepared = await FORMS[form](values, context, reference);
  if (!prepared.ok) {
    if ('unavailable' in prepared) {
      log({ level: 'error', event: 'forms.unavailable', form, reason: prepared.unavailable });
      return { status: 503, state: state('failed', outcomeMessage(m.forms, form, 'failed').message) };
    }
    const errors = Object.fromEntries(
      Object.entries(prepared.errors as FieldErrors).map(([field, error]) => [field, messageOf(m.forms, error)]),
    );
    const message = prepared.missingRequired ? m.forms.application.missingRequired : m.forms.common.errorSummary;
    return { status: 400, state: state('invalid', message, { errors }) };
  }

  const secrets = readFormSecrets(c.env);
  if (!secrets) {
    log({ level: 'error', event: 'forms.not_configured', form });
    return { status: 503, state: state('failed', outcomeMessage(m.forms, form, 'failed').message) };
  }

  // Ages (the bot check's token, the stamp) are measured on the real clock; `context.now` is the
  // site's day (worker/clock.ts), which only the forms' dates follow.
  const now = Date.now();
  const token = text(values, TOKEN_FIELD);
  let human = false;
  if (token) {
    // A token is checked or the post is refused: only an outage of siteverify itself (5xx, no answer) falls back to the stamp.
    const verdict = await verifyBotToken({
      token,
      action: form,
      hostname: new URL(context.config.SITE_URL).hostname,
      remoteIp: client,
      verifyUrl: context.config.BOTCHECK_VERIFY_URL,
      secret: secrets.BOTCHECK_SECRET,
      timeoutMs: context.config.UPSTREAM_TIMEOUT_MS,
      now,
    });
    if (!verdict.ok && !verdict.unavailable) {
      log({ event: 'forms.bot_refused', form, reason: verdict.reason });
      return { status: 403, state: state('refused', m.forms.errors.botCheckFailed) };
    }
    human = verdict.ok;
  }
  const stamp = text(values, STAMP_FIELD);
  if (!human) {
    // No token (no JavaScript), or the bot check itself is down: the signed time, single use, and the honeypot decide.
    const verdict = await checkFormStamp(secrets.FORM_SIGNING_KEY, form, stamp, now);
    if (text(values, HONEYPOT_FIELD) !== '' || verdict !== 'ok') {
      log({ event: 'forms.bot_refused', form, reason: verdict === 'ok' ? 'honeypot' : `stamp ${verdict}` });
      const message = verdict === 'expired' ? m.forms.errors.sessionExpired : m.forms.errors.botCheckFailed;
      return { status: 403, state: state('refused', message) };
    }
    // Claimed now, in one atomic insert: of any number of posts carrying this stamp at once, one goes on.
    let claimed: boolean;
    try {
      claimed = await claimStamp(c.env.MONITOR, form, stamp);
    } catch (error) {
      // Unable to tell a fresh stamp from a replayed one: refused, never let through unchecked.
      log({ level: 'error', event: 'forms.stamp_store_failed', form, error: String(error) });
      return { status: 503, state: state('failed', outcomeMessage(m.forms, form, 'failed').message) };
    }
    if (!claimed) {
      log({ event: 'forms.bot_refused', form, reason: 'stamp used' });
      return { status: 403, state: state('refused', m.forms.errors.stampUsed) };
    }
  }

  // Per form for everyone together, counted only for valid, bot-checked posts: over the pace a post
  // is taken and waits for the queue, never refused (docs/product.md "Forms: limits").
  const atOnce = await deliversAtOnce(c.env, host, form);
  const result = atOnce
    ? await deliver(prepared.job, id, context.config, secrets)
    : ({ outcome: 'failed', error: 'deferred: over the pace of deliveries at once' } as const);
  const outbox = Outbox.of(c.env);
  const record: StoredSubmission = {
    id,
    form,
    locale: context.locale,
    receivedAt: new Date(now).toISOString(),
    status: 'queued',
    attempts: atOnce ? 1 : 0,
    redrives: 0,
    ...(reference ? { reference } : {}),
    job: prepared.job,
  };
  // What the confirmation shows besides its message: what was sent, and the reference to quote.
  const sent: Partial<FormState> = { summary: prepared.summary, ...(reference ? { reference } : {}) };
  if (result.outcome === 'delivered') {
    // A submission delivered at once is not stored: the log is where its reference meets its id.
    log({ event: 'forms.delivered', form, id, reference: reference ?? undefined });
    const { message, detail } = outcomeMessage(m.forms, form, 'sent', result.detail === 'already-registered');
    return { status: 200, state: { ...state('sent', message, { detail, ...sent }), values: {} } };
  }
  // Refused by the upstream although our own validation took it: it goes to staff (worker/forms/handoff.ts),
  // so the visitor is told it was received, which is the truth.
  const handoff = result.outcome === 'rejected' ? startHandoff(record, 'refused', result.error) : undefined;
  try {
    await outbox.enqueue({ ...record, lastError: result.error, ...(handoff ? { handoff } : {}) });
  } catch (error) {
    log({ level: 'error', event: 'forms.enqueue_failed', form, id, error: String(error), upstreamError: result.error });
    return { status: 503, state: state('failed', outcomeMessage(m.forms, form, 'failed').message) };
  }
  log({
    level: handoff ? 'error' : 'warn',
    event: handoff ? 'forms.refused' : 'forms.queued',
    form,
    id,
    reference: reference ?? undefined,
    error: result.error,
  });
  const { message, detail } = outcomeMessage(m.forms, form, 'received');
  return { status: 202, state: { ...state('received', message, { detail, ...sent }), values: {} } };
}
