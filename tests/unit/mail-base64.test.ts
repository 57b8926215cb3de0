import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../shared/forms/index.ts';
import { base64ByTable, base64Of } from '../../worker/forms/base64.ts';

/** A mail's attachment in base64 (worker/forms/base64.ts): byte for byte what Node's Buffer writes. */

/** Bytes that are not all alike (every value, in no simple order), seeded so a failure replays. */
function bytesOf(length: number, seed = 7): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = seed;
  for (let index = 0; index < length; index += 1) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

describe('an attachment in base64', () => {
  it('encodes a 5 MB CV exactly as Buffer does', () => {
    const cv = bytesOf(MAX_UPLOAD_BYTES);
    expect(MAX_UPLOAD_BYTES).toBeGreaterThanOrEqual(5 * 1024 * 1024);
    expect(base64Of(cv)).toBe(Buffer.from(cv).toString('base64'));
  });

  it('encodes every length of the last group, the empty file and every byte value', () => {
    for (const length of [0, 1, 2, 3, 4, 5, 6, 255, 256, 257, MAX_UPLOAD_BYTES - 1, MAX_UPLOAD_BYTES - 2]) {
      const bytes = bytesOf(length, length + 1);
      expect(base64ByTable(bytes), `${length} bytes`).toBe(Buffer.from(bytes).toString('base64'));
    }
    const every = Uint8Array.from({ length: 256 }, (_, index) => index);
    expect(base64ByTable(every)).toBe(Buffer.from(every).toString('base64'));
    expect(base64ByTable(every.subarray(5, 70))).toBe(Buffer.from(every.subarray(5, 70)).toString('base64'));
  });

  it("takes the platform's own encoder where it has one", () => {
    const bytes = bytesOf(9) as Uint8Array & { toBase64?: () => string };
    bytes.toBase64 = () => 'from-the-platform';
    expect(base64Of(bytes)).toBe('from-the-platform');
  });
});
