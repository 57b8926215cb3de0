import { autocannon, type AutocannonResult, type RequestData } from './autocannon.ts';
import { keptPages } from './kept-pages.ts';
import type { LoadWorker } from './worker.ts';

/**
 * `npm run load -- flood`: what a flood of unique junk 404s does to visitors of kept pages
 * (docs/redirects.md "404 monitor"). Kept pages alone for a while (quiet), then the same
 * pages beside a flood of addresses never asked before, from crawlers, tools and browsers
 * without a referrer. Prints kept pages' p50 and p99 in both runs and what the monitor kept.
 * FLOOD_PAGE_CONNECTIONS (10) and FLOOD_CONNECTIONS (40) change it.
 */
const pageConnections = Number(process.env.FLOOD_PAGE_CONNECTIONS ?? 10);
const floodConnections = Number(process.env.FLOOD_CONNECTIONS ?? 40);

const AGENTS: Record<string, string>[] = [
  { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  {},
  { 'User-Agent': 'python-requests/2.32.3' },
  { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' },
];

function uniqueMisses(url: string, duration: number, runId: string, answers: Record<number, number>): Promise<AutocannonResult> {
  let sent = 0;
  return autocannon({
    url,
    connections: floodConnections,
    duration,
    requests: [
      {
        setupRequest(request: RequestData) {
          sent += 1;
          return {
            ...request,
            method: 'GET',
            path: `/${runId}-${sent.toString(36)}-${(sent * 7919).toString(36)}`,
            headers: AGENTS[sent % AGENTS.length] ?? {},
          };
        },
        onResponse(status: number) {
          answers[status] = (answers[status] ?? 0) + 1;
        },
      },
    ],
  });
}

const figures = (result: AutocannonResult) =>
  `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.average.toFixed(0)} req/s`;

/** Both runs and the report; 1 when a page or a miss got a 5xx or a connection failed. */
export async function flood(worker: LoadWorker, pages: string[], duration: number): Promise<number> {
  const runId = `flood${Date.now().toString(36)}`;
  console.log(`quiet: kept pages at ${pageConnections} connections for ${duration} s …`);
  const quiet = await keptPages(worker.url, pages, duration, pageConnections);
  console.log(`flood: the same, beside unique 404s at ${floodConnections} connections for ${duration} s …`);
  const answers: Record<number, number> = {};
  const [busy, misses] = await Promise.all([
    keptPages(worker.url, pages, duration, pageConnections),
    uniqueMisses(worker.url, duration, runId, answers),
  ]);
  // The last flush is behind the answers: give it its interval.
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  const kept = await worker.monitor<{ rows: number; hits: number | null }>(
    'SELECT COUNT(*) AS rows, SUM(hits) AS hits FROM misses WHERE path LIKE ?1 OR path = ?2',
    [`/${runId}-%`, '(other)'],
  );
  const byKind = await worker.monitor<{ bot: number; direct: number; linked: number }>(
    "SELECT SUM(bot = 1) AS bot, SUM(bot = 0 AND referrer_host = '') AS direct, SUM(bot = 0 AND referrer_host <> '') AS linked FROM misses",
  );
  const answered = Object.entries(answers)
    .map(([status, count]) => `${status} × ${count}`)
    .join(', ');
  console.log(
    [
      `kept pages, quiet     ${figures(quiet)}`,
      `kept pages, flood     ${figures(busy)}`,
      `unique 404s           ${figures(misses)}; ${answered || '—'}`,
      `monitor               ${kept[0]?.hits ?? 0} flood hits counted in ${kept[0]?.rows ?? 0} rows; table: ${byKind[0]?.bot ?? 0} bot, ${byKind[0]?.direct ?? 0} direct, ${byKind[0]?.linked ?? 0} linked rows`,
    ].join('\n'),
  );
  const failed = [quiet, busy, misses].some((result) =>
    Object.entries(result.statusCodeStats).some(([status, stats]) => Number(status) >= 500 && stats.count > 0),
  );
  const broken = [quiet, busy, misses].reduce((sum, result) => sum + result.errors + result.timeouts, 0);
  if (failed) console.error('FAIL: 5xx answers');
  if (broken > 0) console.error(`FAIL: ${broken} connection errors or timeouts`);
  return failed || broken > 0 ? 1 : 0;
}
