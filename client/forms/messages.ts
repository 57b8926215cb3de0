import { createContext, useContext } from 'react';
import type { Messages } from '../../shared/i18n/types.ts';

/** The forms' own messages: all a form island needs, so it does not carry the whole site's. */
export type FormMessages = Messages['forms'];

export const FormMessagesContext = createContext<FormMessages | null>(null);

export function useFormMessages(): FormMessages {
  const messages = useContext(FormMessagesContext);
  if (!messages) throw new Error('a form rendered without FormMessagesContext');
  return messages;
}
