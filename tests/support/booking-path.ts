import type { Browser, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { rememberConsent } from './consent.ts';
import { contextAt, type Width } from './pages.ts';

/** What the demo stand-ins recorded (demo/recorder.ts), read over HTTP as a test reads it. */
export type Recorded = { path: string; search: string; status: number; body: unknown };

export async function recorded(service: 'booking' | 'mailing' | 'mail'): Promise<Recorded[]> {
  const response = await fetch(`${inject('demoUrl')}/__requests/${service}`);
  return ((await response.json()) as { requests: Recorded[] }).requests;
}

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** ISO date `days` after an ISO date. */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The worker refuses a no-JavaScript post made sooner than 3 s after the form was shown. */
export const NO_JS_MIN_FILL_MS = 3_500;

/** A page at one width, with or without JavaScript, the cookie choice made; console errors collected. */
export async function openAt(browser: Browser, width: Width, javaScript: boolean, path: string) {
  const context = await browser.newContext({ ...contextAt(width), javaScriptEnabled: javaScript });
  await rememberConsent(context);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const response = await page.goto(`${inject('siteUrl')}${path}`);
  expect(response?.status()).toBe(200);
  return { context, page, problems, close: () => context.close() };
}

/** Waits until React has hydrated the form (it keeps its fiber on the element), after focusing a field starts its island. */
export async function hydrateForm(page: Page, form: string, field: string): Promise<void> {
  await page.locator(`#form-${form}-${field}`).focus();
  await page.waitForFunction((selector) => {
    const element = document.querySelector(selector);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, `#form-${form} form`);
}

/**
 * Where an element is on screen: whether it is the focused element (or holds it), and whether
 * it is wholly in the viewport below the fixed header, where the visitor can read it.
 */
export function placement(page: Page, selector: string) {
  return page.evaluate((wanted) => {
    const element = document.querySelector(wanted);
    if (!element) return { found: false, focused: false, visible: false };
    const box = element.getBoundingClientRect();
    const bar = document.querySelector('.site-header');
    const header = bar?.getBoundingClientRect();
    const top = bar && header && getComputedStyle(bar).position !== 'static' ? Math.max(0, header.bottom) : 0;
    return {
      found: true,
      focused: element === document.activeElement || element.contains(document.activeElement),
      visible: box.height > 0 && box.top >= top - 1 && box.bottom <= window.innerHeight + 1,
    };
  }, selector);
}
