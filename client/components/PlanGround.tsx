import { PLAN_GROUND_FILES, type PlanGroundName } from './plan-ground-files.ts';
import { PLAN_HEIGHT, PLAN_WIDTH } from './village-plan-geometry.ts';

/**
 * The ground under a village plan: its drawing, a static file (plan-ground-drawing.ts), and the
 * lake's name on the water, in the visitor's language. Decorative: the places drawn over it
 * carry the names. `drawing` picks today's village, the village before the infinity pool opened
 * (2026, as the 2023 edition shows it) or the previous edition's simpler drawing.
 */
export function PlanGround({ lakeLabel, drawing = 'today' }: { lakeLabel?: string; drawing?: PlanGroundName }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: the ground holds nothing focusable; it is decoration
    <g aria-hidden="true">
      <image href={`/${PLAN_GROUND_FILES[drawing]}`} width={PLAN_WIDTH} height={PLAN_HEIGHT} />
      {lakeLabel ? (
        <text x={(78 * PLAN_WIDTH) / 100} y={(95 * PLAN_HEIGHT) / 100} textAnchor="middle" className="plan-ground__lake">
          {lakeLabel}
        </text>
      ) : null}
    </g>
  );
}
