import { env } from 'cloudflare:workers';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../shared/routes/index.ts';
import { CLOCK_KEY } from '../../worker/cms/tag-stamps.ts';
import { html } from './fetch.ts';
import { answeredKept, demoItem, editItem, post, signed } from './publish-support.ts';

/**
 * A publish that another isolate or location received reaches this one through KV alone
 * (docs/decisions/010, "Amendment: the clock"): the stamps of its tags and the clock it moved.
 * Here they are written straight into KV, as the other isolate's webhook writes them, so this
 * isolate learns of the publish only by reading KV.
 */

const slug = 'letni-kalendarz-wydarzen-2026';
const path = buildPath('newsArticle', 'pl', { slug });

/** Asked for until it is answered from its kept copy. */
async function kept(): Promise<string> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const { response, body } = await html(path);
    expect(response.status).toBe(200);
    if (answeredKept(response)) return body;
  }
  throw new Error(`${path} was never answered from its kept copy`);
}

let original: { id: number; title: string } | undefined;

afterAll(async () => {
  if (!original) return;
  await editItem('pl', 'post', slug, { title: original.title });
  await post(await signed('/hooks/cms', { action: 'publish', locale: 'pl', type: 'post', slug, id: original.id }));
});

describe('a publish received elsewhere', () => {
  it('is shown here within a second of its stamps and the clock reaching KV', async () => {
    const item = await demoItem('pl', 'post', slug);
    original = item;
    expect(await kept()).toContain(item.title);
    const title = `Kalendarz lata ${crypto.randomUUID().slice(0, 8)}`;
    await editItem('pl', 'post', slug, { title });
    // Nothing published yet: the kept page stands.
    expect(await kept()).not.toContain(title);

    const at = Date.now();
    for (const tag of ['l:pl/post', `i:pl/post/${slug}`, `n:pl/post/${item.id}`]) await env.CONTENT.put(`tag:${tag}`, String(at));
    await env.CONTENT.put(CLOCK_KEY, `${at}.another-isolate`);
    // An isolate reads the clock at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const page = await html(path);
    expect(page.response.status).toBe(200);
    expect(page.body).toContain(title);
  });
});
