import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { href } from '../../shared/routes/index.ts';
import { patient } from './fetch.ts';
import { checkImages, crawlSite, type PageFacts } from './site-crawl.ts';

/**
 * Every page reachable by links from the six home pages, read once in workerd, against the
 * sitemaps and against what each page must hold: it answers 200 without a redirect, has one
 * <h1>, its images and share images load, and it is listed in the sitemap, which lists nothing
 * else. (What needs a browser, each screen's scripts, is tests/e2e/crawl.test.ts.)
 */

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => loc);

/** Each problem as `path: reason`, for a report that names every page at once. */
function problems(pages: Iterable<PageFacts>, check: (page: PageFacts) => string[]): string[] {
  return [...pages].flatMap((page) => check(page).map((reason) => `${page.path}: ${reason}`));
}

describe('sitemaps and every page reachable from the home pages', () => {
  const listed: string[] = [];
  let pages: Map<string, PageFacts>;
  /** The pages that answered with themselves (no redirect). */
  let answered: PageFacts[];
  let images: Map<string, string | null>;

  beforeAll(async () => {
    for (const locale of LOCALES) {
      const { response, body } = await patient(`/sitemap-${locale}.xml`);
      expect(response.status, locale).toBe(200);
      listed.push(...locs(body).map((loc) => new URL(loc).pathname));
    }
    pages = await crawlSite(LOCALES.map((locale) => href('home', locale)));
    answered = [...pages.values()].filter((page) => page.location === null);
    images = await checkImages(answered.flatMap((page) => [...page.shareImages, ...page.images.flatMap((image) => image.sources)]));
    console.log(JSON.stringify({ crawl: { pages: pages.size, images: new Set(images.keys()).size } }));
    // About a thousand pages, rendered cold: minutes on a loaded 2-core machine.
  }, 600_000);

  it('lists every address once over the six language sitemaps', () => {
    const seen = new Set<string>();
    const twice: string[] = [];
    for (const path of listed) {
      if (seen.has(path)) twice.push(path);
      seen.add(path);
    }
    expect(twice).toEqual([]);
    expect(listed.length).toBeGreaterThan(100);
  });

  it('lists only pages reachable by links from the home pages', () => {
    const reached = new Set([...pages.keys()].map((path) => path.split('?')[0]));
    expect(listed.filter((path) => !reached.has(path))).toEqual([]);
  });

  it('every internal link answers 200 with an HTML page, not a redirect or an error', () => {
    expect(pages.size).toBeGreaterThan(listed.length / 2);
    const broken = problems(pages.values(), (page) => [
      ...(page.location !== null ? [`redirected (${page.status}) to ${page.location}`] : []),
      ...(page.location === null && page.status !== 200 ? [`status ${page.status}`] : []),
      ...(page.contentType.startsWith('text/html') ? [] : [`content type ${page.contentType}`]),
    ]);
    expect(broken).toEqual([]);
  });

  it('every page reached is in the sitemap', () => {
    const inSitemap = new Set(listed);
    const missing = [...new Set(answered.filter((page) => page.status === 200).map((page) => page.path.split('?')[0]))];
    expect(missing.filter((path) => !inSitemap.has(path as string))).toEqual([]);
  });

  it('every page has exactly one <h1>', () => {
    expect(problems(answered, (page) => (page.headings === 1 ? [] : [`${page.headings} <h1> elements`]))).toEqual([]);
  });

  it('every page has an og:image and a twitter:image that answer 200 with an image', () => {
    const broken = problems(answered, (page) => [
      ...(page.shareImages.length === 2 ? [] : [`${page.shareImages.length} share images (expected og:image and twitter:image)`]),
      ...page.shareImages.flatMap((source) => (images.get(source) ? [`broken share image ${source}: ${images.get(source)}`] : [])),
    ]);
    expect(broken).toEqual([]);
  });

  it('every image of every page has a source, and every source and srcset candidate answers 200 with an image', () => {
    const all = answered.flatMap((page) => page.images);
    // The pictures are offered in several widths: the candidates are read, not only `src`.
    expect(all.filter((image) => image.sources.length > 2).length).toBeGreaterThan(answered.length);
    const broken = problems(answered, (page) =>
      page.images.flatMap((image) => [
        ...(image.sources.length === 0 ? [`image without a source: ${image.markup}`] : []),
        ...image.sources.flatMap((source) => (images.get(source) ? [`broken image ${source}: ${images.get(source)}`] : [])),
      ]),
    );
    expect(broken).toEqual([]);
  });
});
