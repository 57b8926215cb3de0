import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../shared/routes/index.ts';
import worker from '../../worker/index.ts';
import { DEMO, get, html, ORIGIN } from './fetch.ts';
import { captureLogs } from './faults-support.ts';
import { answeredKept, copyStored, demoItem, editItem, post, signed } from './publish-support.ts';

/**
 * The CMS's change notices (worker/publish/webhook.ts, docs/product.md "Publishing"): a signed
 * notice makes exactly the pages that show the item fresh at the next request; anything else
 * changes nothing. Each test edits its own item in the demo CMS and puts it back afterwards.
 */

const newsPage = (locale: 'da' | 'nl', slug: string) => buildPath('newsArticle', locale, { slug });
const newsList = (locale: 'da' | 'nl') => buildPath('news', locale);

/** Asked for until it is answered from its kept copy. */
async function kept(path: string): Promise<string> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const { response, body } = await html(path);
    expect(response.status).toBe(200);
    if (answeredKept(response)) return body;
  }
  throw new Error(`${path} was never answered from its kept copy`);
}

const restore: (() => Promise<unknown>)[] = [];

/** Changes an item's title in the demo CMS; the original comes back (announced) after the file. */
async function retitle(locale: string, slug: string, title: string): Promise<void> {
  const original = await demoItem(locale, 'post', slug);
  if (!restore.some((entry) => (entry as { slug?: string }).slug === slug)) {
    const undo = async () => {
      await editItem(locale, 'post', slug, { title: original.title });
      await post(await signed('/hooks/cms', { action: 'publish', locale, type: 'post', slug, id: original.id }));
    };
    restore.push(Object.assign(undo, { slug }));
  }
  await editItem(locale, 'post', slug, { title });
}

afterAll(async () => {
  for (const undo of restore) await undo();
  await fetch(`${DEMO}/__faults/cms?mode=ok&match=zomerprogramma-2026`, { method: 'POST' });
});

