import { describe, expect, it } from 'vitest';
import { GUEST_AGE_BANDS } from '../../shared/constants.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { demoList, html, patient } from './fetch.ts';
import { botToken, FILES, form, pastStamp, post, requests, unique } from './forms-support.ts';

/**
 * Small things a visitor trips on, as the worker serves them: the floating promo's picture in
 * every language, consent errors that read as sentences in each form's error summary, the
 * position form's phone, the children's hint that says why ages are asked, and the Danish late
 * check-out line. docs/product.md "Forms", "Applications", "Behaviour and timings".
 */

let visitor = 0;

/** A plain post (no JavaScript) from a visitor of its own; the page that comes back. */
async function postPlain(path: string, name: string, fields: Record<string, string | File> = {}) {
  visitor += 1;
  const response = await post(path, form({ form: name, stamp: await pastStamp(name), ...fields }), {
    json: false,
    headers: { 'CF-Connecting-IP': `198.51.100.${(visitor % 250) + 1}` },
  });
  return { status: response.status, body: await response.text() };
}

/** The error summary's entries (link → text) of one form on a page. */
async function summaryOf(body: string, name: string): Promise<Map<string, string>> {
  const entries = new Map<string, string>();
  let current = '';
  await new HTMLRewriter()
    .on(`#form-${name}-alert a`, {
      element(element) {
        current = element.getAttribute('href') ?? '';
        entries.set(current, '');
      },
      text(text) {
        entries.set(current, (entries.get(current) ?? '') + text.text);
      },
    })
    .transform(new Response(body))
    .text();
  return new Map([...entries].map(([link, text]) => [link, decode(text)]));
}

const decode = (text: string) =>
  text
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The text of the element with `id` on a page. */
async function textOf(body: string, id: string): Promise<string> {
  let text = '';
  await new HTMLRewriter()
    .on(`#${id}`, {
      text(chunk) {
        text += chunk.text;
      },
    })
    .transform(new Response(body))
    .text();
  return decode(text);
}

describe('the floating promo', () => {
  it.for(LOCALES)('shows the CMS picture in %s, not the placeholder', async (locale) => {
    const { response, body } = await patient(buildPath('home', locale));
    expect(response.status).toBe(200);
    const promo = body.match(/<aside class="floating-promo"[\s\S]*?<\/aside>/)?.[0] ?? '';
    expect(promo, locale).not.toBe('');
    const image = promo.match(/<img [^>]*>/)?.[0] ?? '';
    expect(image, locale).toContain('promo-early-booking');
    expect(image, locale).not.toContain('promo-placeholder.svg');
    expect(image, locale).toMatch(/alt="[^"]+"/);
  });
});

/** Every form with a consent box, and the page it is posted to in a language. */
async function consentForms(locale: Locale): Promise<{ name: string; path: string }[]> {
  const [position] = await demoList(locale, 'positions');
  return [
    { name: 'newsletter', path: buildPath('home', locale) },
    { name: 'contact', path: buildPath('contacts', locale) },
    { name: 'application', path: buildPath('spontaneousApplication', locale) },
    { name: 'position', path: buildPath('position', locale, { slug: position?.slug ?? '' }) },
  ];
}

describe('a consent left unticked', () => {
  it.for(LOCALES)('reads as one sentence in %s, alone in every error summary, the other fields named by their label', async (locale) => {
    const f = getMessages(locale).forms;
    for (const { name, path } of await consentForms(locale)) {
      const { status, body } = await postPlain(path, name);
      expect(status, `${name} ${locale}`).toBe(400);
      const summary = await summaryOf(body, name);
      // The newsletter's Italian message is the product's fixed one (docs/product.md "Newsletter").
      const consent = name === 'newsletter' ? f.newsletter.privacyRequired : f.errors.privacyRequired;
      expect(summary.get(`#form-${name}-privacy`), `${name} ${locale}`).toBe(consent);
      if (!(name === 'newsletter' && locale === 'it')) expect(consent, `${name} ${locale}`).toMatch(/^\p{Lu}.*\.$/u);
      for (const [link, text] of summary) {
        if (link.endsWith('-privacy')) continue;
        // "Label: message", never the privacy link's words as a label.
        expect(text, `${name} ${locale} ${link}`).toMatch(/^[^:]+: \S/);
        expect(text.startsWith(f.common.privacyLink), `${name} ${locale} ${link}`).toBe(false);
      }
    }
  });

  it('in Italian the job form says “Accettate l’informativa sulla privacy.”', async () => {
    const [position] = await demoList('it', 'positions');
    const { body } = await postPlain(buildPath('position', 'it', { slug: position?.slug ?? '' }), 'position', {
      name: 'Marco',
      surname: 'Verdi',
      email: 'marco@example.com',
      document: FILES.pdf(),
    });
    const summary = await summaryOf(body, 'position');
    expect([...summary.values()]).toEqual(['Accettate l’informativa sulla privacy.']);
    expect(await textOf(body, 'form-position-privacy-error')).toBe('Accettate l’informativa sulla privacy.');
  });
});

