import { describe, expect, it } from 'vitest';
import { againstReference, type Measurement, type PageReport, summarise, TBT_OVER_REFERENCE_MS } from '../../scripts/lighthouse/report.ts';

const run = (tbt: number | undefined) => ({
  scores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 },
  metrics: tbt === undefined ? {} : { TBT: tbt },
  findings: [],
  cpuSlowdownMultiplier: 4,
});
const report = (name: string, tbts: (number | undefined)[]): PageReport =>
  summarise(name, '/', tbts.map(run) as unknown as Parameters<typeof summarise>[2]);
const reference = (tbts: number[]): Pick<PageReport, 'measurements'> => ({
  measurements: tbts.map((TBT) => ({ metrics: { TBT } }) as Measurement),
});

describe('a page type against the reference page of the same run', () => {
  it('passes at the allowance and fails one millisecond over it, on the medians', () => {
    const ceiling = reference([40, 10, 900]);
    expect(againstReference(report('home', [0, 40 + TBT_OVER_REFERENCE_MS, 2000]), ceiling).failures).toEqual([]);
    expect(againstReference(report('home', [0, 41 + TBT_OVER_REFERENCE_MS, 2000]), ceiling).failures).toEqual([
      `TBT ${41 + TBT_OVER_REFERENCE_MS} ms > reference 40 + ${TBT_OVER_REFERENCE_MS} ms`,
    ]);
  });

  it('fails a page type whose runs measured no TBT rather than passing it', () => {
    expect(againstReference(report('home', [undefined, undefined]), reference([0])).failures).toEqual(['TBT not measured']);
  });
});
