import { describe, expect, it } from 'vitest';
import { format, getMessages } from '../../shared/i18n/index.ts';
import { en } from '../../shared/i18n/messages/en.ts';
import { LOCALES } from '../../shared/locales.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('messages', () => {
  it('has every English message in every language, with the same placeholders', () => {
    const source = leaves(en as unknown as Tree);
    for (const locale of LOCALES) {
      const translated = new Map(leaves(getMessages(locale) as unknown as Tree));
      for (const [key, text] of source) {
        const own = translated.get(key);
        expect(own, `${locale}: ${key}`).toBeTruthy();
        expect(placeholders(own ?? ''), `${locale}: ${key}`).toEqual(placeholders(text));
      }
    }
  });

  it('is really translated: the not-found title differs from English outside English', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      expect(getMessages(locale).errors.notFoundTitle).not.toBe(en.errors.notFoundTitle);
    }
    expect(getMessages('it').errors.notFoundTitle).toBe('Pagina non trovata');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('Error {status} {other}', { status: 404 })).toBe('Error 404 {other}');
  });
});
