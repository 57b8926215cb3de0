import { companySchema } from '../../../shared/cms/index.ts';
import { getMessages } from '../../../shared/i18n/index.ts';
import { PAGE_KEYS, sisterVillaUrl } from '../../../shared/routes/index.ts';
import { pathsInEveryLocale } from '../paths.ts';
import type { Loader } from '../types.ts';
import { loadPage } from './content-page.ts';

/** The relais villa: its CMS page, and a way on to the villa's own site in the visitor's language. */
export const villa: Loader = async (context) => {
  const [page, company] = await Promise.all([
    loadPage(context, PAGE_KEYS.villa),
    context.content.item(context.locale, 'company', 'default', companySchema),
  ]);
  const external = company
    ? { label: getMessages(context.locale).footer.villaSite, href: sisterVillaUrl(company.sisterVillaUrl, context.locale) }
    : undefined;
  return {
    view: { screen: 'content', page, ...(external ? { external } : {}) },
    seo: page.seo,
    paths: pathsInEveryLocale('villa'),
    ogImage: page.image,
    lastModified: page.updatedAt,
  };
};
