import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { format } from '../../shared/i18n/format.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { fileBrowser } from '../support/browser.ts';
import { rememberConsent } from '../support/consent.ts';
import { contextAt, islandReady } from '../support/pages.ts';

/**
 * The spontaneous application's previous experiences with JavaScript: blocks are added and
 * removed in place (no request), the focus follows, and a polite status says what happened.
 * Without JavaScript the same buttons post the form: tests/integration/forms-experiences.test.ts.
 */

const a = getMessages('it').forms.application;
const PAGE = '/lavora-con-noi/candidatura-spontanea';

let browser: Browser;
let page: Page;
const posts: string[] = [];

const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
const workplaces = () =>
  page.locator('input[name$=".workplace"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
const status = () => page.locator('#form-application fieldset p[role="status"]');

beforeAll(async () => {
  browser = await fileBrowser();
  const context = await browser.newContext(contextAt(1440));
  await rememberConsent(context);
  page = await context.newPage();
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto(`${inject('siteUrl')}${PAGE}`);
  // Focusing a field starts the form's island; React's fiber on the form says it has hydrated.
  await page.locator('#form-application-surname').focus();
  await islandReady(page, '[data-island="form-application"]');
  await page.waitForFunction(() => {
    const form = document.querySelector('#form-application form');
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactFiber'));
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('previous experiences with JavaScript', () => {
  it('adds blocks in place, each focused and announced, without a request', async () => {
    await page.locator('#form-application-experience-0-workplace').fill('Alfa');
    const add = page.getByRole('button', { name: a.addExperience });
    await add.click();
    await expect.poll(focusedId).toBe('form-application-experience-1-place');
    await expect.poll(() => status().textContent()).toBe(format(a.experienceAdded, { n: 2 }));
    await page.locator('#form-application-experience-1-workplace').fill('Beta');
    // By keyboard too.
    await add.focus();
    await page.keyboard.press('Enter');
    await expect.poll(focusedId).toBe('form-application-experience-2-place');
    await page.locator('#form-application-experience-2-workplace').fill('Gamma');
    expect(await workplaces()).toEqual(['Alfa', 'Beta', 'Gamma']);
    expect(await page.getByRole('group', { name: format(a.experience, { n: 3 }) }).count()).toBe(1);
    expect(posts).toEqual([]);
  });

  it('removes a block, keeps the others’ values and focuses the one that took its place', async () => {
    await page.getByRole('button', { name: format(a.removeExperience, { n: 2 }) }).click();
    await expect.poll(workplaces).toEqual(['Alfa', 'Gamma']);
    await expect.poll(focusedId).toBe('form-application-experience-1-place');
    await expect.poll(() => status().textContent()).toBe(format(a.experienceRemoved, { n: 2 }));
    // "Gamma" is now the second experience, under that name and number.
    await expect.poll(() => page.locator('#form-application-experience-1-workplace').inputValue()).toBe('Gamma');
    expect(await page.getByRole('group', { name: format(a.experience, { n: 3 }) }).count()).toBe(0);
    expect(await page.locator('input[name="experienceCount"]').inputValue()).toBe('2');

    await page.getByRole('button', { name: format(a.removeExperience, { n: 2 }) }).click();
    await page.getByRole('button', { name: format(a.removeExperience, { n: 1 }) }).click();
    await expect.poll(workplaces).toEqual([]);
    // Nothing left to land on but "add another".
    await expect.poll(focusedId).toBe('form-application-add-experience');
    expect(posts).toEqual([]);
  });

  it('sends the form, not a new block, on Enter in a field', async () => {
    await page.locator('#form-application-surname').press('Enter');
    // The island checks the form and puts the visitor on what is missing.
    await expect.poll(focusedId).toBe('form-application-alert');
    expect(await workplaces()).toEqual([]);
  });
});
