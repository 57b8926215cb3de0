import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, MAX_CHILDREN } from '../../shared/forms/index.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { demoList } from './fetch.ts';
import { form, pastStamp, post } from './forms-support.ts';
import { inDays } from '../support/site-days.ts';

/**
 * A plain post the worker refuses comes back as the page with everything the visitor entered
 * (docs/product.md "Forms"), for every field of the five forms: text, radio groups, checkboxes,
 * selects, the children's ages and the experience blocks; and every link of the error summary
 * leads to an element of the page. The same with JavaScript: tests/e2e/forms-kept-values.test.ts.
 */

type Kept = Record<string, string | string[]>;

/** The form as the page renders it: each control's value (choices as the values checked), the page's ids, the summary's links. */
async function shownForm(body: string, name: string): Promise<{ values: Kept; ids: Set<string>; links: string[] }> {
  const values: Kept = {};
  const ids = new Set<string>();
  const links: string[] = [];
  let select = '';
  let area = '';
  const inForm = `#form-${name} form`;
  const rewriter = new HTMLRewriter()
    .on('[id]', { element: (element) => void ids.add(element.getAttribute('id') ?? '') })
    .on(`#form-${name}-alert a`, { element: (element) => void links.push(element.getAttribute('href') ?? '') })
    .on(`${inForm} input`, {
      element(element) {
        const control = element.getAttribute('name') ?? '';
        const type = element.getAttribute('type') ?? 'text';
        if (!control || control === HONEYPOT_FIELD || ['hidden', 'file', 'submit'].includes(type)) return;
        if (type === 'checkbox' || type === 'radio') {
          const chosen = Array.isArray(values[control]) ? (values[control] as string[]) : [];
          values[control] = element.hasAttribute('checked') ? [...chosen, element.getAttribute('value') ?? 'on'] : chosen;
        } else values[control] = element.getAttribute('value') ?? '';
      },
    })
    .on(`${inForm} select`, {
      element(element) {
        select = element.getAttribute('name') ?? '';
        values[select] = '';
      },
    })
    .on(`${inForm} option`, {
      element(element) {
        if (select && element.hasAttribute('selected')) values[select] = element.getAttribute('value') ?? '';
      },
    })
    .on(`${inForm} textarea`, {
      element(element) {
        area = element.getAttribute('name') ?? '';
        values[area] = '';
      },
      text(text) {
        if (area) values[area] += text.text;
      },
    });
  await rewriter.transform(new Response(body)).text();
  return { values, ids, links };
}

/** What the visitor sent, as the form shows it: the choices of a group as a list. */
function asShown(fields: Record<string, string | string[]>, choices: readonly string[]): Kept {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, choices.includes(name) && !Array.isArray(value) ? [value] : value]),
  );
}

let visitor = 0;

/** A plain post (no JavaScript) from a visitor of its own, shown long enough ago; the page that comes back. */
async function postPlain(path: string, name: string, fields: Record<string, string | string[]>) {
  visitor += 1;
  const response = await post(path, form({ form: name, stamp: await pastStamp(name), ...fields }), {
    json: false,
    headers: { 'CF-Connecting-IP': `198.51.100.${visitor}` },
  });
  return { status: response.status, shown: await shownForm(await response.text(), name) };
}

