import { type FormSecrets, readFormSecrets } from '../config.ts';
import { createFormStamp } from '../forms/form-stamp.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { type CachedPage, fillStamps, isKeepable, pageCache, toCachedPage } from './page-cache.ts';

/**
 * The body of a kept page for one answer (page-cache.ts): its slots filled with stamps signed
 * now, as `formEnvironment` signs them. Pages answered through Hono (routes/pages.ts) and
 * before it (fast-path.ts) both take it from here, so the two cannot differ.
 */

const secretsOfEnv = new WeakMap<object, FormSecrets | null>();

/** The signing key, checked once per isolate (a missing secret leaves the stamps empty, as `formEnvironment` does). */
function signingKey(env: Env): string | undefined {
  let secrets = secretsOfEnv.get(env);
  if (secrets === undefined) {
    secrets = readFormSecrets(env);
    secretsOfEnv.set(env, secrets);
  }
  return secrets?.FORM_SIGNING_KEY;
}

/** `fills` are slots of this answer's own HTML (the 404 page's suggestions), already escaped. */
export async function keptBody(page: CachedPage, env: Env, fills: Record<string, string> = {}): Promise<string> {
  const key = signingKey(env);
  const now = Date.now();
  const stamps = Object.fromEntries(
    await Promise.all(
      [...new Set(page.slots)]
        .filter((slot) => !(slot in fills))
        .map(async (form) => [form, key ? await createFormStamp(key, form, now) : ''] as const),
    ),
  );
  return fillStamps(page, { ...stamps, ...fills });
}

/**
 * A page just rendered with stamp slots, cut at its slots; kept under `key` when every CMS
 * answer it used was real and nothing forbids sharing it (page-cache.ts), answered either way.
 */
export async function keepRendered(c: Context<AppEnv>, key: string, rendered: Response, status = 200): Promise<CachedPage> {
  const { oldestFetchedAt, complete, tags } = c.get('content').freshness;
  // `tags`: what a publish must make fresh (issue 22, worker/publish/kept-pages.ts).
  const page = toCachedPage(await rendered.text(), rendered, Math.min(oldestFetchedAt, Date.now()), tags);
  if (complete && isKeepable(rendered, status)) pageCache.set(key, page);
  return page;
}
