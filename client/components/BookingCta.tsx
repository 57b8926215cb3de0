import type { Locale } from '../../shared/locales.ts';
import { useFormEnvironment } from '../forms/environment.ts';
import { RequestCta } from './RequestCta.tsx';
import { type StayOrigin, StaySearch } from './StaySearch.tsx';

/**
 * Where a visitor decides (an accommodation, an offer): once online booking is open, the stay
 * search that books this unit or offer online, with the request as its second button; before
 * the opening day, the request named after it (docs/product.md "Booking path").
 */
export function BookingCta({ locale, requestLabel, from }: { locale: Locale; requestLabel: string; from: StayOrigin }) {
  const { onlineBooking } = useFormEnvironment();
  if (onlineBooking.opensOn) return <RequestCta locale={locale} label={requestLabel} link={{ site: from.site, subject: from.subject }} />;
  return (
    <div className="booking-cta">
      <StaySearch locale={locale} from={from} />
    </div>
  );
}
