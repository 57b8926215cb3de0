import { Hono } from 'hono';
import { timing } from 'hono/timing';
import type { AppEnv } from './env.ts';
import { config } from './middleware/config.ts';
import { content } from './middleware/content.ts';
import { locale } from './middleware/locale.ts';
import { qrEntry } from './middleware/qr-entry.ts';
import { httpsOnly } from './middleware/https-only.ts';
import { methodCheck } from './middleware/method-check.ts';
import { requestLimits } from './middleware/request-limits.ts';
import { previewNoindex } from './middleware/preview-noindex.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { renderError, renderNotFound } from './routes/errors.tsx';
import { directions } from './routes/directions.ts';
import { languageSwitch } from './routes/language-switch.ts';
import { pages } from './routes/pages.ts';
import { preview } from './preview/middleware.ts';
import { publishHooks } from './publish/webhook.ts';
import { renderPagesWith } from './publish/warm-pages.ts';
import { seo } from './routes/seo.ts';

/**
 * The request reads top to bottom (ARCHITECTURE.md "A request"): static assets never get
 * here; then headers, language, content, and the routes.
 */
export function createApp() {
  const app = new Hono<AppEnv>();
  // Server-Timing tells how long the CMS and the render took: for us, not for the public.
  app.use(timing({ totalDescription: 'total', enabled: (c) => c.env.ENVIRONMENT !== 'production' }));
  app.use(config);
  app.use(securityHeaders);
  app.use(previewNoindex);
  app.use(httpsOnly);
  app.use(requestLimits);
  app.use(methodCheck);
  app.use(qrEntry);
  app.use(locale);
  app.use(content);
  // Issue 22: signed draft previews (`?preview=`) and the CMS's change notices (docs/product.md "Publishing").
  app.use(preview);
  app.route('/', publishHooks);
  app.route('/', seo);
  app.route('/', languageSwitch);
  app.route('/', directions);
  app.route('/', pages);
  app.notFound(renderNotFound);
  app.onError(renderError);
  // Issue 22: the pages a publish changed are rendered again behind the webhook's answer.
  renderPagesWith((request, env, context) => app.fetch(request, env, context));
  return app;
}
