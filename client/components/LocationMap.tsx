import type { Messages } from '../../shared/i18n/index.ts';

/**
 * Where the village is, drawn by us (docs/product.md "Contacts"): a sketch of the southern shore
 * of Lake Garda with the towns around and the motorway, no map tiles and nothing fetched from
 * outside. Not to scale; the address and the coordinates beside it are what a satnav needs.
 */
export function LocationMap({ m, name }: { m: Messages['contacts']; name: string }) {
  return (
    <svg className="location-map" viewBox="0 0 480 300" role="img" aria-labelledby="location-map-title location-map-desc">
      <title id="location-map-title">{m.mapTitle}</title>
      <desc id="location-map-desc">{m.mapDescription}</desc>
      <rect width="480" height="300" fill="#eef1e6" />
      {/* The lake's southern basin, with the Sirmione peninsula reaching into it. */}
      <path
        d="M40 0 H440 C450 60 430 110 420 150 C405 190 360 205 320 200 C300 198 290 185 270 190 L262 215 C258 228 246 230 242 216 L236 192 C210 185 180 200 150 205 C110 212 70 190 55 150 C40 110 30 60 40 0 Z"
        fill="#9cc9e0"
        stroke="#5c93b0"
        strokeWidth="2"
      />
      <text x="240" y="80" textAnchor="middle" fontSize="18" fontStyle="italic" fill="#1f4e66">
        {m.lake}
      </text>
      {/* The A4 motorway along the south of the lake. */}
      <path d="M0 265 C120 255 200 262 300 258 S420 250 480 255" fill="none" stroke="#b0572c" strokeWidth="4" />
      <text x="16" y="288" fontSize="13" fill="#6b2f12">
        {m.motorway}
      </text>
      <g fontSize="13" fill="#2f3a3e">
        <circle cx="92" cy="214" r="4" fill="#2f3a3e" />
        <text x="60" y="236">
          Desenzano
        </text>
        <circle cx="252" cy="180" r="4" fill="#2f3a3e" />
        <text x="210" y="172">
          Sirmione
        </text>
        <circle cx="410" cy="196" r="4" fill="#2f3a3e" />
        <text x="380" y="222">
          Peschiera
        </text>
      </g>
      {/* The village, on the shore south-west of the peninsula. */}
      <g>
        <path d="M230 222 c0 -14 -18 -20 -18 -32 a18 18 0 0 1 36 0 c0 12 -18 18 -18 32 z" fill="#c0392b" stroke="#fff" strokeWidth="2" />
        <circle cx="230" cy="190" r="6" fill="#fff" />
        <text x="230" y="247" textAnchor="middle" fontSize="15" fontWeight="700" fill="#2f3a3e">
          {name}
        </text>
      </g>
    </svg>
  );
}
