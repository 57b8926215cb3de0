import { type Tree, withFallback } from '../../shared/i18n/fallback.ts';
import type { Locale } from '../../shared/locales.ts';
import type { FormMessages } from './messages.ts';

/** One chunk per language, so a form island fetches its own language and English only. */
const LOADERS: Record<Locale, () => Promise<object>> = {
  it: () => import('../../shared/i18n/messages/forms/it.ts').then((module) => module.formsIt),
  en: () => import('../../shared/i18n/messages/forms/en.ts').then((module) => module.formsEn),
  de: () => import('../../shared/i18n/messages/forms/de.ts').then((module) => module.formsDe),
  nl: () => import('../../shared/i18n/messages/forms/nl.ts').then((module) => module.formsNl),
  da: () => import('../../shared/i18n/messages/forms/da.ts').then((module) => module.formsDa),
  pl: () => import('../../shared/i18n/messages/forms/pl.ts').then((module) => module.formsPl),
};

/** The forms' messages in `locale`, English for anything missing, as the server merges them. */
export async function loadFormMessages(locale: Locale): Promise<FormMessages> {
  const [english, own] = await Promise.all([LOADERS.en(), (LOADERS[locale] ?? LOADERS.en)()]);
  return withFallback(english as Tree, own as Tree) as FormMessages;
}
