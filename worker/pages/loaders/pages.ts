import { pageSchema, type Page } from '../../../shared/cms/index.ts';
import type { RouteName } from '../../../shared/routes/index.ts';
import { pathsInEveryLocale } from '../paths.ts';
import type { Loader, LoaderContext } from '../types.ts';

/** A CMS page by its language-neutral key; a missing page is a 404. */
export async function loadPage(context: LoaderContext, key: string): Promise<Page> {
  return context.content.required(context.locale, 'page', key, pageSchema);
}

/**
 * A screen that shows one CMS page as it is, with a form (the spontaneous application) or the
 * site's own cookie section (privacy) after its text.
 */
export function contentPage(name: RouteName, key: string, form?: 'application', cookies = false): Loader {
  return async (context) => {
    const page = await loadPage(context, key);
    return {
      view: { screen: 'content', page, form, ...(cookies ? { cookies } : {}) },
      seo: page.seo,
      paths: pathsInEveryLocale(name),
      ogImage: page.image,
      lastModified: page.updatedAt,
    };
  };
}
