import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order files start in, for a suite that runs two files at a time on two cores. The browser
 * files that take a lane (tests/support/lanes.ts: `sweeps` and `visits`, one file at a time
 * each) are spread evenly over the unit and integration files, the two lanes in turn: a lane file
 * then runs beside files that mostly wait (retries, rate-limit windows, wrangler starting), and
 * the next file of the same lane comes far enough behind it not to hold a worker while it waits
 * for the lane. The browser files without a lane come last, beside each other: some time what a
 * visitor sees (the progress bar, motion), which a sweep beside them would slow down. Within each
 * list, Vitest's own order (slowest or largest first) holds.
 */
export default class LaneSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const browser = sorted.filter((spec) => spec.project.name === 'e2e');
    const others = sorted.filter((spec) => spec.project.name !== 'e2e');
    const laneOf = (spec: TestSpecification) => /runInLane\('(\w+)'\)/.exec(readFileSync(spec.moduleId, 'utf8'))?.[1] ?? '';
    const sweeps = browser.filter((spec) => laneOf(spec) === 'sweeps');
    const visits = browser.filter((spec) => laneOf(spec) === 'visits');
    const free = browser.filter((spec) => laneOf(spec) === '');
    const inLanes: TestSpecification[] = [];
    for (let index = 0; index < Math.max(sweeps.length, visits.length); index += 1) {
      for (const spec of [sweeps[index], visits[index]]) if (spec) inLanes.push(spec);
    }
    const spacing = Math.max(1, Math.floor(others.length / Math.max(1, inLanes.length)));
    const order: TestSpecification[] = [];
    for (const [index, spec] of inLanes.entries()) order.push(spec, ...others.slice(index * spacing, (index + 1) * spacing));
    order.push(...others.slice(inLanes.length * spacing), ...free);
    return order;
  }
}
