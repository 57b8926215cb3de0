import { hmacHex, hmacMatches } from '../hmac.ts';

/**
 * The no-JavaScript spam check (ADR 004): without JavaScript there is no bot-check token, so
 * the form carries the time it was shown, signed by the worker. A post sooner than a person
 * can fill the form, or from a page older than a day, is refused; so is a filled honeypot.
 */
export const MIN_FILL_MS = 3_000;
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The last stamp made per secret and form: a stamp is a function of the two and the millisecond,
 * and answers of one page in the same millisecond (many, under load: the runtime's clock only
 * moves between I/O) carry the same one either way, now without signing it again. A value,
 * never a signature under way, so no request awaits another's.
 */
const lastStamps = new Map<string, { now: number; stamp: string }>();

/** `{shownAtMs}.{hmac}`, bound to the form's name so one form's stamp does not open another. */
export async function createFormStamp(secret: string, form: string, now: number): Promise<string> {
  const key = `${form}\n${secret}`;
  const last = lastStamps.get(key);
  if (last?.now === now) return last.stamp;
  const stamp = `${now}.${await hmacHex(secret, `${form}.${now}`)}`;
  lastStamps.set(key, { now, stamp });
  return stamp;
}

type StampVerdict = 'ok' | 'invalid' | 'too-fast' | 'expired';

export async function checkFormStamp(secret: string, form: string, stamp: string, now: number): Promise<StampVerdict> {
  const [time, hex] = stamp.split('.');
  const shownAt = Number(time);
  if (!time || !/^\d{1,15}$/.test(time) || !hex) return 'invalid';
  if (!(await hmacMatches(secret, `${form}.${shownAt}`, hex))) return 'invalid';
  if (now - shownAt < MIN_FILL_MS) return 'too-fast';
  if (now - shownAt > MAX_FORM_AGE_MS) return 'expired';
  return 'ok';
}
