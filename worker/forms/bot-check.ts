import * as z from 'zod/mini';
import { log } from '../log.ts';

/** docs/architecture.md "Forms": what a token must show before anything is forwarded. */
const BOT_SCORE_THRESHOLD = 0.5;
const BOT_TOKEN_MAX_AGE_MS = 120_000;
/** How far a token's `challenge_ts` may lie ahead of our clock (both are NTP-synchronised; it is cut to whole seconds). */
const BOT_CLOCK_SKEW_MS = 10_000;

const siteverifySchema = z.union([
  z.object({
    success: z.literal(true),
    score: z.number(),
    action: z.string(),
    challenge_ts: z.string(),
    hostname: z.string(),
  }),
  z.object({ success: z.literal(false), 'error-codes': z.optional(z.array(z.string())) }),
]);

type BotVerdict = { ok: true } | { ok: false; reason: string; unavailable?: boolean };

type Check = {
  token: string;
  action: string;
  hostname: string;
  remoteIp: string | undefined;
  verifyUrl: string;
  secret: string;
  timeoutMs: number;
  now: number;
};

/** reCAPTCHA v3's siteverify contract: success, score, action, hostname, and the token's age. */
export async function verifyBotToken(check: Check): Promise<BotVerdict> {
  const form = new URLSearchParams({ secret: check.secret, response: check.token });
  if (check.remoteIp) form.set('remoteip', check.remoteIp);
  let body: unknown;
  try {
    const response = await fetch(check.verifyUrl, {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(check.timeoutMs),
    });
    // A 4xx is siteverify refusing what we sent (an oversized or malformed token): a refusal, not an outage.
    if (response.status >= 400 && response.status < 500) {
      await response.body?.cancel();
      return { ok: false, reason: `siteverify answered ${response.status}` };
    }
    if (!response.ok) return unavailable(`siteverify answered ${response.status}`);
    body = await response.json();
  } catch (error) {
    return unavailable(`siteverify failed: ${(error as Error).message}`);
  }
  const parsed = siteverifySchema.safeParse(body);
  if (!parsed.success) return unavailable('siteverify answered an unexpected body');
  const result = parsed.data;
  if (!result.success) return { ok: false, reason: `refused: ${(result['error-codes'] ?? []).join(',') || 'no reason'}` };
  if (result.score < BOT_SCORE_THRESHOLD) return { ok: false, reason: `score ${result.score}` };
  if (result.action !== check.action) return { ok: false, reason: `action ${result.action}, expected ${check.action}` };
  if (result.hostname !== check.hostname) return { ok: false, reason: `hostname ${result.hostname}, expected ${check.hostname}` };
  const issued = Date.parse(result.challenge_ts);
  if (!Number.isFinite(issued) || check.now - issued > BOT_TOKEN_MAX_AGE_MS) {
    return { ok: false, reason: `token issued ${result.challenge_ts}, older than ${BOT_TOKEN_MAX_AGE_MS / 1000} s` };
  }
  if (issued - check.now > BOT_CLOCK_SKEW_MS) return { ok: false, reason: `token issued ${result.challenge_ts}, in the future` };
  return { ok: true };
}

function unavailable(reason: string): BotVerdict {
  log({ level: 'error', event: 'botcheck.unavailable', reason });
  return { ok: false, reason, unavailable: true };
}
