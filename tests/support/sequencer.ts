import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order files start in, for the suite at two files at a time (vitest.config.ts MAX_WORKERS).
 * The browser files of a lane wait for a turn (tests/support/lanes.ts: `sweeps` and `visits`, one
 * file of each at a time), and a file waiting for its turn holds a worker, so the order keeps
 * them apart: the lane files (the two lanes in turn) are spread over the unit and integration
 * files, which never wait, with the browser files without a lane last (some time what a visitor
 * sees, which a sweep beside them would slow down). Within each list, Vitest's own order
 * (slowest or largest first) holds.
 */
export default class LaneSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const laneOf = (spec: TestSpecification) => /runInLane\('(\w+)'\)/.exec(readFileSync(spec.moduleId, 'utf8'))?.[1] ?? '';
    const isBrowser = (spec: TestSpecification) => spec.project.name === 'e2e' || spec.project.name === 'sweep';
    const browser = sorted.filter(isBrowser);
    const nonBrowser = sorted.filter((spec) => !isBrowser(spec));
    const sweeps = browser.filter((spec) => laneOf(spec) === 'sweeps');
    const visits = browser.filter((spec) => laneOf(spec) === 'visits');
    const free = browser.filter((spec) => laneOf(spec) === '');
    const inLanes = interleave(sweeps, visits);
    const spacing = Math.max(1, Math.floor(nonBrowser.length / Math.max(1, inLanes.length)));
    const order: TestSpecification[] = [];
    for (const [index, spec] of inLanes.entries()) order.push(spec, ...nonBrowser.slice(index * spacing, (index + 1) * spacing));
    order.push(...nonBrowser.slice(inLanes.length * spacing), ...free);
    return order;
  }
}

/** a0, b0, a1, b1, …, then what is left of the longer list. */
function interleave<T>(a: T[], b: T[]): T[] {
  const out: T[] = [];
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const [first, second] = [a[index], b[index]];
    if (first) out.push(first);
    if (second) out.push(second);
  }
  return out;
}
