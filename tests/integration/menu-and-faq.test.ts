import { describe, expect, it } from 'vitest';
import { ALLERGENS } from '../../shared/cms/index.ts';
import { format, getMessages } from '../../shared/i18n/index.ts';
import { LOCALE_ISO, LOCALES } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { DEMO, html } from './fetch.ts';

/** Text as React writes it in HTML. */
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

async function cms<T>(path: string): Promise<T> {
  return (await (await fetch(`${DEMO}/cms${path}`)).json()) as T;
}

type Node = { '@type': string; [property: string]: unknown };

function graphOf(body: string): Node[] {
  const json = body.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
  expect(json, 'a JSON-LD block').toBeDefined();
  return (JSON.parse(json ?? '{}') as { '@graph': Node[] })['@graph'];
}

type Menu = {
  sections: { dishes: { name: string; allergens: (typeof ALLERGENS)[number][] }[] }[];
  openingHours: { season: { from: string; to: string }; services: { days: string[]; opens: string; closes: string }[] };
};

describe('restaurant menu', () => {
  it('names each dish’s allergens in words beside their numbers, in every language', async () => {
    for (const locale of LOCALES) {
      const m = getMessages(locale).allergens;
      const menu = await cms<Menu>(`/${locale}/menu/ristorante-catullo`);
      const { response, body } = await html(buildPath('restaurantMenu', locale));
      expect(response.status, locale).toBe(200);
      const lines = [...body.matchAll(/<p class="dish__allergens">(.*?)<\/p>/gs)].map(([, line]) => line);
      const dishes = menu.sections.flatMap((section) => section.dishes).filter((dish) => dish.allergens.length > 0);
      expect(lines, `${locale}: one allergen line per dish with allergens`).toHaveLength(dishes.length);
      dishes.forEach((dish, index) => {
        const named = dish.allergens.map((allergen) => `${ALLERGENS.indexOf(allergen) + 1} ${escaped(m[allergen])}`).join(' · ');
        expect(lines[index], `${locale}: ${dish.name}`).toBe(`${escaped(m.containsLabel)} ${named}`);
      });
      // The legend lists all 14 in words, in the regulation's order.
      const legend = body.match(/<section class="allergen-legend"[^>]*>(.*?)<\/section>/s)?.[1] ?? '';
      expect([...legend.matchAll(/<li>([^<]*)<\/li>/g)].map(([, name]) => name)).toEqual(ALLERGENS.map((allergen) => escaped(m[allergen])));
    }
  });

  it('shows the opening hours and season, and publishes them in the Restaurant data', async () => {
    for (const locale of LOCALES) {
      const m = getMessages(locale).restaurant;
      const { openingHours } = await cms<Menu>(`/${locale}/menu/ristorante-catullo`);
      const { body } = await html(buildPath('restaurantMenu', locale));
      const section = body.match(/<section class="opening-hours"[^>]*>(.*?)<\/section>/s)?.[1] ?? '';
      expect(section, locale).toContain(`<h2 id="opening-hours">${escaped(m.openingHoursTitle)}</h2>`);
      for (const service of openingHours.services) {
        expect(section, `${locale} ${service.opens}`).toContain(`<time dateTime="${service.opens}">`);
        expect(section, `${locale} ${service.closes}`).toContain(`<time dateTime="${service.closes}">`);
      }
      // The season, its days as the language writes them ("1 April", "1. april").
      const day = (iso: string) =>
        new Intl.DateTimeFormat(LOCALE_ISO[locale], { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
          new Date(`${iso}T00:00:00Z`),
        );
      const { from, to } = openingHours.season;
      expect(section).toContain(`<p>${escaped(format(m.season, { from: day(from), to: day(to) }))}</p>`);
      const restaurant = graphOf(body).find((node) => node['@type'] === 'Restaurant');
      expect(restaurant?.openingHoursSpecification, locale).toEqual(
        openingHours.services.map((service) => ({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: service.days.map((day) => `https://schema.org/${day}`),
          opens: service.opens,
          closes: service.closes,
          validFrom: openingHours.season.from,
          validThrough: openingHours.season.to,
        })),
      );
    }
  });
});

describe('FAQ', () => {
  it('is a list of disclosures with every question, published as FAQPage data, in every language', async () => {
    for (const locale of LOCALES) {
      const { data: items } = await cms<{ data: { question: string; answer: string }[] }>(`/${locale}/faq`);
      expect(items.length, locale).toBeGreaterThan(0);
      const { response, body } = await html(buildPath('faq', locale));
      expect(response.status, locale).toBe(200);
      const disclosures = [...body.matchAll(/<details class="faq__item"><summary>(.*?)<\/summary><p>(.*?)<\/p><\/details>/gs)];
      expect(disclosures.map(([, question, answer]) => [question, answer])).toEqual(
        items.map((item) => [escaped(item.question), escaped(item.answer)]),
      );
      const faqPage = graphOf(body).find((node) => node['@type'] === 'FAQPage');
      expect(faqPage, `${locale}: a FAQPage node`).toBeDefined();
      expect(faqPage?.mainEntity).toEqual(
        items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
      );
    }
  });
});
