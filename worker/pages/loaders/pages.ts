import { pageSchema, type Page } from '../../../shared/cms/index.ts';
import { getMessages } from '../../../shared/i18n/index.ts';
import { href, type RouteName } from '../../../shared/routes/index.ts';
import { pathsInEveryLocale } from '../paths.ts';
import type { Loader, LoaderContext } from '../types.ts';

/** A CMS page by its language-neutral key; a missing page is a 404. */
export async function loadPage(context: LoaderContext, key: string): Promise<Page> {
  return context.content.required(context.locale, 'page', key, pageSchema);
}

/** The pages a section's overview leads on to (work with us: the open positions and the spontaneous application). */
const NEXT_STEPS: Partial<Record<RouteName, ('positions' | 'spontaneousApplication')[]>> = {
  careers: ['positions', 'spontaneousApplication'],
};

/**
 * A screen that shows one CMS page as it is, with a form (the spontaneous application), its next
 * steps (an overview) or the site's own cookie section (privacy) after its text.
 */
export function contentPage(name: RouteName, key: string, form?: 'application', cookies = false): Loader {
  return async (context) => {
    const page = await loadPage(context, key);
    const nav = getMessages(context.locale).nav as Record<string, string>;
    const next = (NEXT_STEPS[name] ?? []).map((route) => ({ label: nav[route] ?? route, href: href(route, context.locale) }));
    return {
      view: { screen: 'content', page, form, ...(next.length > 0 ? { next } : {}), ...(cookies ? { cookies } : {}) },
      seo: page.seo,
      paths: pathsInEveryLocale(name),
      ogImage: page.image,
      lastModified: page.updatedAt,
    };
  };
}
