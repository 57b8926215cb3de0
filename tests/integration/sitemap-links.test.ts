import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { href } from '../../shared/routes/index.ts';
import { ORIGIN, patient } from './fetch.ts';

/**
 * The sitemaps against the site's own links, over all six languages: every address is listed
 * once, and every listed page can be reached by following links from the home pages.
 */

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => loc);

/** Internal page links of a page: paths of this site, without fragment or query; no files, no language switch. */
function pageLinks(body: string): string[] {
  const links = new Set<string>();
  for (const [, raw = ''] of body.matchAll(/<a [^>]*href="([^"]+)"/g)) {
    const value = raw.replaceAll('&amp;', '&');
    if (!value.startsWith('/') || value.startsWith('//')) continue;
    const path = new URL(value, ORIGIN).pathname;
    if (path.startsWith('/lang/') || /\.[a-z0-9]+$/i.test(path)) continue;
    links.add(path);
  }
  return [...links];
}

describe('sitemaps and links', () => {
  const listed: string[] = [];

  beforeAll(async () => {
    for (const locale of LOCALES) {
      const { response, body } = await patient(`/sitemap-${locale}.xml`);
      expect(response.status, locale).toBe(200);
      listed.push(...locs(body).map((loc) => new URL(loc).pathname));
    }
  }, 120_000);

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

  it('lists only pages reachable by links from the home pages', { timeout: 300_000 }, async () => {
    const { reached, broken } = await crawl(LOCALES.map((locale) => href('home', locale)));
    expect(broken).toEqual([]);
    const orphans = listed.filter((path) => !reached.has(path));
    expect(orphans).toEqual([]);
  });
});

/** Every page reached by following page links from `starts`, four requests at a time. */
async function crawl(starts: string[], limit = 4): Promise<{ reached: Set<string>; broken: string[] }> {
  const reached = new Set(starts);
  const queue = [...starts];
  const broken: string[] = [];
  let active = 0;
  await new Promise<void>((resolve, reject) => {
    const pump = () => {
      if (queue.length === 0 && active === 0) resolve();
      while (active < limit && queue.length > 0) {
        const path = queue.shift() as string;
        active += 1;
        patient(path)
          .then(({ response, body }) => {
            if (response.status !== 200) broken.push(`${path} ${response.status}`);
            else {
              for (const link of pageLinks(body)) {
                if (reached.has(link)) continue;
                reached.add(link);
                queue.push(link);
              }
            }
          })
          .then(() => {
            active -= 1;
            pump();
          }, reject);
      }
    };
    pump();
  });
  return { reached, broken };
}
