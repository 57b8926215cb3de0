import { env } from 'cloudflare:workers';
import { ORIGIN, patient } from './fetch.ts';

/**
 * Every page reachable by links from a set of start pages, each read once in workerd and parsed
 * with HTMLRewriter (the worker's own HTML parser): what the crawl checks of each page (its <h1>s,
 * images, share images) and the links it follows. Far cheaper than a browser: no dev server's
 * proxy, no Chromium, no scripts.
 */

/** One image: where it stands (for the report) and every address it may load. */
export type PageImage = { markup: string; sources: string[] };

export type PageFacts = {
  /** The path asked for, with its query. */
  path: string;
  status: number;
  /** Where a redirect points; null when the page answered itself. */
  location: string | null;
  contentType: string;
  headings: number;
  shareImages: string[];
  images: PageImage[];
  /** Same-origin links this crawl follows, as paths with their query, without their hash. */
  links: string[];
};

/** React escapes these in attribute values; HTMLRewriter hands attribute values over unescaped. */
function decode(value: string): string {
  return value.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, entity: string) =>
    entity === 'amp' ? '&' : entity === 'quot' ? '"' : entity === 'lt' ? '<' : entity === 'gt' ? '>' : "'",
  );
}

/** A `srcset`'s candidate addresses. They are separated by a comma and whitespace: a URL may hold commas (`/cdn-cgi/image/width=320,quality=75,…/`). */
function candidates(srcset: string | null): string[] {
  if (!srcset) return [];
  return decode(srcset)
    .split(/,\s+/)
    .map((entry) => entry.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/** A link this crawl follows, as a same-origin path with its query and without its hash; or null. */
export function internalPath(href: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.origin !== new URL(ORIGIN).origin) return null; // other hosts, mailto:, tel:, javascript:
  if (url.pathname.startsWith('/lang/') || url.pathname.startsWith('/cdn-cgi/')) return null;
  return url.pathname + url.search;
}

/** What one page's markup holds, read as it streams through HTMLRewriter. */
async function readPage(path: string): Promise<PageFacts> {
  const { response, body } = await patient(path);
  const base = `${ORIGIN}${path}`;
  const facts: PageFacts = {
    path,
    status: response.status,
    location: response.headers.get('location'),
    contentType: response.headers.get('content-type') ?? '',
    headings: 0,
    shareImages: [],
    images: [],
    links: [],
  };
  if (facts.location !== null) return facts;
  const absolute = (url: string) => new URL(url, base).href;
  /** `<source>`s of the `<picture>` being read, for the `<img>` that closes it. */
  let pictureSources: string[] = [];
  const links = new Set<string>();
  await new HTMLRewriter()
    .on('h1', {
      element() {
        facts.headings += 1;
      },
    })
    .on('meta[property="og:image"], meta[name="twitter:image"]', {
      element(meta) {
        facts.shareImages.push(absolute(decode(meta.getAttribute('content') ?? '')));
      },
    })
    .on('a[href]', {
      element(link) {
        const next = internalPath(decode(link.getAttribute('href') ?? ''), base);
        if (next) links.add(next);
      },
    })
    .on('picture', {
      element(picture) {
        pictureSources = [];
        picture.onEndTag(() => {
          pictureSources = [];
        });
      },
    })
    .on('picture > source', {
      element(source) {
        pictureSources.push(...candidates(source.getAttribute('srcset')));
      },
    })
    .on('img', {
      element(image) {
        const attributes = [...image.attributes].map(([name, value]) => `${name}="${value}"`).join(' ');
        const src = image.getAttribute('src');
        const sources = [...(src ? [decode(src)] : []), ...candidates(image.getAttribute('srcset')), ...pictureSources];
        facts.images.push({ markup: `<img ${attributes}>`.slice(0, 160), sources: sources.map(absolute) });
      },
    })
    .transform(new Response(body, { headers: { 'content-type': facts.contentType } }))
    .arrayBuffer();
  facts.links = [...links];
  return facts;
}

/** Every page reached by following links from `starts`, `limit` pages read at a time. */
export async function crawlSite(starts: string[], limit = 6): Promise<Map<string, PageFacts>> {
  const pages = new Map<string, PageFacts>();
  const reached = new Set(starts);
  const queue = [...starts];
  let active = 0;
  await new Promise<void>((resolve, reject) => {
    const pump = () => {
      if (queue.length === 0 && active === 0) resolve();
      while (active < limit && queue.length > 0) {
        const path = queue.shift() as string;
        active += 1;
        readPage(path)
          .then((facts) => {
            pages.set(path, facts);
            const location = facts.location === null ? null : internalPath(facts.location, `${ORIGIN}${path}`);
            for (const link of location ? [...facts.links, location] : facts.links) {
              if (reached.has(link)) continue;
              reached.add(link);
              queue.push(link);
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
  return pages;
}

/**
 * A resized copy (`/cdn-cgi/image/{options}/{source}`, Cloudflare's image resizing, emulated by
 * the demo stand-in) stands or falls with its source: the source is checked, once, rather than
 * having the stand-in encode every width of every picture. The resizing itself is tested in
 * tests/integration/lcp-image.test.ts.
 */
export function resizedSource(address: string): string {
  const match = /^(.*?)\/cdn-cgi\/image\/([a-z]+=[^,/]+(?:,[a-z]+=[^,/]+)*)\/(.+)$/.exec(address);
  if (!match) return address;
  const [, origin = '', , source = ''] = match;
  return new URL(source, `${origin}/`).href;
}

/**
 * Whether each image address answers 200 with an image type: null, or what it answered. Every
 * address is fetched once (the same pictures appear on the six language versions of a page),
 * `limit` at a time. An address of this site is answered as the site answers it: a static file
 * (ASSETS) before the worker; any other goes over HTTP (the stand-ins).
 */
export async function checkImages(addresses: Iterable<string>, limit = 8): Promise<Map<string, string | null>> {
  const verdicts = new Map<string, string | null>();
  const urls = [...new Set([...addresses].map(resizedSource))];
  const one = async (url: string): Promise<string | null> => {
    try {
      let response: Response;
      if (new URL(url).origin === new URL(ORIGIN).origin) {
        response = await env.ASSETS.fetch(url);
        if (response.status === 404) {
          await response.arrayBuffer();
          response = (await patient(url.slice(ORIGIN.length))).response;
        }
      } else response = await fetch(url);
      if (!response.bodyUsed) await response.arrayBuffer();
      const type = response.headers.get('content-type') ?? '';
      return response.ok && type.startsWith('image/') ? null : `${response.status} ${type}`;
    } catch (error) {
      return (error as Error).message;
    }
  };
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++] as string;
      verdicts.set(url, await one(url));
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return new Map([...addresses].map((address) => [address, verdicts.get(resizedSource(address)) ?? null]));
}
