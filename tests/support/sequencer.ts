import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order files start in, for a suite that runs three files at a time on two cores: the first
 * file of each browser lane (tests/support/lanes.ts), then the unit and integration files, then
 * the other browser files, taking in turn from the two lanes and from the files without one.
 * Without it the browser files would start first, all of them, and wait on their lanes while
 * holding every worker, and the unit and integration files would run last, alone. Within each
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
    const inTurn: TestSpecification[] = [];
    for (let index = 0; index < browser.length; index += 1) {
      for (const spec of [sweeps[index + 1], visits[index + 1], free[index]]) if (spec) inTurn.push(spec);
    }
    return [...sweeps.slice(0, 1), ...visits.slice(0, 1), ...others, ...inTurn];
  }
}
