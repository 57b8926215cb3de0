import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fileBrowser } from '../support/browser.ts';
import { rememberConsent } from '../support/consent.ts';

type Item = { id: number; slug: string; title: string };

async function newsIn(demoUrl: string, locale: string): Promise<Item[]> {
  const response = await fetch(`${demoUrl}/cms/${locale}/post`);
  return ((await response.json()) as { data: Item[] }).data;
}

describe('switching language', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await fileBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens the same news item in the chosen language, and / remembers the choice', async () => {
    const siteUrl = inject('siteUrl');
    const demoUrl = inject('demoUrl');
    const german = await newsIn(demoUrl, 'de');
    const italian = (await newsIn(demoUrl, 'it')).find((item) => german.some((other) => other.id === item.id));
    const target = german.find((item) => item.id === italian?.id);
    if (!italian || !target) throw new Error('demo content needs a news item in Italian and German');

    // An English-speaking browser, so that only the remembered choice can explain /de.
    const context = await browser.newContext({ locale: 'en-GB' });
    await rememberConsent(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto(`${siteUrl}/news/${italian.slug}`);
    expect(await page.locator('h1').textContent()).toBe(italian.title);
    // The header's language box opens under the pointer (or on focus), then the link is chosen.
    const languages = page.getByRole('navigation', { name: 'Lingua' });
    await languages.getByRole('button').click();
    await languages.getByRole('link', { name: /Deutsch/ }).click();
    await page.waitForURL(`${siteUrl}/de/neuigkeiten/${target.slug}`);
    expect(await page.locator('h1').textContent()).toBe(target.title);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');

    await page.goto(`${siteUrl}/`);
    await page.waitForURL(`${siteUrl}/de`);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(errors).toEqual([]);
    await context.close();
  });
});
