import type { FormName } from '../../shared/forms/index.ts';
import { log } from '../log.ts';

/** Within the limits, or which one a post is over. */
export type RateVerdict = 'ok' | 'client' | 'form';

/** Seconds until a refused visitor may try again: both limits count per minute (wrangler.toml). */
export const RATE_LIMIT_RETRY_AFTER_S = 60;

type Limiters = { FORM_CLIENT_LIMIT: RateLimit; FORM_TOTAL_LIMIT: RateLimit };

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
export function clientKey(address: string): string {
  return ipv6Prefix64(address.trim()) ?? address.trim().slice(0, 64);
}

/**
 * Counts one post of `form` against both limits (ARCHITECTURE.md "Security and privacy"):
 * per form and client, then per form for everyone. Keys carry the host, because the
 * limiters' namespaces are account-wide and a staging host must not eat production's budget.
 * Cloudflare sets CF-Connecting-IP on every request from outside and overwrites what a client
 * sends; without it (a test calling the worker directly) there is no client to count, and
 * only the per-form limit applies. A limiter that fails lets the post through: an outage of
 * the counter must not stop people from writing to us.
 */
export async function countFormPost(
  limiters: Limiters,
  host: string,
  form: FormName,
  clientAddress: string | undefined,
): Promise<RateVerdict> {
  try {
    if (clientAddress) {
      const { success } = await limiters.FORM_CLIENT_LIMIT.limit({ key: `${host}|${form}|${clientKey(clientAddress)}` });
      if (!success) return 'client';
    }
    const { success } = await limiters.FORM_TOTAL_LIMIT.limit({ key: `${host}|${form}` });
    return success ? 'ok' : 'form';
  } catch (error) {
    log({ level: 'error', event: 'forms.rate_limit_failed', form, error: String(error) });
    return 'ok';
  }
}
