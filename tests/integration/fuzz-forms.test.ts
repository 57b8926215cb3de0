import { exports } from 'cloudflare:workers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FormState } from '../../shared/forms/index.ts';
import { format, getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes/index.ts';
import { fuzzParameters, WORKER_FUZZ_RUNS } from '../support/fuzz-runs.ts';
import { demoList, ORIGIN } from './fetch.ts';

/**
 * Arbitrary posts to every form, through the whole worker: it never answers 5xx for what a
 * visitor (or a bot) sends, and every message it shows is one of the page's language.
 */

/** Every text of a language's `forms` dictionary, filled as the worker fills them. */
function textsOf(locale: Locale): Set<string> {
  const texts = new Set<string>();
  const walk = (node: unknown) => {
    if (typeof node === 'string') for (const age of [4, 10]) texts.add(format(node, { size: 5, age }));
    else if (node && typeof node === 'object') for (const child of Object.values(node)) walk(child);
  };
  walk(getMessages(locale).forms);
  return texts;
}

const FIELDS: Record<string, string[]> = {
  newsletter: ['email', 'privacy'],
  availability: [
    'site',
    'checkin',
    'checkout',
    'guests.adults',
    'guests.children',
    'guests.childAge.1',
    'firstname',
    'lastname',
    'email',
    'phone',
    'request',
  ],
  application: [
    'surname',
    'name',
    'birthplace',
    'birthDate',
    'email',
    'roles',
    'documents',
    'language.de',
    'experience.0.start',
    'cv',
    'privacy',
  ],
  position: ['name', 'surname', 'email', 'document', 'privacy'],
};
const HIDDEN = ['form', 'botcheck-token', 'stamp', 'website'];

const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', 'on', 'villaggio', 'campeggio', '2', '-1', '2030-01-01', '1/1/2000', 'a@b.co', 'demo.newsletter.0.9.1', '1.x'),
);
/** workerd cannot serialise a multipart name ending with a backslash: the test's own request would fail. */
const name = (maxLength: number) => fc.string({ maxLength }).filter((value) => !value.endsWith('\\'));

const file = fc
  .tuple(fc.uint8Array({ maxLength: 64 }), name(20), fc.constantFrom('', 'application/pdf', 'text/html', 'image/png'))
  .map(([bytes, name, type]) => new File([bytes], name, { type }));

function body(form: string) {
  const names = [...(FIELDS[form] as string[]), ...HIDDEN];
  return fc.tuple(
    fc.constantFrom(form, form, 'newsletter', 'nonsense', ''),
    fc.array(fc.tuple(fc.oneof(fc.constantFrom(...names), name(8)), fc.oneof(text, text, file)), { maxLength: 12 }),
  );
}

let client = 0;
/**
 * Each form's cases go to a host of their own: the rate limits count per host and form
 * (worker/middleware/rate-limit.ts), so the fuzzing never eats the budget the other form tests
 * post against, and each case comes from its own client address.
 */
async function send(path: string, [form, fields]: [string, [string, string | File][]], json: boolean, origin: string): Promise<Response> {
  const data = new FormData();
  data.append('form', form);
  for (const [name, value] of fields) data.append(name, value);
  client += 1;
  // Each case its own client address, so the rate limits (another concern) do not decide the answers.
  const headers: Record<string, string> = {
    Origin: ORIGIN,
    'CF-Connecting-IP': `198.51.100.${client % 250}`,
    'X-Fuzz-Case': String(client),
  };
  if (json) headers.Accept = 'application/json';
  return exports.default.fetch(new Request(`${origin}${path}`, { method: 'POST', body: data, headers, redirect: 'manual' }));
}

describe(`form posts of arbitrary content (${WORKER_FUZZ_RUNS} cases per form)`, async () => {
  const [position] = await demoList('en', 'positions');
  const TARGETS: [form: string, locale: Locale, path: string][] = [
    ['newsletter', 'nl', buildPath('home', 'nl')],
    ['availability', 'de', buildPath('booking', 'de')],
    ['application', 'pl', buildPath('spontaneousApplication', 'pl')],
    ['position', 'en', buildPath('position', 'en', { slug: position?.slug ?? 'missing' })],
  ];

  for (const [form, locale, path] of TARGETS) {
    it(`${form} (${locale}): never 5xx, and every message in ${locale}`, async () => {
      const texts = textsOf(locale);
      const origin = ORIGIN.replace('://www.', `://fuzz-${form}.`);
      await fc.assert(
        fc.asyncProperty(body(form), fc.boolean(), async (posted, json) => {
          const response = await send(path, posted, json, origin);
          expect(response.status).toBeLessThan(500);
          if (!json) {
            expect(await response.text()).toContain(`<html lang="${locale}"`);
            return;
          }
          const state = (await response.json()) as FormState;
          expect(typeof state.message === 'string' && texts.has(state.message), state.message ?? 'no message').toBe(true);
          for (const [field, message] of Object.entries(state.errors)) expect(texts.has(message), `${field}: ${message}`).toBe(true);
        }),
        fuzzParameters(WORKER_FUZZ_RUNS),
      );
    }, 120_000);
  }
});
