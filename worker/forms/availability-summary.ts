import type { AvailabilitySubmission, FormState } from '../../shared/forms/index.ts';
import { format, getMessages } from '../../shared/i18n/index.ts';
import { LOCALE_ISO, type Locale } from '../../shared/locales.ts';

/** What the visitor sent, for the confirmation that takes the form's place: site, dates, guests, and what it is about. */
export function availabilitySummary(data: AvailabilitySubmission, locale: Locale): NonNullable<FormState['summary']> {
  const a = getMessages(locale).forms.availability;
  const day = new Intl.DateTimeFormat(LOCALE_ISO[locale], { dateStyle: 'long', timeZone: 'UTC' });
  const date = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
  const ages = data.childAges.length > 0 ? ` (${format(a.summaryAges, { ages: data.childAges.join(', ') })})` : '';
  const rows = [
    { label: a.summarySite, value: data.site === 'villaggio' ? a.village : a.campsite },
    { label: a.summaryDates, value: format(a.summaryDatesValue, { checkin: date(data.checkin), checkout: date(data.checkout) }) },
    { label: a.summaryGuests, value: format(a.summaryGuestsValue, { adults: data.adults, children: data.childAges.length }) + ages },
  ];
  return data.subject ? [...rows, { label: a.subject, value: data.subject }] : rows;
}
