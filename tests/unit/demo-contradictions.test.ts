import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { factIn, factText, loadFacts } from '../../demo/cms/facts.ts';
import { type Item, loadContent } from '../../demo/cms/store.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { PAGE_KEYS } from '../../shared/routes/page-keys.ts';
import {
  BALANCE,
  BOOKED_BY_CONFIRMING,
  CHILD_BAND,
  COUNTED,
  DAYS_BEFORE_ARRIVAL,
  DISTANCE_TO,
  DOWN_PAYMENT,
  HUNDREDS,
  LINEN_NOT_EVERYWHERE,
  MONTHS,
  NEVER_AGAIN,
  NUMBER_WORDS,
  REPLY,
  REQUEST_ONLY,
  STAY_TIMES,
  TOPIC,
  WAYS_TO_BOOK,
  WITHIN_DAYS,
} from '../fixtures/fact-patterns.ts';

/**
 * Two pages must never state one fact differently. The facts live once in
 * demo/content/facts.json and texts refer to them, but a text can still state a fact
 * literally: this test reads every text of the demo content as the CMS stand-in serves it, in
 * all six languages, finds the statements of the facts below in the shapes each language
 * writes them (tests/fixtures/fact-patterns.ts), and fails on any that differs from the fact.
 * docs/product.md "Facts".
 */

const CONTENT = join(import.meta.dirname, '../../demo/content');
const facts = loadFacts(CONTENT);
const served = loadContent(CONTENT);

type Text = { locale: Locale; type: string; item: Item; where: string; text: string };

function fact(key: string, locale: Locale = 'en'): string | number {
  const value = factIn(facts, key, locale);
  if (value === undefined) throw new Error(`no fact ${key}`);
  return value;
}

/** A fact as the texts state it: a day as its day and month ("28 February"). */
function stated(key: string, locale: Locale): string {
  const value = factText(facts, key, locale);
  if (value === undefined) throw new Error(`no fact ${key}`);
  return value;
}

/** Every visitor-facing string of one language, with its item. Slugs, links and dates are addresses, not statements. */
function textsOf(locale: Locale): Text[] {
  const texts: Text[] = [];
  function walk(value: unknown, where: string, type: string, item: Item) {
    if (typeof value === 'string') {
      if (!/\.(slug|link|src|updatedAt|date|validFrom|validTo|bookBy|until|seasonFrom|seasonTo|type|category)$/.test(where)) {
        texts.push({ locale, type, item, where, text: value });
      }
    } else if (Array.isArray(value)) {
      for (const [index, entry] of value.entries()) walk(entry, `${where}[${index}]`, type, item);
    } else if (value && typeof value === 'object') {
      for (const [key, entry] of Object.entries(value)) walk(entry, `${where}.${key}`, type, item);
    }
  }
  for (const [type, items] of served.get(locale) ?? []) {
    for (const item of items) walk(item, `${locale}/${type}/${String(item.slug ?? item.id)}`, type, item);
  }
  return texts;
}

const MONEY = /€\s?(\d+(?:[.,]\d{1,2})?)|(\d+(?:[.,]\d{1,2})?)\s?(?:€|euro\b|Euro\b)/g;

function amount(raw: string): number {
  return Number(raw.replace(',', '.'));
}

/** Amounts of money in a text, with what follows and precedes them. */
function moneyIn(text: string): { value: number; before: string; after: string }[] {
  return [...text.matchAll(MONEY)].map((match) => ({
    value: amount(match[1] ?? match[2] ?? ''),
    before: text.slice(Math.max(0, (match.index ?? 0) - 14), match.index),
    after: text.slice((match.index ?? 0) + match[0].length),
  }));
}

/** A number written as digits or as a word of the language, or undefined. */
function numberOf(token: string, locale: Locale): number | undefined {
  if (/^\d+$/.test(token)) return Number(token);
  return NUMBER_WORDS[locale][token.toLowerCase()] ?? HUNDREDS[locale][token.toLowerCase()];
}

