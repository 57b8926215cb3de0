import { describe, expect, it } from 'vitest';
import { type FormState, MAX_EXPERIENCES } from '../../shared/forms/index.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { format } from '../../shared/i18n/format.ts';
import { html } from './fetch.ts';
import { botToken, FILES, form, pastStamp, post, requests, unique } from './forms-support.ts';

/** The spontaneous application's repeatable experiences, added and removed without JavaScript. */

const PAGE = '/lavora-con-noi/candidatura-spontanea';
const a = getMessages('it').forms.application;

const applicant = (surname: string) => ({
  form: 'application',
  surname,
  name: 'Giulia',
  birthplace: 'Verona',
  birthDate: '03/04/1998',
  privacy: 'on',
});

/** `experience.N.workplace` for each block given, and the count the form carried. */
function blocks(workplaces: string[]): Record<string, string> {
  return {
    experienceCount: String(workplaces.length),
    ...Object.fromEntries(workplaces.map((workplace, index) => [`experience.${index}.workplace`, workplace])),
  };
}

/** The blocks a re-rendered page shows: each block's workplace, in order. */
function shownWorkplaces(body: string): string[] {
  const inputs = [...body.matchAll(/<input[^>]*name="experience\.(\d+)\.workplace"[^>]*>/g)];
  return inputs.map(([tag = '', index]) => {
    expect(tag, `block ${index}`).toContain(`id="form-application-experience-${index}-workplace"`);
    return tag.match(/value="([^"]*)"/)?.[1] ?? '';
  });
}

/** The element the page puts the focus on when it loads. */
const autofocused = (body: string) => body.match(/<(?:select|button|input)[^>]*autofocus=""[^>]*>/g) ?? [];

async function page(fields: Record<string, string | string[]>, ip = '192.0.2.10'): Promise<{ status: number; body: string }> {
  const response = await post(PAGE, form(fields), { json: false, headers: { 'CF-Connecting-IP': ip } });
  return { status: response.status, body: await response.text() };
}

describe('previous experiences without JavaScript', () => {
  it('starts with one block, its count and an "add another" button; an unknown intent is a send', async () => {
    const { body } = await html(PAGE);
    expect(shownWorkplaces(body)).toEqual(['']);
    expect(body).toContain('name="experienceCount" value="1"');
    const add = body.match(/<button[^>]*value="add-experience"[^>]*>([^<]*)<\/button>/);
    expect(add?.[0]).toContain('type="submit"');
    expect(add?.[0]).toContain('name="intent"');
    expect(add?.[1]).toBe(a.addExperience);
    expect(autofocused(body)).toEqual([]);
    const response = await post(PAGE, form({ form: 'application', intent: 'remove-experience.99' }));
    expect(((await response.json()) as FormState).status).toBe('invalid');
  });

  it('adds a block on "add another", keeps every value, focuses the new block and sends nothing', async () => {
    const surname = unique('Add');
    const { status, body } = await page({
      ...applicant(surname),
      ...blocks(['Hotel Bellevue']),
      'experience.0.place': 'abroad',
      intent: 'add-experience',
    });
    expect(status).toBe(200);
    expect(shownWorkplaces(body)).toEqual(['Hotel Bellevue', '']);
    expect(body).toMatch(/<option value="abroad" selected="">/);
    expect(body).toContain(`value="${surname}"`);
    expect(body).toContain('name="experienceCount" value="2"');
    expect(autofocused(body)).toEqual([expect.stringContaining('name="experience.1.place"')]);
    // The new block is numbered and can itself be removed.
    expect(body).toContain(`<legend>${format(a.experience, { n: 2 })}</legend>`);
    expect(body).toContain(`value="remove-experience.1"`);
    expect(body).not.toContain('role="alert" tabindex="-1" autofocus=""');
    expect((await requests('mail')).some((request) => request.search.includes(encodeURIComponent(surname)))).toBe(false);
  });

  it('removes the block asked for, moves the ones after it up and focuses the one that took its place', async () => {
    const { status, body } = await page({ ...applicant('Verdi'), ...blocks(['Alfa', 'Beta', 'Gamma']), intent: 'remove-experience.1' });
    expect(status).toBe(200);
    expect(shownWorkplaces(body)).toEqual(['Alfa', 'Gamma']);
    expect(body).toContain('name="experienceCount" value="2"');
    expect(autofocused(body)).toEqual([expect.stringContaining('name="experience.1.place"')]);

    // The last block gone, the focus lands on "add another".
    const emptied = await page({ ...applicant('Verdi'), ...blocks(['Alfa']), intent: 'remove-experience.0' });
    expect(shownWorkplaces(emptied.body)).toEqual([]);
    expect(autofocused(emptied.body)).toEqual([expect.stringContaining('value="add-experience"')]);
  });

  it(`stops at ${MAX_EXPERIENCES} blocks and says so`, async () => {
    const full = Array.from({ length: MAX_EXPERIENCES }, (_, index) => `Posto ${index + 1}`);
    const { body } = await page({ ...applicant('Neri'), ...blocks(full), intent: 'add-experience' });
    expect(shownWorkplaces(body)).toEqual(full);
    expect(body).not.toContain('value="add-experience"');
    expect(body).toContain(format(a.experiencesMax, { max: MAX_EXPERIENCES }));
  });

  it('does not spend the rate limit: a visitor who adds six blocks can still send', async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const surname = unique('Limit');
    for (let count = 1; count <= 6; count++) {
      const { status } = await page({ ...applicant(surname), experienceCount: String(count), intent: 'add-experience' }, ip);
      expect(status, `add ${count}`).toBe(200);
    }
    const response = await post(
      PAGE,
      form({ ...applicant(surname), experienceCount: '7', cv: FILES.pdf(), 'botcheck-token': botToken('application') }),
      { headers: { 'CF-Connecting-IP': ip } },
    );
    expect(((await response.json()) as FormState).status).toBe('sent');
  });

  it('sends every experience to the staff, numbered, empty blocks left out', async () => {
    const surname = unique('Two');
    const response = await post(
      PAGE,
      form({
        ...applicant(surname),
        ...blocks(['Hotel Bellevue', '', 'Rifugio Alpino']),
        'experience.0.start': '05/2023',
        'experience.2.sector': 'Sala',
        cv: FILES.pdf(),
        stamp: await pastStamp('application'),
      }),
      { json: false },
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Grazie, candidatura inviata correttamente');
    const recorded = (await requests('mail')).find((request) => request.search.includes(encodeURIComponent(surname)));
    const html = JSON.stringify(recorded?.body);
    expect(html).toContain(`<h2>${format(a.experience, { n: 1 })}</h2>`);
    expect(html).toContain(`<h2>${format(a.experience, { n: 2 })}</h2>`);
    expect(html).not.toContain(`<h2>${format(a.experience, { n: 3 })}</h2>`);
    expect(html.indexOf('Hotel Bellevue')).toBeLessThan(html.indexOf('Rifugio Alpino'));
    expect(html).toContain('05/2023');
    expect(html).toContain('Sala');
  });
});
