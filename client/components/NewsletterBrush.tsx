/**
 * The newsletter block's brush stroke (docs/product.md "Behaviour and timings"). The still stroke is what a visitor without
 * JavaScript, or who prefers less motion, sees; its island draws it with Lottie instead.
 */
export function NewsletterBrush() {
  return (
    <span className="newsletter__brush" aria-hidden="true">
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: decoration, hidden from assistive technology with its parent */}
      <svg className="newsletter__brush-still" viewBox="0 0 300 40" width="300" height="40" focusable="false">
        <path
          d="M8 28C38 22 70 18 110 16S165 28 200 24S262 16 292 12"
          fill="none"
          stroke="currentColor"
          strokeWidth="9"
          strokeLinecap="round"
        />
      </svg>
      <span className="newsletter__brush-player" />
    </span>
  );
}
