import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { launchBrowser } from '../tests/support/browser.ts';
import { PAGE_TYPES, type PageType, resolvePageType } from '../tests/support/page-types.ts';
import { contextAt, WIDTHS, type Width } from '../tests/support/pages.ts';
import { ROOT, type RunningSite, startSite } from './site.ts';

/**
 * `npm run size`: builds the client, opens one page of every page type at 390 and 1440 px in
 * Chromium without touching it, and prints what each sent on first load, gzipped (level 9, of
 * the bytes received, whatever the wire encoding was): JavaScript, our own part of it, CSS and
 * the HTML document. Our own island code is budgeted as a whole: every own chunk of the build,
 * whether a page loads it or not. Writes everything to `dist/size.json` and exits 1 over budget.
 * `--no-build` measures the bundle already in `dist/client`.
 */

/** 1 KB = 1000 bytes, as Vite prints sizes. */
const KB = 1000;
const BUDGET = { initialJs: 90 * KB, ownJs: 20 * KB, css: 25 * KB } as const;
/** After `load`, how long the page is left alone: idle islands start within 2 s. */
const SETTLE_MS = 3000;
/** Then, at most this much longer for requests still in flight. */
const QUIET_TIMEOUT_MS = 5000;
const CONCURRENCY = 3;
/** Runs made when another build replaced dist/client during one. */
const ATTEMPTS = 3;
const SITE_PORT = Number(process.env.SIZE_PORT ?? 8895);
const DEMO_PORT = Number(process.env.SIZE_DEMO_PORT ?? 8896);
const CLIENT_DIR = join(ROOT, 'dist/client');
const OUTPUT = join(ROOT, 'dist/size.json');

type Kind = 'js' | 'css' | 'html' | 'other';
type Resource = { url: string; kind: Kind; firstParty: boolean; vendor: boolean; bytes: number; gzip: number };
type Measurement = {
  pageType: string;
  path: string;
  width: Width;
  status: number;
  /** Gzipped bytes of what the site sent (the budgets apply to these). */
  js: number;
  ownJs: number;
  css: number;
  html: number;
  /** JavaScript from other origins (here the demo stand-ins: bot check, embedded form). */
  thirdPartyJs: number;
  resources: Resource[];
  /** Files of the build that did not arrive (a sign that dist/client changed under the run). */
  missingAssets: string[];
};
type Job = { pageType: PageType; path: string; width: Width };
type Chunk = { file: string; name: string; vendor: boolean; bytes: number; gzip: number };
type ManifestChunk = { file: string; name?: string; imports?: string[]; isEntry?: boolean };

const gzipSize = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
/** Third-party code: the vendor chunks, and Rolldown's CommonJS interop that React and lottie-web need. */
const isVendor = (name: string) => name === 'vendor' || name.startsWith('vendor-') || name === 'rolldown-runtime';
/** A served file's chunk name: from the manifest, or its file name less the hash. */
const chunkName = (file: string, names: Map<string, string>) => names.get(file) ?? file.replace(/-[\w-]{8}\.js$/, '');

function build(): void {
  const result = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Every JavaScript chunk of the build, named as in Vite's manifest. */
function readManifest(): { text: string; manifest: Record<string, ManifestChunk>; names: Map<string, string> } {
  const text = readFileSync(join(CLIENT_DIR, '.vite/manifest.json'), 'utf8');
  const manifest = JSON.parse(text) as Record<string, ManifestChunk>;
  return { text, manifest, names: new Map(Object.values(manifest).map((chunk) => [basename(chunk.file), chunk.name ?? ''])) };
}

function readChunks(names: Map<string, string>): Chunk[] {
  return readdirSync(join(CLIENT_DIR, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const bytes = readFileSync(join(CLIENT_DIR, 'assets', file));
      const name = chunkName(file, names);
      return { file, name, vendor: isVendor(name), bytes: bytes.length, gzip: gzipSize(bytes) };
    });
}

/** The JSON files of the build (scripts/vite/json-assets.ts): data fetched by islands, not code. */
function readDataFiles(): { file: string; gzip: number }[] {
  return readdirSync(join(CLIENT_DIR, 'assets'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ file, gzip: gzipSize(readFileSync(join(CLIENT_DIR, 'assets', file))) }));
}

/** The chunks the entry imports statically (all loaded, and modulepreloaded, by every page). */
function entryClosure(manifest: Record<string, ManifestChunk>): ManifestChunk[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...seen].flatMap((key) => manifest[key] ?? []);
}

function kindOf(response: Response, page: Page): Kind {
  if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) return 'html';
  const type = response.headers()['content-type'] ?? '';
  const path = new URL(response.url()).pathname;
  if (/javascript|ecmascript/.test(type) || /\.m?js$/.test(path)) return 'js';
  if (type.includes('text/css') || path.endsWith('.css')) return 'css';
  return 'other';
}

