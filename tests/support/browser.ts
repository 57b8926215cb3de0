import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

/** Debian's Chromium, started the way this machine allows (no network beyond loopback). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, and nothing reaching for the internet (there is none here: Chromium would retry). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export function launchBrowser(extraFlags: string[] = [], executablePath = CHROMIUM_PATH): Promise<Browser> {
  return chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS, ...extraFlags] });
}

/**
 * The browser tests run in Chromium's headless shell (Debian's `chromium-headless-shell`, the
 * same Blink and V8 without the browser's window layer; Playwright runs its own tests in it):
 * measured here beside `/usr/bin/chromium`, a new context cost a fifth of the CPU and a page
 * load in a new context a quarter to a third. Chromium itself where the shell is not installed.
 * Lighthouse runs in it too (scripts/lighthouse/browser.ts says why); the size script keeps the
 * full browser.
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const shellInstalled = () => existsSync(HEADLESS_SHELL);
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (shellInstalled() ? HEADLESS_SHELL : CHROMIUM_PATH);

let shared: Promise<Browser> | undefined;

/**
 * The browser of one test file: one Chromium per Vitest worker process, shared by the files that
 * run one after another in it (the e2e project runs them without isolation, vitest.config.ts),
 * since starting Chromium and warming it up costs a second or two of CPU per file. `close()`
 * closes only the contexts this file opened, so each file still starts from no cookies, no
 * storage and no cache.
 */
export async function fileBrowser(): Promise<Browser> {
  // A launch that failed, or a Chromium that went away, is started again.
  let browser = await shared?.catch(() => undefined);
  if (!browser?.isConnected()) {
    shared = launchBrowser([], TEST_CHROMIUM_PATH);
    browser = await shared;
  }
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  const own: Partial<Browser> = {
    newContext: async (options) => track(await (browser as Browser).newContext(options)),
    newPage: async (options) => {
      const context = track(await (browser as Browser).newContext(options));
      return context.newPage();
    },
    contexts: () => [...opened],
    close: async () => {
      await Promise.all([...opened].map((context) => context.close()));
    },
  };
  return new Proxy(browser, {
    get: (target, property, receiver) => {
      if (property in own) return own[property as keyof Browser];
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
