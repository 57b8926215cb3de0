import type { MapPoint } from '../../shared/cms/index.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { PlanGround } from './PlanGround.tsx';
import {
  kindOf,
  MARKER_RADIUS,
  PLAN_HEIGHT,
  PLAN_KINDS,
  PLAN_WIDTH,
  type PlanUnit,
  planTranslate,
  unitLetter,
} from './village-plan-geometry.ts';

type Props = { locale: Locale; points: MapPoint[]; units: PlanUnit[] };

/** Labels go to the left of places in the east, so they stay on the plan. */
const labelSide = (x: number) =>
  x > 70 ? { x: -MARKER_RADIUS - 6, textAnchor: 'end' as const } : { x: MARKER_RADIUS + 6, textAnchor: 'start' as const };

/**
 * The village plan with every unit (a link to its page) and every point of interest, and beside
 * it the same places as a list, grouped by kind. Without JavaScript both work as they are; the
 * `village-plan` island adds pan and zoom (pointer, wheel, keys) and the filter by kind, whose
 * controls stay hidden until it runs (docs/product.md "Village plan").
 */
export function VillagePlan({ locale, points, units }: Props) {
  const m = getMessages(locale);
  const numbered = points.map((point, index) => ({ ...point, number: index + 1, kind: kindOf(point.category) }));
  const lettered = units.map((unit, index) => ({ ...unit, letter: unitLetter(index) }));
  const kinds = PLAN_KINDS.filter((kind) => kind === 'units' || numbered.some((point) => point.kind === kind));
  // Units are drawn last, on top: where markers touch (a phone, the whole plan), a tap on a unit reaches its page.
  const drawn = [...kinds.filter((kind) => kind !== 'units'), 'units' as const];
  return (
    <div className="map-layout" data-island="village-plan">
      <div className="village-plan">
        <div className="village-plan__tools" data-plan-tools="" hidden>
          <p id="village-plan-keys" className="village-plan__hint">
            {m.map.keysHint}
          </p>
          <div className="village-plan__zoom">
            <button type="button" className="button button--ghost" data-plan-zoom="in">
              <span aria-hidden="true">+</span>
              {m.map.zoomIn}
            </button>
            <button type="button" className="button button--ghost" data-plan-zoom="out">
              <span aria-hidden="true">−</span>
              {m.map.zoomOut}
            </button>
            <button type="button" className="button button--ghost" data-plan-zoom="reset">
              {m.map.zoomReset}
            </button>
          </div>
        </div>
        {/* A named group, not role="img": an image's children are presentational, so screen readers would lose the
            units' links and the places inside it (axe reports links nested in an image). */}
        {/* biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a fieldset; the group names the plan its places stand on */}
        <svg className="village-plan__svg" viewBox={`0 0 ${PLAN_WIDTH} ${PLAN_HEIGHT}`} role="group" aria-label={m.map.planLabel}>
          <PlanGround lakeLabel={m.map.lake} />
          {drawn.map((kind) => (
            <g key={kind} data-kind={kind}>
              {kind === 'units'
                ? lettered.map((unit) => (
                    <a key={unit.slug} href={unit.href} className="village-plan__unit" aria-label={unit.title}>
                      <g transform={planTranslate(unit.x, unit.y)} className="village-plan__place">
                        <g className="village-plan__marker">
                          <rect x={-MARKER_RADIUS} y={-MARKER_RADIUS} width={2 * MARKER_RADIUS} height={2 * MARKER_RADIUS} rx="6" />
                          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG text is not focusable; the letter only pairs the marker with the list, the link is named by the unit */}
                          <text y="5" textAnchor="middle" className="village-plan__unit-letter" aria-hidden="true">
                            {unit.letter}
                          </text>
                        </g>
                        <text {...labelSide(unit.x)} y="5" className="village-plan__label">
                          {unit.title}
                        </text>
                      </g>
                    </a>
                  ))
                : numbered
                    .filter((point) => point.kind === kind)
                    .map((point) => (
                      // A place is reached with Tab like a unit and read by its name; it leads nowhere, so it is an image, not a link.
                      // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG group is not interactive; as an image it is read by its label alone
                      <g
                        key={point.id}
                        className={`village-plan__place village-plan__point village-map__point village-map__point--${point.category}`}
                        transform={planTranslate(point.x, point.y)}
                        role="img"
                        aria-label={point.label}
                        tabIndex={0}
                      >
                        <title>{point.label}</title>
                        <g className="village-plan__marker">
                          <circle r={MARKER_RADIUS} />
                          <text y="5" textAnchor="middle">
                            {point.number}
                          </text>
                        </g>
                        <text {...labelSide(point.x)} y="5" className="village-plan__label">
                          {point.label}
                        </text>
                      </g>
                    ))}
            </g>
          ))}
        </svg>
        <fieldset className="village-plan__filter" data-plan-tools="" hidden>
          <legend>{m.map.filterLegend}</legend>
          {kinds.map((kind) => (
            <label key={kind}>
              <input type="checkbox" value={kind} defaultChecked data-plan-filter="" />
              {m.map.kinds[kind]}
            </label>
          ))}
        </fieldset>
      </div>
      <section aria-labelledby="map-points-heading" className="map-legend">
        <h2 id="map-points-heading">{m.map.placesHeading}</h2>
        {kinds.map((kind) => (
          <div key={kind} data-kind={kind}>
            <h3>{m.map.kinds[kind]}</h3>
            <ul className="map-legend__list">
              {kind === 'units'
                ? lettered.map((unit) => (
                    <li key={unit.slug} id={`unit-${unit.slug}`}>
                      <span className="map-legend__number map-legend__number--unit" aria-hidden="true">
                        {unit.letter}
                      </span>
                      <a href={unit.href}>{unit.title}</a>
                    </li>
                  ))
                : numbered
                    .filter((point) => point.kind === kind)
                    .map((point) => (
                      <li key={point.id}>
                        <span className={`map-legend__number village-map__point--${point.category}`} aria-hidden="true">
                          {point.number}
                        </span>
                        {point.label}
                      </li>
                    ))}
            </ul>
          </div>
        ))}
      </section>
    </div>
  );
}
