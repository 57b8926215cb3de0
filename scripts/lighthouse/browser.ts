import { CHROMIUM_PATH, HEADLESS_SHELL, shellInstalled } from '../../tests/support/browser.ts';

export type LighthouseBrowser = 'shell' | 'full';

/**
 * Lighthouse runs in Chromium's headless shell where it is installed: the same Blink and V8 as
 * /usr/bin/chromium, without the browser's window layer. On this 2-core machine without a GPU,
 * the full browser draws its own window in software, frame after frame, while the page loads:
 * in one trace of /chi-siamo, 175 ms of the GPU process's compositor thread and 77 ms of the
 * browser's main thread in 250 ms, on the cores the page's renderer needs. Simulated throttling
 * multiplies the renderer's tasks' wall time by 4, so the renderer's wait for a core counted as
 * the page's blocking time. A phone's browser draws its window on its GPU. Interleaved, 4 runs
 * each (26 November): /chi-siamo 96–99 in the shell against 82–93 in the full browser, / 93–100
 * against 86–94.
 * `full` measures in /usr/bin/chromium (the bf-cache audit, weight 0, runs only there).
 */
export function chooseBrowser(
  asked: string | undefined,
  installed = shellInstalled(),
): { browser: LighthouseBrowser; path: string; note?: string } {
  if (asked !== undefined && asked !== 'shell' && asked !== 'full') throw new Error(`--browser is shell or full, not ${asked}`);
  if (asked === 'full') return { browser: 'full', path: CHROMIUM_PATH };
  if (installed) return { browser: 'shell', path: HEADLESS_SHELL };
  const missing = `${HEADLESS_SHELL} is not installed (apt-get install chromium-headless-shell)`;
  if (asked === 'shell') throw new Error(`--browser shell: ${missing}`);
  return { browser: 'full', path: CHROMIUM_PATH, note: `${missing}: measuring in ${CHROMIUM_PATH}` };
}
