import { type OpeningHours as Hours, WEEKDAYS, type Weekday } from '../../shared/cms/index.ts';
import { dayAndMonth, format, getMessages, listFormat, timeOfDay, weekdayName } from '../../shared/i18n/index.ts';
import { LOCALE_ISO, type Locale } from '../../shared/locales.ts';

const dayName = (day: Weekday, locale: Locale) => weekdayName(WEEKDAYS.indexOf(day), locale);

/** "Monday – Sunday" for days in a row (the week's order), else the days listed in the language's way. */
function daysLabel(days: readonly Weekday[], locale: Locale): string {
  const sorted = [...new Set(days)].sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b));
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return '';
  const inARow = WEEKDAYS.indexOf(last) - WEEKDAYS.indexOf(first) === sorted.length - 1;
  const label =
    inARow && sorted.length > 2
      ? `${dayName(first, locale)} – ${dayName(last, locale)}`
      : listFormat(locale, { type: 'conjunction' }).format(sorted.map((day) => dayName(day, locale)));
  // Languages that write the days in lower case still start a line with a capital.
  return label.charAt(0).toLocaleUpperCase(LOCALE_ISO[locale]) + label.slice(1);
}

/** The restaurant's season and services, as a description list of days and times. */
export function OpeningHours({ hours, locale, headingId }: { hours: Hours; locale: Locale; headingId: string }) {
  const m = getMessages(locale).restaurant;
  // Services on the same days share one row: "Monday – Sunday: 12:00–14:30, 19:00–22:30".
  const rows = new Map<string, { days: Weekday[]; times: { opens: string; closes: string }[] }>();
  for (const service of hours.services) {
    const key = [...service.days].sort().join(',');
    const row = rows.get(key) ?? { days: service.days, times: [] };
    row.times.push({ opens: service.opens, closes: service.closes });
    rows.set(key, row);
  }
  return (
    <section className="opening-hours" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.openingHoursTitle}</h2>
      {hours.season ? (
        <p>{format(m.season, { from: dayAndMonth(hours.season.from, locale), to: dayAndMonth(hours.season.to, locale) })}</p>
      ) : null}
      <dl className="opening-hours__list">
        {[...rows.values()].map((row) => (
          <div key={row.days.join(',')}>
            <dt>{daysLabel(row.days, locale)}</dt>
            <dd>
              {row.times.map(({ opens, closes }, index) => (
                <span key={opens}>
                  {index > 0 ? ', ' : null}
                  <time dateTime={opens}>{timeOfDay(opens, locale)}</time>–<time dateTime={closes}>{timeOfDay(closes, locale)}</time>
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
