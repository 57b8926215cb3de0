import { PLAN_GROUND_FILES, type PlanGroundName } from './plan-ground-files.ts';
import { PLAN_HEIGHT, PLAN_WIDTH, pathThrough, SHORE, shoreAt } from './village-plan-geometry.ts';

/*
 * The ground of the village plan as SVG files, written by the client build (vite.config.ts) and
 * never shipped as code: land, the campsite and village areas, olive trees, avenues, the lakeside
 * promenade, the beach, the pools, the pier and the lake along the south side, in plan units.
 * Decorative: the places drawn over it carry the names, and the lake's name is written by the
 * page (PlanGround.tsx), in the visitor's language.
 */

const px = (x: number) => (x * PLAN_WIDTH) / 100;
const py = (y: number) => (y * PLAN_HEIGHT) / 100;

/** The shore moved `dy` percent north (negative) or south, between two x (percent). */
function shoreLine(dy: number, from = 0, to = 100): [number, number][] {
  const inner = SHORE.filter(([x]) => x > from && x < to).map(([x, y]): [number, number] => [x, y + dy]);
  return [[from, shoreAt(from) + dy], ...inner, [to, shoreAt(to) + dy]];
}

const BEACH_END = 70;
const beach = `${pathThrough([...shoreLine(0, 0, BEACH_END), ...shoreLine(-7, 0, BEACH_END).reverse()])} Z`;
const lake = `${pathThrough(shoreLine(0))} V${PLAN_HEIGHT} H0 Z`;
const deepLake = `${pathThrough(shoreLine(6))} V${PLAN_HEIGHT} H0 Z`;
const promenade = pathThrough(shoreLine(-9, 4, 94));
/** Avenues and lanes, as lines between plan points in percent. */
const ROADS: [number, number][][] = [
  [
    [86, 0],
    [86, 12],
  ],
  [
    [6, 12],
    [96, 12],
  ],
  [
    [18, 12],
    [18, 78],
  ],
  [
    [50, 12],
    [50, 83],
  ],
  [
    [76, 12],
    [76, 78],
  ],
  [
    [18, 46],
    [92, 46],
  ],
];
const OLIVES: [number, number][] = [
  [84, 36],
  [90, 40],
  [93, 52],
  [82, 56],
  [88, 62],
  [94, 68],
  [66, 24],
  [58, 20],
  [27, 62],
  [35, 56],
  [12, 40],
  [8, 58],
];

/** One element: `['rect', { x: 1 }]` → `<rect x="1"/>`. Numbers and plain words only, so nothing to escape. */
type Shape = [name: string, attributes: Record<string, string | number>];
const attributesOf = (attributes: Record<string, string | number>) =>
  Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('');
const element = ([name, attributes]: Shape) => `<${name}${attributesOf(attributes)}/>`;
const group = (attributes: Record<string, string | number>, shapes: Shape[]) =>
  `<g${attributesOf(attributes)}>${shapes.map(element).join('')}</g>`;

const pier: Shape = ['rect', { x: px(35) - 7, y: py(shoreAt(35)) - 6, width: 14, height: py(8), fill: '#a8743f' }];
const lagoonPool: Shape = ['ellipse', { cx: px(49), cy: py(67), rx: 52, ry: 30, fill: '#7cc6d6', stroke: '#fffdf8', 'stroke-width': 5 }];

function today(infinityPool: boolean): string {
  return [
    element(['rect', { width: PLAN_WIDTH, height: PLAN_HEIGHT, fill: '#e4ebcf' }]),
    element(['rect', { x: px(3), y: py(3), width: px(45), height: py(40), rx: 24, fill: '#d9e4bb' }]),
    element(['rect', { x: px(53), y: py(17), width: px(44), height: py(56), rx: 24, fill: '#dde6c3' }]),
    ...OLIVES.map(([x, y]) => element(['circle', { cx: px(x), cy: py(y), r: 22, fill: '#8aa65a', opacity: 0.55 }])),
    element(['rect', { x: px(14), y: py(6), width: px(8), height: py(10), rx: 4, fill: '#9cc27a', stroke: '#fff', 'stroke-width': 3 }]),
    element(['rect', { x: px(25.5), y: py(5), width: px(7), height: py(8), rx: 4, fill: '#d9a47f', stroke: '#fff', 'stroke-width': 3 }]),
    group({ stroke: '#fffdf8', 'stroke-width': 12, 'stroke-linecap': 'round', fill: 'none' }, [
      ...ROADS.map((line): Shape => ['path', { d: pathThrough(line) }]),
      ['path', { d: promenade, 'stroke-dasharray': '2 18' }],
    ]),
    element(['path', { d: beach, fill: '#f2d7a6' }]),
    element(lagoonPool),
    element(['circle', { cx: px(41), cy: py(71), r: 22, fill: '#9fd6e2', stroke: '#fffdf8', 'stroke-width': 5 }]),
    infinityPool
      ? element([
          'rect',
          { x: px(62) - 50, y: py(79) - 18, width: 100, height: 36, rx: 18, fill: '#5fb4c8', stroke: '#fffdf8', 'stroke-width': 5 },
        ])
      : '',
    element(['path', { d: lake, fill: '#2a8fa6' }]),
    element(['path', { d: deepLake, fill: '#1c6f86' }]),
    element(pier),
  ].join('');
}

/** The avenues the previous edition drew: the northern one, the central and the cross avenue. */
const OLD_ROADS = [ROADS[1], ROADS[3], ROADS[5]].filter((line) => line !== undefined);

function previous(): string {
  return [
    element(['rect', { width: PLAN_WIDTH, height: PLAN_HEIGHT, fill: '#ece6cf' }]),
    element(['rect', { x: px(3), y: py(3), width: px(45), height: py(76), rx: 8, fill: '#d8d3a8' }]),
    element(['rect', { x: px(53), y: py(3), width: px(44), height: py(74), rx: 8, fill: '#e2c9a4' }]),
    group(
      { stroke: '#fffdf8', 'stroke-width': 16, 'stroke-linecap': 'round', fill: 'none' },
      OLD_ROADS.map((line): Shape => ['path', { d: pathThrough(line) }]),
    ),
    element(['path', { d: beach, fill: '#f2d7a6' }]),
    element(lagoonPool),
    element(['path', { d: lake, fill: '#3d8fa3' }]),
    element(pier),
  ].join('');
}

const DRAWINGS: Record<PlanGroundName, () => string> = { today: () => today(true), before2026: () => today(false), previous };

/** The whole SVG file of one ground drawing. */
export function planGroundSvg(name: PlanGroundName): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PLAN_WIDTH} ${PLAN_HEIGHT}" width="${PLAN_WIDTH}" height="${PLAN_HEIGHT}">${DRAWINGS[name]()}</svg>\n`;
}

/** Every drawing by the file the build writes it to (vite.config.ts). */
export function planGroundFiles(): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(PLAN_GROUND_FILES) as PlanGroundName[]).map((name) => [PLAN_GROUND_FILES[name], planGroundSvg(name)]),
  );
}