async function measure(browser: Browser, site: RunningSite, pageType: PageType, path: string, width: Width, names: Map<string, string>) {
  const context = await browser.newContext(contextAt(width));
  try {
    const page = await context.newPage();
    const origin = new URL(site.url).origin;
    const bodies: Promise<Resource | undefined>[] = [];
    let inFlight = 0;
    page.on('request', () => inFlight++);
    page.on('requestfinished', () => inFlight--);
    const missingAssets: string[] = [];
    const isAsset = (url: URL) => url.origin === origin && url.pathname.startsWith('/assets/');
    page.on('requestfailed', (request) => {
      inFlight--;
      if (isAsset(new URL(request.url()))) missingAssets.push(request.url());
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && isAsset(new URL(response.url()))) missingAssets.push(response.url());
      if (response.status() >= 300 && response.status() < 400) return;
      const url = new URL(response.url());
      if (url.protocol === 'data:') return;
      const kind = kindOf(response, page);
      bodies.push(
        response.body().then(
          (body) => ({
            url: url.origin === origin ? url.pathname + url.search : url.href,
            kind,
            firstParty: url.origin === origin,
            vendor: url.origin === origin && isVendor(chunkName(basename(url.pathname), names)),
            bytes: body.length,
            gzip: gzipSize(body),
          }),
          () => undefined,
        ),
      );
    });
    const document = await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const deadline = Date.now() + QUIET_TIMEOUT_MS;
    while (inFlight > 0 && Date.now() < deadline) await page.waitForTimeout(100);
    const resources = (await Promise.all(bodies)).filter((resource) => resource !== undefined);
    const sum = (keep: (resource: Resource) => boolean) => resources.filter(keep).reduce((total, resource) => total + resource.gzip, 0);
    return {
      pageType: pageType.name,
      path,
      width,
      status: document?.status() ?? 0,
      js: sum((resource) => resource.firstParty && resource.kind === 'js'),
      ownJs: sum((resource) => resource.firstParty && resource.kind === 'js' && !resource.vendor),
      css: sum((resource) => resource.firstParty && resource.kind === 'css'),
      html: sum((resource) => resource.kind === 'html'),
      thirdPartyJs: sum((resource) => !resource.firstParty && resource.kind === 'js'),
      resources,
      missingAssets,
    } satisfies Measurement;
  } finally {
    await context.close();
  }
}

/** Runs `task` over `items`, at most `limit` at a time, keeping their order. */
async function pool<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '),
    )
    .join('\n');
}

/** A page that answers 5xx is tried once more (the demo CMS may be slow to start); a second 5xx stands. */
async function measureJob(browser: Browser, site: RunningSite, job: Job, names: Map<string, string>): Promise<Measurement> {
  const first = await measure(browser, site, job.pageType, job.path, job.width, names);
  if (first.status < 500) return first;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return measure(browser, site, job.pageType, job.path, job.width, names);
}

/** Every page type at every width, on a site started for this run and stopped after it. */
async function measureSite(names: Map<string, string>): Promise<Measurement[]> {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  try {
    console.log(`starting the site on port ${SITE_PORT} …`);
    const running = await startSite({ port: SITE_PORT, demoPort: DEMO_PORT });
    site = running;
    const chromium = await launchBrowser();
    browser = chromium;
    // Detail pages are found once, from their list, in a context of their own.
    const finder = await chromium.newContext(contextAt(1440));
    const finderPage = await finder.newPage();
    const paths: string[] = [];
    for (const pageType of PAGE_TYPES) paths.push(await resolvePageType(finderPage, running.url, pageType));
    await finder.close();
    const jobs = PAGE_TYPES.flatMap((pageType, index) => WIDTHS.map((width) => ({ pageType, path: paths[index] ?? '/', width })));
    console.log(`measuring ${PAGE_TYPES.length} page types at ${WIDTHS.join(' and ')} px …\n`);
    return await pool(jobs, CONCURRENCY, (job) => measureJob(chromium, running, job, names));
  } finally {
    await browser?.close();
    await site?.stop();
  }
}

if (!process.argv.includes('--no-build')) build();
// Other builds may replace dist/client meanwhile (npm start, the test suites); the worker keeps
// the manifest it read first, so a run spanning a rebuild is thrown away and made again.
let run = readManifest();
let measurements = await measureSite(run.names);
const unchanged = (measured: Measurement[]) => readManifest().text === run.text && measured.every((row) => row.missingAssets.length === 0);
let consistent = unchanged(measurements);
for (let attempt = 2; !consistent && attempt <= ATTEMPTS; attempt++) {
  console.log(
    `dist/client changed while measuring (another build?) or a file of it did not load: measuring again (${attempt}/${ATTEMPTS})`,
  );
  run = readManifest();
  measurements = await measureSite(run.names);
  consistent = unchanged(measurements);
}
const { manifest, names } = run;
const where = (row: Measurement) => `${row.pageType} (${row.path}) at ${row.width} px`;
const chunks = readChunks(names);
const ownChunks = chunks.filter((chunk) => !chunk.vendor);
const ownTotal = ownChunks.reduce((total, chunk) => total + chunk.gzip, 0);
const failures: string[] = [];
if (readManifest().text !== run.text)
  failures.push('dist/client was rebuilt by another build during every attempt: the numbers are not of one build');
