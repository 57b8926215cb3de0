import { describe, expect, it } from 'vitest';
import { jsonLdText } from '../../worker/seo/structured-data.ts';

describe('JSON-LD text', () => {
  it('cannot close its script element or start markup, and reads back as the same data', () => {
    const hostile = { '@type': 'Thing', name: '</script><script>alert(1)</script> & <!-- \u2028' };
    const text = jsonLdText([hostile]);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ '@context': 'https://schema.org', '@graph': [hostile] });
  });
});
