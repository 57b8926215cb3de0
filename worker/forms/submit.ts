import type { Context } from 'hono';
import {
  FORM_FIELD,
  HONEYPOT_FIELD,
  outcomeMessage,
  STAMP_FIELD,
  TOKEN_FIELD,
  type FieldErrors,
  type FormName,
  type FormState,
  FORM_NAMES,
  type FormValues,
  keptValues,
  messageOf,
  readForm,
} from '../../shared/forms/index.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { readFormSecrets } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { log } from '../log.ts';
import { countFormPost } from '../middleware/rate-limit.ts';
import { verifyBotToken } from './bot-check.ts';
import { type FormContext, FORMS } from './definitions.ts';
import { deliver } from './deliver.ts';
import { checkFormStamp } from './form-stamp.ts';
import { Outbox } from './outbox.ts';

export type Submitted = { state: FormState; status: 200 | 202 | 400 | 403 | 413 | 429 | 502 | 503 };

const isFormName = (value: unknown): value is FormName => typeof value === 'string' && (FORM_NAMES as readonly string[]).includes(value);

const text = (values: FormValues, name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');

/** Neither the visitor's file nor the hidden fields are shown back. */
function shownValues(values: FormValues): FormState['values'] {
  const { [TOKEN_FIELD]: _token, [STAMP_FIELD]: _stamp, [HONEYPOT_FIELD]: _honeypot, ...rest } = keptValues(values);
  return rest;
}

/**
 * A posted form, start to end: read, validate (the worker is the authority), check for bots,
 * then deliver at once or store and queue. Answers what the page shows, never throws for bad input.
 */
export async function submitForm(c: Context<AppEnv>, allowed: readonly FormName[], context: FormContext): Promise<Submitted> {
  const m = getMessages(context.locale);
  let values: FormValues = {};
  try {
    values = readForm(await c.req.formData());
  } catch {
    // An unreadable body is answered like a form the page does not have.
  }
  const posted = values[FORM_FIELD];
  if (!isFormName(posted) || !allowed.includes(posted)) {
    const form = allowed[0] ?? 'newsletter';
    return {
      status: 400,
      state: { form, status: 'refused', message: m.forms.errors.unknownForm, errors: {}, values: shownValues(values) },
    };
  }
  const form = posted;
  const state = (status: FormState['status'], message: string | null, extra: Partial<FormState> = {}): FormState => ({
    form,
    status,
    message,
    errors: {},
    values: shownValues(values),
    ...extra,
  });

  // Counted before anything costs us (validation, the bot check, an upstream); refused, the form comes back filled in.
  const verdict = await countFormPost(c.env, new URL(c.req.url).host, form, c.req.header('CF-Connecting-IP'));
  if (verdict !== 'ok') {
    log({ level: 'warn', event: 'forms.rate_limited', form, limit: verdict });
    return { status: 429, state: state('refused', m.forms.errors.tooManyRequests) };
  }

  const prepared = await FORMS[form](values, context);
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

  const now = context.now.getTime();
  const token = text(values, TOKEN_FIELD);
  let human = false;
  if (token) {
    const verdict = await verifyBotToken({
      token,
      action: form,
      hostname: new URL(context.config.SITE_URL).hostname,
      remoteIp: c.req.header('CF-Connecting-IP'),
      verifyUrl: context.config.BOTCHECK_VERIFY_URL,
      secret: secrets.BOTCHECK_SECRET,
      timeoutMs: context.config.UPSTREAM_TIMEOUT_MS,
      now,
    });
    if (!verdict.ok && !verdict.unavailable) {
      log({ level: 'warn', event: 'forms.bot_refused', form, reason: verdict.reason });
      return { status: 403, state: state('refused', m.forms.errors.botCheckFailed) };
    }
    human = verdict.ok;
  }
  if (!human) {
    // No token (no JavaScript), or the bot check itself is down: the signed time and the honeypot decide.
    const stamp = await checkFormStamp(secrets.FORM_SIGNING_KEY, form, text(values, STAMP_FIELD), now);
    if (text(values, HONEYPOT_FIELD) !== '' || stamp !== 'ok') {
      log({ level: 'warn', event: 'forms.bot_refused', form, reason: stamp === 'ok' ? 'honeypot' : `stamp ${stamp}` });
      const message = stamp === 'expired' ? m.forms.errors.sessionExpired : m.forms.errors.botCheckFailed;
      return { status: 403, state: state('refused', message) };
    }
  }

  const id = crypto.randomUUID();
  const result = await deliver(prepared.job, id, context.config, secrets);
  const outbox = new Outbox(c.env.SUBMISSIONS, c.env.DELIVERIES);
  const record = { id, form, locale: context.locale, receivedAt: context.now.toISOString(), attempts: 1, redrives: 0, job: prepared.job };
  if (result.outcome === 'delivered') {
    log({ event: 'forms.delivered', form, id });
    const { message, detail } = outcomeMessage(m.forms, form, 'sent', result.detail === 'already-registered');
    return { status: 200, state: { ...state('sent', message, { detail, summary: prepared.summary }), values: {} } };
  }
  if (result.outcome === 'rejected') {
    // Kept for ops (it expires): the upstream refused what our own validation let through.
    log({ level: 'error', event: 'forms.rejected', form, id, error: result.error });
    c.executionCtx.waitUntil(outbox.save({ ...record, status: 'rejected', lastError: result.error }).catch(() => {}));
    return { status: 502, state: state('failed', outcomeMessage(m.forms, form, 'failed').message) };
  }
  try {
    await outbox.enqueue({ ...record, status: 'queued', lastError: result.error });
  } catch (error) {
    log({ level: 'error', event: 'forms.enqueue_failed', form, id, error: String(error), upstreamError: result.error });
    return { status: 503, state: state('failed', outcomeMessage(m.forms, form, 'failed').message) };
  }
  log({ level: 'warn', event: 'forms.queued', form, id, error: result.error });
  const { message, detail } = outcomeMessage(m.forms, form, 'received');
  return { status: 202, state: { ...state('received', message, { detail, summary: prepared.summary }), values: {} } };
}
