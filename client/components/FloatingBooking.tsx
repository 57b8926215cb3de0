import { getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/index.ts';

/** The round booking button of mobile and tablet screens (docs/product.md "Screens and addresses"), hidden from 1200 px. */
export function FloatingBooking({ locale }: { locale: Locale }) {
  const m = getMessages(locale);
  return (
    <a className="floating-booking" href={href('booking', locale)}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" focusable="false">
        <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">{m.layout.floatingBooking}</span>
    </a>
  );
}