function expectLinksResolve(shown: { ids: Set<string>; links: string[] }): void {
  expect(shown.links.length).toBeGreaterThan(0);
  for (const link of shown.links) {
    expect(link, link).toMatch(/^#/);
    expect(shown.ids.has(link.slice(1)), link).toBe(true);
  }
}

const request = {
  subject: 'Bungalow Royal',
  site: 'villaggio',
  checkin: inDays(30),
  checkout: inDays(37),
  'guests.adults': '2',
  'guests.children': '2',
  'guests.childAge.1': '5',
  'guests.childAge.2': '',
  firstname: 'Sofia',
  lastname: 'Ferrari',
  email: 'sofia@',
  phone: '+39 030 1234567',
  request: 'Vicino al lago,\ngrazie.',
};

describe('a plain post the worker refuses', () => {
  it('availability request: every value, what it is about included, and a link to each field', async () => {
    // Posted to the booking page without the query it was opened with: the subject is the post's own.
    const { status, shown } = await postPlain(buildPath('booking', 'it'), 'availability', request);
    expect(status).toBe(400);
    expect(shown.values).toEqual(asShown(request, ['site']));
    expectLinksResolve(shown);
    expect(shown.links).toEqual(expect.arrayContaining(['#form-availability-guests-childAge-2', '#form-availability-email']));
  });

  it('availability request: a subject emptied by the visitor keeps its field', async () => {
    const { status, shown } = await postPlain(buildPath('booking', 'it'), 'availability', { ...request, subject: '' });
    expect(status).toBe(400);
    expect(shown.values.subject).toBe('');
  });

  it('availability request: more children than a request takes, an age field for each one asked', async () => {
    const { status, shown } = await postPlain(buildPath('booking', 'it'), 'availability', { ...request, 'guests.children': '12' });
    expect(status).toBe(400);
    expectLinksResolve(shown);
    expect(shown.links).toContain('#form-availability-guests-children');
    expect(Object.keys(shown.values).filter((name) => name.startsWith('guests.childAge.'))).toHaveLength(MAX_CHILDREN);
  });

  it('spontaneous application: text, radio groups, checkboxes, selects and two experience blocks', async () => {
    // Everything but the CV (a page cannot show a file again), the second block's start wrong.
    const fields = {
      surname: 'Rossi',
      name: 'Anna',
      birthplace: 'Brescia',
      country: 'Italia',
      birthDate: '05/07/1990',
      gender: 'female',
      maritalStatus: 'single',
      street: 'Via Roma 1',
      postcode: '25010',
      city: 'Desenzano',
      province: 'BS',
      addressCountry: 'Italia',
      phone: '+39 333 1234567',
      email: 'anna@example.com',
      'experience.0.place': 'abroad',
      'experience.0.workplace': 'Hotel Sole',
      'experience.0.sector': 'Ricevimento',
      'experience.0.start': '04/2022',
      'experience.0.end': '10/2022',
      'experience.1.place': 'italy',
      'experience.1.workplace': 'Camping Lago',
      'experience.1.sector': 'Bar',
      'experience.1.start': 'aprile',
      'experience.1.end': '09/2023',
      roles: ['reception', 'restaurant'],
      drivingLicence: 'on',
      availableFrom: '2027-05-01',
      availableTo: '2027-09-30',
      'language.it': 'native',
      'language.en': 'good',
      'language.de': 'basic',
      'language.nl': '',
      'language.da': '',
      'language.pl': '',
      documents: 'identity',
      preferences: ['lodging', 'fullTime'],
      privacy: 'on',
    };
    const { status, shown } = await postPlain(buildPath('spontaneousApplication', 'it'), 'application', {
      ...fields,
      experienceCount: '2',
    });
    expect(status).toBe(400);
    expect(shown.values).toEqual(
      asShown(fields, ['gender', 'maritalStatus', 'roles', 'drivingLicence', 'documents', 'preferences', 'privacy']),
    );
    expectLinksResolve(shown);
    expect(shown.links).toEqual(expect.arrayContaining(['#form-application-cv', '#form-application-experience-1-start']));
  });

  it('position application: every value, the document to choose again', async () => {
    const [position] = await demoList('it', 'positions');
    const fields = { name: 'Marco', surname: 'Verdi', email: 'marco@example.com', phone: '+39 333 7654321', privacy: 'on' };
    const { status, shown } = await postPlain(buildPath('position', 'it', { slug: position?.slug ?? '' }), 'position', fields);
    expect(status).toBe(400);
    expect(shown.values).toEqual(asShown(fields, ['privacy']));
    expectLinksResolve(shown);
    expect(shown.links).toContain('#form-position-document');
  });

  it('contact and newsletter: every value, the consent given included', async () => {
    const contact = { name: 'Lena Berg', email: 'lena.example.com', message: 'Avete posto per un camper\na luglio?', privacy: 'on' };
    const sent = await postPlain(buildPath('contacts', 'it'), 'contact', contact);
    expect(sent.status).toBe(400);
    expect(sent.shown.values).toEqual(asShown(contact, ['privacy']));
    expectLinksResolve(sent.shown);

    const newsletter = { email: 'anna.example.com', privacy: 'on' };
    const subscribed = await postPlain('/', 'newsletter', newsletter);
    expect(subscribed.status).toBe(400);
    expect(subscribed.shown.values).toEqual(asShown(newsletter, ['privacy']));
    expectLinksResolve(subscribed.shown);
  });
});