/** The count written right before each match of `noun` (digits, a number word, or a spelled-out hundred). */
function countsBefore(text: string, noun: RegExp, locale: Locale): number[] {
  const counts: number[] = [];
  for (const match of text.matchAll(new RegExp(noun.source, 'g'))) {
    const before = text.slice(Math.max(0, (match.index ?? 0) - 40), match.index).replace(/\d+[ -]kW[ -]?/g, '');
    const spelled = Object.keys(HUNDREDS[locale]).find((words) => before.toLowerCase().trimEnd().endsWith(words));
    const token =
      spelled ??
      before
        .trimEnd()
        .split(/[\s(]+/)
        .at(-1) ??
      '';
    const count = numberOf(token, locale);
    if (count !== undefined) counts.push(count);
  }
  return counts;
}

/** Dates written with a month name or as dd.mm / dd/mm: [day, month]. */
function datesIn(text: string, locale: Locale): [number, number][] {
  const months = MONTHS[locale];
  const named = new RegExp(`\\b(\\d{1,2})\\.?\\s(${months.join('|')})\\b`, 'gi');
  const dates: [number, number][] = [...text.matchAll(named)].map((match) => [
    Number(match[1]),
    months.findIndex((month) => month.toLowerCase() === (match[2] ?? '').toLowerCase()) + 1,
  ]);
  for (const match of text.matchAll(/\b(\d{1,2})[./](\d{1,2})\b(?![.,/]?\d)/g)) {
    const [day, month] = [Number(match[1]), Number(match[2])];
    if (day >= 1 && day <= 31 && month >= 1 && month <= 12) dates.push([day, month]);
  }
  return dates;
}

/** The km a text states to the station, the motorway exit or the airport (fact-patterns.ts DISTANCE_TO). */
function distancesIn(text: string, what: keyof typeof DISTANCE_TO, locale: Locale): number[] {
  return [...text.matchAll(DISTANCE_TO[what][locale])].map((match) => Number(match.slice(1).find(Boolean)));
}

/** Offers whose price follows from a discount fact (or the price list), by CMS id. */
const OFFERS: { id: number; percent?: string; price: string }[] = [
  { id: 7001, percent: 'earlyBooking.percent', price: 'earlyBooking.priceFrom' },
  { id: 7002, percent: 'longStay.percent', price: 'longStay.priceFrom' },
  { id: 7004, price: 'prices.standard.low' },
  { id: 7005, percent: 'seniorCamping.percent', price: 'seniorCamping.priceFrom' },
  { id: 7007, percent: 'autumn.percent', price: 'autumn.priceFrom' },
];

/** The 2026 early-booking news states last season's terms, which were different. */
const LAST_SEASON_EARLY_BOOKING = { type: 'post', id: 4007 };

/** The texts that tell a visitor how to book: the booking page's intro and SEO description, and the FAQ "How do I book?". */
const HOW_TO_BOOK = (text: Text) =>
  (text.type === 'page' && text.item.slug === PAGE_KEYS.booking && /\.(intro|seo\.description)$/.test(text.where)) ||
  (text.type === 'faq' && text.item.id === 2001 && text.where.endsWith('.answer'));

/** A text's sentences (a colon or a semicolon does not end one), and its clauses (they do). */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s/);
const clausesOf = (text: string) => text.split(/(?<=[.;:!?])\s|\s[–—]\s/);

type Span = { start: number; end: number };

function spans(text: string, pattern: RegExp): (Span & { match: RegExpExecArray })[] {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  return [...text.matchAll(global)].map((match) => ({ start: match.index, end: match.index + match[0].length, match }));
}

/** Characters between two spans of one text (0 when they overlap). */
function gap(a: Span, b: Span): number {
  return Math.max(0, b.start - a.end, a.start - b.end);
}

/** The span of `candidates` nearest to `to`, or undefined. */
function nearest<T extends Span>(to: Span, candidates: T[]): T | undefined {
  return candidates.reduce<T | undefined>((best, span) => (best === undefined || gap(to, span) < gap(to, best) ? span : best), undefined);
}

type Check = { name: string; find(texts: Text[], locale: Locale): string[] };

const locale = (text: Text) => text.locale;

const said = (text: Text, what: string, fact: string | number) => `${text.where}: says ${what}, the fact is ${fact}`;

