import urls from 'virtual:form-messages';
import type { Locale } from '../../shared/locales.ts';
import { fetchJson } from '../islands/fetch-json.ts';
import type { FormMessages } from './messages.ts';

/** The forms' messages in `locale`: one JSON file, merged with English at build time. */
export async function loadFormMessages(locale: Locale): Promise<FormMessages> {
  return fetchJson<FormMessages>(urls[locale] ?? urls.en, `form messages (${locale})`);
}
