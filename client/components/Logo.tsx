import { FOOTER_LOGO_PX } from '../../shared/constants.ts';

/** The mark's shore, mountains and sun on its 48 × 48 disc (each logo draws its own disc). */
function MarkScene() {
  return (
    <>
      <path d="M6 30c6-4 12-4 18 0s12 4 18 0v6c-6 4-12 4-18 0S12 32 6 36z" fill="#f2d7a6" />
      <path d="M9 27l8-9 5 5 6-8 11 12" fill="none" stroke="#b9dfe6" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="33" cy="14" r="4" fill="#f2d7a6" />
    </>
  );
}

/** The brand mark and name; decorative, the link around it carries the accessible name. */
export function Logo() {
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 48 48" width="44" height="44" focusable="false" className="logo__mark">
        <circle cx="24" cy="24" r="22" fill="#0f5e73" />
        <MarkScene />
      </svg>
      <span className="logo__text">
        <span className="logo__name">Lago Serena</span>
        <span className="logo__tagline">Village &amp; Camping</span>
      </span>
    </>
  );
}

/** The footer's logo (140 × 120 px): the mark above the name, drawn in the footer's light colours. */
export function FooterLogo({ label }: { label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 140 120"
      width={FOOTER_LOGO_PX.width}
      height={FOOTER_LOGO_PX.height}
      className="footer-logo"
    >
      <g transform="translate(42 4) scale(1.1667)">
        <circle cx="24" cy="24" r="22" fill="#0f5e73" stroke="#b9dfe6" strokeWidth="1" />
        <MarkScene />
      </g>
      <text x="70" y="88" textAnchor="middle" className="footer-logo__name">
        Lago Serena
      </text>
      <text x="70" y="108" textAnchor="middle" className="footer-logo__tagline">
        VILLAGE &amp; CAMPING
      </text>
    </svg>
  );
}
