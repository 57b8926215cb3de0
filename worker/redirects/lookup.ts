import { redirectKeyForPath } from '../../shared/redirects/normalize.ts';
import { buildPath, localeOfPath, matchRoute } from '../../shared/routes/index.ts';
import { log } from '../log.ts';

/** KV edge-caches a rule this long: ops changes show within the hour everywhere, at once on a miss. */
const KV_CACHE_TTL_S = 3600;

export type FoundRedirect = { target: string; key: string };

/**
 * The keys an address may be stored under, most exact first: its normalised path (no empty
 * segments or trailing slash, decoded), without a final `index.html`, then in lower case.
 * A spelling of a rule's source thus reaches the rule's target in one hop.
 */
export function candidateKeys(pathname: string): string[] {
  const keys: string[] = [];
  const add = (path: string) => {
    const key = redirectKeyForPath(path);
    if (key !== null && !keys.includes(key)) keys.push(key);
  };
  add(pathname);
  const withoutIndex = pathname.replace(/\/index\.html\/*$/i, '') || '/';
  add(withoutIndex);
  add(withoutIndex.toLowerCase());
  return keys;
}

/**
 * The current address of an old one, from the rules ops keep in KV, and the rule's key, or
 * null. A stored target is only trusted as far as it names a live route of this site:
 * whatever KV holds, the answer is a path rebuilt from the route table, never another host.
 */
export async function findRule(kv: KVNamespace, pathname: string): Promise<FoundRedirect | null> {
  for (const key of candidateKeys(pathname)) {
    let stored: string | null;
    try {
      stored = await kv.get(key, { cacheTtl: KV_CACHE_TTL_S });
    } catch (error) {
      log({ level: 'error', event: 'redirect.kv_failed', path: pathname, error: String(error) });
      return null;
    }
    if (stored === null) continue;
    const match = stored.startsWith('/') && !stored.startsWith('//') ? matchRoute(stored) : null;
    if (!match) {
      log({ level: 'error', event: 'redirect.bad_target', path: pathname, target: stored.slice(0, 200) });
      return null;
    }
    return { target: buildPath(match.name, match.locale, match.params), key };
  }
  log({ level: 'info', event: 'redirect.miss', path: pathname, locale: localeOfPath(pathname) });
  return null;
}

/** The target alone (see `findRule`). */
export async function findRedirect(kv: KVNamespace, pathname: string): Promise<string | null> {
  return (await findRule(kv, pathname))?.target ?? null;
}
