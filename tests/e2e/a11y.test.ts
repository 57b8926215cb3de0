import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { PAGE_TYPES, resolvePageType } from '../support/page-types.ts';
import { contextAt, settle, WIDTHS } from '../support/pages.ts';
import { rememberConsent } from '../support/consent.ts';
import { runInLane } from '../support/lanes.ts';

runInLane('sweeps');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

type Violation = { id: string; impact: string; target: string; page: string; width: number; summary: string | undefined };

/** Every violation of every impact, printed together once all scans are done. */
const everyViolation: Violation[] = [];
afterAll(() => {
  const rank = (violation: Violation) => ['critical', 'serious', 'moderate', 'minor'].indexOf(violation.impact);
  const sorted = everyViolation.toSorted(
    (a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id) || a.page.localeCompare(b.page) || a.width - b.width,
  );
  console.log(`axe: ${sorted.length} violation node(s) on ${PAGE_TYPES.length} page types at ${WIDTHS.join(' and ')} px`);
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
  it.concurrent.for(PAGE_TYPES)('$name has no serious or critical violation', async (target, { expect }) => {
    const siteUrl = inject('siteUrl');
    const context = await browser.newContext(contextAt(width));
    await rememberConsent(context);
    try {
      const page = await context.newPage();
      const path = await resolvePageType(page, siteUrl, target);
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
      const blocking = found.filter((violation) => BLOCKING.has(violation.impact));
      const report = blocking.map((violation) => `${violation.impact} ${violation.id} at ${violation.target}`).join('\n');
      expect(blocking, `${target.name} (${path}) at ${width} px:\n${report}`).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
