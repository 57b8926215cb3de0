import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemo } from '../../demo/server.ts';
import { ROOT } from '../site.ts';
import { autocannon, type RequestData } from './autocannon.ts';
import { type LoadForm, submissionFactory } from './forms.ts';
import { drawKind, EXPECTED, type Kind, pagePaths, pick } from './mix.ts';
import { printReport, type Tally } from './report.ts';
import { missingAtStandIns, RECORDER_WINDOW } from './standin.ts';
import { flood } from './flood.ts';
import { hostile } from './hostile.ts';
import { buildWorker, ensureClientBuild } from '../built-worker.ts';
import { startWorker } from './worker.ts';

/**
 * `npm run load`: the built worker in workerd (Miniflare, see worker.ts) on loopback, its
 * upstreams the demo stand-ins, under 50 connections for 60 s of a realistic mix. Fails on any
 * 5xx, any connection error or timeout, or any accepted submission the stand-in never got.
 * LOAD_DURATION_S, LOAD_CONNECTIONS, LOAD_PORT (8944), LOAD_DEMO_PORT (8945) and LOAD_BUNDLE (a built bundle) change it.
 * `npm run load -- flood`: kept pages quiet and beside a flood of unique 404s instead (flood.ts;
 * LOAD_DURATION_S is each run's, 20 s by default). `npm run load -- hostile`: kept pages quiet
 * and beside hostile CV uploads, three at a time (hostile.ts; LOAD_DURATION_S as for flood).
 */
const duration = Number(process.env.LOAD_DURATION_S ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);
const port = Number(process.env.LOAD_PORT ?? 8944);
const demoPort = Number(process.env.LOAD_DEMO_PORT ?? 8945);

/** Form posts come from many visitors: a pool of addresses large enough that few reach the per-client limit. */
const clientAddress = () =>
  `10.${Math.floor(Math.random() * 64)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

async function main(): Promise<number> {
  const outDir = mkdtempSync(join(tmpdir(), 'load-worker-'));
  const runId = Date.now().toString(36);
  console.log('building the client and the worker …');
  await ensureClientBuild(ROOT);
  // LOAD_BUNDLE: a bundle built before (scripts/built-worker.ts), to compare two builds on a shared machine.
  const bundle = process.env.LOAD_BUNDLE ?? (await buildWorker(ROOT, outDir));
  // The bot check reports the site's host name, as Google reports the real one.
  const demo = await startDemo(demoPort, '127.0.0.1', { botcheckHostname: '127.0.0.1' });
  const demoUrl = `http://127.0.0.1:${demo.port}`;
  const worker = await startWorker(ROOT, bundle, demoUrl, port);
  try {
    const pages = pagePaths();
    const legacy = worker.legacy;
    // Every page once, so the run measures a warm edge cache as visitors meet it.
    for (const path of pages) await (await fetch(`${worker.url}${path}`)).arrayBuffer();
    if (process.argv[2] === 'flood') return await flood(worker, pages, Number(process.env.LOAD_DURATION_S ?? 20));
    if (process.argv[2] === 'hostile') return await hostile(worker, pages, Number(process.env.LOAD_DURATION_S ?? 20));

    const nextSubmission = submissionFactory(runId);
    const tally: Tally = { page: {}, redirect: {}, notFound: {}, form: {} };
    const accepted = new Map<LoadForm, string[]>([
      ['newsletter', []],
      ['availability', []],
    ]);
    let missing404 = 0;

    console.log(`load: ${connections} connections for ${duration} s against ${worker.url} …`);
    const result = await autocannon({
      url: worker.url,
      connections,
      duration,
      requests: [
        {
          setupRequest(request: RequestData, context) {
            const kind = drawKind();
            context.kind = kind;
            if (kind === 'page') return { ...request, method: 'GET', path: pick(pages) };
            if (kind === 'redirect') return { ...request, method: 'GET', path: pick(legacy) };
            if (kind === 'notFound') {
              missing404 += 1;
              return { ...request, method: 'GET', path: `/pagina-che-non-esiste-${missing404 % 500}` };
            }
            const submission = nextSubmission();
            context.submission = submission;
            return {
              ...request,
              method: 'POST',
              path: submission.path,
              body: submission.body,
              headers: {
                'Content-Type': 'application/x-www-form-urlencoded',
                Accept: 'application/json',
                Origin: worker.url,
                'CF-Connecting-IP': clientAddress(),
              },
            };
          },
          onResponse(status, _body, context) {
            const kind = context.kind as Kind;
            tally[kind][status] = (tally[kind][status] ?? 0) + 1;
            const submission = context.submission as { form: LoadForm; marker: string } | undefined;
            if (kind === 'form' && submission && (status === 200 || status === 202)) accepted.get(submission.form)?.push(submission.marker);
          },
        },
      ],
    });

    const acceptedCount = [...accepted.values()].reduce((sum, list) => sum + list.length, 0);
    const overWindow = [...accepted.values()].some((list) => list.length > RECORDER_WINDOW);
    const missing = overWindow ? [] : await missingAtStandIns(demoUrl, accepted);
    const serverErrors = Object.entries(result.statusCodeStats)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, stats]) => sum + stats.count, 0);
    const unexpected = (Object.keys(tally) as Kind[]).flatMap((kind) =>
      Object.entries(tally[kind])
        .filter(([status]) => !EXPECTED[kind].includes(Number(status)))
        .map(([status, count]) => `${kind} ${status} × ${count}`),
    );
    printReport({ result, tally, accepted: acceptedCount, counted: acceptedCount - missing.length, duration, connections, unexpected });

    const failures = [
      serverErrors > 0 && `${serverErrors} answers were 5xx`,
      result.errors + result.timeouts > 0 && `${result.errors} connection errors, ${result.timeouts} timeouts`,
      missing.length > 0 && `${missing.length} accepted submissions never reached their stand-in (${missing.slice(0, 5).join(', ')} …)`,
      acceptedCount === 0 && 'no submission was accepted: the form posts are not valid',
      overWindow && `more than ${RECORDER_WINDOW} submissions of one form: the stand-in's log cannot confirm them all`,
    ].filter(Boolean);
    for (const failure of failures) console.error(`FAIL: ${failure}`);
    return failures.length === 0 ? 0 : 1;
  } finally {
    await worker.dispose();
    await demo.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
