import { describe, expect, it } from 'vitest';
import { checkFormStamp, createFormStamp } from '../../worker/forms/form-stamp.ts';
import { mailHtml } from '../../worker/forms/mail-html.ts';
import { escapeHtml } from '../../worker/render/escape-html.ts';

describe('mail bodies', () => {
  it('escapes every value and label', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')">&`)).toBe('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;');
    const html = mailHtml('<h1>', [{ title: 'T&C', rows: [['<b>', 'line 1\n<script>']] }]);
    expect(html).toContain('<h1>&lt;h1&gt;</h1>');
    expect(html).toContain('<th align="left" valign="top">&lt;b&gt;</th><td>line 1<br>&lt;script&gt;</td>');
    expect(html).not.toMatch(/<script|<b>/);
  });
});

describe('the no-JavaScript form stamp', () => {
  it('accepts a stamp of its own form shown long enough ago, and nothing else', async () => {
    const key = 'unit-test-signing-key-0123456789';
    const now = Date.now();
    const stamp = await createFormStamp(key, 'newsletter', now - 10_000);
    expect(await checkFormStamp(key, 'newsletter', stamp, now)).toBe('ok');
    expect(await checkFormStamp(key, 'availability', stamp, now)).toBe('invalid');
    expect(await checkFormStamp('another-key-0123456789abcdef', 'newsletter', stamp, now)).toBe('invalid');
    expect(await checkFormStamp(key, 'newsletter', await createFormStamp(key, 'newsletter', now - 500), now)).toBe('too-fast');
    expect(await checkFormStamp(key, 'newsletter', await createFormStamp(key, 'newsletter', now - 25 * 3600_000), now)).toBe('expired');
    expect(await checkFormStamp(key, 'newsletter', 'garbage', now)).toBe('invalid');
  });
});
