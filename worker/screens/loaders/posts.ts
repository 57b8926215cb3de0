import type { z } from 'zod/mini';
import {
  EXPERIENCE_THEMES,
  experienceSchema,
  newsSchema,
  offerLastDay,
  offerSchema,
  positionSchema,
  serviceSchema,
} from '../../../shared/cms/index.ts';
import { todayAtTheLake } from '../../../shared/forms/index.ts';
import { getMessages, longDate } from '../../../shared/i18n/index.ts';
import { LOCALES, type Locale } from '../../../shared/locales.ts';
import {
  buildPath,
  experienceThemePageKey,
  href,
  PAGE_KEYS,
  type RouteName,
  THEME_SLUGS,
  themeFromSlug,
} from '../../../shared/routes/index.ts';
import type { Card, CardListKind, DetailItem } from '../../../client/pages/types.ts';
import type { Content } from '../../cms/content.ts';
import { NotFoundError } from '../../errors.ts';
import { pathsInEveryLocale } from '../paths.ts';
import type { Loader, LoaderContext } from '../types.ts';
import { latest } from '../../seo/last-modified.ts';
import { postStructuredData } from '../structured-data.ts';
import { loadPage } from './content-page.ts';

/** How each kind of post is fetched, addressed and summarised. */
export const KINDS = {
  news: { type: 'post', schema: newsSchema, list: 'news', detail: 'newsArticle', pageKey: PAGE_KEYS.news },
  experiences: { type: 'experiences', schema: experienceSchema, list: 'experiences', detail: 'experience', pageKey: PAGE_KEYS.experiences },
  services: { type: 'servizi', schema: serviceSchema, list: 'services', detail: 'service', pageKey: PAGE_KEYS.services },
  offers: { type: 'offerte', schema: offerSchema, list: 'offers', detail: 'offer', pageKey: PAGE_KEYS.offers },
  positions: { type: 'positions', schema: positionSchema, list: 'positions', detail: 'position', pageKey: PAGE_KEYS.positions },
} as const satisfies Record<CardListKind, { type: string; schema: z.ZodMiniType; list: RouteName; detail: RouteName; pageKey: string }>;

type AnyPost = z.infer<(typeof KINDS)[CardListKind]['schema']>;

function cardMeta(kind: CardListKind, item: AnyPost, locale: Locale): string | undefined {
  const m = getMessages(locale);
  if (kind === 'news') return longDate(item.date, locale);
  if ('theme' in item) return m.themes[item.theme];
  if ('badge' in item && item.badge) return item.badge;
  if ('location' in item) return item.location;
  return undefined;
}

export function detailHref(kind: CardListKind, locale: Locale, slug: string): string {
  return buildPath(KINDS[kind].detail, locale, { slug });
}

function toCard(kind: CardListKind, item: AnyPost, locale: Locale): Card {
  return {
    id: item.id,
    title: item.title,
    excerpt: item.excerpt,
    href: detailHref(kind, locale, item.slug),
    image: item.image,
    meta: cardMeta(kind, item, locale),
  };
}

async function listOf(content: Content, kind: CardListKind, locale: Locale, query: Record<string, string> = {}): Promise<AnyPost[]> {
  const items: AnyPost[] = await content.list(locale, KINDS[kind].type, KINDS[kind].schema, query);
  return items.toSorted((a, b) => (kind === 'news' ? b.date.localeCompare(a.date) : a.id - b.id));
}

/** Whether an item is still advertised today: an offer until its last day (docs/product.md "Offers and seasons"), anything else always. */
function advertised(item: AnyPost, today: string): boolean {
  return !('validTo' in item) || today <= offerLastDay(item);
}

/** A list screen: its CMS page plus a card per item it still advertises. */
export function postList(kind: CardListKind): Loader {
  return async (context) => {
    const [page, items] = await Promise.all([loadPage(context, KINDS[kind].pageKey), listOf(context.content, kind, context.locale)]);
    const today = todayAtTheLake(context.now);
    const shown = items.filter((item) => advertised(item, today));
    return cardsScreen(context, kind, page, shown, pathsInEveryLocale(KINDS[kind].list));
  };
}

/** The cards of a list under its CMS page; experiences with their theme filters (`theme` the one shown). */
function cardsScreen(
  context: LoaderContext,
  kind: CardListKind,
  page: Awaited<ReturnType<typeof loadPage>>,
  items: AnyPost[],
  paths: Partial<Record<Locale, string>>,
  theme: string | null = null,
) {
  return {
    view: {
      screen: 'cards' as const,
      kind,
      page,
      cards: items.map((item) => toCard(kind, item, context.locale)),
      filters: kind === 'experiences' ? themeFilters(context.locale, theme) : undefined,
    },
    seo: page.seo,
    paths,
    ogImage: page.image,
    lastModified: latest(page.updatedAt, ...items.map((item) => item.updatedAt)),
  };
}

function themeFilters(locale: Locale, current: string | null) {
  const m = getMessages(locale);
  return EXPERIENCE_THEMES.map((theme) => ({
    label: m.themes[theme],
    href: href('experienceTheme', locale, { theme: THEME_SLUGS[theme][locale] }),
    current: theme === current,
  }));
}

