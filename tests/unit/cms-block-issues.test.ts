import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { blockSchema } from '../../shared/cms/common.ts';
import { describeIssue } from '../../worker/cms/client.ts';

/**
 * The CMS blocks are a plain union of objects told apart by their literal `type` (the worker
 * goes without zod's discriminated union): they parse as the discriminated union of the same
 * options did, and a malformed block's log line still names its field or its `type`.
 */
const image = { src: '/media/lago.jpg', alt: 'Il lago', width: 1200, height: 800 };
const valid = [
  { type: 'heading', text: 'Il lago' },
  { type: 'paragraph', text: 'Acqua limpida.', extra: 'dropped' },
  { type: 'list', items: ['Spiaggia', 'Piscina'] },
  { type: 'quote', text: 'Bellissimo', cite: 'Anna' },
  { type: 'image', image, caption: 'Tramonto' },
  { type: 'priceTable', caption: 'Prezzi', per: 'night', seasons: ['Bassa', 'Alta'], rows: [{ label: 'Bungalow', prices: [60, 90] }] },
];

const logLines = (blocks: unknown) => {
  const result = z.array(blockSchema).safeParse(blocks);
  return result.success ? [] : result.error.issues.map(describeIssue);
};

describe('CMS blocks', () => {
  it('parse as the discriminated union of the same options', () => {
    const discriminated = z.discriminatedUnion('type', blockSchema.def.options);
    for (const block of valid) {
      expect(blockSchema.parse(block), block.type).toEqual(discriminated.parse(block));
    }
    expect(blockSchema.parse(valid[1])).toEqual({ type: 'paragraph', text: 'Acqua limpida.' });
  });

  it('log the field a block of a known type gets wrong', () => {
    expect(logLines([valid[0], { type: 'heading', text: '' }])).toEqual(['1.text: too_small, origin string, minimum 1']);
    expect(logLines([{ type: 'quote', cite: 'Anna' }])).toEqual(['0.text: invalid_type, expected string']);
    expect(logLines([{ ...valid[5], rows: [{ label: 'Bungalow', prices: [60] }] }])).toEqual(['0: custom']);
  });

  it('log the types a block of an unknown type may take, and a block that is no object', () => {
    expect(logLines([{ type: 'video', url: 'x' }])).toEqual([
      '0.type: invalid_value, values heading|paragraph|list|quote|image|priceTable|stayRules',
    ]);
    expect(logLines(['Il lago'])).toEqual(['0: invalid_type, expected object']);
  });
});
