import type { MapPoint } from '../../shared/cms/index.ts';
import { PlanGround } from './PlanGround.tsx';
import { MARKER_RADIUS, PLAN_HEIGHT, PLAN_WIDTH, planTranslate } from './village-plan-geometry.ts';

type Props = {
  title: string;
  points: MapPoint[];
  /** A unit to point out, in the same percent coordinates as the points; its label is written beside it. */
  highlight?: { x: number; y: number; label: string };
  /** Number the points, so the list beside the map can name them. */
  numbered?: boolean;
  /** The lake's name, written on the water. */
  lakeLabel?: string;
};

/**
 * The village plan as one picture (`role="img"`): the ground, numbered points and a unit to
 * point out. The interactive plan with links and a list is `VillagePlan`.
 */
export function VillageMap({ title, points, highlight, numbered = true, lakeLabel }: Props) {
  return (
    <svg className="village-map" viewBox={`0 0 ${PLAN_WIDTH} ${PLAN_HEIGHT}`} role="img" aria-label={title}>
      <PlanGround lakeLabel={lakeLabel} />
      {points.map((point, index) => (
        <g
          key={point.id}
          transform={planTranslate(point.x, point.y)}
          className={`village-map__point village-map__point--${point.category}`}
        >
          <circle r={MARKER_RADIUS} />
          {numbered ? (
            <text y="5" textAnchor="middle">
              {index + 1}
            </text>
          ) : null}
        </g>
      ))}
      {highlight ? (
        <g transform={planTranslate(highlight.x, highlight.y)} className="village-map__highlight">
          <path d="M0 0 C -18 -22 -22 -34 -22 -44 A 22 22 0 1 1 22 -44 C 22 -34 18 -22 0 0Z" />
          <circle cy="-44" r="8" fill="#fff" />
          <text
            x={highlight.x > 70 ? -30 : 30}
            y="-38"
            textAnchor={highlight.x > 70 ? 'end' : 'start'}
            className="village-map__highlight-label"
          >
            {highlight.label}
          </text>
        </g>
      ) : null}
    </svg>
  );
}
