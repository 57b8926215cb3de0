import { todayAtTheLake } from '../../../shared/forms/index.ts';
import { companySchema } from '../../../shared/cms/index.ts';
import { PAGE_KEYS } from '../../../shared/routes/index.ts';
import { pathsInEveryLocale } from '../paths.ts';
import type { Loader, LoaderContext } from '../types.ts';
import { loadPage } from './content-page.ts';

/**
 * Whether online booking is open, decided here only: the day it opens while that is still ahead
 * at the lake (null from that day on). Every stay search of every page reads it through the
 * forms' environment (form-environment.ts), and the worker's door to the engine (book-online.ts).
 */
export function onlineBooking(context: Pick<LoaderContext, 'config' | 'now'>): { opensOn: string | null } {
  const { ONLINE_BOOKING_OPENS: opensOn } = context.config;
  return { opensOn: todayAtTheLake(context.now) < opensOn ? opensOn : null };
}

/** The booking screen: its page; the stay search and the request form read the rest from the forms' environment. */
export const booking: Loader = async (context) => {
  const page = await loadPage(context, PAGE_KEYS.booking);
  return {
    view: { screen: 'booking', page },
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
