import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, type Catalogue } from '../../shared/i18n/catalogue.ts';
import { LOCALES, type Locale } from '../../shared/locales.ts';

/**
 * Slips that native reviews removed from a language's texts (wrong terms such as "Cooling" for
 * air conditioning, grammar, the wrong register) must not come back: every text of the demo
 * content and every message of that language is searched for each one. The lists are
 * `tests/fixtures/language-slips/{lang}.json`, written by the reviews (docs/product.md "Languages").
 */

type Slip = { wrong: string; right: string; why: string };

const CONTENT = join(import.meta.dirname, '../../demo/content');
const SLIPS = join(import.meta.dirname, '../fixtures/language-slips');

/** Every string in a JSON value, with where it is. */
function* strings(value: unknown, where: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [where, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, `${where}[${index}]`);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* strings(item, `${where}.${key}`);
}

/** The texts a visitor of `locale` reads: the demo CMS content and the site's own messages. */
function textsOf(locale: Locale, catalogue: Catalogue): [string, string][] {
  const texts: [string, string][] = [];
  for (const file of readdirSync(join(CONTENT, locale)).filter((name) => name.endsWith('.json'))) {
    texts.push(...strings(JSON.parse(readFileSync(join(CONTENT, locale, file), 'utf8')), `demo/content/${locale}/${file}`));
  }
  texts.push(...strings(catalogue[locale], `messages.${locale}`));
  return texts;
}

/** Where `wrong` appears in `texts`: the places a slip came back. */
function slipsFound(texts: [string, string][], slips: Slip[]): string[] {
  return slips.flatMap(({ wrong, right }) =>
    texts.filter(([, text]) => text.includes(wrong)).map(([where]) => `${where}: "${wrong}" (write "${right}")`),
  );
}

const reviewed = LOCALES.filter((locale) => existsSync(join(SLIPS, `${locale}.json`)));

describe('known language slips stay fixed', () => {
  it('has a reviewed list for the languages the native reviews covered', () => {
    expect(reviewed.length).toBeGreaterThan(0);
  });

  for (const locale of reviewed) {
    const slips = JSON.parse(readFileSync(join(SLIPS, `${locale}.json`), 'utf8')) as Slip[];

    it(`${locale}: every listed slip is well formed`, () => {
      expect(slips.length).toBeGreaterThan(0);
      for (const slip of slips) {
        expect(slip.wrong.trim().length, JSON.stringify(slip)).toBeGreaterThan(1);
        expect(slip.right, JSON.stringify(slip)).not.toBe(slip.wrong);
      }
    });

    it(`${locale}: no listed slip appears in the content or the messages`, () => {
      expect(slipsFound(textsOf(locale, CATALOGUE), slips)).toEqual([]);
    });

    it(`${locale}: a slip put back into a text is found`, () => {
      const first = slips[0] as Slip;
      const texts = textsOf(locale, CATALOGUE);
      const [where, text] = texts[0] as [string, string];
      expect(slipsFound([[where, `${text} ${first.wrong}`]], slips)).toHaveLength(1);
    });
  }
});
