import urls from 'virtual:form-messages';
import type { Locale } from '../../shared/locales.ts';
import type { FormMessages } from './messages.ts';

/** The forms' messages in `locale`: one JSON file, merged with English at build time. */
export async function loadFormMessages(locale: Locale): Promise<FormMessages> {
  const response = await fetch(urls[locale] ?? urls.en);
  if (!response.ok) throw new Error(`form messages (${locale}): HTTP ${response.status}`);
  return (await response.json()) as FormMessages;
}
