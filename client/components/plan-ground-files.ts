/**
 * The village plan's ground drawings, static files the client build writes (vite.config.ts,
 * from plan-ground-drawing.ts) and every plan draws as its background: the same few kilobytes
 * of SVG for every page and language, cached by the browser, instead of inline in each page's
 * HTML and in the worker's code (docs/decisions/012-worker-bundle-budget.md).
 */
export const PLAN_GROUND_FILES = {
  /** Today's village. */
  today: 'plan/ground-today.svg',
  /** The village before the infinity pool opened (2026), as the 2023 edition shows it. */
  before2026: 'plan/ground-2023.svg',
  /** The previous edition's simpler drawing of the areas. */
  previous: 'plan/ground-previous.svg',
} as const;

export type PlanGroundName = keyof typeof PLAN_GROUND_FILES;
