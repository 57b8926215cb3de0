import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildPath } from '../../shared/routes/index.ts';
import { addDays, NO_JS_MIN_FILL_MS, openAt, unique } from '../support/booking-path.ts';
import { fileBrowser } from '../support/browser.ts';
import { firstPositionPath, WIDTHS, type Width } from '../support/pages.ts';
import { runInLane } from '../support/lanes.ts';

runInLane('visits');

/**
 * Nothing the visitor typed or chose is lost (docs/product.md "Forms", "Booking path"), in
 * Chromium at 390 and 1440 px, for every field of the five forms: values typed while a form's
 * island is still loading (its chunk held back until they are in), a submit the island refuses,
 * a plain post the worker refuses (the page comes back) and the island starting on that page.
 * Every link of an error summary leads to a field that exists, also after the form changed.
 */

type FormName = 'newsletter' | 'availability' | 'application' | 'position' | 'contact';

let browser: Browser;
let positionPath = '';

beforeAll(async () => {
  browser = await fileBrowser();
  positionPath = await firstPositionPath(browser, inject('siteUrl'));
});

afterAll(async () => {
  await browser?.close();
});

/** The request form as an accommodation page opens it: site, dates, adults and what it is about. */
function bookingPath(): string {
  const today = inject('siteToday');
  const query = new URLSearchParams({
    site: 'villaggio',
    checkin: addDays(today, 30),
    checkout: addDays(today, 37),
    adults: '2',
    subject: 'Bungalow Royal',
  });
  return `${buildPath('booking', 'it')}?${query}`;
}

type FormCase = {
  form: FormName;
  path: () => string;
  /** A field whose focus starts the island. */
  first: string;
  /**
   * Fills every field the visitor can fill, one of them wrong (or a required one left out) so
   * that the submit fails. `beforeIsland`: the island has not started, so fields it adds later
   * (a child's age) are not there yet.
   */
  fill(page: Page, beforeIsland: boolean): Promise<void>;
  /** What fills the fields the island adds (nothing for most forms). */
  afterIsland?(page: Page): Promise<void>;
};

const field = (page: Page, form: FormName, name: string) => page.locator(`#form-${form}-${name}`);

const CASES: FormCase[] = [
  {
    form: 'newsletter',
    path: () => '/',
    first: 'email',
    async fill(page) {
      await field(page, 'newsletter', 'email').fill(`anna.${unique()}.example.com`);
      await field(page, 'newsletter', 'privacy').check();
    },
  },
  {
    form: 'availability',
    path: bookingPath,
    first: 'firstname',
    async fill(page, beforeIsland) {
      const at = (name: string) => field(page, 'availability', name);
      // Site, dates, adults and the subject came with the link; two children, one age left out.
      await at('guests-children').fill('2');
      if (!beforeIsland) await at('guests-childAge-1').selectOption('5');
      await at('firstname').fill('Sofia');
      await at('lastname').fill(`Ferrari${unique()}`);
      await at('email').fill('sofia@');
      await at('phone').fill('+39 030 1234567');
      await at('request').fill('Vicino al lago,\ngrazie.');
    },
    async afterIsland(page) {
      await field(page, 'availability', 'guests-childAge-1').selectOption('5');
    },
  },
  {
    form: 'application',
    path: () => buildPath('spontaneousApplication', 'it'),
    first: 'surname',
    // Everything but the CV, which a re-rendered page cannot keep: it is the one thing to fix.
    async fill(page) {
      const at = (name: string) => field(page, 'application', name);
      const choose = (name: string, value: string) => page.locator(`#form-application input[name="${name}"][value="${value}"]`).check();
      await at('surname').fill(`Rossi${unique()}`);
      await at('name').fill('Anna');
      await at('birthplace').fill('Brescia');
      await at('country').fill('Italia');
      await at('birthDate').fill('05/07/1990');
      await choose('gender', 'female');
      await choose('maritalStatus', 'single');
      await at('street').fill('Via Roma 1');
      await at('postcode').fill('25010');
      await at('city').fill('Desenzano');
      await at('province').fill('BS');
      await at('addressCountry').fill('Italia');
      await at('phone').fill('+39 333 1234567');
      await at('email').fill('anna@example.com');
      await at('experience-0-place').selectOption('abroad');
      await at('experience-0-workplace').fill('Hotel Sole');
      await at('experience-0-sector').fill('Ricevimento');
      await at('experience-0-start').fill('04/2022');
      await at('experience-0-end').fill('10/2022');
      await choose('roles', 'reception');
      await choose('roles', 'restaurant');
      await at('drivingLicence').check();
      await at('availableFrom').fill('2027-05-01');
      await at('availableTo').fill('2027-09-30');
      await at('language-en').selectOption('good');
      await at('language-de').selectOption('basic');
      await choose('documents', 'identity');
      await choose('preferences', 'lodging');
      await choose('preferences', 'fullTime');
      await at('privacy').check();
    },
  },
  {
    form: 'position',
    path: () => positionPath,
    first: 'name',
    // No document: the one thing to fix.
    async fill(page) {
      await field(page, 'position', 'name').fill('Marco');
      await field(page, 'position', 'surname').fill(`Verdi${unique()}`);
      await field(page, 'position', 'email').fill('marco@example.com');
      await field(page, 'position', 'phone').fill('+39 333 7654321');
      await field(page, 'position', 'privacy').check();
    },
  },
  {
    form: 'contact',
    path: () => buildPath('contacts', 'it'),
    first: 'name',
    async fill(page) {
      await field(page, 'contact', 'name').fill('Lena Berg');
      await field(page, 'contact', 'email').fill('lena.example.com');
      await field(page, 'contact', 'message').fill('Avete posto per un camper\na luglio?');
      await field(page, 'contact', 'privacy').check();
    },
  },
];