/** An experience theme: its CMS page and the experiences of that theme. */
export const experienceThemeList: Loader = async (context) => {
  const theme = themeFromSlug(context.locale, context.params.theme ?? '');
  if (!theme) throw new NotFoundError('unknown theme');
  const [page, items] = await Promise.all([
    loadPage(context, experienceThemePageKey(theme)),
    listOf(context.content, 'experiences', context.locale, { theme }),
  ]);
  const paths: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) paths[locale] = href('experienceTheme', locale, { theme: THEME_SLUGS[theme][locale] });
  return cardsScreen(context, 'experiences', page, items, paths, theme);
};

type Translations = (id: number) => Promise<Partial<Record<Locale, string>>>;

/**
 * The same item in every language, found by its id (docs/product.md "Screens and addresses");
 * absent where it is not translated. The other languages' lists are asked for now, beside the
 * item itself, so a detail page costs one round of CMS calls; the id picks from them later.
 */
function translationsOf(context: LoaderContext, kind: CardListKind, slug: string): Translations {
  const others = LOCALES.filter((locale) => locale !== context.locale).map(
    (locale) => [locale, context.content.itemOfList(locale, KINDS[kind].type, KINDS[kind].schema)] as const,
  );
  return async (id) => {
    const found = await Promise.all(others.map(async ([locale, find]) => [locale, (await find(id))?.slug] as const));
    const paths: Partial<Record<Locale, string>> = {};
    for (const locale of LOCALES) {
      const other = locale === context.locale ? slug : found.find(([candidate]) => candidate === locale)?.[1];
      if (other) paths[locale] = detailHref(kind, locale, other);
    }
    return paths;
  };
}

function detailMeta(item: AnyPost, locale: Locale): DetailItem['meta'] {
  const m = getMessages(locale);
  if ('validTo' in item) {
    const validTo = { label: item.bookBy ? m.offers.staysUntilLabel : m.common.validityLabel, value: longDate(item.validTo, locale) };
    return item.bookBy ? [{ label: m.offers.bookByLabel, value: longDate(item.bookBy, locale) }, validTo] : [validTo];
  }
  if ('theme' in item) return [{ label: m.common.themeLabel, value: m.themes[item.theme] }];
  if ('location' in item) return [{ label: m.common.workplaceLabel, value: item.location }];
  return [];
}

async function loadDetail(context: LoaderContext, kind: CardListKind, slug: string) {
  // Everything at once: the item (picked from its list, cms/content.ts `requiredInList`), its translations' lists, its siblings.
  const translations = translationsOf(context, kind, slug);
  const [item, siblings]: [AnyPost, AnyPost[]] = await Promise.all([
    context.content.requiredInList(context.locale, KINDS[kind].type, slug, KINDS[kind].schema),
    kind === 'positions' ? listOf(context.content, kind, context.locale) : Promise.resolve([]),
  ]);
  const [paths, structuredData] = await Promise.all([
    translations(item.id),
    postStructuredData(context, { kind, item } as Parameters<typeof postStructuredData>[1], detailHref(kind, context.locale, item.slug)),
  ]);
  const related = siblings.filter((other) => other.id !== item.id).map((other) => toCard(kind, other, context.locale));
  // An offer past its last day still answers, saying when it ended (docs/product.md "Offers and seasons").
  const endedOn = 'validTo' in item && !advertised(item, todayAtTheLake(context.now)) ? offerLastDay(item) : undefined;
  return {
    view: {
      screen: 'detail' as const,
      item: {
        kind,
        slug: item.slug,
        title: item.title,
        excerpt: item.excerpt,
        date: item.date,
        meta: detailMeta(item, context.locale),
        image: item.image,
        gallery: item.gallery,
        blocks: item.blocks,
        ...(endedOn ? { endedOn } : {}),
      },
      backHref: buildPath(KINDS[kind].list, context.locale),
      related,
    },
    seo: item.seo,
    paths,
    ogImage: item.image,
    ogType: kind === 'news' ? ('article' as const) : ('website' as const),
    lastModified: item.updatedAt,
    structuredData,
  };
}

/** A detail screen: the item by its slug in this language. */
export function postDetail(kind: CardListKind): Loader {
  return async (context) => {
    const slug = context.params.slug;
    // Italian only: the position address without a slug is the list (docs/product.md "Screens and addresses").
    if (!slug) return postList(kind)(context);
    return loadDetail(context, kind, slug);
  };
}

/** The pet-friendly page: the service at the slug docs/product.md "Screens and addresses" fixes for each language. */
export const PET_FRIENDLY_SLUGS: Record<Locale, string> = {
  it: 'amici-a-4-zampe',
  en: '4-legged-friends',
  de: '4-beinige-freunde',
  nl: '4-potige-vrienden',
  da: '4-benede-venner',
  pl: '4-nozni-przyjaciele',
};

export const petFriendly: Loader = async (context) => {
  const screen = await loadDetail(context, 'services', PET_FRIENDLY_SLUGS[context.locale]);
  return { ...screen, paths: pathsInEveryLocale('petFriendly') };
};
