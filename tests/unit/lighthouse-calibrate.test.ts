import { describe, expect, it } from 'vitest';
import { multiplierFor } from '../../scripts/lighthouse/calibrate.ts';

describe('npm run lighthouse -- --calibrate: the CPU slowdown for the host', () => {
  it('follows the Lighthouse CPU throttling calculator: 1533 → 4×, 1300 → 3×, 800 → 2×, 150 → 1×, linear in between', () => {
    expect(multiplierFor(1533)).toBeCloseTo(4, 1);
    expect(multiplierFor(1300)).toBe(3);
    expect(multiplierFor(1050)).toBe(2.5);
    expect(multiplierFor(800)).toBe(2);
    expect(multiplierFor(475)).toBe(1.5);
    expect(multiplierFor(150)).toBe(1);
  });

  it('never speeds the host up, whatever the benchmark gave', () => {
    expect(multiplierFor(100)).toBe(1);
    expect(multiplierFor(0)).toBe(1);
    expect(multiplierFor(Number.NaN)).toBe(1);
  });
});