const withWidths = () => WIDTHS.flatMap((width) => CASES.map((formCase) => ({ ...formCase, width })));

/** Every field of the form as the browser holds it now: text, choices made, options chosen (never a file). */
function currentValues(page: Page, form: FormName): Promise<Record<string, string | string[]>> {
  return page.evaluate((selector) => {
    const values: Record<string, string | string[]> = {};
    const element = document.querySelector<HTMLFormElement>(selector);
    for (const control of element?.elements ?? []) {
      if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement))
        continue;
      if (!control.name || control.closest('.form__trap') || ['hidden', 'file', 'submit'].includes(control.type)) continue;
      if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
        const chosen = Array.isArray(values[control.name]) ? (values[control.name] as string[]) : [];
        values[control.name] = control.checked ? [...chosen, control.value] : chosen;
      } else values[control.name] = control.value;
    }
    return values;
  }, `#form-${form} form`);
}

/** The summary's links, and whether each one's target is in the page. */
function summaryLinks(page: Page, form: FormName): Promise<{ href: string; found: boolean }[]> {
  return page.locator(`#form-${form}-alert a`).evaluateAll((links) =>
    links.map((link) => {
      const href = link.getAttribute('href') ?? '';
      return { href, found: href.startsWith('#') && document.getElementById(href.slice(1)) !== null };
    }),
  );
}

async function expectLinksResolve(page: Page, form: FormName): Promise<string[]> {
  const links = await summaryLinks(page, form);
  expect(links.length).toBeGreaterThan(0);
  expect(links.filter((link) => !link.found)).toEqual([]);
  return links.map((link) => link.href);
}

/** With JavaScript each link of the summary puts the focus on its field (a group's first choice). */
async function expectLinksFocus(page: Page, form: FormName): Promise<void> {
  const hrefs = await expectLinksResolve(page, form);
  for (const href of hrefs) {
    await page.locator(`#form-${form}-alert a[href="${href}"]`).click();
    const focused = await page.evaluate((id) => {
      const target = document.getElementById(id);
      return target !== null && (target === document.activeElement || target.contains(document.activeElement));
    }, href.slice(1));
    expect(focused, href).toBe(true);
  }
}

/** Holds the forms' chunk back until `release()`: the island has started but not yet hydrated. */
async function holdFormsChunk(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/forms-[\w-]+\.js(\?.*)?$/, async (route) => {
    await released;
    // A request of a page that has gone since is aborted: nothing to continue.
    await route.continue().catch(() => {});
  });
  return release;
}

async function islandReady(page: Page, form: FormName): Promise<void> {
  await page.locator(`[data-island="form-${form}"][data-island-ready]`).waitFor({ state: 'attached' });
}

const islandHydrated = (page: Page, form: FormName) =>
  page.locator(`[data-island="form-${form}"]`).evaluate((element) => (element as HTMLElement).dataset.islandReady === 'true');

async function submit(page: Page, form: FormName): Promise<void> {
  await page.locator(`#form-${form} .form__actions button[type="submit"]`).click();
}

