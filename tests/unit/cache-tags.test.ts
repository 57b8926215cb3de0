import { describe, expect, it } from 'vitest';
import { noticeTags, tagsOf } from '../../worker/cms/cache-tags.ts';

/** Which content a CMS answer is made of (worker/cms/cache-tags.ts), and what a notice makes fresh. */
const base = 'https://cms.lagoserena.it/wp-json/site/v1';

describe('cache tags', () => {
  it('tags an item by its address, slug and id, whatever path the CMS base has', () => {
    expect(tagsOf(`${base}/it/post/apertura`, { id: 4001, slug: 'apertura' }).sort()).toEqual(['i:it/post/apertura', 'n:it/post/4001']);
    expect(tagsOf('http://127.0.0.1:8790/cms/da/page/faq', null)).toEqual(['i:da/page/faq']);
  });

  it('tags a list filtered by slug or ids by those items alone, any other list by its type', () => {
    expect(tagsOf(`${base}/en/page?slug=faq&_case=x`, { data: [] })).toEqual(['i:en/page/faq']);
    expect(tagsOf(`${base}/de/post?ids=4001,4002`, { data: [{ id: 4001, slug: 'a' }] }).sort()).toEqual([
      'i:de/post/a',
      'n:de/post/4001',
      'n:de/post/4002',
    ]);
    expect(tagsOf(`${base}/nl/experiences?theme=sport`, { data: [{ id: 7, slug: 'sup' }] })).toContain('l:nl/experiences');
    expect(tagsOf(`${base}/it/posts?per_page=3`, { data: [] })).toEqual(['l:it/posts']);
  });

  it('makes a notice reach the item by slug and id and its lists', () => {
    expect(noticeTags({ locale: 'it', type: 'post', slug: 'apertura', id: 4001 })).toEqual([
      'l:it/post',
      'i:it/post/apertura',
      'n:it/post/4001',
    ]);
    expect(noticeTags({ locale: 'pl', type: 'company', slug: 'default' })).toEqual(['l:pl/company', 'i:pl/company/default']);
  });
});
