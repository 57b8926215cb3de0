import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The code the worker bundle is built from, but the module that builds those formats without the namespaces. */
function sources(): string[] {
  return ['worker', 'shared', 'client']
    .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
    .filter((file) => /\.tsx?$/.test(file) && file !== join('shared', 'zod-formats.ts'));
}

describe("zod/mini's namespaces", () => {
  it('are not used: z.iso and z.coerce bring every format they hold into the bundle (shared/zod-formats.ts instead)', () => {
    const uses = sources().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bz\.(iso|coerce)\.\w+/g)].map((match) => `${file}: ${match[0]}`),
    );
    expect(uses).toEqual([]);
  });
});
