import * as z from 'zod/mini';
import { accommodationSchema } from '../../shared/cms/index.ts';
import { getMessages, type Messages } from '../../shared/i18n/index.ts';
import { isLocale, type Locale } from '../../shared/locales.ts';
import { buildPath, hasParameters, href, type RouteName, routeNames } from '../../shared/routes/index.ts';
import type { CardListKind } from '../../client/pages/types.ts';
import type { Content } from '../cms/content.ts';
import { detailHref, KINDS } from './loaders/posts.ts';

/**
 * Where the 404 page suggests going (docs/product.md "Not-found page"): the pages of the site
 * whose words (address and title) match the words of the address that was not found. The
 * home page, the accommodation and the contacts are always offered, by the page itself.
 */

type Suggestion = { label: string; href: string };

/** At most this many matches: a short list is read, a long one is a site map. */
const MAX_SUGGESTIONS = 5;
/** Words shorter than this say nothing about a page ("de", "en", "the", years' parts…). */
const MIN_WORD = 3;
/** Words every language's addresses are full of, which would match half the site. */
const STOP_WORDS = new Set([
  'and',
  'the',
  'for',
  'with',
  'our',
  'your',
  'del',
  'della',
  'delle',
  'dei',
  'per',
  'con',
  'una',
  'und',
  'der',
  'die',
  'das',
  'mit',
  'fur',
  'het',
  'een',
  'van',
  'voor',
  'met',
  'og',
  'til',
  'med',
  'det',
  'oraz',
  'dla',
  'www',
  'html',
  'php',
  'index',
  'page',
  'pagina',
  'seite',
  'side',
  'strona',
]);

/** The words of an address or a title: lower case, accents dropped, split at anything but letters and digits. */
function wordsOf(text: string): string[] {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // A malformed escape: the words around it still count.
  }
  return decoded
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= MIN_WORD && !STOP_WORDS.has(word) && !/^\d+$/.test(word));
}

/** Whether two words differ by at most one letter added, dropped or changed (a typo). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** A word of the missed address matches a page's word: the same, one the start of the other, or a typo away. */
function wordsMatch(missed: string, word: string): boolean {
  if (missed === word) return true;
  if (Math.min(missed.length, word.length) >= 4 && (word.startsWith(missed) || missed.startsWith(word))) return true;
  return missed.length >= 5 && word.length >= 5 && oneEditApart(missed, word);
}

/** How many of the missed address's words a page matches. */
export function score(missedWords: readonly string[], page: Suggestion): number {
  const words = new Set([...wordsOf(page.href), ...wordsOf(page.label)]);
  return missedWords.filter((missed) => [...words].some((word) => wordsMatch(missed, word))).length;
}

/** The pages the 404 page always offers, so they are not suggested twice. */
const ALWAYS_OFFERED = ['home', 'accommodations', 'contacts'] as const satisfies readonly RouteName[];

/** Screens without parameters that menus name (their label is a `nav` message). */
function screens(locale: Locale, m: Messages): Suggestion[] {
  const offered = new Set<RouteName>(ALWAYS_OFFERED);
  return routeNames()
    .filter((name): name is RouteName & keyof Messages['nav'] => !offered.has(name) && name in m.nav && !hasParameters(name))
    .map((name) => ({ label: m.nav[name], href: buildPath(name, locale) }));
}

const postSchema = z.object({ slug: z.string(), title: z.string() });

/** The CMS's items of this language (posts and accommodation units); a list the CMS cannot give is left out. */
async function items(content: Content, locale: Locale): Promise<Suggestion[]> {
  const kinds = Object.keys(KINDS) as CardListKind[];
  const [posts, units] = await Promise.all([
    Promise.all(
      kinds.map(async (kind) =>
        (await content.list(locale, KINDS[kind].type, postSchema)).map((item) => ({
          label: item.title,
          href: detailHref(kind, locale, item.slug),
        })),
      ),
    ),
    content.list(locale, 'accommodations', accommodationSchema),
  ]);
  return [
    ...posts.flat(),
    ...units.map((unit) => ({
      label: unit.title,
      href: href('accommodation', locale, { type: unit.type, group: unit.group.slug, unit: unit.slug }),
    })),
  ];
}

/** The pages whose words best match the missed address, best first (at most five). */
export async function suggestionsFor(path: string, locale: Locale, content: Content): Promise<Suggestion[]> {
  const segments = path.split('/').filter(Boolean);
  if (isLocale(segments[0] ?? '') && segments[0] !== 'it') segments.shift();
  const missed = [...new Set(wordsOf(segments.join('/')))];
  if (missed.length === 0) return [];
  const candidates = [...screens(locale, getMessages(locale)), ...(await items(content, locale))];
  const seen = new Set<string>();
  return candidates
    .map((page) => ({ page, score: score(missed, page) }))
    .filter(({ page, score }) => score > 0 && !seen.has(page.href) && seen.add(page.href))
    .sort((a, b) => b.score - a.score || a.page.href.length - b.page.href.length)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ page }) => page);
}
