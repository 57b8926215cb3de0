import { describe, expect, it } from 'vitest';
import { CONSENT_OPENER } from '../../client/document/consent-opener.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { sha256Source } from '../../worker/middleware/security-headers.ts';
import { demoList, get } from './fetch.ts';

/** A CSP without bypasses: scripts only by hash and 'strict-dynamic', no host that serves scripts for anyone. */

const directive = (csp: string, name: string) =>
  (csp.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '').trim().split(/\s+/).slice(1);

/** Every `<script>` element of a page: its attributes and its text. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, text]) => ({
    attributes: attributes ?? '',
    text: text ?? '',
  }));

describe('Content-Security-Policy', () => {
  it('allows scripts by hash with strict-dynamic and names no host, scheme or keyword that lets others’ scripts in', async () => {
    const response = await get('/');
    await response.body?.cancel();
    const scripts = directive(response.headers.get('content-security-policy') ?? '', 'script-src');
    expect(scripts).toContain("'strict-dynamic'");
    const hashes = scripts.filter((source) => source.startsWith("'sha256-"));
    expect(hashes.length).toBeGreaterThan(0);
    expect(scripts.filter((source) => !hashes.includes(source))).toEqual(["'strict-dynamic'"]);
  });

  const pages: [string, string][] = [
    ['home', '/'],
    ['booking (a form)', buildPath('booking', 'de')],
    ['spontaneous application (a form with a file)', buildPath('spontaneousApplication', 'pl')],
  ];
  it.for(pages)('%s: every script on the page is data, the hashed entry loader or the consent opener', async ([, path]) => {
    const response = await get(path);
    const html = await response.text();
    const allowed = directive(response.headers.get('content-security-policy') ?? '', 'script-src');
    const scripts = scriptsOf(html);
    const executable = scripts.filter(({ attributes }) => !attributes.includes('type="application/ld+json"'));
    expect(executable.length).toBeGreaterThan(0);
    for (const { attributes, text } of executable) {
      // No script by address (a host would have to be allowed), none with a nonce to steal.
      expect(attributes).not.toMatch(/\bsrc=|nonce=/);
      expect(allowed).toContain(await sha256Source(text));
      // The loader loads the build's own entry, and nothing else; the opener only opens the dialog before it.
      if (text === CONSENT_OPENER) expect(html).toContain(`</dialog><script>${CONSENT_OPENER}</script>`);
      else expect(text).toMatch(/s\.src="\/assets\/[\w-]+\.js"/);
    }
    expect(executable.map(({ text }) => text)).toContain(CONSENT_OPENER);
    // The entry is fetched at once, as before, through a module preload.
    const entry = executable[0]?.text.match(/s\.src="([^"]+)"/)?.[1];
    expect(html).toContain(`<link rel="modulepreload" href="${entry}"/>`);
  });

  it('keeps the hash valid on a position page served again from the page cache', async () => {
    const [position] = await demoList('en', 'positions');
    const path = buildPath('position', 'en', { slug: position?.slug ?? '' });
    for (let round = 0; round < 2; round++) {
      const response = await get(path);
      const allowed = directive(response.headers.get('content-security-policy') ?? '', 'script-src');
      const [loader] = scriptsOf(await response.text()).filter(({ attributes }) => !attributes.includes('ld+json'));
      expect(allowed, `round ${round}`).toContain(await sha256Source(loader?.text ?? ''));
    }
  });
});
