import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The host's ceiling for `npm run lighthouse`: a page of one heading and one paragraph, no script,
 * no stylesheet, no picture, served with the response headers the site sends on its home page.
 * What Lighthouse gives such a page on this machine, in this Chromium, is about as high as any
 * page of the site can score here at that moment. It is measured beside the page types so that
 * a reader can tell the host's share of a shortfall from the site's.
 *
 * The headers matter: `Cross-Origin-Opener-Policy` makes Chromium load the page in a renderer
 * process of its own (Lighthouse starts each run from about:blank). In the full browser on a
 * 2-core machine, starting that process cost the one paragraph most of its blocking time; in the
 * headless shell, which Lighthouse now runs in (browser.ts), the paragraph scores 99–100.
 */

/** Headers that describe the transfer or this one response, not the site's policy: not copied. */
const NOT_COPIED = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'server-timing',
  'set-cookie',
  'transfer-encoding',
  'vary',
]);

const PAGE = `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Lago Serena</title><meta name="description" content="Una pagina di riferimento: un titolo e un paragrafo."></head><body><main><h1>Lago Serena</h1><p>Villaggio e campeggio sul Lago di Garda: una pagina con un titolo e un paragrafo, senza script, stili né immagini.</p></main></body></html>`;

export type ReferencePage = { url: string; headers: string[]; close(): Promise<void> };

/** Serves the reference page on a free port of 127.0.0.1, with the headers of `siteUrl`'s home page. */
export async function startReferencePage(siteUrl: string): Promise<ReferencePage> {
  const home = await fetch(`${siteUrl}/`, { headers: { 'accept-language': 'it' } });
  await home.body?.cancel();
  if (!home.ok) throw new Error(`the site's home page answered ${home.status}: no headers to copy for the reference page`);
  const headers = [...home.headers].filter(([name]) => !NOT_COPIED.has(name));
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, [...headers.flat(), 'content-type', 'text/html; charset=utf-8']);
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    headers: headers.map(([name]) => name),
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
