import { describe, expect, it } from 'vitest';
import { startupOf } from '../../scripts/bench/startup.ts';

describe("the worker's start read from a startup profile", () => {
  it('sums JavaScript, V8’s own work and garbage collection, and leaves idle time out', () => {
    const frame = (id: number, functionName: string) => ({ id, callFrame: { functionName } });
    const profile = {
      nodes: [
        frame(1, '(root)'),
        frame(2, '(idle)'),
        frame(3, '(program)'),
        frame(4, '(garbage collector)'),
        frame(5, 'buildCatalogue'),
        frame(6, ''),
      ],
      // Microseconds, as V8 writes them.
      samples: [2, 5, 3, 6, 4, 2, 5],
      timeDeltas: [100_000, 4_000, 2_500, 1_000, 500, 50_000, 2_000],
    };
    expect(startupOf(profile)).toEqual({ activeMs: 10, javascriptMs: 7, programMs: 2.5, garbageCollectionMs: 0.5 });
  });
});
