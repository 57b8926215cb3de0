import type { MapEdition } from '../../shared/routes/index.ts';
import { PlanGround } from './PlanGround.tsx';
import { MARKER_RADIUS, PLAN_HEIGHT, PLAN_WIDTH, type PlanUnit, planTranslate } from './village-plan-geometry.ts';

type Props = { edition: MapEdition; label: string; units: PlanUnit[] };

/**
 * An earlier edition of the village plan, a picture of the village as it was then (docs/product.md
 * "Village plan"): the 2023 edition is today's plan before the infinity pool, each unit a
 * square where it stands; the previous edition a simpler drawing of the areas. A plain image,
 * named by `label`: its places are on the current plan, with links and a list.
 */
export function MapEditionPlan({ edition, label, units }: Props) {
  return (
    <svg className="village-plan__svg" viewBox={`0 0 ${PLAN_WIDTH} ${PLAN_HEIGHT}`} role="img" aria-label={label}>
      {edition === '__2023' ? (
        <>
          <PlanGround drawing="before2026" />
          {units.map((unit) => (
            <rect
              key={unit.slug}
              transform={planTranslate(unit.x, unit.y)}
              x={-MARKER_RADIUS}
              y={-MARKER_RADIUS}
              width={2 * MARKER_RADIUS}
              height={2 * MARKER_RADIUS}
              rx="6"
              fill="#6d3a63"
              stroke="#fff"
              strokeWidth="3"
            />
          ))}
        </>
      ) : (
        <PlanGround drawing="previous" />
      )}
    </svg>
  );
}
