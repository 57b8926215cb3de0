import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STAY_QUERY, childAgeQuery } from '../../shared/forms/index.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { hydrateForm, unique } from '../support/booking-path.ts';
import { fileBrowser } from '../support/browser.ts';
import { rememberConsent } from '../support/consent.ts';
import { runInLane } from '../support/lanes.ts';
import { PAGE_TYPES, pageTypePath } from '../support/page-types.ts';
import { contextAt } from '../support/pages.ts';

// It sends an availability request at each width.
runInLane('visits');

/**
 * Layouts that hold from a small phone to a desktop: on one page of every page type
 * (docs/product.md "Screens and addresses") and on a request's confirmation ("Booking path"),
 * every form control and every card stays inside its box (the nearest one that draws a ground,
 * a border or a shadow, or its form, fieldset or card), no two controls overlap, fields side by
 * side stand on one line, a date field is wide enough for its whole date and a button for its
 * label.
 */

const WIDTHS = [320, 390, 768, 1200, 1440] as const;

const CONTROLS = 'input:not([type="hidden"]), select, textarea, button';
/** The boxes the site draws as cards and panels (client/styles/main.css). */
const CARDS = [
  '.card',
  '.site-choice__card',
  '.date-search',
  '.form',
  '.form__status',
  '.form__alert',
  '.form__group--nested',
  '.review',
  '.request-cta',
  '.notice',
  '.facts > div',
  '.key-facts__list > div',
  '.opening-hours',
  '.allergen-legend',
  '.route-calculator',
  '.floating-promo',
  '.table-scroll',
].join(', ');

/** A phone and a tablet lay the page out as touch screens (the page's viewport applies), the rest as desktops. */
function contextFor(width: number): BrowserContextOptions {
  const touch = width < 1000;
  const options = contextAt(touch ? 390 : 1440);
  return { ...options, viewport: { width, height: touch ? 844 : 900 } };
}

/**
 * What sticks out, overlaps or is cut on the page as laid out now, one line each. Runs in the
 * page, so it uses nothing from outside.
 */
