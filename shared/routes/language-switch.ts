import type { Locale } from '../locales.ts';

/** The language switch's address: it sets the language cookie and redirects (worker/routes/language-switch.ts). */
export const SWITCH_PATH = '/lang';

/** A link that switches to `locale` and lands on `path`, that language's version of the page. */
export function languageSwitchHref(locale: Locale, path: string): string {
  return `${SWITCH_PATH}/${locale}?to=${encodeURIComponent(path)}`;
}
