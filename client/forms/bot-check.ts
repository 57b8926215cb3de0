import { BOT_CHECK_VERSION } from '../../shared/constants.ts';
import type { BotCheckConfig } from './environment.ts';

/** reCAPTCHA v3's browser API, as the script defines it (and the demo stand-in imitates). */
type Grecaptcha = { ready(callback: () => void): void; execute(siteKey: string, options: { action: string }): Promise<string> };

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/**
 * Loads the bot-check script once, on the first interaction with a form (never on a page
 * without one). The errors are the ones docs/product.md "Errors" names.
 */
export function loadBotCheck(config: BotCheckConfig): Promise<Grecaptcha> {
  if (!config.siteKey) return Promise.reject(new Error('No key provided'));
  if (!BOT_CHECK_VERSION) return Promise.reject(new Error('No version provided'));
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${config.scriptUrl}?render=${encodeURIComponent(config.siteKey)}`;
    script.async = true;
    script.onload = () => {
      const api = window.grecaptcha;
      if (api) api.ready(() => resolve(api));
      else reject(new Error('Failed to load script'));
    };
    script.onerror = () => reject(new Error('Failed to load script'));
    document.head.append(script);
  }).catch((error: Error) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** A fresh token for one submission; tokens are single-use and short-lived. */
export async function botToken(config: BotCheckConfig, action: string): Promise<string> {
  const api = await loadBotCheck(config);
  try {
    return await api.execute(config.siteKey, { action });
  } catch {
    throw new Error('Failed to execute');
  }
}