function boxProblems({ controls, cards }: { controls: string; cards: string }): string[] {
  const problems: string[] = [];
  const name = (element: Element) => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== document.body && parts.length < 3; node = node.parentElement) {
      const tag = node.tagName.toLowerCase();
      if (node.id) {
        parts.unshift(`${tag}#${node.id}`);
        break;
      }
      const field = node.getAttribute('name');
      parts.unshift(
        field ? `${tag}[name="${field}"]` : node.classList.length > 0 ? `${tag}.${[...node.classList].slice(0, 2).join('.')}` : tag,
      );
    }
    return parts.join(' > ');
  };
  // Seen by the visitor: rendered, not hidden from everyone, not inside a 1 px clip (the honeypot, visually hidden text).
  const shown = (element: Element) => {
    if (!element.checkVisibility({ visibilityProperty: true }) || element.closest('[aria-hidden="true"], [inert]')) return false;
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) return false;
    for (let node = element.parentElement; node; node = node.parentElement) {
      const around = node.getBoundingClientRect();
      if (getComputedStyle(node).overflow !== 'visible' && (around.width <= 1 || around.height <= 1)) return false;
    }
    return true;
  };
  const cardSet = new Set(document.querySelectorAll(cards));
  const painted = (element: Element) => {
    const style = getComputedStyle(element);
    const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
    return (
      style.backgroundImage !== 'none' ||
      !/^(rgba\(0, 0, 0, 0\)|transparent)$/.test(style.backgroundColor) ||
      style.boxShadow !== 'none' ||
      sides.some((side) => Number.parseFloat(style[`border${side}Width`]) > 0 && style[`border${side}Style`] !== 'none')
    );
  };
  const scrollsSideways = (element: Element) => /auto|scroll/.test(getComputedStyle(element).overflowX);
  // The box an element must stay inside; none inside a region that scrolls sideways, where reaching past the edge is the point.
  const boxOf = (element: Element): Element | null => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      if (scrollsSideways(node)) return null;
      if (node.matches('form, fieldset') || cardSet.has(node) || painted(node)) return node;
    }
    return document.documentElement;
  };
  const pageWidth = document.documentElement.clientWidth;
  const inside = (element: Element, kind: string) => {
    const container = boxOf(element);
    if (!container) return;
    const box = element.getBoundingClientRect();
    const page = container === document.documentElement;
    const around = page ? { left: 0, right: pageWidth, top: box.top, bottom: box.bottom } : container.getBoundingClientRect();
    const past = Math.max(around.left - box.left, box.right - around.right, around.top - box.top, box.bottom - around.bottom);
    if (past > 1) problems.push(`${kind} ${name(element)} sticks out of ${page ? 'the page' : name(container)} by ${Math.round(past)} px`);
  };

  const fields = [...document.querySelectorAll(controls)].filter(shown);
  for (const field of fields) {
    inside(field, 'control');
    if (field instanceof HTMLInputElement && /^(date|time|datetime-local|month|week)$/.test(field.type)) {
      // A date field narrower than it lays itself out cuts the date it shows.
      const copy = field.cloneNode() as HTMLInputElement;
      copy.removeAttribute('id');
      copy.style.cssText = 'position: absolute; visibility: hidden; width: auto; min-width: 0; max-width: none';
      field.after(copy);
      const natural = copy.getBoundingClientRect().width;
      copy.remove();
      const width = field.getBoundingClientRect().width;
      if (natural > width + 1)
        problems.push(`control ${name(field)} is ${Math.round(width)} px wide, its date needs ${Math.round(natural)} px`);
    } else if (field instanceof HTMLButtonElement && field.scrollWidth > field.clientWidth + 1) {
      problems.push(`control ${name(field)} cuts its text (${field.scrollWidth} px in ${field.clientWidth} px)`);
    }
  }
  for (const card of cardSet) {
    if (!shown(card)) continue;
    inside(card, 'card');
    if (!scrollsSideways(card) && card.scrollWidth > card.clientWidth + 1) {
      const right = card.getBoundingClientRect().right;
      const past = [...card.querySelectorAll('*')]
        .filter((inner) => inner.getBoundingClientRect().right > right + 1 && shown(inner))
        .at(-1);
      problems.push(
        `card ${name(card)} is ${card.scrollWidth - card.clientWidth} px narrower than its content${past ? ` (${name(past)})` : ''}`,
      );
    }
  }

  // Fixed and sticky things (header, floating promo) float over the page by design: only the page's own controls are compared.
  const inFlow = fields.filter((field) => {
    for (let node: Element | null = field; node; node = node.parentElement) {
      if (/fixed|sticky/.test(getComputedStyle(node).position)) return false;
    }
    return true;
  });
  const boxes = inFlow.map((field) => field.getBoundingClientRect());
  const typed = (field: Element) =>
    field instanceof HTMLSelectElement ||
    (field instanceof HTMLInputElement && !/^(checkbox|radio|file|submit|button|reset)$/.test(field.type));
  for (let i = 0; i < inFlow.length; i += 1) {
    for (let j = i + 1; j < inFlow.length; j += 1) {
      const [a, b] = [boxes[i] as DOMRect, boxes[j] as DOMRect];
      const [first, second] = [inFlow[i] as Element, inFlow[j] as Element];
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (across > 1 && down > 1) {
        problems.push(`controls ${name(first)} and ${name(second)} overlap by ${Math.round(across)} × ${Math.round(down)} px`);
      } else if (down > 1 && typed(first) && typed(second) && Math.abs(a.height - b.height) < 1 && Math.abs(a.top - b.top) > 1) {
        problems.push(`fields ${name(first)} and ${name(second)} stand side by side ${Math.round(Math.abs(a.top - b.top))} px out of line`);
      }
    }
  }
  return problems;
}

/**
 * Lays out what the page skips while out of view (content-visibility: auto): it is measured as it
 * renders once seen. Boxes are measured at rest: a card sliding in (the floating promo) is
 * outside the page until its animation ends, so the finite animations running are waited for.
 */
