import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReactNode } from 'react';
import {
  type Company,
  companySchema,
  type FloatingPromo,
  floatingPromoSchema,
  type JobModal,
  jobModalSchema,
  type Seo,
} from '../../shared/cms/index.ts';
import { type FormState, todayAtTheLake } from '../../shared/forms/index.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { languageSwitchHref, layoutOf, PAGE_KEYS, type RouteName } from '../../shared/routes/index.ts';
import type { AssetTags } from '../../client/document/head.ts';
import { type FormEnvironment, FormEnvironmentContext } from '../../client/forms/environment.ts';
import { DefaultLayout } from '../../client/layouts/DefaultLayout.tsx';
import { InfoLayout } from '../../client/layouts/InfoLayout.tsx';
import type { LanguageLink, LayoutData } from '../../client/layouts/types.ts';
import { Screen } from '../../client/pages/Screen.tsx';
import { imageDelivery } from '../../client/components/image-delivery.ts';
import { assetTags } from '../render/assets.ts';
import { absoluteUrl, buildHead } from '../render/head.ts';
import { renderDocument } from '../render/renderer.tsx';
import { breadcrumbTrail, screenTitle } from '../seo/breadcrumbs.ts';
import { breadcrumbList, organization } from '../seo/schema-org.ts';
import { jsonLdText, type StructuredData } from '../seo/structured-data.ts';
import { formEnvironment } from './form-environment.ts';
import { LOADERS } from './loaders/index.ts';
import { screenOf } from '../../shared/screens/index.ts';
import type { LoadedScreen } from './types.ts';
import type { Visit } from './visit.ts';

/** A form just posted to this page: its state and the status the page answers with. */
export type Posted = { form: FormState; status: ContentfulStatusCode };

/** What every page needs beside its screen: the layout's content, the build's asset tags, the forms' environment. */
type PageFrame = {
  company: Company | null;
  promo: FloatingPromo | null;
  jobModal: JobModal | null;
  assets: AssetTags;
  forms: FormEnvironment;
};

/** A screen's content and its frame, loaded in one parallel round. */
export type LoadedPage = { screen: LoadedScreen; frame: PageFrame };

/** A page written out: rendering is a pure function of the loaded data, so the caller decides what to answer. */
export type Rendered = { html: string; status: ContentfulStatusCode };

/** The promo as shown today: none after its last day, the offer it promotes being over (docs/product.md "Offers and seasons"). */
const promoOn = (promo: FloatingPromo | null, now: Date): FloatingPromo | null =>
  promo?.until && promo.until < todayAtTheLake(now) ? null : promo;

/** The frame of a page of `routeName` (null: the 404 and error pages). */
export async function loadFrame(visit: Visit, routeName: RouteName | null): Promise<PageFrame> {
  const { content, locale } = visit;
  const layout = routeName ? layoutOf(routeName) : 'default';
  const [company, promo, jobModal, assets, forms] = await Promise.all([
    content.item(locale, 'company', 'default', companySchema),
    layout === 'default' ? content.item(locale, 'promo', 'floating', floatingPromoSchema) : null,
    routeName && screenOf(routeName).jobModal ? content.item(locale, 'job-modal', PAGE_KEYS.careers, jobModalSchema) : null,
    assetTags(visit.env.ASSETS),
    formEnvironment(visit, routeName),
  ]);
  return { company, promo: promoOn(promo, visit.now), jobModal, assets, forms };
}

/** The screen's own content, from its loader (a missing item throws NotFoundError). */
export function loadScreen(visit: Visit, routeName: RouteName, params: Record<string, string>): Promise<LoadedScreen> {
  const { locale, content, config, now } = visit;
  return LOADERS[routeName]({ locale, params, content, config, now });
}

/** Everything a screen's page shows, the layout's content included, asked for at once: one CMS round trip on a miss. */
export async function loadPage(visit: Visit, routeName: RouteName, params: Record<string, string>): Promise<LoadedPage> {
  const [screen, frame] = await Promise.all([loadScreen(visit, routeName, params), loadFrame(visit, routeName)]);
  return { screen, frame };
}

type PageInput = {
  routeName: RouteName | null;
  seo: Seo;
  paths: Partial<Record<Locale, string>>;
  body: ReactNode;
  status?: ContentfulStatusCode;
  noindex?: boolean;
  ogImage?: LoadedScreen['ogImage'];
  ogType?: LoadedScreen['ogType'];
  posted?: Posted;
  /** The heading of the screen, for its breadcrumb trail. */
  title?: string;
  structuredData?: StructuredData[];
  /** The forms' stamps as slots (page-cache.ts): the page is kept and signed anew per answer. */
  stampSlots?: (form: string) => string;
};

