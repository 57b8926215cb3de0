import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getMessages } from '../../shared/i18n/index.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { fileBrowser } from '../support/browser.ts';
import { rememberConsent } from '../support/consent.ts';
import { animationsDone, contextAt, islandReady } from '../support/pages.ts';
import { runInLane } from '../support/lanes.ts';
import { axeScan } from '../support/axe.ts';

runInLane('visits');

/**
 * The contacts page as a visitor uses it with JavaScript: the contact form (checked by its
 * island, sent in the background to the mail stand-in) and the route calculator, typed or from
 * "my location". One context and one page for the file. The worker's answer to the calculator
 * is caught before the browser follows it, so nothing ever reaches the maps service.
 */

const CONTACTS = buildPath('contacts', 'en');
async function violations(scope: string): Promise<string[]> {
  // Scanned in mid-fade, every colour of a just-opened page fails its contrast.
  await animationsDone(page);
  const results = await axeScan(page, scope);
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
const m = getMessages('en');

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Where the worker sent the route calculator, in order. */
const redirects: string[] = [];

beforeAll(async () => {
  browser = await fileBrowser();
  context = await browser.newContext({ ...contextAt(1440), geolocation: { latitude: 45.438, longitude: 10.9916 } });
  await context.grantPermissions(['geolocation']);
  await rememberConsent(context);
  // Nothing leaves for a third party, whatever happens.
  await context.route(/^https:\/\/(?!www\.lagoserena)/, (route) => route.abort());
  await context.route(/\/route\/en\?/, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    if (response.status() < 300 || response.status() >= 400) return route.fulfill({ response });
    redirects.push(`${response.status()} ${response.headers().location ?? ''}`);
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'redirect caught' });
  });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function recordedMail(): Promise<{ path: string; search: string; status: number }[]> {
  const response = await fetch(`${inject('demoUrl')}/__requests/mail`);
  return ((await response.json()) as { requests: { path: string; search: string; status: number }[] }).requests;
}

describe('contacts page with JavaScript', () => {
  it('contact form: names what is missing, then sends in the background and puts the confirmation in focus', async () => {
    await page.goto(`${inject('siteUrl')}${CONTACTS}`);
    await page.locator('#form-contact-name').focus();
    await page.waitForFunction(() => {
      const form = document.querySelector('#form-contact form');
      return form !== null && Object.keys(form).some((key) => key.startsWith('__reactFiber'));
    });
    await page.getByRole('button', { name: m.forms.contact.submit }).click();
    const alert = page.locator('#form-contact-alert');
    await expect.poll(() => alert.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await alert.getByRole('link').allTextContents()).toEqual([
      `${m.forms.contact.name}: ${m.forms.errors.required}`,
      `${m.forms.contact.email}: ${m.forms.errors.required}`,
      `${m.forms.contact.message}: ${m.forms.errors.required}`,
      // The consent's message is a sentence of its own, with no label before it.
      m.forms.errors.privacyRequired,
    ]);
    expect(await violations('#form-contact')).toEqual([]);

    const name = `Ellen ${Date.now().toString(36)}`;
    const form = page.locator('#form-contact');
    await form.getByLabel(m.forms.contact.name).fill(name);
    await form.getByLabel(m.forms.contact.email).fill('ellen@example.com');
    await form.getByLabel(m.forms.contact.message).fill('Is the restaurant open in October?');
    await form.getByRole('checkbox').check();
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: m.forms.contact.submit }).click();
    expect((await answer).status()).toBe(200);
    const confirmation = page.locator('#form-contact-confirmation');
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toContain(m.forms.contact.success);
    expect(await confirmation.evaluate((element) => element === document.activeElement)).toBe(true);
    const mine = (await recordedMail()).filter((request) => new URLSearchParams(request.search).get('name') === name);
    expect(mine.map((request) => [request.path, request.status])).toEqual([['/contatto/send', 200]]);
  });

  it('route calculator: an empty starting point is named on its field; a typed one, then "my location", go on to Google Maps', async () => {
    // What the worker answers to a starting point it cannot take: the field again, focused, with its message.
    const refused = await page.goto(`${inject('siteUrl')}/route/en?origin=`);
    expect(refused?.status()).toBe(400);
    const origin = page.getByLabel(m.contacts.routeLabel);
    expect(await origin.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await origin.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#route-error').textContent()).toBe(m.forms.errors.required);
    expect(await violations('#route')).toEqual([]);
    expect(redirects).toEqual([]);

    await page.goto(`${inject('siteUrl')}${CONTACTS}`);
    await page.getByLabel(m.contacts.routeLabel).fill('Piazza Brà 1, Verona');
    await page.getByRole('button', { name: m.contacts.routeSubmit }).click();
    await expect.poll(() => redirects.length).toBe(1);

    await page.goto(`${inject('siteUrl')}${CONTACTS}`);
    await islandReady(page, '[data-island="route-location"]');
    await page.getByRole('button', { name: m.contacts.myLocation }).click();
    await expect.poll(() => redirects.length).toBe(2);

    const [typed, located] = redirects.map((line) => {
      const [status, location] = line.split(' ');
      return { status, url: new URL(location ?? '') };
    });
    for (const answer of [typed, located]) {
      expect(answer?.status).toBe('302');
      expect(`${answer?.url.origin}${answer?.url.pathname}`).toBe('https://www.google.com/maps/dir/');
      expect(answer?.url.searchParams.get('destination')).toBe('45.4712,10.6094');
    }
    expect(typed?.url.searchParams.get('origin')).toBe('Piazza Brà 1, Verona');
    expect(located?.url.searchParams.get('origin')).toBe('45.43800,10.99160');
  });
});
