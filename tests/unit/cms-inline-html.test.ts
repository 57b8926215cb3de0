import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CmsInlineHtml } from '../../client/components/cms-inline-html.tsx';
import { safeHref } from '../../client/components/safe-href.ts';

const render = (html: string) => renderToStaticMarkup(createElement(CmsInlineHtml, { html }));

describe('CMS inline HTML', () => {
  it('keeps bold text and line breaks', () => {
    expect(render("Prenotate prima:<br><strong>fino al 20% di sconto</strong> sull'estate")).toBe(
      'Prenotate prima:<br/><strong>fino al 20% di sconto</strong> sull&#x27;estate',
    );
    expect(render('A<BR/>B<Strong >c</strong>')).toBe('A<br/>B<strong>c</strong>');
  });

  it('drops every other tag and attribute, keeping only text', () => {
    expect(render('<script>alert(1)</script><img src=x onerror=alert(1)>Hi <a href="javascript:x">there</a>')).toBe('alert(1)Hi there');
    expect(render('<strong onclick="x()">bold</strong>')).toBe('bold');
  });

  it('decodes entities once and lets React escape the result', () => {
    expect(render('Caf&eacute; &amp; &lt;b&gt; &#8364; &#x41;')).toBe('Caf&amp;eacute; &amp; &lt;b&gt; € A');
  });

  it('closes a bold run left open and splits one across a line break', () => {
    expect(render('<strong>open')).toBe('<strong>open</strong>');
    expect(render('<strong>a<br>b</strong>')).toBe('<strong>a</strong><br/><strong>b</strong>');
  });
});

describe('safe CMS links', () => {
  it('accepts site paths and web addresses', () => {
    expect(safeHref('/offerte')).toBe('/offerte');
    expect(safeHref(' https://example.com/a ')).toBe('https://example.com/a');
  });

  it('refuses scripts, data and protocol-relative links', () => {
    for (const link of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'offerte']) {
      expect(safeHref(link), link).toBeNull();
    }
  });
});
