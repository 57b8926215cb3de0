import { describe, expect, it } from 'vitest';
import { buildPath } from '../../shared/routes/index.ts';
import { behaviourSuite } from '../support/behaviour-suite.ts';

/** An accommodation page's variants are pill buttons in a row, as the browser lays them out: no list bullets. */

const suite = behaviourSuite();

describe('the variants of a unit', () => {
  it('are pills without list bullets, side by side', async () => {
    // The Standard pitch shares its type and group with Classic and Plus.
    const path = buildPath('accommodation', 'it', { type: 'camping', group: 'comfort', unit: 'standard' });
    const { page } = await suite.visit(path, { width: 1440 });
    const list = page.locator('ul.variants');
    await list.scrollIntoViewIfNeeded();
    const style = await list.evaluate((element) => {
      const computed = getComputedStyle(element);
      return {
        listStyle: computed.listStyleType,
        display: computed.display,
        padding: computed.paddingInlineStart,
        items: element.querySelectorAll('li').length,
      };
    });
    expect(style.items).toBeGreaterThan(1);
    expect(style).toMatchObject({ listStyle: 'none', display: 'flex', padding: '0px' });
    const tops = await list.locator('li').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(new Set(tops).size, 'in one row at this width').toBe(1);
  });
});
