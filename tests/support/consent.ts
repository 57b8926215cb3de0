import type { BrowserContext } from 'playwright-core';
import { CONSENT_STORAGE_KEY, type ConsentChoice } from '../../shared/consent.ts';

/**
 * Stores a cookie choice in every page of the context before the site's code runs, so the
 * consent dialog stays closed for tests about something else (it is modal: while open, the
 * page behind it takes no clicks). `rejected` by default: no tag manager loads.
 */
export async function rememberConsent(context: BrowserContext, choice: ConsentChoice = 'rejected'): Promise<void> {
  await context.addInitScript(
    ({ key, value }) => {
      try {
        if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
      } catch {
        // A frame without storage (about:blank, a sandboxed frame): nothing to remember there.
      }
    },
    { key: CONSENT_STORAGE_KEY, value: JSON.stringify({ choice, at: Date.now() }) },
  );
}
