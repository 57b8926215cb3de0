import type { SeasonStayRule } from '../../shared/cms/index.ts';
import { arrivalDaysText } from '../../shared/forms/stay-rules.ts';
import { dayAndMonth, format, getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';

const SITE_ORDER = ['villaggio', 'campeggio', undefined] as const;

/**
 * The season's minimum stays and arrival days, written from the rules the forms check
 * (docs/product.md "Booking path"), so the price list and the forms cannot disagree: one line
 * per rule, each site's dated rules first, then the one for the rest of its season.
 */
export function StayRules({ rules, locale }: { rules: SeasonStayRule[]; locale: Locale }) {
  const r = getMessages(locale).prices.stayRules;
  const lines = SITE_ORDER.flatMap((site) => {
    const own = rules.filter((rule) => rule.site === site);
    // A rule for the whole season gives way to a dated one for the same site (or both sites).
    const dated = rules.some((rule) => rule.from && (rule.site === undefined || site === undefined || rule.site === site));
    return [
      ...own.filter((rule) => rule.from).toSorted((a, b) => (a.from ?? '').localeCompare(b.from ?? '')),
      ...own.filter((rule) => !rule.from),
    ].map((rule) => {
      const when =
        rule.from && rule.to
          ? format(r.period, { from: dayAndMonth(rule.from, locale), to: dayAndMonth(rule.to, locale) })
          : dated
            ? r.rest
            : r.season;
      const days = rule.arrivalDays ? arrivalDaysText(rule.arrivalDays, locale) : '';
      const what =
        rule.minNights === undefined
          ? format(r.arrival, { days })
          : format(days ? r.nightsArrival : r.nights, { nights: rule.minNights, days });
      return format(r.line, { where: r[site ?? 'both'], when, what });
    });
  });
  return (
    <ul className="stay-rules">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