async function problemsOf(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]);
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
  return page.evaluate(boxProblems, { controls: CONTROLS, cards: CARDS });
}

/** The first Saturday at least `days` after an ISO day, and a week later: a stay every stay rule of the price list allows. */
function weekFrom(iso: string, days: number): { checkin: string; checkout: string } {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  while (date.getUTCDay() !== 6) date.setUTCDate(date.getUTCDate() + 1);
  const checkin = date.toISOString().slice(0, 10);
  date.setUTCDate(date.getUTCDate() + 7);
  return { checkin, checkout: date.toISOString().slice(0, 10) };
}

/**
 * The confirmation of a request sent from an accommodation (the booking page opened as its
 * button opens it: the site, its name, the stay and two children's ages in the query), with
 * JavaScript: its summary carries the longest label, what the request is about.
 */
async function openConfirmation(page: Page): Promise<void> {
  const stay = weekFrom(inject('siteToday'), 120);
  const query = new URLSearchParams({
    [STAY_QUERY.site]: 'villaggio',
    [STAY_QUERY.subject]: 'Maxicaravan Lake Desiderio, prima fila',
    [STAY_QUERY.unit]: 'desiderio',
    [STAY_QUERY.checkin]: stay.checkin,
    [STAY_QUERY.checkout]: stay.checkout,
    [STAY_QUERY.adults]: '2',
    [STAY_QUERY.children]: '2',
    [childAgeQuery(1)]: '2',
    [childAgeQuery(2)]: '9',
  });
  const response = await page.goto(`${inject('siteUrl')}${buildPath('booking', 'it')}?${query}`);
  if (response?.status() !== 200) throw new Error(`the booking page answered ${response?.status()}`);
  await hydrateForm(page, 'availability', 'firstname');
  await page.locator('#form-availability-firstname').fill('Maria Vittoria');
  await page.locator('#form-availability-lastname').fill('Castiglione Valsecchi');
  await page.locator('#form-availability-email').fill(`layout.${unique()}@example.com`);
  await page.locator('#form-availability button[type="submit"]').click();
  await page.locator('#form-availability-confirmation').waitFor();
}

let browser: Browser;
let pages: [name: string, path: string][] = [];

beforeAll(async () => {
  browser = await fileBrowser();
  const siteUrl = inject('siteUrl');
  pages = await Promise.all(PAGE_TYPES.map(async (type) => [type.name, await pageTypePath(siteUrl, type)] as [string, string]));
});

afterAll(async () => {
  await browser?.close();
});

describe('every box holds its content', () => {
  // Some 28 pages a width on a shared two-core machine.
  it.for(WIDTHS)('at %i px, on every page type and on a request’s confirmation', { timeout: 600_000 }, async (width) => {
    const context = await browser.newContext(contextFor(width));
    await rememberConsent(context);
    const page = await context.newPage();
    // Playwright's 30 s for a page's load event, over some 28 loads beside other browser files on two cores, once ran out.
    page.setDefaultTimeout(90_000);
    const offenders: string[] = [];
    try {
      for (const [type, path] of pages) {
        let response = await page.goto(`${inject('siteUrl')}${path}`);
        // A stand-in slow to answer on a loaded machine makes a 503 page; one more try.
        if (response?.status() === 503) response = await page.goto(`${inject('siteUrl')}${path}`);
        const expected = type === 'not found' ? 404 : 200;
        if (response?.status() !== expected) {
          offenders.push(`${width} px, ${type} (${path}): answered ${response?.status()}, not measured`);
          continue;
        }
        for (const problem of await problemsOf(page)) offenders.push(`${width} px, ${type} (${path}): ${problem}`);
      }
      await openConfirmation(page);
      for (const problem of await problemsOf(page)) offenders.push(`${width} px, request confirmation: ${problem}`);
    } finally {
      await context.close();
    }
    expect(offenders).toEqual([]);
  });
});
