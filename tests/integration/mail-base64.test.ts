import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../shared/forms/index.ts';
import { base64ByTable, base64Of } from '../../worker/forms/base64.ts';

/** In workerd the mail's attachment is encoded by the platform (`Uint8Array.prototype.toBase64`), the same as by table. */
describe('an attachment in base64, in workerd', () => {
  it('uses the platform’s encoder, which writes what the table writes, for a 5 MB CV', () => {
    expect(typeof (Uint8Array.prototype as { toBase64?: unknown }).toBase64).toBe('function');
    const cv = new Uint8Array(MAX_UPLOAD_BYTES);
    crypto.getRandomValues(cv.subarray(0, 65_536));
    for (let at = 65_536; at < cv.length; at += 65_536) cv.copyWithin(at, 0, 65_536);
    for (const bytes of [cv, cv.subarray(1), cv.subarray(2), new Uint8Array()]) expect(base64Of(bytes)).toBe(base64ByTable(bytes));
  });
});
