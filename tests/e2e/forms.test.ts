import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getMessages } from '../../shared/i18n/index.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { fileBrowser } from '../support/browser.ts';
import { contextAt, firstPositionPath, type Width } from '../support/pages.ts';
import { rememberConsent } from '../support/consent.ts';
import { pdfBytes } from '../support/uploads.ts';
import { runInLane } from '../support/lanes.ts';

runInLane('visits');

/**
 * The four forms as a visitor uses them in Chromium, each submitted once with JavaScript (the
 * island validates, fetches a bot-check token and posts in the background) and once without
 * (a plain POST; the page comes back with the outcome). Each submission must reach its demo
 * stand-in exactly once, with a 200.
 */

type FormName = 'newsletter' | 'availability' | 'application' | 'position';
type Service = 'mailing' | 'booking' | 'mail' | 'botcheck';
type Recorded = {
  path: string;
  search: string;
  status: number;
  body: unknown;
  headers: Record<string, string>;
  outcome?: unknown;
};

/** A one-page PDF with its cross-reference and trailer: the worker parses what it is sent. */
const PDF = Buffer.from(pdfBytes());

/** The worker refuses a no-JavaScript post made sooner than 3 s after the form was shown. */
const NO_JS_MIN_FILL_MS = 3_500;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function recorded(service: Service): Promise<Recorded[]> {
  const response = await fetch(`${inject('demoUrl')}/__requests/${service}`);
  return ((await response.json()) as { requests: Recorded[] }).requests;
}

const query = (request: Recorded) => new URLSearchParams(request.search);

