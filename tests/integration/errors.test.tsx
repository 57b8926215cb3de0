import { createExecutionContext, env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../worker/env.ts';
import { HttpError } from '../../worker/errors.ts';
import { config } from '../../worker/middleware/config.ts';
import { content } from '../../worker/middleware/content.ts';
import { locale } from '../../worker/middleware/locale.ts';
import { renderError } from '../../worker/screens/errors.tsx';

/** The app's own middleware and error handler, around routes that fail on purpose. */
function appThatThrows(errorPageWorks: boolean) {
  const app = new Hono<AppEnv>();
  app.use(config, locale);
  // Without its content reader the error page itself fails: the last-resort page must answer.
  if (errorPageWorks) app.use(content);
  app.get('/boom', () => {
    throw new Error('secret internals at line 42');
  });
  app.get('/too-large', () => {
    throw new HttpError(413, 'too large');
  });
  app.get('/de/unavailable', () => {
    throw new HttpError(503, 'maintenance');
  });
  app.onError(renderError);
  return app;
}

describe('errors', () => {
  it('renders a thrown error in the error layout with status 500, and no details', async () => {
    const response = await appThatThrows(true).request('/boom', {}, env, createExecutionContext());
    const body = await response.text();
    expect(response.status).toBe(500);
    expect(body).toContain('<html lang="it"');
    expect(body).toContain('site-footer');
    expect(body).not.toContain('secret internals');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps the status an error carries, in the language of the address', async () => {
    const tooLarge = await appThatThrows(true).request('/too-large', {}, env, createExecutionContext());
    expect(tooLarge.status).toBe(413);
    const response = await appThatThrows(true).request('/de/unavailable', {}, env, createExecutionContext());
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('<html lang="de"');
  });

  it('falls back to a plain page when the error page itself cannot be shown', async () => {
    const response = await appThatThrows(false).request('/de/unavailable', {}, env, createExecutionContext());
    const body = await response.text();
    expect(response.status).toBe(503);
    expect(body).toContain('Beim Anzeigen der Fehlerseite');
    expect(body).toContain('<a href="/de">');
    const italian = await (await appThatThrows(false).request('/boom', {}, env, createExecutionContext())).text();
    expect(italian).toContain('Si è verificato un errore durante la visualizzazione della pagina di errore');
  });
});
