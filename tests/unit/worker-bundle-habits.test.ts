import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The code the worker bundle is built from, but the module that builds zod's formats without the namespaces. */
function sources(): string[] {
  return ['worker', 'shared', 'client']
    .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
    .filter((file) => /\.tsx?$/.test(file) && file !== join('shared', 'zod-formats.ts'));
}

/** Each use of the pattern in the worker's sources, as `file: match`. */
const uses = (pattern: RegExp) =>
  sources().flatMap((file) => [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => `${file}: ${match[0]}`));

/** zod/mini features whose code the worker's schemas do without (docs/decisions/012-worker-bundle-budget.md). */
describe('zod in the worker bundle', () => {
  it('goes without z.iso and z.coerce: their namespaces bring every format they hold (shared/zod-formats.ts instead)', () => {
    expect(uses(/\bz\.(iso|coerce)\.\w+/g)).toEqual([]);
  });

  it("goes without z.extend: the item schemas spread a base's .shape", () => {
    expect(uses(/\bz\.(extend|safeExtend|merge)\(/g)).toEqual([]);
  });

  it('goes without z.record: objects name their keys (2.5 KiB of record parsing for one map of three keys)', () => {
    expect(uses(/\bz\.record\(/g)).toEqual([]);
  });

  it("goes without z.discriminatedUnion: a union of objects with a literal `type` parses the same (worker/cms/client.ts names a block's issue)", () => {
    expect(uses(/\bz\.discriminatedUnion\(/g)).toEqual([]);
  });
});
