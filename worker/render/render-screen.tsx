import type { Context } from 'hono';
import { endTime, startTime } from 'hono/timing';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type Company, companySchema, floatingPromoSchema, jobModalSchema, type Seo } from '../../shared/cms/index.ts';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { layoutOf, type RouteName } from '../../shared/routes/index.ts';
import { DefaultLayout } from '../../client/layouts/DefaultLayout.tsx';
import { InfoLayout } from '../../client/layouts/InfoLayout.tsx';
import type { LanguageLink, LayoutData } from '../../client/layouts/types.ts';
import type { AppEnv } from '../env.ts';
import type { LoadedScreen } from '../pages/types.ts';
import { languageSwitchHref } from '../routes/language-switch.ts';
import { assetTags } from './assets.ts';
import { absoluteUrl, buildHead } from './head.ts';
import type { ReactNode } from 'react';
import { Screen } from '../../client/pages/Screen.tsx';
import { FormEnvironmentContext } from '../../client/forms/environment.ts';
import { imageDelivery } from '../../client/components/image-delivery.ts';
import type { FormState } from '../../shared/forms/index.ts';
import { formEnvironment } from './form-environment.ts';
import { stampSlot } from './page-cache.ts';
import { renderDocument } from './renderer.tsx';
import { getMessages } from '../../shared/i18n/index.ts';
import { breadcrumbTrail, screenTitle } from '../seo/breadcrumbs.ts';
import { breadcrumbList, organization } from '../seo/schema-org.ts';
import { jsonLdText, type StructuredData } from '../seo/structured-data.ts';

/** A form just posted to this page: its state and the status the page answers with. */
export type Posted = { form: FormState; status: ContentfulStatusCode };

type RenderInput = {
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
  /** The forms' stamps as slots (`page-cache.ts`): the page is kept and signed anew per answer. */
  stampSlots?: boolean;
};

/** The pages the job-info modal is opened from. */
const CAREERS_ROUTES: ReadonlySet<RouteName> = new Set(['careers', 'spontaneousApplication', 'positions', 'position']);

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
function pageStructuredData(
  input: RenderInput,
  company: Company | null,
  siteUrl: string,
  locale: Locale,
  path: string,
): string | undefined {
  const nodes: StructuredData[] = [];
  if (company) nodes.push(organization(company, siteUrl));
  if (input.routeName && input.routeName !== 'home' && input.title) {
    const trail = breadcrumbTrail(input.routeName, path, locale, input.title, getMessages(locale));
    nodes.push(breadcrumbList(trail.map((step) => ({ name: step.name, url: absoluteUrl(siteUrl, step.path) }))));
  }
  nodes.push(...(input.structuredData ?? []));
  return nodes.length > 0 ? jsonLdText(nodes) : undefined;
}

/**
 * Starts reading the layout's content (the same reads `renderPage` makes, remembered per
 * request), so a page not in any cache waits for the CMS once instead of twice.
 */
export function prefetchLayoutContent(c: Context<AppEnv>, routeName: RouteName): void {
  const locale = c.get('locale');
  const content = c.get('content');
  const quietly = (read: Promise<unknown>) => void read.catch(() => {});
  quietly(content.item(locale, 'company', 'default', companySchema));
  if (layoutOf(routeName) === 'default') quietly(content.item(locale, 'promo', 'floating', floatingPromoSchema));
  if (CAREERS_ROUTES.has(routeName)) quietly(content.item(locale, 'job-modal', 'lavora-con-noi', jobModalSchema));
}

/** Wraps a screen in its layout and the document, with the head the worker computed. */
export async function renderPage(c: Context<AppEnv>, input: RenderInput): Promise<Response> {
  const locale = c.get('locale');
  const config = c.get('config');
  const content = c.get('content');
  const layout = input.routeName ? layoutOf(input.routeName) : 'default';
  const [company, promo, jobModal, assets, forms] = await Promise.all([
    content.item(locale, 'company', 'default', companySchema),
    layout === 'default' ? content.item(locale, 'promo', 'floating', floatingPromoSchema) : null,
    input.routeName && CAREERS_ROUTES.has(input.routeName) ? content.item(locale, 'job-modal', 'lavora-con-noi', jobModalSchema) : null,
    assetTags(c.env.ASSETS),
    formEnvironment(c, input.routeName, input.posted?.form ?? null),
  ]);
  const data: LayoutData = {
    locale,
    routeName: input.routeName,
    languageLinks: languageLinks(input.paths),
    company,
    promo,
    jobModal,
    tagManager: { containerId: config.TAG_MANAGER_CONTAINER_ID, tagManagerUrl: config.TAG_MANAGER_URL },
  };
  const currentPath = new URL(c.req.url).pathname;
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
    // Resized pictures come from this site (`/cdn-cgi/image/…`) or the resizing stand-in; otherwise straight from the CMS host.
    imageOrigin: config.IMAGE_RESIZING === null ? new URL(config.CMS_BASE_URL).origin : config.IMAGE_RESIZING || undefined,
    jsonLd: input.noindex ? undefined : pageStructuredData(input, company, config.SITE_URL, locale, currentPath),
  });
  if (input.stampSlots) forms.stamps = Object.fromEntries(Object.keys(forms.stamps).map((form) => [form, stampSlot(form)]));
  const Layout = layout === 'infoutili' ? InfoLayout : DefaultLayout;
  c.status(input.posted?.status ?? input.status ?? 200);
  startTime(c, 'render');
  const page = (
    <FormEnvironmentContext.Provider value={forms}>
      <Layout data={data}>{input.body}</Layout>
    </FormEnvironmentContext.Provider>
  );
  const response = c.html(renderDocument(page, { locale, head, assets, images: imageDelivery(config.IMAGE_RESIZING) }));
  endTime(c, 'render');
  return response;
}

export function renderLoadedScreen(
  c: Context<AppEnv>,
  name: RouteName,
  loaded: LoadedScreen,
  posted?: Posted,
  stampSlots = false,
): Promise<Response> {
  return renderPage(c, {
    posted,
    stampSlots,
    routeName: name,
    seo: loaded.seo,
    paths: loaded.paths,
    ogImage: loaded.ogImage,
    ogType: loaded.ogType,
    title: screenTitle(loaded.view),
    structuredData: loaded.structuredData,
    body: <Screen view={loaded.view} locale={c.get('locale')} />,
  });
}
