import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Footer } from '../../client/components/Footer.tsx';
import { type FormEnvironment, FormEnvironmentContext } from '../../client/forms/environment.ts';

const environment = (newsletterEmbed: string | null): FormEnvironment => ({
  posted: null,
  stamps: { newsletter: '1.ab' },
  botcheck: { siteKey: 'key', scriptUrl: 'https://bot.example/api.js' },
  today: '2027-07-05',
  newsletterEmbed,
  fallbackAction: null,
  pagePath: '/',
  prefill: {},
  onlineBooking: { opensOn: null },
  staySearch: null,
  dates: {},
});

const footer = (env: FormEnvironment) =>
  renderToStaticMarkup(
    createElement(FormEnvironmentContext.Provider, { value: env }, createElement(Footer, { locale: 'de', company: null })),
  );

describe('the footer’s newsletter block', () => {
  it('is the site’s own form, an island with its props, unless the language has an embedded form', () => {
    const html = footer(environment(null));
    expect(html).toContain('data-island="form-newsletter"');
    const formTag = html.match(/<form [^>]*>/)?.[0] ?? '';
    expect(formTag).toContain('method="post"');
    // Posts carry no fragment: a fragment would stop the page that comes back from focusing its message.
    expect(formTag).not.toMatch(/action="[^"]*#/);
    expect(html).toContain('name="stamp" value="1.ab"');
    expect(html).not.toContain('<iframe');
  });

  it('is the embedded form at least 280 px high, resized only by messages from its origin', () => {
    const html = footer(environment('https://forms.example/embed/123'));
    expect(html).toContain('<iframe class="newsletter__embed" src="https://forms.example/embed/123"');
    expect(html).toContain('height="280"');
    expect(html).toContain('data-island="newsletter-embed" data-props="{&quot;origin&quot;:&quot;https://forms.example&quot;}"');
    expect(html).not.toContain('data-island="form-newsletter"');
  });
});