/** ISO date `days` after an ISO date. */
function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The booking engine's date: day-month-year without zero padding. */
const bookingDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day}-${month}-${year}`;
};

/** One visitor's data for one form, and how to find it again in the stand-in's log. */
type Submission = {
  fill(page: Page): Promise<void>;
  /** The requests of this visitor among everything the stand-in received. */
  mine(requests: Recorded[]): Recorded[];
  /** What else the request must carry. */
  check(request: Recorded): void;
};

type FormCase = {
  form: FormName;
  service: Service;
  /** The page's path (the position page is found from the list). */
  path: () => string;
  multipart: boolean;
  /** The texts the visitor must read in the form's status region after success. */
  success: string[];
  submission: () => Submission;
};

const SUCCESS_APPLICATION = 'Grazie, candidatura inviata correttamente';

let positionPath = '';

const CASES: FormCase[] = [
  {
    form: 'newsletter',
    service: 'mailing',
    path: () => '/',
    multipart: false,
    // The product's fixed message, then what happens next: the confirmation e-mail to click.
    success: ['Inserimento avvenuto correttamente.', 'cliccate sul link che contiene per confermare l’iscrizione'],
    submission: () => {
      const email = `news.${unique()}@example.com`;
      return {
        async fill(page) {
          await page.locator('#form-newsletter-email').fill(email);
          await page.locator('#form-newsletter-privacy').check();
        },
        mine: (requests) => requests.filter((request) => query(request).get('email') === email),
        check(request) {
          expect(request.path).toBe('/subscribe');
          expect(query(request).get('group')).toBe('sito-it');
        },
      };
    },
  },
  {
    form: 'availability',
    service: 'booking',
    path: () => buildPath('booking', 'it'),
    multipart: false,
    success: ['Grazie: la vostra richiesta è stata inviata', 'non vincolante', '7 giorni'],
    submission: () => {
      const id = unique();
      const email = `booking.${id}@example.com`;
      const lastname = `Bianchi${id}`;
      let checkin = '';
      let checkout = '';
      return {
        async fill(page) {
          const field = (name: string) => page.locator(`#form-availability-${name}`);
          // The date inputs' `min` is today at the lake, as the server sees it.
          const today = await field('checkin').getAttribute('min');
          if (!today) throw new Error('the check-in input has no min date');
          checkin = addDays(today, 30);
          checkout = addDays(today, 37);
          await page.locator('#form-availability input[name="site"][value="villaggio"]').check();
          await field('checkin').fill(checkin);
          await field('checkout').fill(checkout);
          // Adults only: children and their ages (a second step without JavaScript) are in booking-path.test.ts.
          await field('guests-adults').fill('3');
          await field('firstname').fill('Giulia');
          await field('lastname').fill(lastname);
          await field('email').fill(email);
          await field('phone').fill('+39 030 1234567');
          await field('request').fill('Una maxicaravan vicino al lago, grazie.');
        },
        mine: (requests) => requests.filter((request) => query(request).get('email') === email),
        check(request) {
          const params = query(request);
          expect(request.path).toBe('/customer-request');
          expect(params.get('type')).toBe('villaggio');
          expect(params.get('checkin')).toBe(bookingDate(checkin));
          expect(params.get('checkout')).toBe(bookingDate(checkout));
          expect(params.get('firstname')).toBe('Giulia');
          expect(params.get('lastname')).toBe(lastname);
          expect(params.get('phone')).toBe('+39 030 1234567');
          expect(params.get('request')).toBe('Una maxicaravan vicino al lago, grazie.');
          const guests = JSON.parse(params.get('guesttypes') ?? '[]') as { id: string; count: number }[];
          expect(guests).toEqual([
            { id: '1', count: 3 },
            { id: '3', count: 0 },
          ]);
        },
      };
    },
  },
  {
    form: 'application',
    service: 'mail',
    path: () => buildPath('spontaneousApplication', 'it'),
    multipart: true,
    success: [SUCCESS_APPLICATION],
    submission: () => {
      const surname = `Rossi${unique()}`;
      return {
        async fill(page) {
          const field = (name: string) => page.locator(`#form-application-${name}`);
          await field('surname').fill(surname);
          await field('name').fill('Anna');
          await field('birthplace').fill('Brescia');
          await field('birthDate').fill('05/07/1990');
          await field('cv').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
          await field('privacy').check();
        },
        mine: (requests) => requests.filter((request) => query(request).get('name') === `Anna ${surname}`),
        check(request) {
          expect(request.path).toBe('/candidatura-spontanea/send');
          const body = request.body as { attachments: { contentType: string; size: number }[] };
          expect(body.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf', size: PDF.length })]);
        },
      };
    },
  },
  {
    form: 'position',
    service: 'mail',
    path: () => positionPath,
    multipart: true,
    success: [SUCCESS_APPLICATION],
    submission: () => {
      const id = unique();
      const surname = `Verdi${id}`;
      return {
        async fill(page) {
          const field = (name: string) => page.locator(`#form-position-${name}`);
          await field('name').fill('Marco');
          await field('surname').fill(surname);
          await field('email').fill(`position.${id}@example.com`);
          await field('document').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
          await field('privacy').check();
        },
        mine: (requests) => requests.filter((request) => query(request).get('name') === `Marco ${surname}`),
        check(request) {
          expect(request.path).toBe('/candidatura-posizione/send');
          const body = request.body as { attachments: { contentType: string; size: number }[] };
          expect(body.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf', size: PDF.length })]);
        },
      };
    },
  },
];

/** The phone runs one submission; everything else runs on the desktop. */
const widthFor = (form: FormName, javaScript: boolean): Width => (javaScript && form === 'newsletter' ? 390 : 1440);
const withWidths = (javaScript: boolean) => CASES.map((formCase) => ({ ...formCase, width: widthFor(formCase.form, javaScript) }));

let browser: Browser;
const contexts: BrowserContext[] = [];

async function open(width: Width, javaScript: boolean, path: string) {
  const context = await browser.newContext({ ...contextAt(width), javaScriptEnabled: javaScript });
  await rememberConsent(context);
  contexts.push(context);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request);
  });
  const response = await page.goto(`${inject('siteUrl')}${path}`);
  expect(response?.status()).toBe(200);
  return { context, page, problems, posts };
}

