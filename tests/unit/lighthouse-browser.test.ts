import { describe, expect, it } from 'vitest';
import { chooseBrowser } from '../../scripts/lighthouse/browser.ts';
import { CHROMIUM_PATH, HEADLESS_SHELL } from '../support/browser.ts';

describe('the Chromium npm run lighthouse measures in', () => {
  it('is the full browser people use, unless the headless shell is asked for', () => {
    expect(chooseBrowser(undefined, true)).toEqual({ browser: 'full', path: CHROMIUM_PATH });
    expect(chooseBrowser('full', false)).toEqual({ browser: 'full', path: CHROMIUM_PATH });
    expect(chooseBrowser('shell', true)).toEqual({ browser: 'shell', path: HEADLESS_SHELL });
  });

  it('refuses a shell that is not installed, and a browser it does not know', () => {
    expect(() => chooseBrowser('shell', false)).toThrow('not installed');
    expect(() => chooseBrowser('firefox', true)).toThrow('--browser is shell or full, not firefox');
  });
});
