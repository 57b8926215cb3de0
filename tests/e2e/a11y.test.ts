import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { launchBrowser } from '../support/browser.ts';
import { PAGE_TYPES, resolvePageType } from '../support/page-types.ts';
import { contextAt, settle, WIDTHS, type Width } from '../support/pages.ts';
import { rememberConsent } from '../support/consent.ts';
import { runInLane } from '../support/lanes.ts';

runInLane('sweeps');

/**
 * Every page type scanned by axe against WCAG 2.0, 2.1 and 2.2, levels A and AA: what pa11y
 * reports as errors with its axe runner (a serious or critical violation) fails the test, and
 * so does any lesser one (pa11y's warnings and notices): the site has none.
 *
 * Languages: at 1440 px each page type is scanned in Italian, at 390 px in a language that
 * takes turns over the page types (en, de, nl, da, pl, it, en, …), so every language is
 * scanned on four or five page types at the cost of the same 50 scans. `A11Y_ALL_LANGUAGES=1`
 * scans every page type in all six languages at both widths (300 scans, six times as long):
 * the sweep to run after a change to the messages or the demo content.
 */

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const ALL_LANGUAGES = process.env.A11Y_ALL_LANGUAGES === '1';
const TURNS: Locale[] = [...LOCALES.filter((locale) => locale !== 'it'), 'it'];

/** The languages a page type is scanned in at a width. */
function languagesAt(width: Width, index: number): Locale[] {
  if (ALL_LANGUAGES) return [...LOCALES];
  return width === 1440 ? ['it'] : [TURNS[index % TURNS.length] ?? 'it'];
}

/**
 * The page's version in another language, from the hreflang alternates of its Italian page (a
 * page with none, the not-found page, has the same unknown address under each prefix).
 */
async function localized(siteUrl: string, path: string, locale: Locale): Promise<string> {
  if (locale === 'it') return path;
  const head = (await (await fetch(`${siteUrl}${path}`)).text()).split('</head>')[0] ?? '';
  const alternates = new Map(
    [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, lang = '', href = '']) => [lang, href]),
  );
  if (alternates.size === 0) return `/${locale}${path}`;
  const href = alternates.get(locale);
  if (!href) throw new Error(`${path} has no ${locale} version`);
  return new URL(href).pathname;
}

type Violation = { id: string; impact: string; target: string; page: string; width: number; summary: string | undefined };

/** Every violation of every impact, printed together once all scans are done. */
const everyViolation: Violation[] = [];
afterAll(() => {
  const rank = (violation: Violation) => ['critical', 'serious', 'moderate', 'minor'].indexOf(violation.impact);
  const sorted = everyViolation.toSorted(
    (a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id) || a.page.localeCompare(b.page) || a.width - b.width,
  );
  console.log(
    `axe: ${sorted.length} violation node(s) on ${PAGE_TYPES.length} page types at ${WIDTHS.join(' and ')} px (all languages: ${ALL_LANGUAGES})`,
  );
  for (const violation of sorted) console.log(`axe ${JSON.stringify(violation)}`);
});

describe.each(WIDTHS)('accessibility (axe, WCAG 2.x A/AA) at %i px', (width) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const scans = PAGE_TYPES.flatMap((target, index) => languagesAt(width, index).map((locale) => ({ ...target, locale })));

  // Concurrent: each scan waits on the browser more than on this process.
  it.concurrent.for(scans)('$name ($locale) has no violation of any impact', async (target, { expect }) => {
    const siteUrl = inject('siteUrl');
    const context = await browser.newContext(contextAt(width));
    await rememberConsent(context);
    try {
      const page = await context.newPage();
      const path = await localized(siteUrl, await resolvePageType(page, siteUrl, target), target.locale);
      await page.goto(`${siteUrl}${path}`, { waitUntil: 'load' });
      await settle(page);
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const found: Violation[] = results.violations.flatMap((violation) =>
        violation.nodes.map((node) => ({
          id: violation.id,
          impact: node.impact ?? violation.impact ?? 'unknown',
          target: node.target.map(String).join(' '),
          page: path,
          width,
          summary: node.failureSummary?.split('\n').slice(1).join(' ').trim(),
        })),
      );
      everyViolation.push(...found);
      const report = found.map((violation) => `${violation.impact} ${violation.id} at ${violation.target}`).join('\n');
      expect(found, `${target.name} (${path}) at ${width} px:\n${report}`).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
