import { MAX_FORM_AGE_MS } from './form-stamp.ts';

/**
 * The no-JavaScript stamp is good for one submission (docs/product.md "Forms: bot check"): a
 * stamp that carried a submission is remembered in KV until it would have expired anyway, so
 * a copied page cannot be posted again and again. KV is eventually consistent across
 * locations (up to a minute); the per-client limit covers that window.
 */

/** KV's shortest expiration. */
const MIN_TTL_S = 60;

const keyOf = (form: string, stamp: string) => `used:${form}:${stamp}`;

/** True when the stamp already carried a submission of this form. Throws when KV cannot be read. */
export async function isStampUsed(kv: KVNamespace, form: string, stamp: string): Promise<boolean> {
  return (await kv.get(keyOf(form, stamp))) !== null;
}

/** Remembers the stamp until it expires (its signed "shown at" time plus the form's lifetime). */
export async function rememberStamp(kv: KVNamespace, form: string, stamp: string, now: number): Promise<void> {
  const shownAt = Number(stamp.split('.')[0]);
  const remainingS = Math.ceil((shownAt + MAX_FORM_AGE_MS - now) / 1000);
  await kv.put(keyOf(form, stamp), String(now), { expirationTtl: Math.max(MIN_TTL_S, remainingS + MIN_TTL_S) });
}
