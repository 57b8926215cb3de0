import * as z from 'zod/mini';
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

/** A page the 404 page may suggest, with its words (address and title) worked out once, when the page is kept. */
export type Candidate = Suggestion & { words: readonly string[] };

const candidate = (page: Suggestion): Candidate => ({ ...page, words: [...new Set([...wordsOf(page.href), ...wordsOf(page.label)])] });

/** How many of the missed address's words a page matches. */
export function score(missedWords: readonly string[], page: Candidate): number {
  return missedWords.filter((missed) => page.words.some((word) => wordsMatch(missed, word))).length;
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
/** What a unit's suggestion needs: its address and title, not the whole unit. */
const unitSchema = z.object({ slug: z.string(), title: z.string(), type: z.string(), group: z.object({ slug: z.string() }) });

/** The CMS's items of this language (posts and accommodation units); a list the CMS cannot give is left out, and never stops the 404 page from being kept. */
async function items(content: Content, locale: Locale): Promise<Suggestion[]> {
  const kinds = Object.keys(KINDS) as CardListKind[];
  const [posts, units] = await Promise.all([
    Promise.all(
      kinds.map(async (kind) =>
        (await content.helpList(locale, KINDS[kind].type, postSchema)).map((item) => ({
          label: item.title,
          href: detailHref(kind, locale, item.slug),
        })),
      ),
    ),
    content.helpList(locale, 'accommodations', unitSchema),
  ]);
  return [
    ...posts.flat(),
    ...units.map((unit) => ({
      label: unit.title,
      href: href('accommodation', locale, { type: unit.type, group: unit.group.slug, unit: unit.slug }),
    })),
  ];
}

/**
 * Every page the 404 page of a language may suggest, each address once, with its words: loaded
 * with the 404 page and kept with it (errors.tsx), so an answer only matches words.
 */
export async function suggestionCandidates(content: Content, locale: Locale): Promise<Candidate[]> {
  const seen = new Set<string>();
  return [...screens(locale, getMessages(locale)), ...(await items(content, locale))]
    .filter((page) => !seen.has(page.href) && seen.add(page.href))
    .map(candidate);
}

/** The pages whose words best match the missed address, best first (at most five). */
export function suggestionsFor(path: string, candidates: readonly Candidate[]): Suggestion[] {
  const segments = path.split('/').filter(Boolean);
  if (isLocale(segments[0] ?? '') && segments[0] !== 'it') segments.shift();
  const missed = [...new Set(wordsOf(segments.join('/')))];
  if (missed.length === 0) return [];
  return candidates
    .map((page) => ({ page, score: score(missed, page) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.page.href.length - b.page.href.length)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ page }) => ({ label: page.label, href: page.href }));
}
