import type { SiteSettings } from './validate.ts';
import { parseDayMonthYear } from './validate.ts';

/**
 * The booking engine's public booking page (`GET /booking/book`), as the demo has it: no
 * availability and no booking, only what the engine received, in plain words and with
 * `data-field` hooks for the tests. English, as it is the engine's page, not the site's.
 */

const SITE_NAMES = { villaggio: 'the village', campeggio: 'the campsite' } as const;
const LANGUAGE_NAMES: Record<string, string> = {
  it: 'Italian',
  en: 'English',
  de: 'German',
  nl: 'Dutch',
  da: 'Danish',
  pl: 'Polish',
};
const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);
}

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}dt{font-weight:600;margin-top:.5rem}dd{margin:0}.note{color:#555}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** `5-7-2027` → `Monday 5 July 2027`, the same whatever the machine's ICU data. */
function longDate(value: string): string {
  const time = parseDayMonthYear(value);
  if (time === undefined) return value;
  const date = new Date(time);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export type Guest = { id: string; count: number; band: string };

/** What the page shows, each value as received: also what the request log keeps as the visit's outcome. */
export type Received = {
  type: 'villaggio' | 'campeggio';
  hotel: string;
  layout: string;
  channel: string;
  checkin: string;
  checkout: string;
  nights: number;
  guests: Guest[];
  lang: string;
  unit?: string;
  offer?: string;
};

/** The received values of a query `validateBookingPage` accepted. */
export function received(query: URLSearchParams, settings: Partial<Record<string, SiteSettings>>): Received {
  const type = query.get('type') as Received['type'];
  const bands = new Map(Object.entries(settings[type]?.ageCategories ?? {}).map(([band, id]) => [id, band]));
  const guests = (JSON.parse(query.get('guesttypes') ?? '[]') as { id: string; count: number }[]).map(({ id, count }) => ({
    id,
    count,
    band: bands.get(id) ?? 'guest',
  }));
  const checkin = query.get('checkin') ?? '';
  const checkout = query.get('checkout') ?? '';
  const nights = Math.round(((parseDayMonthYear(checkout) ?? 0) - (parseDayMonthYear(checkin) ?? 0)) / DAY_MS);
  const unit = query.get('unit');
  const offer = query.get('offer');
  return {
    type,
    hotel: query.get('hotel') ?? '',
    layout: query.get('layout') ?? '',
    channel: query.get('channel') ?? '',
    checkin,
    checkout,
    nights,
    guests,
    lang: query.get('lang') ?? '',
    ...(unit === null ? {} : { unit }),
    ...(offer === null ? {} : { offer }),
  };
}

const guestLine = (guest: Guest) => `${guest.count} × ${guest.band} (id ${guest.id})`;

export function bookingPage(values: Received): string {
  const site = SITE_NAMES[values.type];
  const total = values.guests.reduce((sum, guest) => sum + guest.count, 0);
  const field = (name: string, label: string, value: string) =>
    `<dt>${escapeHtml(label)}</dt>\n<dd data-field="${name}">${escapeHtml(value)}</dd>`;
  const guests = values.guests
    .map((guest) => `<li data-id="${escapeHtml(guest.id)}" data-count="${guest.count}">${escapeHtml(guestLine(guest))}</li>`)
    .join('');
  const rows = [
    field('type', 'Site', `${site} (${values.type})`),
    field('hotel', 'Hotel', values.hotel),
    field('layout', 'Layout', values.layout),
    field('channel', 'Channel', values.channel),
    field('checkin', 'Arrival', values.checkin),
    field('checkout', 'Departure', values.checkout),
    field('nights', 'Nights', String(values.nights)),
    `<dt>Guests</dt>\n<dd data-field="guesttypes"><ul>${guests}</ul></dd>`,
    field('lang', 'Language', values.lang),
    ...(values.unit === undefined ? [] : [field('unit', 'Accommodation', values.unit)]),
    ...(values.offer === undefined ? [] : [field('offer', 'Offer', values.offer)]),
  ];
  const extras = [
    values.unit === undefined ? '' : ` in accommodation ${values.unit}`,
    values.offer === undefined ? '' : ` with offer ${values.offer}`,
  ].join('');
  const summary =
    `A stay at ${site} (hotel ${values.hotel})${extras}: arrival ${longDate(values.checkin)}, departure ` +
    `${longDate(values.checkout)}, ${values.nights} ${values.nights === 1 ? 'night' : 'nights'}, ` +
    `${total} ${total === 1 ? 'guest' : 'guests'} (${values.guests.map(guestLine).join(', ')}), ` +
    `page language ${LANGUAGE_NAMES[values.lang] ?? values.lang} (${values.lang}).`;
  return document(
    'Book your stay: booking engine (demo)',
    `<h1>Book your stay at ${escapeHtml(site)}</h1>
<p id="summary">${escapeHtml(summary)}</p>
<p class="note">This is the demo stand-in of the booking engine's booking page: it shows what it received and books nothing.</p>
<dl id="received">
${rows.join('\n')}
</dl>`,
  );
}

/** The engine's refusal of a booking link: what is wrong, and the parameters as they came. */
export function errorPage(error: string, query: URLSearchParams): string {
  const rows = [...query]
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt>\n<dd data-param="${escapeHtml(name)}">${escapeHtml(value)}</dd>`)
    .join('\n');
  const received = rows ? `The parameters it received:</p>\n<dl id="query">\n${rows}\n</dl>` : 'It received no parameters.</p>';
  return document(
    'Booking link refused: booking engine (demo)',
    `<h1>This booking link cannot be used</h1>
<p id="error">${escapeHtml(error)}</p>
<p class="note">The booking engine's demo stand-in refused the link. ${received}`,
  );
}
