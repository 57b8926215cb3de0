import { pageSchema, type Page } from '../../../shared/cms/index.ts';
import { getMessages } from '../../../shared/i18n/index.ts';
import { buildPath, type RouteName } from '../../../shared/routes/index.ts';
import { screenOf } from '../../../shared/screens/index.ts';
import { pathsInEveryLocale } from '../paths.ts';
import type { Loader, LoaderContext } from '../types.ts';

/** A CMS page by its language-neutral key; a missing page is a 404. */
export async function loadPage(context: LoaderContext, key: string): Promise<Page> {
  return context.content.required(context.locale, 'page', key, pageSchema);
}

/**
 * A screen that shows one CMS page as it is, with the forms its screen carries (client/pages), its next
 * steps (an overview) or the site's own cookie section (privacy) after its text.
 */
export function contentPage(name: RouteName, key: string, cookies = false): Loader {
  // The pages a section's overview leads on to, as its screen declares (work with us: the open positions and the spontaneous application).
  const nextSteps = (screenOf(name).next ?? []) as readonly RouteName[];
  return async (context) => {
    const page = await loadPage(context, key);
    const nav = getMessages(context.locale).nav as Record<string, string>;
    const next = nextSteps.map((route) => ({ label: nav[route] ?? route, href: buildPath(route, context.locale) }));
    return {
      view: { screen: 'content', page, ...(next.length > 0 ? { next } : {}), ...(cookies ? { cookies } : {}) },
      seo: page.seo,
      paths: pathsInEveryLocale(name),
      ogImage: page.image,
      lastModified: page.updatedAt,
    };
  };
}
