import { deflateSync, inflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { inflateWithin, MAX_OVERSHOOT } from '../../shared/forms/inflate-within.ts';
import { deflatedZeros } from '../support/uploads.ts';

/** Bytes the same on every run: text-like runs mixed with noise, as documents and pictures have. */
function sample(length: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = seed;
  for (let index = 0; index < length; index += 1) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    bytes[index] = state >>> 31 ? 0x61 + ((state >>> 20) % 4) : state >>> 24;
  }
  return bytes;
}

const encode = (text: string) => new TextEncoder().encode(text);

describe('inflating under a cap', () => {
  it('gives what fflate gives, at every compression level, stored blocks and fixed codes included', () => {
    const xml = encode(
      Array.from({ length: 800 }, (_, id) => `<Relationship Id="rId${id}" Type="http://x/image" Target="media/image${id}.png"/>`).join(''),
    );
    for (const [index, data] of [sample(1, 1), sample(300, 2), sample(70_000, 3), xml, new Uint8Array(100_000)].entries()) {
      for (const level of [0, 1, 4, 6, 9] as const) {
        const compressed = deflateSync(data, { level });
        const inflated = inflateWithin(compressed, data.length, { inflated: 0 }, false, true);
        expect(inflated, `sample ${index}, level ${level}`).toEqual({ ok: true, bytes: inflateSync(compressed) });
      }
    }
  });

  it('agrees with fflate on a thousand random streams, damaged ones taken or refused alike', () => {
    let refusedByBoth = 0;
    for (let seed = 1; seed <= 1000; seed += 1) {
      const data = sample(1 + (seed % 3000), seed);
      const compressed = deflateSync(data, { level: (seed % 10) as 0 });
      const damaged = seed % 2 === 0;
      // One bit flipped: fflate does not check everything zlib checks, so only streams it refuses are compared as refusals.
      if (damaged) compressed[seed % compressed.length] = (compressed[seed % compressed.length] as number) ^ (1 << (seed % 8));
      let expected: Uint8Array | null;
      try {
        expected = inflateSync(compressed);
      } catch {
        expected = null;
      }
      const inflated = inflateWithin(compressed, 1 << 20, { inflated: 0 });
      if (!damaged) expect(inflated).toEqual({ ok: true, bytes: data });
      else if (expected === null && !inflated.ok) refusedByBoth += 1;
      else if (expected !== null && inflated.ok) expect(inflated.bytes).toEqual(expected);
    }
    expect(refusedByBoth).toBeGreaterThan(0);
  });

  it('stops a bomb one match past the cap, whatever it would inflate to', () => {
    const bomb = deflatedZeros(64 * 1024 * 1024);
    for (const cap of [0, 1, 1000, 64 * 1024, 512 * 1024]) {
      const work = { inflated: 0 };
      expect(inflateWithin(bomb, cap, work)).toEqual({ ok: false, reason: 'over' });
      expect(work.inflated).toBeGreaterThan(cap);
      expect(work.inflated).toBeLessThanOrEqual(cap + MAX_OVERSHOOT);
    }
    // Exactly the cap is taken, one byte less is over.
    const data = sample(5000, 7);
    const compressed = deflateSync(data);
    expect(inflateWithin(compressed, 5000, { inflated: 0 })).toEqual({ ok: true, bytes: data });
    expect(inflateWithin(compressed, 4999, { inflated: 0 })).toEqual({ ok: false, reason: 'over' });
  });

  it('refuses data that is not DEFLATE or stops before its end', () => {
    const compressed = deflateSync(sample(5000, 9));
    const work = { inflated: 0 };
    expect(inflateWithin(new Uint8Array(0), 100, work)).toEqual({ ok: false, reason: 'invalid' });
    // Block type 3 does not exist.
    expect(inflateWithin(Uint8Array.of(0x07, 0x00), 100, work)).toEqual({ ok: false, reason: 'invalid' });
    // A stored block whose length and its complement disagree.
    expect(inflateWithin(Uint8Array.of(0x01, 0x05, 0x00, 0x00, 0x00, 1, 2, 3, 4, 5), 100, work)).toEqual({ ok: false, reason: 'invalid' });
    expect(inflateWithin(compressed.subarray(0, compressed.length - 8), 10_000, work)).toEqual({ ok: false, reason: 'invalid' });
    // A match reaching back before the first byte: distance code 0 (1 byte back) with nothing written yet.
    expect(inflateWithin(Uint8Array.of(0x03, 0x02, 0x00), 100, work)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('reads a zlib stream (PDF, PNG) after its header, and refuses a wrong header or a preset dictionary', () => {
    const data = sample(2000, 11);
    const raw = deflateSync(data);
    expect(inflateWithin(Uint8Array.of(0x78, 0x9c, ...raw), 4096, { inflated: 0 }, true)).toEqual({ ok: true, bytes: data });
    expect(inflateWithin(Uint8Array.of(0x78, 0x9d, ...raw), 4096, { inflated: 0 }, true)).toEqual({ ok: false, reason: 'invalid' });
    expect(inflateWithin(Uint8Array.of(0x78, 0xbb, ...raw), 4096, { inflated: 0 }, true)).toEqual({ ok: false, reason: 'invalid' });
  });
});
