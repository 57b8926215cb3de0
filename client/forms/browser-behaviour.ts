import { createContext } from 'react';
import type { BotCheckConfig } from './environment.ts';

/**
 * What a form does only in a browser, once its island has started: the progress bar while it
 * is sent, and the bot check's script and tokens. The form island provides them
 * (client/islands/forms.tsx); the server renders the markup and never submits, so those modules,
 * and the island store's jotai, stay out of the worker's bundle (ADR 012). Without a provider a
 * form still posts: with no bar, and with no token, as when the bot check's script is blocked.
 */
export type FormBrowser = {
  startProgress(): { finish(): void; fail(): void };
  loadBotCheck(config: BotCheckConfig): Promise<unknown>;
  botToken(config: BotCheckConfig, action: string): Promise<string>;
};

const noBotCheck = () => Promise.reject(new Error('No bot check outside the form island'));

export const FormBrowserContext = createContext<FormBrowser>({
  startProgress: () => ({ finish() {}, fail() {} }),
  loadBotCheck: noBotCheck,
  botToken: noBotCheck,
});
