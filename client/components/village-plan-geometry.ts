import type { MapPoint } from '../../shared/cms/index.ts';

/**
 * The village plan's drawing space and its ground: plan coordinates are percent of the plan's
 * width (x, west to east) and height (y, north to south), as the CMS gives them. The lake lies
 * along the south side; `SHORE` is the water's edge, so a test can check that every unit and
 * every point stands on land (docs/product.md "Village plan").
 */
export const PLAN_WIDTH = 1000;
export const PLAN_HEIGHT = 700;

/** The water's edge, west to east, as [x, y] in percent; south of it is the lake. */
export const SHORE: readonly (readonly [number, number])[] = [
  [0, 84],
  [8, 86],
  [16, 87],
  [26, 88],
  [36, 90],
  [46, 89],
  [56, 88],
  [66, 86],
  [76, 84],
  [86, 83],
  [94, 84],
  [100, 83],
];

/** Where the shore is at `x` (percent), by straight lines between its points. */
export function shoreAt(x: number): number {
  for (let index = 1; index < SHORE.length; index++) {
    const [x1, y1] = SHORE[index] as readonly [number, number];
    const [x0, y0] = SHORE[index - 1] as readonly [number, number];
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return SHORE[SHORE.length - 1]?.[1] ?? 100;
}

/** Where a place in percent is drawn, in plan units (rounded to hundredths: no float residue in the markup). */
export function planTranslate(x: number, y: number): string {
  return `translate(${Math.round(x * PLAN_WIDTH) / 100} ${Math.round(y * PLAN_HEIGHT) / 100})`;
}

/** A marker's radius in plan units; a place must stand this far inside the land (and the plan). */
export const MARKER_RADIUS = 15;

/** True when a marker at (x, y) percent stands wholly on land, inside the plan. */
export function onLand(x: number, y: number): boolean {
  const marginX = (MARKER_RADIUS / PLAN_WIDTH) * 100;
  const marginY = (MARKER_RADIUS / PLAN_HEIGHT) * 100;
  return x >= marginX && x <= 100 - marginX && y >= marginY && y <= shoreAt(x) - marginY;
}

/** The filter's kinds: what a guest looks for, each gathering some CMS categories. */
export const PLAN_KINDS = ['units', 'food', 'beach', 'leisure', 'services', 'parking'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

const KIND_OF_CATEGORY: Record<MapPoint['category'], Exclude<PlanKind, 'units'>> = {
  bar: 'food',
  restaurant: 'food',
  beach: 'beach',
  pool: 'beach',
  playground: 'leisure',
  sport: 'leisure',
  entertainment: 'leisure',
  reception: 'services',
  shop: 'services',
  services: 'services',
  toilets: 'services',
  pets: 'services',
  health: 'services',
  parking: 'parking',
};

export function kindOf(category: MapPoint['category']): Exclude<PlanKind, 'units'> {
  return KIND_OF_CATEGORY[category];
}

/** An SVG path through plan points given in percent. */
export function pathThrough(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${(x * PLAN_WIDTH) / 100} ${(y * PLAN_HEIGHT) / 100}`).join(' ');
}

/** An accommodation unit on the plan: where it stands and where its page is. */
export type PlanUnit = { slug: string; title: string; href: string; x: number; y: number };

/** Units are marked with letters (A, B, …), points of interest with numbers. */
export function unitLetter(index: number): string {
  return index < 26
    ? String.fromCharCode(65 + index)
    : `${String.fromCharCode(65 + Math.floor(index / 26) - 1)}${String.fromCharCode(65 + (index % 26))}`;
}

/**
 * The least a marker measures on screen, in CSS px: a tap target of at least 24 × 24 px at every
 * zoom and width (WCAG 2.2 target size), with a pixel to spare for rounding. Where the plan is
 * drawn small (a phone, the whole plan) the island enlarges the markers to it.
 */
export const MARKER_MIN_PX = 25;

/** How much the island enlarges every marker, for a plan drawn at `unitsPerPx` plan units per CSS px. */
export function markerScale(unitsPerPx: number): number {
  return Math.max(1, (MARKER_MIN_PX * unitsPerPx) / (2 * MARKER_RADIUS));
}

/** A box in plan units. */
export type PlanBox = { left: number; top: number; right: number; bottom: number };

/** A place whose name may be written beside it: its marker's centre and half side, its name's size (plan units). */
export type LabelCandidate = { x: number; y: number; half: number; width: number; height: number };

/** Where a name is written, beside its marker. */
export type LabelSide = 'right' | 'left' | 'above' | 'below';

/** The box a name takes on `side` of its marker, `gap` away from it. */
export function labelBox(place: LabelCandidate, side: LabelSide, gap: number): PlanBox {
  const { x, y, half, width, height } = place;
  if (side === 'right') return { left: x + half + gap, right: x + half + gap + width, top: y - height / 2, bottom: y + height / 2 };
  if (side === 'left') return { left: x - half - gap - width, right: x - half - gap, top: y - height / 2, bottom: y + height / 2 };
  if (side === 'above') return { left: x - width / 2, right: x + width / 2, top: y - half - gap - height, bottom: y - half - gap };
  return { left: x - width / 2, right: x + width / 2, top: y + half + gap, bottom: y + half + gap + height };
}

const overlap = (a: PlanBox, b: PlanBox, margin: number) =>
  a.left < b.right + margin && b.left < a.right + margin && a.top < b.bottom + margin && b.top < a.bottom + margin;

/**
 * Which names are written, and where, so that no two names overlap and no name covers another
 * marker or leaves the plan (docs/product.md "Village plan"). One deterministic rule, in the
 * order given (units first, then the points by kind): a name takes the first free side of its
 * marker (right, left, above, below; left first in the east), or is not written. A name left
 * out is still the marker's accessible name, and in the list.
 */
export function placeLabels(places: readonly LabelCandidate[], gap: number): (LabelSide | null)[] {
  const markers = places.map(({ x, y, half }) => ({ left: x - half, right: x + half, top: y - half, bottom: y + half }));
  const written: PlanBox[] = [];
  return places.map((place, index) => {
    const sides: LabelSide[] =
      place.x > (70 * PLAN_WIDTH) / 100 ? ['left', 'right', 'above', 'below'] : ['right', 'left', 'above', 'below'];
    for (const side of sides) {
      const box = labelBox(place, side, gap);
      if (box.left < 0 || box.top < 0 || box.right > PLAN_WIDTH || box.bottom > PLAN_HEIGHT) continue;
      if (markers.some((marker, other) => other !== index && overlap(box, marker, gap / 2))) continue;
      if (written.some((other) => overlap(box, other, gap / 2))) continue;
      written.push(box);
      return side;
    }
    return null;
  });
}
