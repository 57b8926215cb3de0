import type { AutocannonResult } from './autocannon.ts';
import type { Kind } from './mix.ts';

/** Answers by kind of request and status. */
export type Tally = Record<Kind, Record<number, number>>;

type Figures = {
  result: AutocannonResult;
  tally: Tally;
  accepted: number;
  counted: number;
  duration: number;
  connections: number;
  unexpected: string[];
};

const statuses = (counts: Record<number, number>) =>
  Object.entries(counts)
    .map(([status, count]) => `${status} × ${count}`)
    .join(', ') || '—';

/** The figures a run's file in docs/bench/ quotes: throughput, latency, answers by kind, submissions accepted and counted. */
export function printReport({ result, tally, accepted, counted, duration, connections, unexpected }: Figures): void {
  const total = Object.values(tally).reduce((sum, counts) => sum + Object.values(counts).reduce((a, b) => a + b, 0), 0);
  const lines = [
    `requests      ${total} in ${duration} s at ${connections} connections: ${result.requests.average.toFixed(0)} req/s`,
    `latency       p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, mean ${result.latency.average.toFixed(1)} ms`,
    `pages         ${statuses(tally.page)}`,
    `redirects     ${statuses(tally.redirect)}`,
    `404s          ${statuses(tally.notFound)}`,
    `form posts    ${statuses(tally.form)} (429: over the rate limit, not an error)`,
    `submissions   ${accepted} accepted (200/202), ${counted} counted at the stand-ins`,
    `errors        ${result.errors} connection errors, ${result.timeouts} timeouts${unexpected.length ? `; unexpected: ${unexpected.join('; ')}` : ''}`,
  ];
  console.log(lines.join('\n'));
}
