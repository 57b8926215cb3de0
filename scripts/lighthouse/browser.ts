import { CHROMIUM_PATH, HEADLESS_SHELL, shellInstalled } from '../../tests/support/browser.ts';

export type LighthouseBrowser = 'shell' | 'full';

/**
 * Lighthouse measures in the browser people use, /usr/bin/chromium, and each page type is judged
 * beside the reference page of the same run in the same browser (docs/bench/README.md
 * "Lighthouse"). On this 2-core machine without a GPU the full browser draws its window in
 * software while the page loads, which the reference page pays too; the TBT allowance is over
 * the reference's. `shell` measures in Chromium's headless shell (the same Blink and V8 without
 * the window layer): 96–99 against 82–93 on /chi-siamo, interleaved, 26 November.
 */
export function chooseBrowser(asked: string | undefined, installed = shellInstalled()): { browser: LighthouseBrowser; path: string } {
  if (asked !== undefined && asked !== 'shell' && asked !== 'full') throw new Error(`--browser is shell or full, not ${asked}`);
  if (asked !== 'shell') return { browser: 'full', path: CHROMIUM_PATH };
  if (!installed) throw new Error(`--browser shell: ${HEADLESS_SHELL} is not installed (apt-get install chromium-headless-shell)`);
  return { browser: 'shell', path: HEADLESS_SHELL };
}
