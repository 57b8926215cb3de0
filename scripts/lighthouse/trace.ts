import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../../tests/support/browser.ts';
import { startSite } from '../site.ts';
import { MOBILE } from './warm-images.ts';

/**
 * `node scripts/lighthouse/trace.ts /path …`: loads each page once in a phone-sized Chromium with
 * a performance trace running, and prints the main thread's tasks over `--min` ms (10) with what
 * took their time (self time per trace event: style recalc, layout, a script's function, paint,
 * image decode, GC), in the thread's CPU time, which the machine's load stretches far less than
 * wall time. Lighthouse's simulation multiplies every task by its CPU slowdown (4), so a
 * task of 13 ms here is already blocking time there; this says what is in it. `--keep <file>`
 * writes the last raw trace (open it in Chromium's DevTools "Performance" panel). `--site <url>`
 * traces a site already running instead of starting one (ports 9502/9503, or TRACE_PORT).
 * `--block <regexp>` aborts the requests whose URL matches, to see what they cost.
 */

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    min: { type: 'string', default: '10' },
    keep: { type: 'string' },
    site: { type: 'string' },
    wait: { type: 'string', default: '5000' },
    from: { type: 'string' },
    block: { type: 'string' },
  },
});
const MIN_MS = Number(values.min);
const paths = positionals.length ? positionals : ['/'];
process.env.NODE_ENV ??= 'production';

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event, which other processes' load does not stretch. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown> };
};

/** CPU time (µs) of the thread in the event; wall time where the trace has none. */
const cost = (event: TraceEvent) => event.tdur ?? event.dur ?? 0;

/** A readable label for an event: a script's URL and function, an event's type, or its name. */
function label(event: TraceEvent): string {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const short = (url: unknown) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '');
  if (event.name === 'FunctionCall' || event.name === 'EvaluateScript' || event.name === 'v8.compile')
    return `${event.name} ${short(data.url)}:${data.lineNumber ?? ''}:${data.columnNumber ?? ''} ${data.functionName ?? ''}`.trim();
  if (event.name === 'EventDispatch') return `EventDispatch ${data.type}`;
  if (event.name === 'TimerFire' || event.name === 'FireIdleCallback' || event.name === 'FireAnimationFrame') return event.name;
  if (event.name === 'Decode Image' || event.name === 'ImageDecodeTask') return `${event.name}`;
  if (event.name === 'ResourceReceivedData' || event.name === 'ParseHTML') return event.name;
  return event.name;
}

function analyse(events: TraceEvent[]): void {
  // The page's renderer main thread is the busiest one (about:blank, where tracing starts, has its own).
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.ph === 'M');
  const busy = (main: TraceEvent) =>
    events.reduce((sum, event) => (event.pid === main.pid && event.tid === main.tid && event.ph === 'X' ? sum + (event.dur ?? 0) : sum), 0);
  const main = mains.toSorted((a, b) => busy(b) - busy(a))[0];
  const pid = main?.pid;
  const tid = main?.tid;
  const thread = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && typeof event.dur === 'number')
    .toSorted((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === pid)?.ts ?? thread[0]?.ts ?? 0;
  // Top-level tasks only (a RunTask may hold a nested ThreadControllerImpl::RunTask).
  const tasks: TraceEvent[] = [];
  for (const event of thread) {
    if (event.name !== 'RunTask' && event.name !== 'ThreadControllerImpl::RunTask') continue;
    const last = tasks.at(-1);
    if (last && event.ts < last.ts + (last.dur ?? 0)) continue;
    tasks.push(event);
  }
  const totals = new Map<string, number>();
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = thread.filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end);
    // Self time: each event's CPU time less that of the events directly inside it.
    const self = new Map<string, number>();
    const stack: { event: TraceEvent; end: number; child: number }[] = [];
    const close = (until: number) => {
      while (stack.length && (stack.at(-1)?.end ?? 0) <= until) {
        const top = stack.pop();
        if (!top) break;
        const name = label(top.event);
        self.set(name, (self.get(name) ?? 0) + cost(top.event) - top.child);
        const parent = stack.at(-1);
        if (parent) parent.child += cost(top.event);
      }
    };
    for (const event of inside) {
      close(event.ts);
      stack.push({ event, end: event.ts + (event.dur ?? 0), child: 0 });
    }
    close(Number.POSITIVE_INFINITY);
    const ms = cost(task) / 1000;
    const accounted = [...self.values()].reduce((sum, value) => sum + value, 0) / 1000;
    self.set('(task, nothing traced inside)', cost(task) - accounted * 1000);
    for (const [name, us] of self) totals.set(name, (totals.get(name) ?? 0) + us);
    if (ms < MIN_MS) continue;
    blocking += Math.max(0, ms * 4 - 50);
    const top = [...self.entries()]
      .filter(([, us]) => us >= 500)
      .toSorted((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, us]) => `${(us / 1000).toFixed(1)} ${name}`);
    console.log(`  task at ${((task.ts - navigation) / 1000).toFixed(0)} ms: ${ms.toFixed(1)} ms  | ${top.join(' | ')}`);
  }
  const summary = [...totals.entries()]
    .toSorted((a, b) => b[1] - a[1])
    .slice(0, 14)
    .map(([name, us]) => `${(us / 1000).toFixed(0)} ${name}`);
  const all = [...totals.values()].reduce((sum, us) => sum + us, 0);
  const scripts = [...totals.entries()]
    .filter(([name]) =>
      /^(FunctionCall|EvaluateScript|v8\.|RunMicrotasks|TimerFire|FireIdleCallback|FireAnimationFrame|EventDispatch)/.test(name),
    )
    .reduce((sum, [, us]) => sum + us, 0);
  console.log(`  main thread CPU: ${(all / 1000).toFixed(1)} ms in all tasks, ${(scripts / 1000).toFixed(1)} ms of it in scripts`);
  console.log(`  main thread, all tasks: ${summary.join(' | ')}`);
  console.log(`  tasks ≥ ${MIN_MS} ms at 4× would block about ${blocking.toFixed(0)} ms in all (not Lighthouse's TBT window)`);
}

if (values.from) {
  analyse((JSON.parse(readFileSync(values.from, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents);
  process.exit(0);
}

const site = values.site
  ? undefined
  : await startSite({
      port: Number(process.env.TRACE_PORT ?? 9502),
      demoPort: Number(process.env.TRACE_PORT ?? 9502) + 1,
      reactBuild: 'production',
    });
const base = values.site ?? site?.url ?? '';
const browser = await launchBrowser();
try {
  for (const path of paths) {
    const context = await browser.newContext({
      viewport: { width: MOBILE.width, height: 823 },
      deviceScaleFactor: MOBILE.dpr,
      isMobile: true,
      hasTouch: true,
      locale: 'it-IT',
    });
    const page = await context.newPage();
    // `--block <regexp>`: what the page costs without some of its requests (fonts, a script).
    const blocked = values.block ? new RegExp(values.block) : undefined;
    if (blocked) await page.route(blocked, (route) => route.abort());
    // Warm the server's caches and the picture resizer, as Lighthouse's runs find them.
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('about:blank');
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'toplevel',
        'blink.user_timing',
        'v8.execute',
        'loading',
        '__metadata',
      ],
    });
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(Number(values.wait));
    const buffer = await browser.stopTracing();
    if (values.keep) writeFileSync(values.keep, buffer);
    const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
    console.log(`${path}:`);
    analyse(traceEvents);
    await context.close();
  }
} finally {
  await browser.close();
  await site?.stop();
}
