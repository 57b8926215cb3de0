import { describe, expect, it } from 'vitest';
import { newsSchema } from '../../shared/cms/index.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { CmsClient } from '../../worker/cms/client.ts';
import { Content } from '../../worker/cms/content.ts';
import { DEMO, get, html } from './fetch.ts';
import { answeredKept, demoItem, post, signed } from './publish-support.ts';

/**
 * A news article links to its translations (found by id in the other languages' lists, asked
 * for in the same round as the article: worker/screens/loaders/posts.ts). The page depends on
 * those items only (their id tags), not on every item of those lists: a publish of another
 * article in another language leaves it kept.
 */

const path = buildPath('newsArticle', 'da', { slug: 'solceller-og-baeredygtighedspris' });

async function kept(): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const response = await get(path);
    await response.body?.cancel();
    if (answeredKept(response)) return;
  }
  throw new Error(`${path} was never answered from its kept copy`);
}

async function publish(locale: string, slug: string): Promise<void> {
  const item = await demoItem(locale, 'post', slug);
  const answer = await post(await signed('/hooks/cms', { action: 'publish', locale, type: 'post', slug, id: item.id }));
  expect(answer.status).toBe(200);
  await answer.body?.cancel();
}

describe("a news article's translations", () => {
  it('are its alternates, and a publish of another article in their language leaves it kept', async () => {
    await kept();
    const { body } = await html(path);
    expect(body).toContain(
      `hrefLang="nl" href="https://www.lagoserena.test${buildPath('newsArticle', 'nl', { slug: 'zonnepanelen-en-duurzaamheidsprijs' })}"`,
    );

    // Another Dutch article: the Danish one is still answered from its kept copy.
    await publish('nl', 'recept-snoek-op-gardameer-wijze');
    const unrelated = await get(path);
    await unrelated.body?.cancel();
    expect(answeredKept(unrelated)).toBe(true);
  });

  it("tag the page with each translation's id alone, not with the lists they were found in", async () => {
    const client = new CmsClient({ baseUrl: `${DEMO}/cms`, timeoutMs: 2000 });
    const content = new Content(client, (url) => client.getJson(url));
    const find = content.itemOfList('nl', 'post', newsSchema);
    expect((await find(4005))?.slug).toBe('zonnepanelen-en-duurzaamheidsprijs');
    expect(await find(999_999)).toBeNull();
    const tags = [...content.freshness.tags.keys()];
    expect(tags.toSorted()).toEqual(['n:nl/post/4005', 'n:nl/post/999999']);
    expect(content.freshness.complete).toBe(true);
  });
});
