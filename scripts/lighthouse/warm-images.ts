/**
 * Resized pictures that a page makes a phone fetch, fetched once before Lighthouse measures it.
 *
 * In production Cloudflare keeps each resized copy at the edge, so a visitor rarely waits for an
 * encode. The local stand-in encodes a copy on its first request (AVIF takes seconds on a loaded
 * 2-core machine), and Lighthouse's simulation takes that wait as the images origin's server
 * response time for every picture: the score would measure the stand-in's cold encoder, not the page.
 */

/** Lighthouse's mobile device: 412 CSS px wide at a device pixel ratio of 1.75. */
export const MOBILE = { width: 412, dpr: 1.75 } as const;
/** What Chromium sends when it asks for a picture (the stand-in picks AVIF or WebP by it). */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&');

/**
 * The slot width `sizes` gives on a viewport of `viewport` CSS px (min-/max-width conditions only;
 * a length in px or vw, or `calc(<n>vw - <n>px)`).
 */
export function slotWidth(sizes: string | undefined, viewport: number): number {
  for (const entry of (sizes ?? '100vw').split(/,(?![^(]*\))/).map((part) => part.trim())) {
    const match =
      /^(?:\((min|max)-width:\s*(\d+)px\)\s+)?(?:(\d+(?:\.\d+)?)(px|vw)|calc\((\d+(?:\.\d+)?)vw\s*-\s*(\d+(?:\.\d+)?)px\))$/.exec(entry);
    if (!match) continue;
    const [, kind, limit, length, unit, calcVw, calcPx] = match;
    if (kind === 'min' && viewport < Number(limit)) continue;
    if (kind === 'max' && viewport > Number(limit)) continue;
    if (calcVw !== undefined) return (Number(calcVw) * viewport) / 100 - Number(calcPx);
    return unit === 'vw' ? (Number(length) * viewport) / 100 : Number(length);
  }
  return viewport;
}

/** The `srcset` candidate a browser takes for a slot: the narrowest at least as wide as it needs. */
export function chosenCandidate(srcset: string, sizes: string | undefined, device = MOBILE): string | undefined {
  const candidates = srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url = '', descriptor = '']) => ({ url, width: Number.parseInt(descriptor, 10) }))
    .filter((candidate) => candidate.url && Number.isFinite(candidate.width))
    .sort((a, b) => a.width - b.width);
  const needed = slotWidth(sizes, device.width) * device.dpr;
  return (candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1))?.url;
}

/** The resized picture URLs a phone would fetch for the page's `<img>` tags and image preloads. */
export function pictureUrls(html: string, device = MOBILE): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<img\s[^>]*>|<link\s[^>]*as="image"[^>]*>/gi)) {
    const srcset = attribute(tag, 'srcset') ?? attribute(tag, 'imagesrcset');
    const url = srcset ? chosenCandidate(srcset, attribute(tag, 'sizes') ?? attribute(tag, 'imagesizes'), device) : attribute(tag, 'src');
    if (url?.includes('/cdn-cgi/image/')) urls.add(url);
  }
  return [...urls];
}

/** Fetches each page's pictures as the phone would, a few at a time; returns how many were fetched. */
export async function warmPictures(pageUrls: string[]): Promise<number> {
  const pictures = new Set<string>();
  for (const pageUrl of pageUrls) {
    const response = await fetch(pageUrl);
    for (const url of pictureUrls(await response.text())) pictures.add(url);
  }
  const queue = [...pictures];
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      const response = await fetch(url, { headers: { Accept: IMAGE_ACCEPT } });
      await response.arrayBuffer();
    }
  };
  await Promise.all([worker(), worker()]);
  return pictures.size;
}