const CHECKS: Check[] = [
  {
    name: 'season opening and closing',
    find: (texts, locale) => {
      const [opens] = datesIn(stated('season.opens', locale), locale);
      const [closes] = datesIn(stated('season.closes', locale), locale);
      const found: string[] = [];
      // Staff contracts start before the guests' season and end after it; texts dated 2026 are about last season.
      const aboutThisSeason = (entry: Text) =>
        TOPIC.season[locale].test(entry.text) && entry.type !== 'positions' && !entry.text.includes('2026');
      for (const text of texts.filter(aboutThisSeason)) {
        for (const [day, month] of datesIn(text.text, locale)) {
          if (month === opens?.[1] && day !== opens[0])
            found.push(said(text, `the season opens ${day}.${month}.`, stated('season.opens', locale)));
          if (month === closes?.[1] && day !== closes[0])
            found.push(said(text, `the season closes ${day}.${month}.`, stated('season.closes', locale)));
        }
      }
      return found;
    },
  },
  {
    name: 'early-booking discount and deadline',
    find: (texts, locale) => {
      const percent = Number(fact('earlyBooking.percent'));
      const deadline = stated('earlyBooking.bookBy', locale);
      const [deadlineDay, deadlineMonth] = datesIn(deadline, locale)[0] ?? [];
      const found: string[] = [];
      for (const text of texts) {
        if (text.type === LAST_SEASON_EARLY_BOOKING.type && text.item.id === LAST_SEASON_EARLY_BOOKING.id) continue;
        const inScope =
          (text.type === 'offerte' && text.item.id === 7001) ||
          text.type === 'promo' ||
          text.where.includes('.contenuto_in_evidenza.') ||
          TOPIC.earlyBooking[locale].test(text.text);
        if (!inScope) continue;
        if (!TOPIC.deposit[locale].test(text.text)) {
          for (const match of text.text.matchAll(/(\d+)\s?%/g))
            if (Number(match[1]) !== percent) found.push(said(text, `${match[1]} %`, percent));
        }
        for (const [day, month] of datesIn(text.text, locale)) {
          const beforeSeason = month <= 3 || month >= 11;
          if (beforeSeason && (day !== deadlineDay || month !== deadlineMonth))
            found.push(said(text, `a deadline of ${day}.${month}.`, deadline));
        }
      }
      return found;
    },
  },
  {
    name: 'offer discounts and prices',
    find: (texts) =>
      OFFERS.flatMap((offer) => {
        const price = Number(fact(offer.price));
        const percent = offer.percent ? Number(fact(offer.percent)) : undefined;
        const own = texts.filter((text) => text.type === 'offerte' && text.item.id === offer.id);
        const item = own[0]?.item;
        const found =
          item && item.priceFrom !== price ? [`${own[0]?.where}: priceFrom ${String(item.priceFrom)}, the fact is ${price}`] : [];
        for (const text of own) {
          for (const money of moneyIn(text.text)) if (money.value !== price) found.push(said(text, `${money.value} €`, price));
          if (percent === undefined) continue;
          for (const match of text.text.matchAll(/(\d+)\s?%/g)) {
            if (Number(match[1]) !== percent && !/deposit|acconto|anzahlung|aanbetaling|forudbetaling|zaliczk/i.test(text.text)) {
              found.push(said(text, `${match[1]} %`, percent));
            }
          }
        }
        return found;
      }),
  },
  {
    name: "units' 'from' prices are the price list's low season",
    find: (texts) => {
      const units = new Map(texts.filter((text) => text.type === 'accommodations').map((text) => [String(text.item.slug), text]));
      return [...units].flatMap(([slug, text]) => {
        const key = slug.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
        const low = Number(fact(`prices.${key}.low`));
        const described = moneyIn(String((text.item.seo as { description?: string } | undefined)?.description ?? ''));
        return [
          ...(text.item.priceFrom === low
            ? []
            : [`${locale(text)}/${slug}: priceFrom ${String(text.item.priceFrom)}, the price list says ${low}`]),
          ...described
            .filter((money) => money.value !== low)
            .map((money) => `${locale(text)}/${slug}: SEO description says ${money.value} €, the price list says ${low}`),
        ];
      });
    },
  },
  {
    name: 'pet fee and free-pets period',
    find: (texts, locale) => {
      const fee = Number(fact('pets.feePerNight'));
      const found: string[] = [];
      for (const text of texts) {
        if (text.where.endsWith('.price') && text.where.includes('.extras[')) {
          const label = (text.item.extras as { label: string; price: string }[]).find((extra) => extra.price === text.text)?.label ?? '';
          if (TOPIC.pet[locale].test(label) && moneyIn(text.text)[0]?.value !== fee) found.push(said(text, `${label} ${text.text}`, fee));
          continue;
        }
        for (const sentence of text.text.split(/(?<=[.;!?])\s|\s[–—]\s/)) {
          if (!TOPIC.pet[locale].test(sentence)) continue;
          if (TOPIC.lowSeason[locale].test(sentence)) found.push(said(text, 'pets free in low season', 'from 23 April to 12 June'));
          for (const money of moneyIn(sentence)) {
            if (!TOPIC.from[locale].test(money.before) && money.value !== fee) found.push(said(text, `a pet fee of ${money.value} €`, fee));
          }
        }
      }
      return found;
    },
  },
  {
    name: 'e-bike hire per day',
    find: (texts, locale) => {
      const perDay = Number(fact('bikes.ebikePerDay'));
      return texts.flatMap((text) => {
        const label = text.where.endsWith('.price')
          ? ((text.item.extras as { label: string; price: string }[] | undefined)?.find((extra) => extra.price === text.text)?.label ?? '')
          : '';
        if (!TOPIC.ebike[locale].test(`${label} ${text.text}`)) return [];
        return moneyIn(text.text)
          .filter((money) => TOPIC.day[locale].test(money.after) && money.value !== perDay)
          .filter((money) => label || /e-bike|elcykel|e-rower/i.test(text.text.slice(0, text.text.indexOf(String(money.value)))))
          .map((money) => said(text, `${money.value} € a day`, perDay));
      });
    },
  },
  {
    name: 'counts: EV chargers, units, pools',
    find: (texts, locale) => {
      const expected = { chargers: Number(fact('evChargers.count')), units: Number(fact('village.units')), pools: 3 } as const;
      return texts.flatMap((text) =>
        (Object.keys(expected) as (keyof typeof expected)[]).flatMap((what) =>
          countsBefore(text.text, COUNTED[what][locale], locale)
            // A count of units below 50 is a part of the village (eight accessible units), not all of it.
            .filter((count) => count !== expected[what] && (what !== 'units' || count >= 50))
            .map((count) => said(text, `${count} ${what}`, expected[what])),
        ),
      );
    },
  },
  {
    name: 'director named in quotes',
    find: (texts, locale) => {
      const director = String(fact('people.director'));
      return texts
        .filter((text) => text.where.endsWith('.cite') && TOPIC.directorRole[locale].test(text.text) && !text.text.includes(director))
        .map((text) => said(text, text.text, director));
    },
  },
  {
    name: 'distance to Sirmione',
    find: (texts, locale) => {
      const km = Number(fact('distances.sirmioneKm'));
      // "5 km from Sirmione", "Sirmione, just 5 km", "Sirmione from Lago Serena, 5 km": at most four words apart.
      const near = /(\d+) km\s(?:[\p{L}’']+\s){0,4}Sirmione|(?<![-–])Sirmione(?:,?\s[\p{L}’']+){0,4},?\s(?:\p{L}+\s)?(\d+) km/gu;
      const found: string[] = [];
      for (const text of texts) {
        for (const match of text.text.matchAll(near)) {
          // The motorway exit and the station named after Sirmione are elsewhere.
          const around = text.text.slice(Math.max(0, (match.index ?? 0) - 30), (match.index ?? 0) + match[0].length);
          if (TOPIC.road[locale].test(around)) continue;
          const stated = Number(match[1] ?? match[2]);
          if (stated !== km) found.push(said(text, `Sirmione ${stated} km`, km));
        }
      }
      return found;
    },
  },
  {
    name: 'check-in, check-out and late check-out times',
    find: (texts, locale) => {
      const hours = ['checkInFrom', 'checkInUntil', 'checkOutBy', 'lateCheckOut', 'pitches'].map((key) => Number(fact(`stay.${key}`)));
      return texts
        .filter((text) => STAY_TIMES[locale].test(text.text))
        .flatMap((text) => {
          // 15:00, 15.00, kl. 15–20, 15 bis 20 Uhr, 3pm, 10 am, midday.
          const stated = [
            ...[...text.text.matchAll(/\b(\d{1,2})[:.]00\b/g)].map((match) => Number(match[1])),
            ...[...text.text.matchAll(/kl\. (\d{1,2})(?:–(\d{1,2}))?/g)].flatMap((match) =>
              [match[1], match[2]].filter(Boolean).map(Number),
            ),
            ...[...text.text.matchAll(/\b(\d{1,2})(?: bis (\d{1,2}))? Uhr/g)].flatMap((match) =>
              [match[1], match[2]].filter(Boolean).map(Number),
            ),
            ...[...text.text.matchAll(/\b(\d{1,2}) ?(am|pm)\b/g)].map((match) => (Number(match[1]) % 12) + (match[2] === 'pm' ? 12 : 0)),
          ];
          return stated.filter((hour) => !hours.includes(hour)).map((hour) => said(text, `${hour}:00`, hours.join(', ')));
        });
    },
  },
  {
    name: 'phone numbers',
    find: (texts) => {
      const known = [String(fact('contact.phone')), String(fact('contact.whatsapp'))].map((phone) => phone.replace(/\s/g, ''));
      return texts.flatMap((text) =>
        [...text.text.matchAll(/\+39[\d\s]{8,}\d/g)]
          .filter((match) => !known.includes(match[0].replace(/\s/g, '')))
          .map((match) => said(text, match[0], known.join(' or '))),
      );
    },
  },
  {
    name: 'the founding year',
    find: (texts) => {
      const year = Number(fact('village.founded'));
      return texts.flatMap((text) =>
        [...text.text.matchAll(/\b(?:dal|since|seit|sinds|siden|od|Nel|In|I|W)\s(19\d\d)\b|\b(196\d)\b/g)]
          .map((match) => Number(match[1] ?? match[2]))
          .filter((found) => found < 1975 && found !== year)
          .map((found) => said(text, String(found), year)),
      );
    },
  },
  {
    name: 'pools: no 25-metre pool, the infinity pool adults-only 13–15 only',
    find: (texts) =>
      texts.flatMap((text) => {
        const found: string[] = [];
        if (
          /\b25[- ]?(?:m\b(?!²)|metri|metre|meter|Meter|metrow)/.test(text.text) &&
          /pool|piscin|vasca|becken|bad|bassin|basen/i.test(text.text)
        ) {
          found.push(said(text, 'a 25-metre pool', 'lagoon, children’s and infinity pools'));
        }
        const adultsOnly = /adult|erwachsen|volwassen|voksne|dorosł/i.test(text.text) && /sfioro|infinity/i.test(text.text);
        if (adultsOnly && !/\b13(?:[.:]00)?\D{1,12}15\b|1 (?:and|to) 3 ?pm|1–3 ?pm/.test(text.text)) {
          found.push(said(text, 'an adults-only infinity pool without the hours', 'adults only from 13 to 15'));
        }
        return found;
      }),
  },
  {
    name: "kids' club ages and hours",
    find: (texts, locale) => {
      const [from, to] = [Number(fact('kidsClub.minAge')), Number(fact('kidsClub.maxAge'))];
      const pair =
        /\b(\d{1,2})(?:\s?[–-]\s?|\s(?:to|bis|tot(?: en met)?|til|do|agli|ai|a)\s)(\d{1,2})\b(?![.:]\d|\s?(?:am|pm|Uhr|uur|-|–))/g;
      return texts.flatMap((text) => {
        if (!TOPIC.kidsClub[locale].test(text.text)) return [];
        const found = [...text.text.matchAll(pair)]
          .filter((match) => Number(match[1]) < 10 && (Number(match[1]) !== from || Number(match[2]) !== to))
          .map((match) => said(text, `ages ${match[1]}–${match[2]}`, `${from}–${to}`));
        if (/12[.:]30/.test(text.text) && !/18[.:]30|6[.:]30 ?pm/.test(text.text))
          found.push(said(text, 'an afternoon not until 18.30', '16–18.30'));
        return found;
      });
    },
  },
  {
    name: "price list's child band",
    find: (texts, locale) => {
      const [from, to] = [Number(fact('ageBands.campsite.childFrom')), Number(fact('ageBands.campsite.childTo'))];
      return texts.flatMap((text) =>
        [...text.text.matchAll(CHILD_BAND[locale])]
          .filter((match) => Number(match[1]) !== from || Number(match[2]) !== to)
          .map((match) => said(text, `children ${match[1]}–${match[2]}`, `${from}–${to}`)),
      );
    },
  },
  {
    name: 'the glamping tent: size and minutes to the beach',
    find: (texts, locale) => {
      const [area, minutes] = [Number(fact('glamping.areaM2')), Number(fact('glamping.beachMinutes'))];
      const found: string[] = [];
      for (const text of texts) {
        const aboutTheTent =
          (text.type === 'post' && text.item.id === 4003) || (text.type === 'accommodations' && text.item.type === 'glamping');
        if (!aboutTheTent) continue;
        const size = /(\d+) m²/.exec(text.text);
        const isInterior = text.where.endsWith('.information[0].value') || text.where.includes('.blocks[2].items[0]');
        if (size && isInterior && Number(size[1]) !== area) found.push(said(text, `${size[1]} m²`, area));
        for (const beach of text.text.matchAll(new RegExp(TOPIC.beach[locale].source, 'gi'))) {
          const after = text.text.slice((beach.index ?? 0) + beach[0].length, (beach.index ?? 0) + 50);
          const before = text.text.slice(Math.max(0, (beach.index ?? 0) - 30), beach.index);
          const tokens = [...after.split(/[\s,]+/), ...before.split(/[\s,]+/).reverse()];
          const count = tokens.map((token) => numberOf(token, locale)).find((value) => value !== undefined);
          if (count !== undefined && count !== minutes && /minut/i.test(`${before} ${after}`))
            found.push(said(text, `${count} minutes to the beach`, minutes));
        }
      }
      return found;
    },
  },
  {
    name: 'how to book: online first, then the request, and never the request alone',
    find: (texts, locale) => {
      const { online, request } = WAYS_TO_BOOK[locale];
      const found: string[] = [];
      for (const text of texts) {
        for (const match of text.text.matchAll(new RegExp(REQUEST_ONLY[locale].source, `${REQUEST_ONLY[locale].flags}g`))) {
          found.push(said(text, `“${match[0]}”`, 'online booking is open, the request is the second way'));
        }
        if (!HOW_TO_BOOK(text)) continue;
        const [first, second] = [text.text.search(online), text.text.search(request)];
        if (first < 0 || second < 0 || first > second) found.push(said(text, 'not online booking first, then the request', 'both ways'));
      }
      return found;
    },
  },
  {
    name: 'the deposit: its percentage, and the days to pay it after our offer',
    find: (texts, locale) => {
      const [percent, days] = [Number(fact('booking.depositPercent')), Number(fact('booking.depositDays'))];
      const found: string[] = [];
      for (const text of texts) {
        if (text.type === LAST_SEASON_EARLY_BOOKING.type && text.item.id === LAST_SEASON_EARLY_BOOKING.id) continue;
        // "a 30% deposit", "caparra del 30%": the percentage nearest the word, in its clause.
        for (const clause of clausesOf(text.text)) {
          const percents = spans(clause, /(\d+(?:[.,]\d+)?)\s?%/);
          for (const word of spans(clause, DOWN_PAYMENT[locale])) {
            const closest = nearest(word, percents);
            if (closest && gap(word, closest) <= 40 && amount(closest.match[1] ?? '') !== percent)
              found.push(said(text, `a ${closest.match[1]} % deposit`, percent));
          }
        }
        // "pay the deposit within 3 days": a "within N days" nearer the deposit than our answer.
        for (const sentence of sentencesOf(text.text)) {
          const [deposits, replies] = [spans(sentence, DOWN_PAYMENT[locale]), spans(sentence, REPLY[locale])];
          for (const within of spans(sentence, WITHIN_DAYS[locale])) {
            const [deposit, reply] = [nearest(within, deposits), nearest(within, replies)];
            const count = numberOf(within.match[1] ?? '', locale);
            if (deposit && (!reply || gap(within, deposit) < gap(within, reply)) && count !== undefined && count !== days)
              found.push(said(text, `the deposit within ${count} days`, days));
          }
        }
      }
      return found;
    },
  },
  {
    name: 'the request answered within the answer days',
    find: (texts, locale) => {
      const days = Number(fact('booking.answerDays'));
      const found: string[] = [];
      for (const text of texts) {
        for (const sentence of sentencesOf(text.text)) {
          const [deposits, replies] = [spans(sentence, DOWN_PAYMENT[locale]), spans(sentence, REPLY[locale])];
          for (const within of spans(sentence, WITHIN_DAYS[locale])) {
            const [deposit, reply] = [nearest(within, deposits), nearest(within, replies)];
            const count = numberOf(within.match[1] ?? '', locale);
            if (reply && (!deposit || gap(within, reply) <= gap(within, deposit)) && count !== undefined && count !== days)
              found.push(said(text, `an answer within ${count} days`, days));
          }
        }
      }
      return found;
    },
  },
  {
    name: 'the balance: due the balance days before arrival',
    find: (texts, locale) => {
      const days = Number(fact('booking.balanceDays'));
      const found: string[] = [];
      for (const text of texts) {
        for (const sentence of sentencesOf(text.text)) {
          for (const before of spans(sentence, DAYS_BEFORE_ARRIVAL[locale])) {
            const lead = sentence.slice(Math.max(0, before.start - 80), before.start);
            if (BALANCE[locale].test(lead) && Number(before.match[1]) !== days)
              found.push(said(text, `the balance ${before.match[1]} days before arrival`, days));
          }
        }
      }
      return found;
    },
  },
  {
    name: 'distances: the station, the motorway exit and the airport',
    find: (texts, locale) => {
      const km = {
        station: Number(fact('distances.stationKm')),
        motorwayExit: Number(fact('distances.motorwayExitKm')),
        airport: Number(fact('distances.airportKm')),
      };
      return texts.flatMap((text) =>
        (Object.keys(km) as (keyof typeof km)[]).flatMap((what) =>
          distancesIn(text.text, what, locale)
            .filter((stated) => stated !== km[what])
            .map((stated) => said(text, `the ${what} ${stated} km away`, km[what])),
        ),
      );
    },
  },
  {
    name: 'bed linen: included in all accommodation',
    find: (texts, locale) =>
      texts.flatMap((text) => {
        if (text.where.includes('.extras[') && text.where.endsWith('.label'))
          return TOPIC.bedLinen[locale].test(text.text) ? [said(text, `an extra “${text.text}”`, stated('linen.bedLinen', locale))] : [];
        return sentencesOf(text.text)
          .filter((sentence) => TOPIC.bedLinen[locale].test(sentence))
          .flatMap((sentence) => [
            ...moneyIn(sentence).map((money) => said(text, `bed linen at ${money.value} €`, stated('linen.bedLinen', locale))),
            ...(LINEN_NOT_EVERYWHERE[locale].test(sentence) ? [said(text, `“${sentence}”`, 'bed linen in all accommodation')] : []),
          ]);
      }),
  },
  {
    name: 'pets stay free from and to the same days, and the price list says so',
    find: (texts, locale) => {
      const [from, to] = [stated('pets.freeFrom', locale), stated('pets.freeTo', locale)];
      const days = [...datesIn(from, locale), ...datesIn(to, locale)].map(([day, month]) => `${day}.${month}`);
      const found: string[] = [];
      for (const text of texts) {
        if (!TOPIC.pet[locale].test(text.text) || !TOPIC.petsFree[locale].test(text.text)) continue;
        // Pets stay free in spring: a day of April to June in a text about it is one of the two.
        for (const [day, month] of datesIn(text.text, locale)) {
          if (month >= 4 && month <= 6 && !days.includes(`${day}.${month}`))
            found.push(said(text, `pets free on ${day}.${month}.`, `from ${from} to ${to}`));
        }
      }
      const priceList = texts.filter(
        (text) =>
          text.type === 'page' && text.item.slug === PAGE_KEYS.prices && TOPIC.pet[locale].test(text.text) && moneyIn(text.text).length > 0,
      );
      if (priceList.length === 0) found.push(`${locale}: the price list states no pet fee`);
      for (const text of priceList) {
        if (!text.text.includes(from) || !text.text.includes(to))
          found.push(said(text, 'a pet fee, not when pets stay free', `from ${from} to ${to}`));
      }
      return found;
    },
  },
  {
    name: 'a request is booked once the guest accepts our offer',
    find: (texts, locale) =>
      texts.flatMap((text) =>
        [...text.text.matchAll(new RegExp(BOOKED_BY_CONFIRMING[locale].source, `${BOOKED_BY_CONFIRMING[locale].flags}g`))].map((match) =>
          said(text, `“${match[0]}”`, stated('booking.bookedWhen', locale)),
        ),
      ),
  },
  {
    name: 'statements removed for contradicting a fact',
    find: (texts, locale) =>
      texts.flatMap((text) =>
        NEVER_AGAIN[locale].filter(({ pattern }) => pattern.test(text.text)).map(({ why }) => `${text.where}: ${why}`),
      ),
  },
  {
    name: 'floor plans: each unit its own, or none',
    find: (texts) => {
      const units = new Map<string, Item>();
      for (const text of texts) if (text.type === 'accommodations') units.set(String(text.item.slug), text.item);
      const byPlan = new Map<string, string[]>();
      for (const [slug, unit] of units) {
        const src = (unit.floorPlan as { src?: string } | undefined)?.src;
        if (src) byPlan.set(src, [...(byPlan.get(src) ?? []), slug]);
      }
      return [...byPlan].filter(([, slugs]) => slugs.length > 1).map(([src, slugs]) => `${src} is the floor plan of ${slugs.join(', ')}`);
    },
  },
];

