import type { FormName } from '../../shared/forms/index.ts';
import { log } from '../log.ts';

/** Within the client's limit, or over it. */
type RateVerdict = 'ok' | 'client';

/** Seconds until a refused visitor may try again: the client's limit counts per minute (wrangler.toml). */
export const RATE_LIMIT_RETRY_AFTER_S = 60;

/** An IPv6 address's first four groups, expanded, or null for anything that is not IPv6. */
function ipv6Prefix64(address: string): string | null {
  if (!address.includes(':')) return null;
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])));
  const before = groupsOf(head);
  const after = tail === undefined ? [] : groupsOf(tail);
  const groups = [...before, ...Array(Math.max(0, 8 - before.length - after.length)).fill('0'), ...after];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16));
  if (prefix.length < 4 || prefix.some((group) => !Number.isInteger(group) || group < 0 || group > 0xffff)) return null;
  return `${prefix.map((group) => group.toString(16)).join(':')}::/64`;
}

/**
 * Who a client is, for counting: its address, or its IPv6 /64, since one household or phone
 * holds a whole /64 and could otherwise change address for every post.
 */
function clientKey(address: string): string {
  return ipv6Prefix64(address.trim()) ?? address.trim().slice(0, 64);
}

/**
 * Counts one post of `form` from one client (docs/architecture.md "Security and privacy"), before
 * anything else is done with it: junk from a client spends only that client's budget. Keys
 * carry the host, because the limiters' namespaces are account-wide and a staging host must
 * not eat production's budget. Cloudflare sets CF-Connecting-IP on every request from outside
 * and overwrites what a client sends; without it (a test calling the worker directly) there
 * is no client to count. A limiter that fails lets the post through: an outage of the counter
 * must not stop people from writing to us.
 */
export async function countClientPost(
  limiters: { FORM_CLIENT_LIMIT: RateLimit },
  host: string,
  form: FormName,
  clientAddress: string | undefined,
): Promise<RateVerdict> {
  if (!clientAddress) return 'ok';
  try {
    const { success } = await limiters.FORM_CLIENT_LIMIT.limit({ key: `${host}|${form}|${clientKey(clientAddress)}` });
    return success ? 'ok' : 'client';
  } catch (error) {
    log({ level: 'error', event: 'forms.rate_limit_failed', form, error: String(error) });
    return 'ok';
  }
}

/**
 * Whether a post of `form` is delivered at once or waits for the queue (docs/product.md "Forms:
 * limits"): a bound on what reaches the upstreams at once, for everyone together, that never
 * refuses anyone. Over it the post is still taken, stored and queued, so a flood of valid posts
 * from many clients reaches the upstreams at the queue's pace while a new visitor is still
 * taken. Only posts that passed validation and the bot check are counted (worker/forms/submit.ts).
 * A limiter that fails lets the post be delivered at once.
 */
export async function deliversAtOnce(limiters: { FORM_DELIVERY_PACE: RateLimit }, host: string, form: FormName): Promise<boolean> {
  try {
    return (await limiters.FORM_DELIVERY_PACE.limit({ key: `${host}|${form}` })).success;
  } catch (error) {
    log({ level: 'error', event: 'forms.rate_limit_failed', form, error: String(error) });
    return true;
  }
}
