import type { MapPoint } from '../../shared/cms/index.ts';

type Props = {
  title: string;
  points: MapPoint[];
  /** A unit to point out, in the same percent coordinates as the points. */
  highlight?: { x: number; y: number; label: string };
  /** Number the points, so the list beside the map can name them. */
  numbered?: boolean;
};

const WIDTH = 1000;
const HEIGHT = 700;

/**
 * The village drawn as SVG: lake along the bottom, beach, paths, pools. Points are numbered
 * markers with a `<title>`; the list next to the map is the text alternative.
 */
export function VillageMap({ title, points, highlight, numbered = true }: Props) {
  return (
    <svg className="village-map" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title}>
      <rect width={WIDTH} height={HEIGHT} fill="#e9efd8" />
      <path d="M0 560 C 200 530 420 600 620 570 S 900 540 1000 560 V700 H0Z" fill="#f2d7a6" />
      <path d="M0 610 C 220 585 430 650 640 620 S 900 590 1000 610 V700 H0Z" fill="#2a8fa6" />
      <path d="M0 650 C 240 630 460 690 660 660 S 910 640 1000 655 V700 H0Z" fill="#0f5e73" />
      <path
        d="M80 80 H920 M500 80 V560 M120 300 H880 M200 80 V540 M800 80 V540"
        stroke="#fffdf8"
        strokeWidth="14"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="560" y="360" width="140" height="80" rx="30" fill="#7cc6d6" stroke="#fffdf8" strokeWidth="6" />
      <circle cx="300" cy="190" r="46" fill="#6b8f3a" opacity="0.5" />
      <circle cx="700" cy="180" r="60" fill="#6b8f3a" opacity="0.5" />
      <circle cx="360" cy="420" r="52" fill="#6b8f3a" opacity="0.5" />
      {points.map((point, index) => (
        <g
          key={point.id}
          transform={`translate(${(point.x / 100) * WIDTH} ${(point.y / 100) * HEIGHT})`}
          className={`village-map__point village-map__point--${point.category}`}
        >
          <title>{point.label}</title>
          <circle r="15" />
          {numbered ? (
            <text y="5" textAnchor="middle">
              {index + 1}
            </text>
          ) : null}
        </g>
      ))}
      {highlight ? (
        <g transform={`translate(${(highlight.x / 100) * WIDTH} ${(highlight.y / 100) * HEIGHT})`} className="village-map__highlight">
          <title>{highlight.label}</title>
          <path d="M0 0 C -18 -22 -22 -34 -22 -44 A 22 22 0 1 1 22 -44 C 22 -34 18 -22 0 0Z" />
          <circle cy="-44" r="8" fill="#fff" />
        </g>
      ) : null}
    </svg>
  );
}
