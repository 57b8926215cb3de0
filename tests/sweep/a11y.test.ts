import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { fileBrowser } from '../support/browser.ts';
import { rememberConsent } from '../support/consent.ts';
import { type HtmlcsException, htmlcsErrors, isException } from '../support/htmlcs.ts';
import { runInLane } from '../support/lanes.ts';
import { PAGE_TYPES, pageTypePath, pathInEveryLocale } from '../support/page-types.ts';
import { contextAt, settle, WIDTHS, type Width } from '../support/pages.ts';
import { axeScan } from '../support/axe.ts';

runInLane('sweeps');

/**
 * Every page type checked by two engines in one page load: axe against WCAG 2.0, 2.1 and 2.2,
 * levels A and AA (any violation of any impact fails: what pa11y's axe runner calls errors,
 * warnings and notices alike), and HTML_CodeSniffer, pa11y's default runner, against WCAG2AA
 * (any error fails, as it fails pa11y). `node scripts/pa11y.ts` runs pa11y itself over the same pages.
 *
 * Each page type is scanned once, in one language at one width, both taking turns over the
 * page types (it at 390 px, en at 1440 px, de at 390 px, …, and from the seventh it at 1440 px):
 * the 26 scans cover every language at both widths and each width on thirteen page types, and
 * the parts every page shares (header, menu, footer, consent) at both widths in every language.
 * `A11Y_ALL_LANGUAGES=1` checks every page type in all six languages at both widths (312 scans):
 * the sweep to run after a change to the messages, the layout or the demo content, as
 * `node scripts/pa11y.ts` does with pa11y itself.
 */

const ALL_LANGUAGES = process.env.A11Y_ALL_LANGUAGES === '1';

/** The languages a page type (by its index) is checked in at a width: none where the other width takes its turn. */
function languagesAt(width: Width, index: number): Locale[] {
  if (ALL_LANGUAGES) return [...LOCALES];
  // The width turns with each page type, and turns the other way round every six: each language meets both widths.
  const turn = index + Math.floor(index / LOCALES.length);
  if (WIDTHS[turn % WIDTHS.length] !== width) return [];
  return [LOCALES[index % LOCALES.length] ?? 'en'];
}

/**
 * HTML_CodeSniffer errors that are not errors, each one code on one selector with the reason
 * (axe and vnu agree with the page there).
 */
const HTMLCS_EXCEPTIONS: HtmlcsException[] = [];

type Finding = {
  engine: 'axe' | 'htmlcs';
  id: string;
  impact: string;
  target: string;
  page: string;
  width: number;
  summary: string | undefined;
};

/** Every finding of both engines, printed together once all scans are done. */
const everyFinding: Finding[] = [];
afterAll(() => {
  const rank = (finding: Finding) => ['error', 'critical', 'serious', 'moderate', 'minor'].indexOf(finding.impact);
  const sorted = everyFinding.toSorted(
    (a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id) || a.page.localeCompare(b.page) || a.width - b.width,
  );
  const count = (engine: Finding['engine']) => sorted.filter((finding) => finding.engine === engine).length;
  console.log(
    `a11y: ${count('axe')} axe violation node(s), ${count('htmlcs')} HTML_CodeSniffer error(s) on ${PAGE_TYPES.length} page types at ${WIDTHS.join(' and ')} px (all languages: ${ALL_LANGUAGES})`,
  );
  for (const finding of sorted) console.log(`a11y ${JSON.stringify(finding)}`);
});

let browser: Browser;
/** Each page type's address in every language, found once over HTTP for both widths. */
const paths = new Map<string, Record<Locale, string>>();

beforeAll(async () => {
  const siteUrl = inject('siteUrl');
  browser = await fileBrowser();
  // One after another: on a cold site, 26 pages at once outrun the CMS time-out on two busy cores.
  for (const pageType of PAGE_TYPES) {
    paths.set(pageType.name, await pathInEveryLocale(siteUrl, await pageTypePath(siteUrl, pageType)));
  }
});

afterAll(async () => {
  await browser?.close();
});

describe.each(WIDTHS)('accessibility (axe WCAG 2.x A/AA, HTML_CodeSniffer WCAG2AA) at %i px', (width) => {
  // One context per width, a page per scan: the scans share the browser's cache of styles, scripts and fonts.
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext(contextAt(width));
    await rememberConsent(context);
  });
  afterAll(async () => {
    await context?.close();
  });

  const scans = PAGE_TYPES.flatMap((target, index) => languagesAt(width, index).map((locale) => ({ name: target.name, locale })));

  // Concurrent: each scan waits on the browser more than on this process.
  it.concurrent.for(scans)('$name ($locale) has no axe violation and no HTML_CodeSniffer error', async (target, { expect }) => {
    const path = paths.get(target.name)?.[target.locale];
    if (!path) throw new Error(`no address for ${target.name} in ${target.locale}`);
    const page = await context.newPage();
    try {
      await page.goto(`${inject('siteUrl')}${path}`, { waitUntil: 'load' });
      await settle(page);
      const results = await axeScan(page);
      const found: Finding[] = results.violations.flatMap((violation) =>
        violation.nodes.map((node) => ({
          engine: 'axe' as const,
          id: violation.id,
          impact: node.impact ?? violation.impact ?? 'unknown',
          target: node.target.map(String).join(' '),
          page: path,
          width,
          summary: node.failureSummary?.split('\n').slice(1).join(' ').trim(),
        })),
      );
      for (const error of await htmlcsErrors(page)) {
        if (isException(error, HTMLCS_EXCEPTIONS)) continue;
        found.push({
          engine: 'htmlcs',
          id: error.code,
          impact: 'error',
          target: error.selector,
          page: path,
          width,
          summary: error.message,
        });
      }
      everyFinding.push(...found);
      const report = found.map((finding) => `${finding.engine} ${finding.impact} ${finding.id} at ${finding.target}: ${finding.summary}`);
      expect(found, `${target.name} (${path}) at ${width} px:\n${report.join('\n')}`).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
