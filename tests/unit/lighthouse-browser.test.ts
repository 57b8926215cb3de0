import { describe, expect, it } from 'vitest';
import { chooseBrowser } from '../../scripts/lighthouse/browser.ts';
import { CHROMIUM_PATH, HEADLESS_SHELL } from '../support/browser.ts';

describe('the Chromium npm run lighthouse measures in', () => {
  it('is the headless shell where it is installed, unless the full browser is asked for', () => {
    expect(chooseBrowser(undefined, true)).toEqual({ browser: 'shell', path: HEADLESS_SHELL });
    expect(chooseBrowser('shell', true)).toEqual({ browser: 'shell', path: HEADLESS_SHELL });
    expect(chooseBrowser('full', true)).toEqual({ browser: 'full', path: CHROMIUM_PATH });
  });

  it('falls back to the full browser without the shell, and says so', () => {
    const chosen = chooseBrowser(undefined, false);
    expect(chosen).toMatchObject({ browser: 'full', path: CHROMIUM_PATH });
    expect(chosen.note).toContain('apt-get install chromium-headless-shell');
  });

  it('refuses a shell that is not installed, and a browser it does not know', () => {
    expect(() => chooseBrowser('shell', false)).toThrow('not installed');
    expect(() => chooseBrowser('firefox', true)).toThrow('--browser is shell or full, not firefox');
  });
});