/**
 * Focuses a field, which starts the form's island, and waits until React has hydrated the
 * form (it keeps its fiber on the element), so that the next actions meet the island and
 * not the server-rendered markup.
 */
async function hydrate(page: Page, form: FormName, field: string): Promise<void> {
  await page.locator(`#form-${form}-${field}`).focus();
  await page.waitForFunction((selector) => {
    const element = document.querySelector(selector);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, `#form-${form} form`);
  // Marks this document: a navigation would lose it.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
}

const FIRST_FIELD: Record<FormName, string> = {
  newsletter: 'email',
  availability: 'firstname',
  application: 'surname',
  position: 'name',
};

beforeAll(async () => {
  browser = await fileBrowser();
  positionPath = await firstPositionPath(browser, inject('siteUrl'));
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
});

describe('forms with JavaScript', () => {
  it.for(withWidths(true))('$form at $width px: posts in the background with a bot-check token and shows the outcome', async (formCase) => {
    const { form } = formCase;
    const { page, problems, posts } = await open(formCase.width, true, formCase.path());
    const submission = formCase.submission();
    await hydrate(page, form, FIRST_FIELD[form]);
    await submission.fill(page);

    const botchecksBefore = (await recorded('botcheck')).length;
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.locator(`#form-${form} .form__actions button[type="submit"]`).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.request().headers().accept).toContain('application/json');

    // (a) the visitor reads the outcome in the status region, on the same document.
    const status = page.locator(`#form-${form} .form__status`);
    await status.locator('.form__done').waitFor();
    const shown = await status.textContent();
    for (const text of formCase.success) expect(shown).toContain(text);
    expect(await page.locator(`#form-${form}-alert`).textContent()).toBe('');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(new URL(page.url()).pathname).toBe(formCase.path());
    // The bot check was loaded from the demo origin and used; one background post, no reload.
    expect(await page.locator('.grecaptcha-badge').count()).toBe(1);
    expect(posts).toHaveLength(1);
    // The worker verified one token the demo script issued for this form (tests here run one at a time).
    const verified = (await recorded('botcheck')).slice(botchecksBefore).filter((request) => request.path === '/siteverify');
    expect(verified).toEqual([expect.objectContaining({ status: 200, outcome: expect.objectContaining({ success: true, action: form }) })]);

    // (b) the stand-in took exactly this one request.
    const mine = submission.mine(await recorded(formCase.service));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.status).toBe(200);
    if (mine[0]) submission.check(mine[0]);

    expect(problems).toEqual([]);
  });

  it('newsletter: an empty submission shows both errors on their fields and posts nothing', async () => {
    const { page, problems, posts } = await open(1440, true, '/');
    await hydrate(page, 'newsletter', 'email');
    const before = (await recorded('mailing')).length;

    await page.locator('#form-newsletter button[type="submit"]').click();

    const email = page.locator('#form-newsletter-email');
    const privacy = page.locator('#form-newsletter-privacy');
    await page.locator('#form-newsletter-email-error').waitFor();
    expect(await page.locator('#form-newsletter-email-error').textContent()).toBe('*Il campo è obbligatorio');
    expect(await page.locator('#form-newsletter-privacy-error').textContent()).toBe('Privacy obbligatoria');
    expect(await page.locator('#form-newsletter p.field__error').count()).toBe(2);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect((await email.getAttribute('aria-describedby'))?.split(' ')).toContain('form-newsletter-email-error');
    expect(await privacy.getAttribute('aria-invalid')).toBe('true');
    expect((await privacy.getAttribute('aria-describedby'))?.split(' ')).toContain('form-newsletter-privacy-error');
    expect((await page.locator('#form-newsletter-alert').textContent())?.trim()).not.toBe('');

    // The summary of what to fix takes the focus, and links to each field.
    await page.waitForFunction(() => document.activeElement?.id === 'form-newsletter-alert');
    expect(await page.locator('#form-newsletter-alert a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '#form-newsletter-email',
      '#form-newsletter-privacy',
    ]);

    // Nothing left the browser, and nothing reached the mailing service.
    await page.waitForTimeout(500);
    expect(posts).toEqual([]);
    expect((await recorded('mailing')).length).toBe(before);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });

  it.for(['en', 'de', 'nl', 'da', 'pl'] as const)(
    'newsletter in %s: the island checks in the page language (its messages file, English underneath)',
    async (locale) => {
      const { page, problems } = await open(390, true, `/${locale}`);
      await hydrate(page, 'newsletter', 'email');
      await page.locator('#form-newsletter button[type="submit"]').click();
      await page.locator('#form-newsletter-email-error').waitFor();
      const forms = getMessages(locale).forms;
      expect(await page.locator('#form-newsletter-email-error').textContent()).toBe(forms.newsletter.required);
      expect(await page.locator('#form-newsletter-privacy-error').textContent()).toBe(forms.newsletter.privacyRequired);
      expect(problems).toEqual([]);
    },
  );
});