describe('POST /hooks/cms', () => {
  it('makes the item page and its list fresh at the next request; an unrelated page stays kept, with no render', async () => {
    const slug = 'sommerens-arrangementer-2026';
    const item = await demoItem('da', 'post', slug);
    const unrelated = buildPath('about', 'da');
    expect(await kept(newsPage('da', slug))).toContain(item.title);
    expect(await kept(newsList('da'))).toContain(item.title);
    await kept(unrelated);

    const title = `Sommer 2026: nyt program ${crypto.randomUUID().slice(0, 8)}`;
    await retitle('da', slug, title);
    // Without a notice the kept pages stand (the 60 s window).
    expect(await kept(newsPage('da', slug))).not.toContain(title);

    const notice = await post(await signed('/hooks/cms', { action: 'publish', locale: 'da', type: 'post', slug, id: item.id }));
    expect(notice.status).toBe(200);
    expect(await notice.json()).toMatchObject({ ok: true, tags: expect.arrayContaining(['l:da/post', `i:da/post/${slug}`]) });

    // Rendered again for this request, or just before it behind the webhook's answer (worker/publish/warm-pages.ts).
    const page = await html(newsPage('da', slug));
    expect(page.body).toContain(title);
    const list = await html(newsList('da'));
    expect(list.body).toContain(title);
    const other = await get(unrelated);
    expect(other.status).toBe(200);
    expect(answeredKept(other)).toBe(true);
    await other.body?.cancel();
    // And the new pages are kept in turn.
    expect(await kept(newsPage('da', slug))).toContain(title);
  });

  it('changes nothing for an unsigned, wrongly signed, stale or replayed notice', async () => {
    const slug = 'nye-glampingtelte-i-olivenlunden';
    const item = await demoItem('da', 'post', slug);
    const path = newsPage('da', slug);
    await kept(path);
    const first = `Glamping: ${crypto.randomUUID().slice(0, 8)}`;
    await retitle('da', slug, first);
    const notice = { action: 'publish', locale: 'da', type: 'post', slug, id: item.id };

    const good = await signed('/hooks/cms', notice);
    const unsigned = await post({ ...good, headers: { 'Content-Type': 'application/json' } });
    expect(unsigned.status).toBe(401);
    const wrongKey = await post(await signed('/hooks/cms', notice, { secret: 'not-the-shared-secret-at-all' }));
    expect(wrongKey.status).toBe(401);
    const otherBody = await post({ ...good, body: good.body.replace(slug, 'saesonstart-2026') });
    expect(otherBody.status).toBe(401);
    const stale = await post(await signed('/hooks/cms', notice, { at: Date.now() - 6 * 60 * 1000 }));
    expect(stale.status).toBe(401);
    expect(await stale.json()).toMatchObject({ ok: false });
    // A signed body that is not a notice is refused by the route's schema.
    const invalid = await post(await signed('/hooks/cms', { action: 'rename', locale: 'da', type: 'post', slug }));
    expect(invalid.status).toBe(400);
    expect(await kept(path)).not.toContain(first);

    // The notice itself, once: the page shows the first edit.
    expect((await post(good)).status).toBe(200);
    expect((await html(path)).body).toContain(first);
    await kept(path);
    // Sent again, word for word, after a second edit: nothing changes.
    const second = `Glamping: ${crypto.randomUUID().slice(0, 8)}`;
    await retitle('da', slug, second);
    const replayed = await post(good);
    expect(replayed.status).toBe(200);
    expect(await replayed.json()).toMatchObject({ replayed: true });
    const after = await kept(path);
    expect(after).toContain(first);
    expect(after).not.toContain(second);
  });

  it('serves the new text when the CMS fails right after a publish', async () => {
    const slug = 'zomerprogramma-2026';
    const item = await demoItem('nl', 'post', slug);
    await kept(newsPage('nl', slug));
    await kept(newsList('nl'));
    // The article page picks its item from the list (worker/cms/content.ts `requiredInList`): one copy serves both pages.
    await copyStored('cms:/cms/nl/post');

    const title = `Zomer 2026: vernieuwd ${crypto.randomUUID().slice(0, 8)}`;
    await retitle('nl', slug, title);
    expect((await post(await signed('/hooks/cms', { action: 'publish', locale: 'nl', type: 'post', slug, id: item.id }))).status).toBe(200);
    // The outage: every delivery of this item and its list fails from now on.
    await fetch(`${DEMO}/__faults/cms?mode=fail&match=/nl/post`, { method: 'POST' });
    try {
      const page = await html(newsPage('nl', slug));
      expect(page.response.status).toBe(200);
      expect(page.body).toContain(title);
      const list = await html(newsList('nl'));
      expect(list.response.status).toBe(200);
      expect(list.body).toContain(title);
    } finally {
      await fetch(`${DEMO}/__faults/cms?mode=ok&match=/nl/post`, { method: 'POST' });
    }
  });

  it('renders the pages again after a promo publish, leaving out the 404 page, with no error', async () => {
    const logs = captureLogs();
    try {
      const pages = [buildPath('about', 'pl'), buildPath('history', 'pl')];
      for (const path of pages) await kept(path);
      // The 404 page shows the promo too, kept under its language rather than an address.
      const missing = await get('/pl/nie-ma-takiej-strony-promo');
      expect(missing.status).toBe(404);
      await missing.body?.cancel();

      const original = (await demoItem('pl', 'promo', 'floating')) as unknown as { titolo: string };
      const titolo = `Promocja ${crypto.randomUUID().slice(0, 8)}`;
      await editItem('pl', 'promo', 'floating', { titolo });
      restore.push(async () => {
        await editItem('pl', 'promo', 'floating', { titolo: original.titolo });
        await post(await signed('/hooks/cms', { action: 'publish', locale: 'pl', type: 'promo', slug: 'floating' }));
      });
      // Behind the webhook's answer (worker/publish/warm-pages.ts): awaited here.
      const context = createExecutionContext();
      const notice = await signed('/hooks/cms', { action: 'publish', locale: 'pl', type: 'promo', slug: 'floating' });
      const answer = await worker.fetch(
        new Request(`${ORIGIN}${notice.path}`, { method: 'POST', body: notice.body, headers: notice.headers }),
        env,
        context,
      );
      expect(answer.status).toBe(200);
      await answer.body?.cancel();
      await waitOnExecutionContext(context);

      expect(logs.lines.filter((line) => line.level === 'error')).toEqual([]);
      expect(logs.events('publish.warm_failed')).toEqual([]);
      // Rendered ahead: the first visitor after the publish gets the new page from its kept copy.
      for (const path of pages) {
        const page = await get(path);
        expect(answeredKept(page), path).toBe(true);
        expect(await page.text()).toContain(titolo);
      }
      // The 404 page is rendered again by its next visitor.
      const after = await html('/pl/nie-ma-takiej-strony-promo-2');
      expect(after.response.status).toBe(404);
      expect(after.body).toContain(titolo);
    } finally {
      logs.restore();
    }
  });

  it('removes the last-known-good copy of an item the CMS no longer has, so an outage cannot bring it back', async () => {
    // A copy of an item since deleted in the CMS (the demo has no such slug: it answers 404).
    const key = 'cms:/cms/pl/post/stary-wpis-usuniety';
    await env.CONTENT.put(
      key,
      JSON.stringify({ body: { id: 4999, slug: 'stary-wpis-usuniety', title: 'Stary wpis' }, fetchedAt: Date.now() - 60_000 }),
    );
    const answer = await post(await signed('/hooks/cms', { action: 'delete', locale: 'pl', type: 'post', id: 4999 }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ copies: { removed: 1 } });
    expect(await env.CONTENT.get(key)).toBeNull();
  });

  it('removes a copy of a filtered list that holds nothing, as an address with a made-up type once left', async () => {
    const junk = 'cms:/cms/pl/accommodations?type=xq7zv3';
    const real = 'cms:/cms/pl/accommodations';
    await env.CONTENT.put(junk, JSON.stringify({ body: { data: [], total: 0 }, fetchedAt: Date.now() - 60_000 }));
    await kept(buildPath('accommodations', 'pl'));
    await copyStored(real);
    const answer = await post(await signed('/hooks/cms', { action: 'publish', locale: 'pl', type: 'accommodations', slug: 'leading' }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ copies: { removed: 1 } });
    expect(await env.CONTENT.get(junk)).toBeNull();
    expect(await env.CONTENT.get(real)).not.toBeNull();
  });
});