describe('values typed while the island loads', () => {
  it.for(withWidths())('$form at $width px: the island takes them over, and a refused submit keeps them', async (formCase) => {
    const { form } = formCase;
    const { page, problems, close } = await openAt(browser, formCase.width as Width, true, formCase.path());
    try {
      const release = await holdFormsChunk(page);
      await formCase.fill(page, true);
      expect(await islandHydrated(page, form)).toBe(false);
      const typed = await currentValues(page, form);
      release();
      await islandReady(page, form);

      if (form === 'availability') {
        // The children typed before the island came: one age field each.
        await field(page, form, 'guests-childAge-2').waitFor();
        expect(await page.locator('#form-availability select[name^="guests.childAge."]').count()).toBe(2);
      }
      await formCase.afterIsland?.(page);
      const before = await currentValues(page, form);
      expect(before).toMatchObject(typed);

      await submit(page, form);
      await page.locator(`#form-${form}-alert a`).first().waitFor();
      expect(await currentValues(page, form)).toEqual(before);
      await expectLinksFocus(page, form);
      expect(await currentValues(page, form)).toEqual(before);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('a plain post the worker refuses, then the island', () => {
  it.for(withWidths())(
    '$form at $width px: the page comes back with every value, and keeps them through a refused submit',
    async (formCase) => {
      const { form } = formCase;
      const { page, problems, close } = await openAt(browser, formCase.width as Width, true, formCase.path());
      try {
        // The island never comes on this page: the form posts as HTML, as it does without JavaScript.
        const release = await holdFormsChunk(page);
        const shownAt = Date.now();
        await formCase.fill(page, true);
        const typed = await currentValues(page, form);
        await page.waitForTimeout(Math.max(0, NO_JS_MIN_FILL_MS - (Date.now() - shownAt)));
        const answer = page.waitForResponse((response) => response.request().method() === 'POST');
        await submit(page, form);
        expect((await answer).status()).toBe(400);
        await page.waitForLoadState('load');

        // Without the island: every value, the ages asked for each child counted, every link to a field.
        const returned = await currentValues(page, form);
        if (form === 'availability') expect(returned).toMatchObject({ 'guests.childAge.1': '', 'guests.childAge.2': '' });
        expect(returned).toMatchObject(typed);
        await expectLinksResolve(page, form);

        // Corrected while the island loads on the page that came back (a textarea the server filled
        // in is one React sets back as it hydrates), then the island takes over what the form shows.
        const first = field(page, form, formCase.first);
        await first.fill(`${await first.inputValue()}x`);
        for (const area of await page.locator(`#form-${form} form textarea`).all()) await area.fill(`${await area.inputValue()}\nPS`);
        const edited = await currentValues(page, form);
        release();
        await islandReady(page, form);
        expect(await currentValues(page, form)).toEqual(edited);
        await submit(page, form);
        await page.locator(`#form-${form}-alert a`).first().waitFor();
        expect(await currentValues(page, form)).toEqual(edited);
        await expectLinksFocus(page, form);
        // Chromium logs the refused post's 400 as a resource that failed to load: that one is expected.
        expect(problems.filter((problem) => !problem.includes('status of 400 (Bad Request)'))).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});

describe('the summary follows the form', () => {
  it.for(WIDTHS)('at %i px: fewer children, fewer age links; every link leads to a field that exists', async (width) => {
    const { page, problems, close } = await openAt(browser, width, true, bookingPath());
    try {
      await field(page, 'availability', 'firstname').focus();
      await islandReady(page, 'availability');
      await field(page, 'availability', 'guests-children').fill('2');
      await submit(page, 'availability');
      await page.locator('#form-availability-alert a').first().waitFor();
      expect(await expectLinksResolve(page, 'availability')).toEqual(
        expect.arrayContaining(['#form-availability-guests-childAge-1', '#form-availability-guests-childAge-2']),
      );
      const before = await currentValues(page, 'availability');
      expect(before.subject).toBe('Bungalow Royal');

      await field(page, 'availability', 'guests-children').fill('1');
      await expect
        .poll(() => summaryLinks(page, 'availability'))
        .not.toContainEqual(expect.objectContaining({ href: '#form-availability-guests-childAge-2' }));
      await expectLinksFocus(page, 'availability');
      const { 'guests.childAge.2': _gone, ...kept } = before;
      expect(await currentValues(page, 'availability')).toEqual({ ...kept, 'guests.children': '1' });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it.for(WIDTHS)('at %i px: an experience removed before the one to fix, the link follows its block', async (width) => {
    const { page, problems, close } = await openAt(browser, width, true, buildPath('spontaneousApplication', 'it'));
    try {
      const at = (name: string) => field(page, 'application', name);
      await at('surname').focus();
      await islandReady(page, 'application');
      await at('experience-0-workplace').fill('Camping Lago');
      await at('add-experience').click();
      await at('experience-1-workplace').fill('Hotel Sole');
      await at('experience-1-start').fill('aprile');
      await submit(page, 'application');
      await page.locator('#form-application-alert a').first().waitFor();
      expect(await expectLinksResolve(page, 'application')).toContain('#form-application-experience-1-start');

      await page.locator('#form-application button[name="intent"][value="remove-experience.0"]').click();
      await expect.poll(() => page.locator('#form-application fieldset.form__group--nested').count()).toBe(1);
      // The block that was second is the first now, with what was typed in it and its message.
      expect(await at('experience-0-workplace').inputValue()).toBe('Hotel Sole');
      expect(await at('experience-0-start').inputValue()).toBe('aprile');
      expect(await at('experience-0-start').getAttribute('aria-invalid')).toBe('true');
      const hrefs = await expectLinksResolve(page, 'application');
      expect(hrefs).toContain('#form-application-experience-0-start');
      expect(hrefs).not.toContain('#form-application-experience-1-start');
      await expectLinksFocus(page, 'application');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
