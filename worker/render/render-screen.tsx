import type { Context } from 'hono';
import { endTime, startTime } from 'hono/timing';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { companySchema, floatingPromoSchema, jobModalSchema, type Seo } from '../../shared/cms/index.ts';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { layoutOf, type RouteName } from '../../shared/routes/index.ts';
import { DefaultLayout } from '../../client/layouts/DefaultLayout.tsx';
import { InfoLayout } from '../../client/layouts/InfoLayout.tsx';
import type { LanguageLink, LayoutData } from '../../client/layouts/types.ts';
import type { AppEnv } from '../env.ts';
import type { LoadedScreen } from '../pages/types.ts';
import { languageSwitchHref } from '../routes/language-switch.ts';
import { assetTags } from './assets.ts';
import { buildHead } from './head.ts';
import type { ReactNode } from 'react';
import { Screen } from '../../client/pages/Screen.tsx';
import { FormEnvironmentContext } from '../../client/forms/environment.ts';
import type { FormState } from '../../shared/forms/index.ts';
import { formEnvironment } from './form-environment.ts';

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
};

/** The pages the job-info modal is opened from. */
const CAREERS_ROUTES: ReadonlySet<RouteName> = new Set(['careers', 'spontaneousApplication', 'positions', 'position']);

function languageLinks(paths: Partial<Record<Locale, string>>): LanguageLink[] {
  return LOCALES.map((locale) => {
    const path = paths[locale];
    return { locale, href: path ? languageSwitchHref(locale, path) : null };
  });
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
  const head = buildHead({
    siteUrl: config.SITE_URL,
    locale,
    seo: input.seo,
    paths: input.paths,
    currentPath: new URL(c.req.url).pathname,
    ogImage: input.ogImage,
    ogType: input.ogType,
    noindex: input.noindex,
  });
  const Layout = layout === 'infoutili' ? InfoLayout : DefaultLayout;
  c.status(input.posted?.status ?? input.status ?? 200);
  startTime(c, 'render');
  const page = (
    <FormEnvironmentContext.Provider value={forms}>
      <Layout data={data}>{input.body}</Layout>
    </FormEnvironmentContext.Provider>
  );
  const response = await c.render(page, {
    locale,
    head,
    assets,
    images: { resizing: config.IMAGE_RESIZING },
  });
  endTime(c, 'render');
  return response;
}

export function renderLoadedScreen(c: Context<AppEnv>, name: RouteName, loaded: LoadedScreen, posted?: Posted): Promise<Response> {
  return renderPage(c, {
    posted,
    routeName: name,
    seo: loaded.seo,
    paths: loaded.paths,
    ogImage: loaded.ogImage,
    ogType: loaded.ogType,
    body: <Screen view={loaded.view} locale={c.get('locale')} />,
  });
}
