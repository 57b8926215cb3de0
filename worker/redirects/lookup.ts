import { redirectKeyForPath } from '../../shared/redirects/normalize.ts';
import { buildPath, localeOfPath, matchRoute } from '../../shared/routes/index.ts';
import { log } from '../log.ts';

/** KV edge-caches a rule this long: ops changes show within the hour everywhere, at once on a miss. */
const KV_CACHE_TTL_S = 3600;

/**
 * The current address of an old one, from the rules ops keep in KV, or null. A stored
 * target is only trusted as far as it names a live route of this site: whatever KV holds,
 * the answer is a path rebuilt from the route table, never another host.
 */
export async function findRedirect(kv: KVNamespace, pathname: string): Promise<string | null> {
  const key = redirectKeyForPath(pathname);
  if (key === null) return null;
  let stored: string | null;
  try {
    stored = await kv.get(key, { cacheTtl: KV_CACHE_TTL_S });
  } catch (error) {
    log({ level: 'error', event: 'redirect.kv_failed', path: pathname, error: String(error) });
    return null;
  }
  if (stored === null) {
    log({ level: 'info', event: 'redirect.miss', path: pathname, locale: localeOfPath(pathname) });
    return null;
  }
  const match = stored.startsWith('/') && !stored.startsWith('//') ? matchRoute(stored) : null;
  if (!match) {
    log({ level: 'error', event: 'redirect.bad_target', path: pathname, target: stored.slice(0, 200) });
    return null;
  }
  return buildPath(match.name, match.locale, match.params);
}
