import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { contextAt, firstDetailLink, WIDTHS } from '../support/pages.ts';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** Where a screen is: a fixed path, or the first link of a list page. */
type Target = { name: string; path: string } | { name: string; from: string; depth?: number; skip?: string[] };

/** One page of each page type (spec §2), Italian unless said otherwise. */
const TARGETS: Target[] = [
  { name: 'home', path: '/' },
  { name: 'content page', path: '/chi-siamo' },
  { name: 'news list', path: '/news' },
  { name: 'news article', from: '/news' },
  { name: 'experience list', path: '/experience' },
  { name: 'experience', from: '/experience', skip: ['tema'] },
  { name: 'offer list', path: '/offerte' },
  { name: 'offer', from: '/offerte' },
  { name: 'service list', path: '/servizi' },
  { name: 'service', from: '/servizi' },
  { name: 'accommodation list', path: '/sistemazioni' },
  { name: 'accommodation type', path: '/sistemazioni/maxicaravan' },
  { name: 'accommodation', from: '/sistemazioni/maxicaravan', depth: 2 },
  { name: 'position list', path: '/lavora-con-noi/posizioni-aperte' },
  { name: 'position', from: '/lavora-con-noi/posizioni-aperte' },
  { name: 'restaurant menu', path: '/menu-ristorante-catullo' },
  { name: 'FAQ', path: '/faq' },
  { name: 'catalogue', path: '/sfoglia-il-catalogo' },
  { name: 'accommodation map', path: '/sistemazioni/mappa' },
  { name: 'site map', path: '/mappa-del-sito' },
  { name: 'useful info (infoutili layout)', path: '/info-utili' },
  { name: 'not found', path: '/pagina-che-non-esiste' },
  { name: 'German content page', path: '/de/ueber-uns' },
];

async function resolve(page: Page, siteUrl: string, target: Target): Promise<string> {
  if ('path' in target) return target.path;
  await page.goto(`${siteUrl}${target.from}`);
  return firstDetailLink(page, target.from, { depth: target.depth, skip: target.skip });
}

type Violation = { id: string; impact: string; target: string; page: string; width: number; summary: string | undefined };

/** Every violation of every impact, printed together once all scans are done. */
const everyViolation: Violation[] = [];
afterAll(() => {
  const rank = (violation: Violation) => ['critical', 'serious', 'moderate', 'minor'].indexOf(violation.impact);
  const sorted = everyViolation.toSorted(
    (a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id) || a.page.localeCompare(b.page) || a.width - b.width,
  );
  console.log(`axe: ${sorted.length} violation node(s) on ${TARGETS.length} page types at ${WIDTHS.join(' and ')} px`);
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

  // Concurrent: each scan waits on the browser more than on this process.
  it.concurrent.for(TARGETS)('$name has no serious or critical violation', async (target, { expect }) => {
    const siteUrl = inject('siteUrl');
    const context = await browser.newContext(contextAt(width));
    try {
      const page = await context.newPage();
      const path = await resolve(page, siteUrl, target);
      await page.goto(`${siteUrl}${path}`, { waitUntil: 'load' });
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
      const blocking = found.filter((violation) => BLOCKING.has(violation.impact));
      const report = blocking.map((violation) => `${violation.impact} ${violation.id} at ${violation.target}`).join('\n');
      expect(blocking, `${target.name} (${path}) at ${width} px:\n${report}`).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
