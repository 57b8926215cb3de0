import { companySchema } from '../../../shared/cms/index.ts';
import { PAGE_KEYS } from '../../../shared/routes/index.ts';
import { pathsInEveryLocale } from '../paths.ts';
import type { Loader, LoaderContext } from '../types.ts';
import { loadPage } from './pages.ts';

/**
 * Whether online booking is open: the day it opens while that is still ahead (null once open),
 * and the engine's public page. The booking page and the home page's date search read it.
 */
export function onlineBooking(context: Pick<LoaderContext, 'config' | 'now'>): { opensOn: string | null; onlineUrl: string } {
  const { ONLINE_BOOKING_OPENS: opensOn, BOOKING_ONLINE_URL: onlineUrl } = context.config;
  const today = context.now.toISOString().slice(0, 10);
  return { opensOn: today < opensOn ? opensOn : null, onlineUrl };
}

/** The booking screen; online booking shows as opening on a configured day until that day (docs/product.md "Behaviour and timings"). */
export const booking: Loader = async (context) => {
  const page = await loadPage(context, PAGE_KEYS.booking);
  return {
    view: { screen: 'booking', page, ...onlineBooking(context) },
    seo: page.seo,
    paths: pathsInEveryLocale('booking'),
    ogImage: page.image,
    lastModified: page.updatedAt,
  };
};

/** Contacts: the page, and where the route calculator leads. */
export const contacts: Loader = async (context) => {
  const [page, company] = await Promise.all([
    loadPage(context, PAGE_KEYS.contacts),
    context.content.item(context.locale, 'company', 'default', companySchema),
  ]);
  return {
    view: {
      screen: 'contacts',
      page,
      destination: company
        ? { ...company.geo, name: company.brand, address: company.address, phone: company.phone, email: company.email }
        : null,
    },
    seo: page.seo,
    paths: pathsInEveryLocale('contacts'),
    ogImage: page.image,
    lastModified: page.updatedAt,
  };
};