describe('forms without JavaScript', () => {
  it.for(withWidths(false))('$form at $width px: a plain post comes back as the page with the outcome', async (formCase) => {
    const { form } = formCase;
    const { page, posts } = await open(formCase.width, false, formCase.path());
    const shownAt = Date.now();
    const submission = formCase.submission();
    await submission.fill(page);
    // The worker's no-JavaScript spam check: a form posted under 3 s after it was shown is a bot's.
    await page.waitForTimeout(Math.max(0, NO_JS_MIN_FILL_MS - (Date.now() - shownAt)));

    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.locator(`#form-${form} .form__actions button[type="submit"]`).click();
    const response = await answer;
    await page.waitForLoadState('load');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const sent = response.request().headers()['content-type'] ?? '';
    expect(sent).toContain(formCase.multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded');
    const url = new URL(page.url());
    expect(url.pathname).toBe(formCase.path());
    // The page comes back focused on the outcome (autofocus), so its address has no fragment.
    expect(url.hash).toBe('');
    expect(posts).toHaveLength(1);

    // (a) the page that came back shows the outcome.
    const shown = await page.locator(`#form-${form} .form__status`).textContent();
    for (const text of formCase.success) expect(shown).toContain(text);
    expect(await page.locator(`#form-${form}-alert`).textContent()).toBe('');

    // (b) the stand-in took exactly this one request.
    const mine = submission.mine(await recorded(formCase.service));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.status).toBe(200);
    if (mine[0]) submission.check(mine[0]);
  });

  it('newsletter: an invalid email comes back with the value kept and its error', async () => {
    const { page } = await open(1440, false, '/');
    const typed = `anna.${unique()}.example.com`;
    await page.locator('#form-newsletter-email').fill(typed);
    await page.locator('#form-newsletter-privacy').check();

    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.locator('#form-newsletter button[type="submit"]').click();
    const response = await answer;
    await page.waitForLoadState('load');
    expect(response.status()).toBe(400);
    expect(page.url()).toBe(`${inject('siteUrl')}/`);
    // Focus comes with the page's first rendering, which a view transition can hold a few frames.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('form-newsletter-alert');

    const email = page.locator('#form-newsletter-email');
    expect(await email.inputValue()).toBe(typed);
    expect(await page.locator('#form-newsletter-email-error').textContent()).toBe('Email non valida');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect((await email.getAttribute('aria-describedby'))?.split(' ')).toContain('form-newsletter-email-error');
    // The consent given is kept too, and has no error.
    expect(await page.locator('#form-newsletter-privacy').isChecked()).toBe(true);
    expect(await page.locator('#form-newsletter-privacy-error').count()).toBe(0);
    expect((await page.locator('#form-newsletter-alert').textContent())?.trim()).not.toBe('');
    expect(await page.locator('#form-newsletter .form__status').textContent()).toBe('');

    const mine = (await recorded('mailing')).filter((request) => (query(request).get('email') ?? '').includes(typed));
    expect(mine).toEqual([]);
  });
});