function languageLinks(paths: Partial<Record<Locale, string>>): LanguageLink[] {
  return LOCALES.map((locale) => {
    const path = paths[locale];
    return { locale, href: path ? languageSwitchHref(locale, path) : null };
  });
}

/**
 * The page's schema.org graph: the company (which other nodes refer to by id), the trail from
 * the home page, and what the screen's loader described.
 */
function pageStructuredData(input: PageInput, company: Company | null, siteUrl: string, locale: Locale, path: string): string | undefined {
  const nodes: StructuredData[] = [];
  if (company) nodes.push(organization(company, siteUrl));
  if (input.routeName && input.routeName !== 'home' && input.title) {
    const trail = breadcrumbTrail(input.routeName, path, locale, input.title, getMessages(locale));
    nodes.push(breadcrumbList(trail.map((step) => ({ name: step.name, url: absoluteUrl(siteUrl, step.path) }))));
  }
  nodes.push(...(input.structuredData ?? []));
  return nodes.length > 0 ? jsonLdText(nodes) : undefined;
}

/** Wraps a screen in its layout and the document, with the head the worker computed. */
export function renderPage(visit: Visit, frame: PageFrame, input: PageInput): Rendered {
  const { locale, config } = visit;
  const { company } = frame;
  const layout = input.routeName ? layoutOf(input.routeName) : 'default';
  const data: LayoutData = {
    locale,
    routeName: input.routeName,
    languageLinks: languageLinks(input.paths),
    company,
    promo: frame.promo,
    jobModal: frame.jobModal,
    tagManager: { containerId: config.TAG_MANAGER_CONTAINER_ID, tagManagerUrl: config.TAG_MANAGER_URL },
  };
  const currentPath = visit.url.pathname;
  const head = buildHead({
    siteUrl: config.SITE_URL,
    locale,
    seo: input.seo,
    paths: input.paths,
    currentPath,
    ogImage: input.ogImage,
    ogType: input.ogType,
    noindex: input.noindex,
    siteName: company?.brand ?? 'Lago Serena',
    socialCardAlt: getMessages(locale).layout.socialCardAlt,
    // Resized pictures come from this site (`/cdn-cgi/image/…`); otherwise straight from the CMS host.
    // Resized pictures come from this site (`/cdn-cgi/image/…`) or the resizing stand-in; otherwise straight from the CMS host.
    imageOrigin: config.IMAGE_RESIZING === null ? new URL(config.CMS_BASE_URL).origin : config.IMAGE_RESIZING || undefined,
    jsonLd: input.noindex ? undefined : pageStructuredData(input, company, config.SITE_URL, locale, currentPath),
  });
  const slot = input.stampSlots;
  const forms: FormEnvironment = {
    ...frame.forms,
    posted: input.posted?.form ?? null,
    stamps: slot ? Object.fromEntries(Object.keys(frame.forms.stamps).map((form) => [form, slot(form)])) : frame.forms.stamps,
  };
  const Layout = layout === 'infoutili' ? InfoLayout : DefaultLayout;
  const page = (
    <FormEnvironmentContext.Provider value={forms}>
      <Layout data={data}>{input.body}</Layout>
    </FormEnvironmentContext.Provider>
  );
  const html = renderDocument(page, { locale, head, assets: frame.assets, images: imageDelivery(config.IMAGE_RESIZING) });
  return { html, status: input.posted?.status ?? input.status ?? 200 };
}

/** A screen's page from what `loadPage` returned. */
export function renderScreen(
  visit: Visit,
  routeName: RouteName,
  page: LoadedPage,
  posted?: Posted,
  stampSlots?: PageInput['stampSlots'],
): Rendered {
  const { screen } = page;
  return renderPage(visit, page.frame, {
    posted,
    stampSlots,
    routeName,
    seo: screen.seo,
    paths: screen.paths,
    ogImage: screen.ogImage,
    ogType: screen.ogType,
    title: screenTitle(screen.view),
    structuredData: screen.structuredData,
    body: <Screen view={screen.view} forms={screenOf(routeName).forms ?? []} locale={visit.locale} />,
  });
}
