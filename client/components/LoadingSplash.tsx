import { getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';

/**
 * The loading splash with its heart (docs/product.md "Screens and addresses", "Behaviour and timings"). Server-rendered hidden: the page is
 * already there when the HTML arrives, so covering it would only delay the first paint;
 * the splash island shows it on `show-loading` (a CV being uploaded) and hides it on
 * `hide-loading`.
 */
export function LoadingSplash({ locale }: { locale: Locale }) {
  const m = getMessages(locale);
  return (
    <div className="loading-splash" role="status" data-island="loading-splash" hidden>
      <span className="loading-splash__animation" aria-hidden="true" />
      <svg className="loading-splash__heart" aria-hidden="true" viewBox="0 0 24 24" width="64" height="64" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 5.4 3.2 1.8-2 3.3-3.2 5.4-3.2 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z"
          fill="currentColor"
        />
      </svg>
      <span className="visually-hidden">{m.layout.loading}</span>
    </div>
  );
}
