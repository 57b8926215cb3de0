import AxeBuilder from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what every axe scan of the suite checks. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * An axe scan of the page (or of the part `include` selects) against WCAG_TAGS. Only violations
 * are gathered in full (`resultTypes`): axe still runs every rule on every node, but skips
 * building a selector for each passing node, the larger part of a scan's time on a long page.
 */
export function axeScan(page: Page, include?: string): Promise<AxeResults> {
  // options() replaces every option set so far, withTags() included: it comes first.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS);
  return (include ? builder.include(include) : builder).analyze();
}
