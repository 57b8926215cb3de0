import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's minified build (`axe.source` is the full one, three times the bytes for the page to parse). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what every axe scan of the suite checks. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * An axe scan of the page (or of the part `include` selects) against WCAG_TAGS, run in the page
 * itself as pa11y's axe runner runs it: axe-core evaluated through the DevTools protocol (the
 * site's Content-Security-Policy does not apply), then `axe.run` on the document.
 *
 * Why not `@axe-core/playwright`: its `analyze()` injects axe into every frame and finishes the
 * run in a new blank page, about 1.2 CPU-seconds more per scan than the scan itself on this
 * machine, the larger part of the a11y files' time. Frames are left out (`iframes: false`): the
 * only one is the mailing service's newsletter embed, another site's page; its `<iframe>`
 * element (its title) is checked here like any other.
 *
 * Only violations are gathered in full (`resultTypes`): axe still runs every rule on every node,
 * but skips building a selector for each passing node.
 */
export async function axeScan(page: Page, include?: string): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'], iframes: false };
  return page.evaluate(
    ({ options, selector }) => {
      type Engine = { run(context: unknown, options: RunOptions): Promise<AxeResults> };
      const engine = (window as unknown as { axe: Engine }).axe;
      return engine.run(selector ? { include: [selector] } : document, options);
    },
    { options, selector: include },
  );
}
