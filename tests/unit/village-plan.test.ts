import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  kindOf,
  MARKER_RADIUS,
  onLand,
  PLAN_HEIGHT,
  PLAN_WIDTH,
  shoreAt,
  unitLetter,
} from '../../client/components/village-plan-geometry.ts';
import { loadContent } from '../../demo/cms/store.ts';
import { type Accommodation, MAP_POINT_CATEGORIES, type MapPoint } from '../../shared/cms/index.ts';
import { LOCALES } from '../../shared/locales.ts';

/**
 * The village plan's ground (client/components/village-plan-geometry.ts) and the places the
 * demo CMS puts on it: nothing stands in the lake, no two markers cover each other, and a
 * unit stands at the same spot in every language.
 */

const served = loadContent(join(import.meta.dirname, '../../demo/content'));
const points = (locale: string) => (served.get(locale)?.get('map-points') ?? []) as unknown as MapPoint[];
const units = (locale: string) => (served.get(locale)?.get('accommodations') ?? []) as unknown as Accommodation[];

describe('village plan ground', () => {
  it('knows the shore: land to the north of it, lake to the south', () => {
    expect(shoreAt(0)).toBe(84);
    expect(shoreAt(31)).toBe(89);
    expect(onLand(50, 50)).toBe(true);
    expect(onLand(35, 94), 'the old pier pin, in the water').toBe(false);
    expect(onLand(45, 88), 'a marker straddling the water’s edge').toBe(false);
    expect(onLand(0.5, 40), 'a marker cut by the plan’s edge').toBe(false);
  });

  it('puts every category in a kind of the filter', () => {
    expect(MAP_POINT_CATEGORIES.map(kindOf).every((kind) => kind !== undefined)).toBe(true);
    expect(new Set(MAP_POINT_CATEGORIES.map(kindOf))).toEqual(new Set(['food', 'beach', 'leisure', 'services', 'parking']));
  });

  it('letters units A to Z, then AA', () => {
    expect([0, 1, 25, 26, 27].map(unitLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB']);
  });
});

describe.each(LOCALES)('the places of the demo plan in %s', (locale) => {
  const places = [
    ...points(locale).map((point) => ({ name: point.label, x: point.x, y: point.y })),
    ...units(locale).map((unit) => ({ name: unit.slug, ...unit.position.map })),
  ];

  it('stand on land, none in the lake', () => {
    expect(places.length).toBeGreaterThanOrEqual(45);
    expect(places.filter((place) => !onLand(place.x, place.y)).map((place) => place.name)).toEqual([]);
  });

  it('do not cover each other', () => {
    const overlapping: string[] = [];
    places.forEach((place, index) => {
      for (const other of places.slice(index + 1)) {
        const distance = Math.hypot(((place.x - other.x) * PLAN_WIDTH) / 100, ((place.y - other.y) * PLAN_HEIGHT) / 100);
        if (distance < 2 * MARKER_RADIUS + 2) overlapping.push(`${place.name} / ${other.name}`);
      }
    });
    expect(overlapping).toEqual([]);
  });

  it('place each unit where it stands in Italian', () => {
    const italian = new Map(units('it').map((unit) => [unit.slug, unit.position.map]));
    for (const unit of units(locale)) expect(unit.position.map, unit.slug).toEqual(italian.get(unit.slug));
  });
});
