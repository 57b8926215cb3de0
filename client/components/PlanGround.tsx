import { PLAN_HEIGHT, PLAN_WIDTH, pathThrough, SHORE, shoreAt } from './village-plan-geometry.ts';

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

/**
 * The ground of the village plan, drawn in plan units: land, the campsite and village areas,
 * olive trees, avenues, the lakeside promenade, the beach, the pools, the pier and the lake
 * along the south side. Decorative: the places on it carry the names. `infinityPool` false
 * draws the village before the infinity pool opened (2026), as the 2023 edition shows it.
 */
export function PlanGround({ lakeLabel, infinityPool = true }: { lakeLabel?: string; infinityPool?: boolean }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: the ground holds nothing focusable; its shapes are decoration
    <g aria-hidden="true">
      <rect width={PLAN_WIDTH} height={PLAN_HEIGHT} fill="#e4ebcf" />
      <rect x={px(3)} y={py(3)} width={px(45)} height={py(40)} rx="24" fill="#d9e4bb" />
      <rect x={px(53)} y={py(17)} width={px(44)} height={py(56)} rx="24" fill="#dde6c3" />
      {OLIVES.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={px(x)} cy={py(y)} r="22" fill="#8aa65a" opacity="0.55" />
      ))}
      <rect x={px(14)} y={py(6)} width={px(8)} height={py(10)} rx="4" fill="#9cc27a" stroke="#fff" strokeWidth="3" />
      <rect x={px(25.5)} y={py(5)} width={px(7)} height={py(8)} rx="4" fill="#d9a47f" stroke="#fff" strokeWidth="3" />
      <g stroke="#fffdf8" strokeWidth="12" strokeLinecap="round" fill="none">
        {ROADS.map((road) => (
          <path key={road.join()} d={pathThrough(road)} />
        ))}
        <path d={promenade} strokeDasharray="2 18" />
      </g>
      <path d={beach} fill="#f2d7a6" />
      <ellipse cx={px(49)} cy={py(67)} rx="52" ry="30" fill="#7cc6d6" stroke="#fffdf8" strokeWidth="5" />
      <circle cx={px(41)} cy={py(71)} r="22" fill="#9fd6e2" stroke="#fffdf8" strokeWidth="5" />
      {infinityPool ? (
        <rect x={px(62) - 50} y={py(79) - 18} width="100" height="36" rx="18" fill="#5fb4c8" stroke="#fffdf8" strokeWidth="5" />
      ) : null}
      <path d={lake} fill="#2a8fa6" />
      <path d={deepLake} fill="#1c6f86" />
      <rect x={px(35) - 7} y={py(shoreAt(35)) - 6} width="14" height={py(8)} fill="#a8743f" />
      {lakeLabel ? (
        <text x={px(78)} y={py(95)} textAnchor="middle" className="plan-ground__lake">
          {lakeLabel}
        </text>
      ) : null}
    </g>
  );
}

/** The avenues the previous edition of the map drew: the northern one, the central and the cross avenue. */
const OLD_ROADS = [ROADS[1], ROADS[3], ROADS[5]].filter((road) => road !== undefined);

/**
 * The ground of the map's previous edition, a simpler drawing: the land, the campsite (west)
 * and the village (east) as two areas, the main avenues, the beach, the lagoon pool, the pier
 * and the lake; no single units, trees or promenade.
 */
export function OldPlanGround() {
  return (
    <g>
      <rect width={PLAN_WIDTH} height={PLAN_HEIGHT} fill="#ece6cf" />
      <rect x={px(3)} y={py(3)} width={px(45)} height={py(76)} rx="8" fill="#d8d3a8" />
      <rect x={px(53)} y={py(3)} width={px(44)} height={py(74)} rx="8" fill="#e2c9a4" />
      <g stroke="#fffdf8" strokeWidth="16" strokeLinecap="round" fill="none">
        {OLD_ROADS.map((road) => (
          <path key={road.join()} d={pathThrough(road)} />
        ))}
      </g>
      <path d={beach} fill="#f2d7a6" />
      <ellipse cx={px(49)} cy={py(67)} rx="52" ry="30" fill="#7cc6d6" stroke="#fffdf8" strokeWidth="5" />
      <path d={lake} fill="#3d8fa3" />
      <rect x={px(35) - 7} y={py(shoreAt(35)) - 6} width="14" height={py(8)} fill="#a8743f" />
    </g>
  );
}