describe('the demo content never states one fact two ways', () => {
  for (const locale of LOCALES) {
    const texts = textsOf(locale);
    for (const check of CHECKS) {
      it(`${locale}: ${check.name}`, () => {
        expect(check.find(texts, locale)).toEqual([]);
      });
    }
  }

  it('finds the distances to the station, the motorway exit and the airport in every language', () => {
    for (const locale of LOCALES) {
      const texts = textsOf(locale).map((text) => text.text);
      for (const what of Object.keys(DISTANCE_TO) as (keyof typeof DISTANCE_TO)[]) {
        // The home page's way here, the about page and the contacts page state each one.
        expect(texts.filter((text) => distancesIn(text, what, locale).length > 0).length, `${locale}: ${what}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('has the request confirmation and the booking page say when a request is booked, as the content does', () => {
    for (const locale of LOCALES) {
      const m = getMessages(locale);
      expect(m.forms.availability.success, locale).toContain(stated('booking.bookedWhen', locale));
      for (const message of [m.forms.availability.success, m.booking.closedNotice, m.booking.searchClosedHint]) {
        expect(message, locale).not.toMatch(BOOKED_BY_CONFIRMING[locale]);
      }
    }
  });

  it('finds each kind of contradiction when one comes back', () => {
    const text = (type: string, item: Item, where: string, value: string): Text => ({ locale: 'en', type, item, where, text: value });
    const byName = (name: string) => CHECKS.find((check) => check.name.startsWith(name)) as Check;
    const findsIn = (name: string, value: Text) => byName(name).find([value], 'en');
    const page = { slug: 'x' };
    expect(findsIn('early-booking', text('promo', page, 'en/promo/floating.titolo', 'Book early: save up to 20%'))).toHaveLength(1);
    expect(findsIn('early-booking', text('page', page, 'en/page/x.text', 'Early booking: book by 31.03'))).toHaveLength(1);
    // The Italian review named the offer "Prenotate prima" (voi); the topic still finds it.
    const italian: Text = { locale: 'it', type: 'page', item: page, where: 'it/page/x.text', text: 'Prenotate prima: -20% sull’estate' };
    expect(byName('early-booking').find([italian], 'it')).toHaveLength(1);
    expect(findsIn('season', text('page', page, 'en/page/home.hero.subtitle', 'Open 25 April – 3 October 2027 all season'))).toHaveLength(
      1,
    );
    expect(findsIn('pet fee', text('faq', page, 'en/faq/1.answer', 'Dogs are welcome for €8 a night.'))).toHaveLength(1);
    expect(findsIn('pet fee', text('offerte', page, 'en/offerte/1.title', 'Pets stay free in low season'))).toHaveLength(1);
    expect(findsIn('e-bike', text('servizi', page, 'en/servizi/1.items[2]', 'E-bike: €35 a day or €150 a week'))).toHaveLength(1);
    expect(findsIn('counts', text('servizi', page, 'en/servizi/1.items[1]', 'Four EV charging points'))).toHaveLength(1);
    expect(findsIn('counts', text('positions', page, 'en/positions/1.text', 'A hundred and fifty units, three pools'))).toHaveLength(1);
    expect(findsIn('director', text('post', page, 'en/post/1.blocks[5].cite', 'Giulia Bonomi, General Manager'))).toHaveLength(1);
    expect(
      findsIn('distance', text('experiences', page, 'en/experiences/1.seo.description', 'Sirmione, just 15 km from Lago Serena')),
    ).toHaveLength(1);
    expect(findsIn('distance', text('page', page, 'en/page/x.text', 'Sirmione exit of the A4, then 3 km'))).toEqual([]);
    expect(
      findsIn('check-in', text('faq', page, 'en/faq/2005.answer', 'Accommodation is ready from 4pm to 8pm and must be vacated by 10am.')),
    ).toHaveLength(1);
    expect(findsIn('phone', text('faq', page, 'en/faq/1.answer', 'Call us on +39 030 919 4512.'))).toHaveLength(1);
    expect(findsIn('the founding', text('page', page, 'en/page/x.text', 'Family-run since 1969'))).toHaveLength(1);
    expect(
      findsIn('pools', text('servizi', page, 'en/servizi/1.items[1]', '25-metre pool for anyone who likes to swim lengths')),
    ).toHaveLength(1);
    expect(
      findsIn('kids', text('post', page, 'en/post/1.items[1]', "Kids' club for ages 4 to 12, 10 am–12.30 pm and 4–6 pm")),
    ).toHaveLength(2);
    expect(findsIn('price list', text('page', page, 'en/page/prezzi.items[1]', 'Child aged 3–11 on a pitch: €5'))).toHaveLength(1);
    expect(findsIn('the glamping', text('post', { id: 4003 }, 'en/post/4003.blocks[2].items[0]', '30 m² inside'))).toHaveLength(1);
    expect(findsIn('statements', text('page', page, 'en/page/x.text', 'All our accommodation has air conditioning.'))).toHaveLength(1);
    // The request-only booking page and FAQ of the days before online booking opened.
    const requestOnly = 'Send us an availability request from the Book page: within 7 days we email you what is free and the price.';
    expect(findsIn('how to book', text('faq', { id: 2001 }, 'en/faq/2001.answer', requestOnly))).toHaveLength(1);
    const closed = 'Online booking is not open yet: send us a request.';
    expect(findsIn('how to book', text('page', page, 'en/page/x.text', closed))).toHaveLength(1);
    expect(findsIn('how to book', text('page', page, 'en/page/x.text', 'We only take availability requests for now.'))).toHaveLength(1);
    const twoWays = 'Book online and pay the deposit, or send us a request and we reply within 7 days.';
    expect(findsIn('how to book', text('faq', { id: 2001 }, 'en/faq/2001.answer', twoWays))).toEqual([]);
    expect(findsIn('the deposit', text('faq', page, 'en/faq/2002.answer', 'We ask for a 25% deposit when you book.'))).toHaveLength(1);
    const fiveDays = 'Accept our offer by paying the 30% deposit within 5 days.';
    expect(findsIn('the deposit', text('page', page, 'en/page/x.text', fiveDays))).toHaveLength(1);
    const securityDeposit = 'Save 15% with a 30% deposit and a €150 security deposit.';
    expect(findsIn('the deposit', text('page', page, 'en/page/x.text', securityDeposit))).toEqual([]);
    expect(findsIn('the request answered', text('page', page, 'en/page/x.text', 'Within 10 days we reply by email.'))).toHaveLength(1);
    const both = 'Within 7 days we email you our offer, and you pay the deposit within 3 days.';
    expect(findsIn('the request answered', text('page', page, 'en/page/x.text', both))).toEqual([]);
    expect(findsIn('the deposit', text('page', page, 'en/page/x.text', both))).toEqual([]);
    expect(findsIn('the balance', text('faq', page, 'en/faq/2002.answer', 'The balance is due 45 days before arrival.'))).toHaveLength(1);
    expect(findsIn('the balance', text('page', page, 'en/page/x.text', 'Free cancellation up to 60 days before arrival.'))).toEqual([]);
    expect(
      findsIn('distances', text('faq', page, 'en/faq/2007.answer', 'Desenzano del Garda-Sirmione station is 9 km away.')),
    ).toHaveLength(1);
    expect(findsIn('distances', text('page', page, 'en/page/home.gettingThere[1]', 'By plane: Verona airport, 30 km'))).toHaveLength(1);
    expect(findsIn('distances', text('page', page, 'en/page/x.text', 'Sirmione exit, then 4 km following signs'))).toHaveLength(1);
    expect(findsIn('distances', text('page', page, 'en/page/x.text', 'Milan Bergamo is 100 km away; Sirmione is 5 km'))).toEqual([]);
    const giulietta = { slug: 'giulietta', extras: [{ label: 'Bed linen pack', price: '€12 per person' }] };
    expect(
      findsIn('bed linen', text('accommodations', giulietta, 'en/accommodations/giulietta.extras[0].label', 'Bed linen pack')),
    ).toHaveLength(1);
    const almostAll = 'Bed linen is included in almost every unit. Where not included, bed linen is €12 per person.';
    expect(findsIn('bed linen', text('faq', page, 'en/faq/2011.answer', almostAll))).toHaveLength(3);
    expect(findsIn('bed linen', text('faq', page, 'en/faq/2011.answer', 'Bed linen is included. Towels are €8 per person.'))).toEqual([]);
    const prices = { slug: PAGE_KEYS.prices };
    const noFreeDays = text('page', prices, 'en/page/prezzi.items[2]', 'Dog or cat: €6 per night per animal, two at most');
    expect(findsIn('pets stay free', noFreeDays)).toHaveLength(1);
    const otherDays = text('faq', page, 'en/faq/2004.answer', 'Dogs are welcome for €6 a night, and free from 23 April to 30 June.');
    expect(findsIn('pets stay free', otherDays)).toHaveLength(2);
    const village = 'Your request becomes valid when the village confirms it.';
    expect(findsIn('a request is booked', text('page', page, 'en/page/prenota.text', village))).toHaveLength(1);
    const confirm = 'Your stay is booked only once you confirm our offer.';
    expect(findsIn('a request is booked', text('page', page, 'en/page/prenota.text', confirm))).toHaveLength(1);
  });
});