for (const row of measurements) {
  if (row.missingAssets.length > 0) failures.push(`${where(row)}: files of the build did not load: ${row.missingAssets.join(', ')}`);
}

// React and lottie come only with the islands that need them, never with the entry.
const eager = entryClosure(manifest);
for (const chunk of eager) {
  if (chunk.name === 'vendor-react' || chunk.name === 'vendor-lottie') {
    failures.push(`the entry statically imports ${chunk.name} (${chunk.file}): every page would load it`);
  }
}

const header = ['page type', 'path', 'px', 'JS initial', 'own JS', 'CSS', 'HTML', '3rd-party JS'];
const rows = measurements.map((row) => [
  row.pageType,
  row.status === 200 ? row.path : `${row.path} (${row.status})`,
  String(row.width),
  kb(row.js),
  kb(row.ownJs),
  kb(row.css),
  kb(row.html),
  row.thirdPartyJs ? kb(row.thirdPartyJs) : '–',
]);
console.log(table([header, ...rows]));
console.log('\nSizes gzipped (level 9) from the bytes received; 1 KB = 1000 bytes. JS, own JS (not third-party) and CSS: from the');
console.log(
  "site's origin. 3rd-party JS: other origins (here the demo stand-ins of the bot check and the newsletter embed), in no budget.",
);

const byGzip = (a: { gzip: number }, b: { gzip: number }) => b.gzip - a.gzip;
console.log(`\nall own chunks (every island, loaded or not): ${kb(ownTotal)} in ${ownChunks.length} files`);
for (const chunk of ownChunks.toSorted(byGzip).slice(0, 8)) console.log(`  ${chunk.file.padEnd(40)} ${kb(chunk.gzip).padStart(9)}`);
const dataFiles = readDataFiles();
console.log(
  `data the islands fetch (JSON, not code): ${kb(dataFiles.reduce((total, file) => total + file.gzip, 0))} in ${dataFiles.length} files`,
);
console.log("  (a form fetches its language's messages, the splash and the brush their animation)");
for (const file of dataFiles.toSorted(byGzip)) console.log(`  ${file.file.padEnd(40)} ${kb(file.gzip).padStart(9)}`);
console.log("third-party chunks (vendor-*, and Rolldown's CommonJS interop for React and lottie-web):");
for (const chunk of chunks.filter((chunk) => chunk.vendor).toSorted(byGzip))
  console.log(`  ${chunk.file.padEnd(40)} ${kb(chunk.gzip).padStart(9)}`);
console.log(`the entry and its static imports: ${eager.map((chunk) => chunk.name ?? chunk.file).join(', ')}`);

const max = (key: 'js' | 'ownJs' | 'css') =>
  measurements.reduce<Measurement | undefined>((top, row) => (!top || row[key] > top[key] ? row : top), undefined);
const maxJs = max('js');
const maxOwn = max('ownJs');
const maxCss = max('css');

for (const row of measurements) {
  if (row.status >= 500) failures.push(`${where(row)} answered ${row.status}: not measured`);
  if (row.js > BUDGET.initialJs) failures.push(`initial JavaScript ${kb(row.js)} > ${kb(BUDGET.initialJs)} on ${where(row)}`);
  if (row.css > BUDGET.css) failures.push(`CSS ${kb(row.css)} > ${kb(BUDGET.css)} on ${where(row)}`);
}
if (ownTotal > BUDGET.ownJs) failures.push(`own island code ${kb(ownTotal)} > ${kb(BUDGET.ownJs)} (all own chunks, loaded or not)`);
console.log(`\nbudgets: initial JS ≤ ${kb(BUDGET.initialJs)} per page (max ${maxJs ? `${kb(maxJs.js)}, ${where(maxJs)}` : '–'})`);
console.log(`         CSS ≤ ${kb(BUDGET.css)} per page (max ${maxCss ? `${kb(maxCss.css)}, ${where(maxCss)}` : '–'})`);
console.log(
  `         own island code ≤ ${kb(BUDGET.ownJs)}, all own chunks together: ${kb(ownTotal)} (first load per page: max ${maxOwn ? `${kb(maxOwn.ownJs)}, ${where(maxOwn)}` : '–'})`,
);

mkdirSync(join(ROOT, 'dist'), { recursive: true });
writeFileSync(
  OUTPUT,
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      unit: 'bytes, gzip level 9',
      budgets: BUDGET,
      ownChunks: { total: ownTotal, chunks: ownChunks.toSorted(byGzip) },
      dataFiles: dataFiles.toSorted(byGzip),
      vendorChunks: chunks.filter((chunk) => chunk.vendor).toSorted(byGzip),
      entryStaticImports: eager.map((chunk) => chunk.file),
      pages: measurements,
      failures,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nwritten to ${OUTPUT}`);

if (failures.length > 0) {
  console.log(`\nOVER BUDGET or not measured (${failures.length}):`);
  for (const failure of failures) console.log(`  ✗ ${failure}`);
  process.exit(1);
}
console.log('\nwithin budget ✓');