describe('the position form’s phone', () => {
  it.for(LOCALES)('is an optional tel field with autocomplete in %s', async (locale) => {
    const [position] = await demoList(locale, 'positions');
    const { response, body } = await patient(buildPath('position', locale, { slug: position?.slug ?? '' }));
    expect(response.status).toBe(200);
    const input = body.match(/<input[^>]*id="form-position-phone"[^>]*>/)?.[0] ?? '';
    expect(input).toContain('type="tel"');
    expect(input).toMatch(/autocomplete="tel"/i);
    expect(input).toContain('name="phone"');
    expect(input).not.toContain('required');
    expect(await textOf(body, 'form-position')).toContain(getMessages(locale).forms.position.phone);
  });

  it('is checked with the request form’s phone rule, and goes into the mail to staff', async () => {
    const [position] = await demoList('it', 'positions');
    const path = buildPath('position', 'it', { slug: position?.slug ?? '' });
    const f = getMessages('it').forms;
    const fields = { form: 'position', name: 'Luca', surname: unique('Telefono'), email: 'luca@example.com', privacy: 'on' };

    const wrong = await post(path, form({ ...fields, phone: 'chiamatemi', document: FILES.pdf(), stamp: await pastStamp('position') }));
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { errors: Record<string, string> }).errors).toEqual({ phone: f.errors.invalidPhone });
    const availability = await post(
      buildPath('booking', 'it'),
      form({ form: 'availability', phone: 'chiamatemi', stamp: await pastStamp('availability') }),
    );
    expect(((await availability.json()) as { errors: Record<string, string> }).errors.phone).toBe(f.errors.invalidPhone);

    const sent = await post(
      path,
      form({ ...fields, phone: '+39 333 123 4567', document: FILES.pdf(), 'botcheck-token': botToken('position') }),
    );
    expect(((await sent.json()) as { status: string }).status).toBe('sent');
    const mail = (await requests('mail')).find((request) => request.search.includes(encodeURIComponent(fields.surname)));
    expect(mail?.path).toBe('/candidatura-posizione/send');
    // The stand-in's log keeps the start of the mail's HTML (demo/mail/server.ts): the table is in it.
    const htmlData = String((mail?.body as { htmlDataStart?: string } | undefined)?.htmlDataStart ?? '');
    expect(htmlData).toContain(`<th align="left" valign="top">${f.position.phone}</th><td>+39 333 123 4567</td>`);
  });
});

/** The tourist tax as each language's price list names it. */
const TOURIST_TAX: Record<Locale, RegExp> = {
  it: /tassa di soggiorno/i,
  en: /tourist tax/i,
  de: /Kurtaxe/,
  nl: /toeristenbelasting/i,
  da: /opholdsskat/i,
  pl: /opłata turystyczna/i,
};

describe('the children’s hint on the request form', () => {
  it.for(LOCALES)('says in %s why ages are asked, with the price list’s own ages', async (locale) => {
    const { body } = await patient(buildPath('booking', locale));
    const hint = await textOf(body, 'form-availability-guests-children-hint');
    expect(hint).toBe(getMessages(locale).forms.availability.childrenHint);
    // Not "so we count them as the site does": the prices, the campsite's child band and the tax.
    const [, children, babies] = GUEST_AGE_BANDS.campeggio;
    const numbers = new Set(hint.match(/\d+/g)?.map(Number));
    expect([...numbers].sort((a, b) => a - b)).toEqual([babies.maxAge + 1, children.maxAge, 14, 18].sort((a, b) => a - b));
    expect(hint).toMatch(TOURIST_TAX[locale]);

    // Each of those facts is on the price list the site serves in that language.
    const prices = (await patient(buildPath('prices', locale))).body;
    const supplements = decode(prices.replace(/<[^>]+>/g, ' '));
    expect(supplements).toMatch(new RegExp(`${TOURIST_TAX[locale].source}: [^:]{0,60}\\b14\\b`, TOURIST_TAX[locale].flags));
    expect(supplements).toMatch(new RegExp(`\\b${children.minAge}\\b\\D{1,5}\\b${children.maxAge}\\b`));
  });
});

describe('the Danish price list', () => {
  it('writes the late check-out as “til kl. 14.00: 30 €”, never “kl. 14: 30 €”', async () => {
    const { response, body } = await html(buildPath('prices', 'da'));
    expect(response.status).toBe(200);
    expect(body).toContain('Sen udtjekning til kl. 14.00: 30 €');
    expect(body).not.toMatch(/kl\. \d{1,2}: \d/);
  });
});
