// Hono's smallest preset (PatternRouter, one regex per route): the app has a few routes and
// middleware, so matching costs microseconds either way, and the default preset's two routers
// cost 6 KiB of bundle (docs/decisions/012-worker-bundle-budget.md) that every new isolate parses (its start: 015, 018).
import { Hono } from 'hono/tiny';
import type { AppEnv } from './env.ts';
import { config } from './middleware/config.ts';
import { content } from './middleware/content.ts';
import { httpsOnly } from './middleware/https-only.ts';
import { locale } from './middleware/locale.ts';
import { methodCheck } from './middleware/method-check.ts';
import { previewNoindex } from './middleware/preview-noindex.ts';
import { qrEntry } from './middleware/qr-entry.ts';
import { requestLimits } from './middleware/request-limits.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { serverTiming } from './server-timing.ts';
import { switchLanguage } from './routes/language-switch.ts';
import { LANGUAGE_SITEMAP, languageSitemapXml, robotsTxt, sitemapIndexXml } from './routes/seo.ts';
import { SWITCH_PATH } from '../shared/routes/index.ts';
import { preview } from './middleware/preview.ts';
import { receiveNotice, issuePreviewLink } from './publish/webhook.ts';
import { renderPagesWith } from './publish/warm-pages.ts';
import { showDirections } from './routes/directions.ts';
import { BOOK_ONLINE_PATH, DIRECTIONS_PATH } from '../shared/forms/index.ts';
import { bookOnline } from './routes/book-online.ts';
import { renderError, renderNotFound } from './screens/errors.tsx';
import { keptPages } from './screens/page-cache.ts';
import { formBodyLimit, postForm, sameSiteForms, showScreen } from './screens/route.ts';

/**
 * The one app; a request reads top to bottom (worker/README.md, docs/architecture.md "A request"):
 * static assets never get here; then headers, limits, language, content, and the routes. A
 * screen's route asks the page cache once (screens/page-cache.ts `keptOrRendered`), which
 * answers a kept page or has the screen's loader load it and renders it; either way every
 * middleware above has set its headers on the answer.
 */
export function createApp() {
  const app = new Hono<AppEnv>();
  app.use(keptPages());
  // Server-Timing tells how long the CMS and the render took: for us, not for the public.
  app.use(serverTiming);
  app.use(config);
  app.use(securityHeaders);
  app.use(previewNoindex);
  app.use(httpsOnly);
  app.use(requestLimits);
  app.use(methodCheck);
  app.use(qrEntry);
  app.use(locale);
  app.use(content);
  // Signed draft previews (`?preview=`) and the CMS's change notices (docs/product.md "Publishing").
  app.use(preview);
  app.post('/hooks/cms', ...receiveNotice);
  app.post('/hooks/cms/preview', ...issuePreviewLink);
  app.get('/robots.txt', robotsTxt);
  app.get('/sitemap.xml', sitemapIndexXml);
  app.get(LANGUAGE_SITEMAP, languageSitemapXml);
  app.get(`${SWITCH_PATH}/:locale`, switchLanguage);
  app.get(`${DIRECTIONS_PATH}/:locale`, showDirections);
  app.get(`${BOOK_ONLINE_PATH}/:locale`, bookOnline);
  app.get('*', showScreen);
  app.post('*', sameSiteForms, formBodyLimit, postForm);
  app.notFound(renderNotFound);
  app.onError(renderError);
  // The pages a publish changed are rendered again behind the webhook's answer (publish/warm-pages.ts).
  renderPagesWith((request, env, context) => app.fetch(request, env, context));
  return app;
}
