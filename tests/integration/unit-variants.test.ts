import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { DEMO, patient } from './fetch.ts';

/**
 * An accommodation page's variants are the units of its own type and group: a group's slug
 * (`top`) recurs across types, and the glamping tent once offered the Deluxe pitches.
 */

type Unit = { slug: string; title: string; type: string; group: { slug: string } };

const unitPath = (locale: (typeof LOCALES)[number], unit: Unit) =>
  buildPath('accommodation', locale, { type: unit.type, group: unit.group.slug, unit: unit.slug });

/** The addresses the page's variant buttons link to, in order; none when it shows no variants. */
function variantLinks(body: string): string[] {
  const list = body.match(/<ul class="variants">(.*?)<\/ul>/s)?.[1];
  return list ? [...list.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1] as string) : [];
}

describe('the variants of a unit', () => {
  it('lists only units of the same type and group, for every unit in every language', async () => {
    let withVariants = 0;
    for (const locale of LOCALES) {
      const units = ((await (await fetch(`${DEMO}/cms/${locale}/accommodations`)).json()) as { data: Unit[] }).data;
      expect(units.length, locale).toBeGreaterThan(0);
      const byPath = new Map(units.map((unit) => [unitPath(locale, unit), unit]));
      for (const unit of units) {
        const path = unitPath(locale, unit);
        const { response, body } = await patient(path);
        expect(response.status, path).toBe(200);
        const links = variantLinks(body);
        for (const link of links) {
          const variant = byPath.get(link);
          expect(variant, `${path}: ${link} is a unit`).toBeDefined();
          expect({ type: variant?.type, group: variant?.group.slug }, `${path}: variant ${link}`).toEqual({
            type: unit.type,
            group: unit.group.slug,
          });
        }
        const same = units.filter((other) => other.type === unit.type && other.group.slug === unit.group.slug);
        // One unit alone in its type and group has no variants to choose from.
        expect(links, path).toEqual(same.length > 1 ? same.map((other) => unitPath(locale, other)) : []);
        if (links.length > 0) withVariants++;
      }
    }
    expect(withVariants, 'some unit has variants').toBeGreaterThan(0);
  });
});
