import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { buildPath } from '../../shared/routes/index.ts';
import worker from '../../worker/index.ts';
import { ORIGIN } from './fetch.ts';
import { cmsCounts } from './faults-support.ts';

/**
 * Addresses of items the CMS does not know (docs/product.md "Content"): an item page picks its
 * item from its type's list, which every page of that type shares and the CMS cache keeps, so
 * a scanner asking for random slugs costs no CMS call per slug and leaves no copy in KV; the
 * list is asked for at most once per freshness window (60 s).
 */

/** Background work of the visits not awaited yet (the copies' writes, the 404 monitor's batch). */
const behind: Promise<void>[] = [];

/** The worker; its background work is awaited with `settled`, or at once when `wait` says. */
async function visit(path: string, wait = true): Promise<{ status: number; body: string; timing: string }> {
  const context = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual' }), env, context);
  const body = await response.text();
  if (wait) await waitOnExecutionContext(context);
  else behind.push(waitOnExecutionContext(context));
  return { status: response.status, body, timing: response.headers.get('server-timing') ?? '' };
}

const settled = () => Promise.all(behind.splice(0));

/** Every CMS copy in KV `CONTENT`. */
async function copies(): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.CONTENT.list({ prefix: 'cms:', cursor });
    names.push(...page.keys.map((key) => key.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return names;
}

/** CMS requests since `before`, by path and query. */
async function readsSince(before: Record<string, number>): Promise<Record<string, number>> {
  const after = await cmsCounts();
  return Object.fromEntries(
    Object.entries(after)
      .map(([target, count]) => [target, count - (before[target] ?? 0)] as const)
      .filter(([, count]) => count > 0),
  );
}

const junk = () => `x${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;

describe('an item the CMS does not know', () => {
  it('costs at most one CMS list read per type for 150 random slugs, keeps no copy, and answers 404 each time', async () => {
    const before = await cmsCounts();
    const slugs = Array.from({ length: 150 }, junk);
    for (const [index, slug] of slugs.entries()) {
      const { status } = await visit(buildPath('accommodationType', 'en', { type: slug }), index === 0);
      expect(status, slug).toBe(404);
    }
    await settled();
    const reads = await readsSince(before);
    const named = Object.keys(reads).filter((target) => slugs.some((slug) => target.includes(slug)));
    expect(named).toEqual([]);
    // The type's list, once (none when another page had just read it), and each of the 404 page's own CMS items once at most.
    expect(reads['/en/accommodation-types'] ?? 0).toBeLessThanOrEqual(1);
    expect(Math.max(0, ...Object.values(reads)), JSON.stringify(reads)).toBeLessThanOrEqual(1);
    const kept = await copies();
    expect(kept.filter((name) => slugs.some((slug) => name.includes(slug)))).toEqual([]);
    expect(kept.filter((name) => name.includes('?type='))).toEqual([]);
  });

  it('costs no CMS call of its own for a unit, a news article or an offer either', async () => {
    const before = await cmsCounts();
    const slugs: string[] = [];
    for (let round = 0; round < 10; round += 1) {
      const [unit, article, offer] = [junk(), junk(), junk()];
      slugs.push(unit, article, offer);
      for (const path of [
        buildPath('accommodation', 'de', { type: 'bungalow', group: 'catullo', unit }),
        buildPath('newsArticle', 'de', { slug: article }),
        buildPath('offer', 'de', { slug: offer }),
      ]) {
        expect((await visit(path, round === 0)).status, path).toBe(404);
      }
    }
    await settled();
    const reads = await readsSince(before);
    expect(Object.keys(reads).filter((target) => slugs.some((slug) => target.includes(slug)))).toEqual([]);
    expect(Math.max(0, ...Object.values(reads)), JSON.stringify(reads)).toBeLessThanOrEqual(1);
    expect((await copies()).filter((name) => slugs.some((slug) => name.includes(slug)))).toEqual([]);
  });

  it('still shows a real one, kept as a page and its content kept as the last good copy', async () => {
    const path = buildPath('accommodationType', 'en', { type: 'bungalow' });
    const first = await visit(path);
    expect(first.status).toBe(200);
    expect(first.body).toContain('href="/en/accommodation/bungalow/');
    // Kept: answered again with no render.
    const again = await visit(path);
    expect(again.status).toBe(200);
    expect(again.timing).not.toMatch(/\brender\b/);
    expect(await copies()).toEqual(expect.arrayContaining(['cms:/cms/en/accommodation-types', 'cms:/cms/en/accommodations']));
  });
});
