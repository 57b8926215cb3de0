import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pa11y, { type Pa11yIssue } from 'pa11y';
import puppeteer, { type Page } from 'puppeteer';
import { CONSENT_STORAGE_KEY } from '../shared/consent.ts';
import { isLocale, LOCALES, type Locale } from '../shared/locales.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/browser.ts';
import { PAGE_TYPES, pageTypePath, pathInEveryLocale } from '../tests/support/page-types.ts';
import { ROOT, type RunningSite, startSite } from './site.ts';

/**
 * `node scripts/pa11y.ts`: builds the client, starts the site as `npm start` does (ports 8977 and 8978,
 * or PA11Y_PORT / PA11Y_DEMO_PORT; pictures as the CMS has them, as the browser tests see them),
 * and runs pa11y on one page of every page type (tests/support/page-types.ts) in all six
 * languages, in the machine's Chromium: WCAG2AA with its runners HTML_CodeSniffer and axe, errors
 * only (pa11y's default level; what axe leaves for a person to review is capped to a warning).
 * Prints the errors per page type and language, then each error, and exits 1 on any. `--only <page type>` and `--locale <code>` (both repeatable) narrow the
 * sweep; `--no-build` uses the bundle already in dist/client. The cookie choice is stored first,
 * as in the e2e scans.
 */

process.env.NODE_ENV ??= 'production';

const { values } = parseArgs({
  options: {
    only: { type: 'string', multiple: true },
    locale: { type: 'string', multiple: true },
    'no-build': { type: 'boolean', default: false },
  },
});
const SITE_PORT = Number(process.env.PA11Y_PORT ?? 8977);
const DEMO_PORT = Number(process.env.PA11Y_DEMO_PORT ?? 8978);
/** Pages checked at once: each keeps Chromium busy, and the machine has two cores. */
const CONCURRENCY = 2;

const only = values.only?.map((name) => name.toLowerCase());
const pageTypes = only ? PAGE_TYPES.filter((pageType) => only.includes(pageType.name.toLowerCase())) : PAGE_TYPES;
const locales: Locale[] = values.locale ? values.locale.filter(isLocale) : [...LOCALES];
if (pageTypes.length === 0 || locales.length === 0) {
  console.error(
    `nothing to check; page types: ${PAGE_TYPES.map((pageType) => pageType.name).join(', ')}; languages: ${LOCALES.join(', ')}`,
  );
  process.exit(2);
}

if (!values['no-build']) {
  const built = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

type Check = { pageType: string; locale: Locale; path: string; errors: Pa11yIssue[]; failure?: string };

const checks: Check[] = [];
let site: RunningSite | undefined;
let browser: Awaited<ReturnType<typeof puppeteer.launch>> | undefined;
const started = Date.now();
try {
  console.log(`starting the site on port ${SITE_PORT} …`);
  site = await startSite({ port: SITE_PORT, demoPort: DEMO_PORT, imageResizing: false });
  const url = site.url;
  const jobs: Omit<Check, 'errors'>[] = [];
  for (const pageType of pageTypes) {
    const paths = await pathInEveryLocale(url, await pageTypePath(url, pageType));
    for (const locale of locales) jobs.push({ pageType: pageType.name, locale, path: paths[locale] });
  }
  // One Chromium for every page, as pa11y's docs advise for many URLs (it opens a page per check),
  // launched as pa11y's own `chromeLaunchConfig` would: the machine's Chromium, no downloaded one.
  const chromium = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  browser = chromium;
  console.log(`pa11y (WCAG2AA, runners htmlcs and axe) on ${jobs.length} page(s) …`);
  let next = 0;
  const worker = async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      let page: Page | undefined;
      try {
        // The cookie choice stored before the site's code runs, as the e2e scans do: the dialog is
        // modal, and axe measures the page behind its backdrop (the open dialog is checked in
        // tests/e2e/a11y-states.test.ts and by the consent tests).
        page = await chromium.newPage();
        // Measured at rest: the page's fade-in (main from half opacity) and the promo's slide are
        // not what a visitor reads, and a run that caught one mid-way (a busy machine, several
        // pages at once) reported the faded text's contrast. The e2e scans wait for the same rest.
        await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
        await page.evaluateOnNewDocument(
          (key, value) => {
            if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
          },
          CONSENT_STORAGE_KEY,
          JSON.stringify({ choice: 'rejected', at: Date.now() }),
        );
        const result = await pa11y(`${url}${job.path}`, {
          browser: chromium,
          page,
          // The floating promo fades in 1.5 s after its island starts: checked once it is there.
          wait: 2500,
          // What axe could not decide (its "incomplete": contrast of text on SVG shapes or a
          // picture, captions of a video that may have no speech) is for a person to review:
          // pa11y would call it an error unless capped; axe's violations stay errors.
          levelCapWhenNeedsReview: 'warning',
          standard: 'WCAG2AA',
          runners: ['htmlcs', 'axe'],
          timeout: 120_000,
        });
        checks.push({ ...job, errors: result.issues.filter((issue) => issue.type === 'error') });
      } catch (error) {
        checks.push({ ...job, errors: [], failure: String(error) });
      } finally {
        await page?.close();
      }
      process.stdout.write('.');
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  process.stdout.write('\n\n');
} finally {
  await browser?.close();
  await site?.stop();
}

const cell = (pageType: string, locale: Locale) => {
  const check = checks.find((candidate) => candidate.pageType === pageType && candidate.locale === locale);
  if (!check) return '–';
  return check.failure ? 'failed' : String(check.errors.length);
};
const width = Math.max(...pageTypes.map((pageType) => pageType.name.length));
console.log(`errors per page type and language\n`);
console.log(`${'page type'.padEnd(width)}  ${locales.map((locale) => locale.padStart(6)).join('')}`);
for (const pageType of pageTypes) {
  console.log(`${pageType.name.padEnd(width)}  ${locales.map((locale) => cell(pageType.name, locale).padStart(6)).join('')}`);
}

const errors = checks.flatMap((check) => check.errors.map((issue) => ({ check, issue })));
const failures = checks.filter((check) => check.failure);
for (const { check, issue } of errors) {
  console.log(`\n✗ ${check.path} [${issue.runner}] ${issue.code}\n    at ${issue.selector}\n    ${issue.message}`);
}
for (const check of failures) console.log(`\n✗ ${check.path}: pa11y could not check it: ${check.failure}`);
const runners = [...new Set(errors.map(({ issue }) => issue.runner))];
for (const runner of runners) {
  const codes = new Map<string, number>();
  for (const { issue } of errors) if (issue.runner === runner) codes.set(issue.code, (codes.get(issue.code) ?? 0) + 1);
  console.log(`\n${runner}: ${[...codes].map(([code, count]) => `${count}× ${code}`).join(', ')}`);
}
console.log(
  `\n${checks.length} page(s), ${errors.length} error(s), ${failures.length} page(s) not checked, in ${Math.round((Date.now() - started) / 1000)} s`,
);
if (errors.length > 0 || failures.length > 0) process.exit(1);
console.log('pa11y: 0 errors on every page ✓');
