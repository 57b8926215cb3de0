import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BookingSettings, bookingSettingsSchema } from '../../shared/cms/index.ts';
import {
  availabilitySchema,
  CHILD_AGES,
  childAgeField,
  type FormState,
  MAX_CHILDREN,
  newsletterSchema,
  SUBJECT_MAX,
} from '../../shared/forms/index.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { LOCALES } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { readConfig } from '../../worker/config.ts';
import { bookingJob, sendBooking } from '../../worker/forms/upstreams/booking.ts';
import { sendSubscription } from '../../worker/forms/upstreams/mailing.ts';
import { IN_CI, fuzzParameters } from '../support/fuzz-runs.ts';
import { botToken, form, post } from './forms-support.ts';
import { inDays, SUITE_TODAY } from '../support/site-days.ts';

/**
 * What the site accepts, its upstreams accept (docs/product.md "Forms: nothing accepted is
 * lost"): values each form's schema takes, turned into the real request by the worker's own
 * code and sent over HTTP to the stand-ins, which check the booking engine's and the mailing
 * service's contracts (demo/README.md). A refusal here would reach staff instead of the upstream.
 */
const RUNS = IN_CI ? 60 : 250;
const config = readConfig(env);
const KEYS = { villaggio: env.BOOKING_WIDGET_KEY_VILLAGGIO as string, campeggio: env.BOOKING_WIDGET_KEY_CAMPEGGIO as string };

let settings: BookingSettings;
beforeAll(async () => {
  const response = await fetch(`${config.CMS_BASE_URL}/it/booking-settings/default`);
  settings = bookingSettingsSchema.parse(await response.json());
});

const isoIn = (days: number) => inDays(days);

/** Text as visitors type it: any language, emoji, spaces around, near the length limit. */
const text = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength }),
    fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength }),
    fc.constantFrom('Zoë', 'Łukasz', "O'Brien-Smith", 'Jørgen', 'Müller', '山田', 'Ana María', '👩‍🔬 Eva').map((name) => ` ${name} `),
    fc.integer({ min: Math.max(1, maxLength - 2), max: maxLength }).map((length) => 'é'.repeat(length)),
    fc.integer({ min: Math.max(1, maxLength - 2), max: maxLength }).map((length) => '湖'.repeat(length)),
  );

/** Request texts around the 4 KiB the engine's address leaves them: plain, accented, CJK, emoji. */
const nearQueryLimit = fc.oneof(
  fc.integer({ min: 4000, max: 4200 }).map((length) => 'Lago di Garda. '.repeat(300).slice(0, length)),
  fc.integer({ min: 670, max: 700 }).map((length) => 'è'.repeat(length)),
  fc.integer({ min: 445, max: 465 }).map((length) => '湖'.repeat(length)),
  fc.integer({ min: 330, max: 350 }).map((length) => '🏕️'.repeat(length)),
);

/** Phones as people write them, and every character the field allows, in any order. */
const phone = fc.oneof(
  fc.constant(''),
  fc.constantFrom('+39 030 1234567', '(030) 1234567', '030/123.45.67', '+49 (0)30 123456', '0045-12345678', '+48 600 700 800'),
  fc.stringMatching(/^\+?[\d ()./-]{5,25}$/),
);

/** A count as a number input posts it: blank, digits, a padded or spelled-out integer. */
const count = (min: number) =>
  fc.integer({ min, max: 20 }).chain((n) => fc.constantFrom(String(n), ` ${n} `, `${n}.0`, n === 0 ? '' : String(n)));

const availability = fc.record({
  form: fc.constant('availability'),
  site: fc.constantFrom('villaggio', 'campeggio'),
  stay: fc.tuple(fc.integer({ min: 0, max: 730 }), fc.integer({ min: 1, max: 60 })),
  'guests.adults': count(1),
  subject: fc.oneof(fc.constant(''), text(SUBJECT_MAX)),
  firstname: text(100),
  lastname: text(100),
  email: fc.oneof(fc.emailAddress(), fc.constantFrom('a@b.co', 'anna.rossi+lago@example.com', `${'x'.repeat(64)}@${'d'.repeat(60)}.it`)),
  phone,
  request: fc.oneof(fc.constant(''), text(5000), nearQueryLimit, fc.constant('Riga uno\r\nRiga due\r\n'.repeat(150))),
});

/** Each child's age as the form posts it; the count names how many there are. */
const children = fc.array(fc.constantFrom(...CHILD_AGES), { maxLength: MAX_CHILDREN }).map((ages) => ({
  'guests.children': String(ages.length),
  ...Object.fromEntries(ages.map((age, index) => [childAgeField(index + 1), String(age)])),
}));

describe('the booking engine takes every availability request the site accepts', () => {
  it(`${RUNS} generated requests: the schema's yes is the engine's yes`, async () => {
    const today = SUITE_TODAY;
    const schema = availabilitySchema(today);
    await fc.assert(
      fc.asyncProperty(availability, children, async ({ stay: [from, nights], ...fields }, guests) => {
        const posted = { ...fields, ...guests, checkin: isoIn(from), checkout: isoIn(from + nights) };
        const parsed = schema.safeParse(posted);
        fc.pre(parsed.success);
        if (!parsed.success) return;
        const job = bookingJob(parsed.data, settings, getMessages('it').forms.availability.subject);
        expect(job).not.toBeNull();
        if (job?.service !== 'booking') return;
        const outcome = await sendBooking(job, config.BOOKING_REQUEST_URL, KEYS[job.site], crypto.randomUUID(), 10_000);
        expect(outcome, JSON.stringify(posted)).toEqual({ outcome: 'delivered' });
      }),
      fuzzParameters(RUNS),
    );
  }, 300_000);
});

describe('the mailing service takes every address the newsletter form accepts', () => {
  it(`${RUNS} generated addresses, each language's group: subscribed or already registered`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.emailAddress(),
          fc.emailAddress().map((address) => ` ${address.toUpperCase()} `),
        ),
        fc.constantFrom(...LOCALES),
        async (email, locale) => {
          const parsed = newsletterSchema.safeParse({ email, privacy: 'on' });
          fc.pre(parsed.success);
          if (!parsed.success) return;
          const group = config.MAILING_GROUP.replace('{locale}', locale);
          const outcome = await sendSubscription(
            { service: 'mailing', email: parsed.data.email, group },
            config.MAILING_SUBSCRIBE_URL,
            10_000,
          );
          expect(outcome.outcome, `${email} → ${JSON.stringify(outcome)}`).toBe('delivered');
        },
      ),
      fuzzParameters(RUNS),
    );
  }, 300_000);
});

describe('a value outside an upstream contract is refused on its field, with a message', () => {
  const en = getMessages('en').forms.errors;
  const post_ = (fields: Record<string, string>) =>
    post(
      buildPath('booking', 'en'),
      form({
        form: 'availability',
        site: 'villaggio',
        checkin: isoIn(30),
        checkout: isoIn(37),
        'guests.adults': '2',
        firstname: 'Anna',
        lastname: 'Rossi',
        email: 'anna.rossi@example.com',
        'botcheck-token': botToken('availability'),
        ...fields,
      }),
    );

  it('a phone that does not start with a digit or +', async () => {
    const response = await post_({ phone: '(030) 1234567' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as FormState).errors).toEqual({ phone: en.invalidPhone });
  });

  it('a request too long for the booking engine’s address, though under 5000 characters', async () => {
    const response = await post_({ request: 'è'.repeat(1000) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as FormState).errors).toEqual({ request: en.tooLong });
  });
});
