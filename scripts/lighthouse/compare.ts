import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../../tests/support/browser.ts';
import { PAGE_TYPES, resolvePageType } from '../../tests/support/page-types.ts';
import { ROOT, type RunningSite, type SiteOptions } from '../site.ts';
import { audit, launchChrome } from './audit.ts';
import { median } from './report.ts';
import { warmPictures } from './warm-images.ts';

/**
 * `node scripts/lighthouse/compare.ts --base <other checkout> [--only <page type>]… [--rounds 3]`:
 * Lighthouse's performance score of this checkout against another one (e.g. main exported with
 * `git archive`, its client built), on the same machine at the same moment. Both sites run side by
 * side (ports 9502/9503 and 9504/9505, or COMPARE_PORT), and each round audits a page on one
 * then on the other, alternating which goes first, so that the other processes' load falls on
 * both alike: on a shared machine only such pairs say whether a change helped. Uses each
 * checkout's own client build (dist/client) and worker source; settings as `npm run lighthouse`.
 */

process.env.NODE_ENV ??= 'production';
const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    only: { type: 'string', multiple: true },
    rounds: { type: 'string', default: '3' },
  },
});
if (!values.base) throw new Error('--base <path of the checkout to compare with> is required');
const ROUNDS = Number(values.rounds);
const PORT = Number(process.env.COMPARE_PORT ?? 9502);
const only = values.only?.map((name) => name.toLowerCase());
const pageTypes = only ? PAGE_TYPES.filter((pageType) => only.includes(pageType.name.toLowerCase())) : PAGE_TYPES;

type StartSite = (options: SiteOptions) => Promise<RunningSite>;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const checkouts = [
  { name: 'base', root: values.base },
  { name: 'this', root: ROOT },
];
const sites: RunningSite[] = [];
let chrome: Awaited<ReturnType<typeof launchChrome>> | undefined;
try {
  for (const [index, checkout] of checkouts.entries()) {
    const { startSite } = (await import(join(checkout.root, 'scripts/site.ts'))) as { startSite: StartSite };
    sites.push(await startSite({ port: PORT + 2 * index, demoPort: PORT + 2 * index + 1 }));
  }
  const browser = await launchBrowser();
  const page = await (await browser.newContext()).newPage();
  const paths: string[] = [];
  for (const pageType of pageTypes) paths.push(await resolvePageType(page, sites[0]?.url ?? '', pageType));
  await browser.close();
  for (const site of sites) {
    await Promise.all(paths.map((path) => fetch(`${site.url}${path}`).then((response) => response.body?.cancel())));
    await warmPictures(paths.map((path) => `${site.url}${path}`));
  }
  chrome = await launchChrome();
  const lines: string[] = [];
  for (const [index, pageType] of pageTypes.entries()) {
    const path = paths[index] ?? '/';
    const scores: Record<string, (number | null)[]> = { base: [], this: [] };
    const tbt: Record<string, number[]> = { base: [], this: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const which of order) {
        const name = checkouts[which]?.name ?? '';
        const loadAtStart = load();
        const result = await audit(`${sites[which]?.url}${path}`, chrome.port);
        scores[name]?.push(result.scores.performance);
        tbt[name]?.push(result.metrics.TBT ?? Number.NaN);
        console.log(
          `${pageType.name} ${name}: perf ${result.scores.performance} TBT ${result.metrics.TBT} LCP ${result.metrics.LCP} FCP ${result.metrics.FCP} SI ${result.metrics.SI} CLS ${result.metrics.CLS} (load ${loadAtStart}, benchmarkIndex ${result.benchmarkIndex})`,
        );
      }
    }
    const line = `${pageType.name.padEnd(32)} base ${median(scores.base ?? [])} [${scores.base?.join(' ')}]  this ${median(scores.this ?? [])} [${scores.this?.join(' ')}]  TBT base ${median(tbt.base ?? [])} this ${median(tbt.this ?? [])}`;
    lines.push(line);
    console.log(line);
  }
  console.log(`\nmedian performance of ${ROUNDS} alternating round(s); load average now ${load()}`);
  for (const line of lines) console.log(line);
} finally {
  chrome?.kill();
  for (const site of sites) await site.stop();
}
