import type { SitemapEntry } from '../seo/sitemap-xml.ts';
import * as z from 'zod/mini';
import { accommodationSchema, accommodationTypeSchema, EXPERIENCE_THEMES } from '../../shared/cms/index.ts';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { hasParameters, href, MAP_EDITIONS, type RouteName, routeNames, THEME_SLUGS } from '../../shared/routes/index.ts';
import type { CardListKind } from '../../client/pages/types.ts';
import { NotFoundError } from '../errors.ts';
import { LOADERS } from './loaders/index.ts';
import { screenOf } from '../../shared/screens/index.ts';
import { detailHref, KINDS } from './loaders/posts.ts';
import type { LoaderContext } from './types.ts';

/** One page in every language it exists in: its path and when its content last changed, per language. */

type Context = Omit<LoaderContext, 'locale' | 'params'>;

const itemSchema = z.object({ id: z.number(), slug: z.string(), updatedAt: z.string() });

/**
 * A screen with given parameters in every language, asked of its own loader: the page exists
 * where the loader finds its content, and its `lastmod` is what the loader says. A page the
 * CMS lacks in a language is left out there.
 */
async function screenEntry(
  context: Context,
  name: RouteName,
  paramsFor: (locale: Locale) => Record<string, string>,
): Promise<SitemapEntry> {
  const versions: SitemapEntry['versions'] = {};
  await Promise.all(
    LOCALES.map(async (locale) => {
      const params = paramsFor(locale);
      try {
        const loaded = await LOADERS[name]({ ...context, locale, params });
        const path = loaded.paths[locale];
        if (path) versions[locale] = { path, lastModified: loaded.lastModified };
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
      }
    }),
  );
  return { versions };
}

/**
 * Items of a list in every language, grouped by id (an item's translations share it, as the
 * detail pages' own language links do).
 */
async function itemEntries<T extends { id: number; updatedAt: string }>(
  list: (locale: Locale) => Promise<T[]>,
  pathOf: (locale: Locale, item: T) => string,
): Promise<SitemapEntry[]> {
  const byId = new Map<number, SitemapEntry>();
  await Promise.all(
    LOCALES.map(async (locale) => {
      for (const item of await list(locale)) {
        const entry = byId.get(item.id) ?? { versions: {} };
        entry.versions[locale] = { path: pathOf(locale, item), lastModified: item.updatedAt };
        byId.set(item.id, entry);
      }
    }),
  );
  return [...byId.values()];
}

function postEntries(context: Context, kind: CardListKind): Promise<SitemapEntry[]> {
  return itemEntries(
    (locale) => context.content.list(locale, KINDS[kind].type, itemSchema),
    (locale, item) => detailHref(kind, locale, item.slug),
  );
}

/** Every page of the site, in every language it exists in. */
export async function sitemapEntries(context: Context): Promise<SitemapEntry[]> {
  // Screens listed as one page each; the `enumerated` ones are listed from their items or fixed parameters below.
  const staticRoutes = routeNames().filter((name) => screenOf(name).sitemap === undefined);
  for (const name of staticRoutes) {
    if (hasParameters(name)) {
      throw new Error(`route ${name} has parameters the sitemap does not enumerate`);
    }
  }
  const groups = await Promise.all([
    ...staticRoutes.map((name) => screenEntry(context, name, () => ({})).then((entry) => [entry])),
    ...EXPERIENCE_THEMES.map((theme) =>
      screenEntry(context, 'experienceTheme', (locale) => ({ theme: THEME_SLUGS[theme][locale] })).then((entry) => [entry]),
    ),
    ...MAP_EDITIONS.map((edition) => screenEntry(context, 'accommodationMapEdition', () => ({ edition })).then((entry) => [entry])),
    ...(Object.keys(KINDS) as CardListKind[]).map((kind) => postEntries(context, kind)),
    itemEntries(
      (locale) => context.content.list(locale, 'accommodations', accommodationSchema),
      (locale, unit) => href('accommodation', locale, { type: unit.type, group: unit.group.slug, unit: unit.slug }),
    ),
    // A type's page shows its units too, so its loader says when it last changed.
    Promise.all(LOCALES.map((locale) => context.content.list(locale, 'accommodation-types', accommodationTypeSchema))).then((lists) => {
      const slugs = new Set(lists.flat().map((type) => type.slug));
      return Promise.all([...slugs].map((type) => screenEntry(context, 'accommodationType', () => ({ type }))));
    }),
  ]);
  return withoutRepeats(groups.flat());
}

/**
 * Each address once: a CMS item whose page is also a screen of its own (the pet-friendly
 * service is the `petFriendly` screen) is listed as that screen, which comes first.
 */
function withoutRepeats(entries: SitemapEntry[]): SitemapEntry[] {
  const seen = new Set<string>();
  const kept: SitemapEntry[] = [];
  for (const entry of entries) {
    const versions: SitemapEntry['versions'] = {};
    for (const [locale, version] of Object.entries(entry.versions) as [Locale, { path: string; lastModified: string }][]) {
      if (seen.has(version.path)) continue;
      seen.add(version.path);
      versions[locale] = version;
    }
    if (Object.keys(versions).length > 0) kept.push({ versions });
  }
  return kept;
}
