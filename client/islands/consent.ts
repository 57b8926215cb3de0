import {
  CONSENT_DEFAULT,
  CONSENT_GRANTED,
  CONSENT_STORAGE_KEY,
  type ConsentProps,
  consentProps,
  readConsent,
  serializeConsent,
  tagManagerScriptUrl,
} from '../../shared/consent.ts';
import { readLocal, writeLocal } from './storage.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Cookies the tag manager's analytics and ads tags set once consent was granted. */
const TRACKING_COOKIE = /^(_ga|_gid|_gat|_gcl)/;

let granted = false;
let tagManagerLoaded = false;

/** Google's own `gtag()`: the tag manager reads the `arguments` object, not an array. */
function gtag(..._args: unknown[]): void {
  window.dataLayer ??= [];
  // biome-ignore lint/complexity/noArguments: Consent Mode commands must be pushed as an `arguments` object
  window.dataLayer.push(arguments);
}

/** Grants consent and loads the tag manager, once per page; nothing loads without a container id. */
function grant({ containerId, tagManagerUrl }: ConsentProps): void {
  if (!granted) gtag('consent', 'update', { ...CONSENT_GRANTED });
  granted = true;
  if (tagManagerLoaded || !containerId) return;
  tagManagerLoaded = true;
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = tagManagerScriptUrl(tagManagerUrl, containerId);
  document.head.append(script);
}

/** A withdrawn consent: the tags stop storing, and what they stored on this site is removed. */
function withdraw(): void {
  if (!granted) return;
  granted = false;
  gtag('consent', 'update', { ...CONSENT_DEFAULT });
  const host = window.location.hostname;
  const domains = ['', host, `.${host.split('.').slice(-2).join('.')}`];
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (!name || !TRACKING_COOKIE.test(name)) continue;
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: expiring a cookie; the Cookie Store API is not everywhere yet
      document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`;
    }
  }
}

/**
 * The cookie-consent dialog (docs/architecture.md "Security and privacy"). Consent Mode v2 starts
 * denied before anything else reaches `dataLayer`; the tag manager loads only after an accept
 * (at once on every page once accepted). The dialog opens when there is no valid choice (none,
 * or older than six months) and from every `[data-consent-open]` control; Escape closes it
 * without a choice, so the next page asks again. On the privacy page itself it opens without
 * blocking the page, so the visitor can read what they are asked about.
 */
export function startConsent(element: HTMLElement, props: unknown): void {
  if (!(element instanceof HTMLDialogElement)) return;
  const dialog = element;
  const config = consentProps(props);
  gtag('consent', 'default', { ...CONSENT_DEFAULT });
  const stored = readConsent(readLocal(CONSENT_STORAGE_KEY), Date.now());
  if (stored?.choice === 'accepted') grant(config);

  const title = dialog.querySelector<HTMLElement>('#cookie-consent-title');
  // Opened again, the dialog says which choice is stored and marks its button as the one pressed.
  const showStored = () => {
    const choice = readConsent(readLocal(CONSENT_STORAGE_KEY), Date.now())?.choice;
    for (const line of dialog.querySelectorAll<HTMLElement>('[data-consent-current]')) line.hidden = line.dataset.consentCurrent !== choice;
    for (const button of dialog.querySelectorAll<HTMLElement>('[data-consent-choice]')) {
      if (choice) button.setAttribute('aria-pressed', String(button.dataset.consentChoice === choice));
      else button.removeAttribute('aria-pressed');
    }
  };
  // The focus goes to the title (neither answer preselected), ringed only when a key opened it.
  // showModal focused it already, ringed as the browser decides: focused again, it takes ours.
  const focusTitle = (byKey: boolean) => {
    title?.blur();
    title?.focus({ focusVisible: byKey });
  };
  const open = (byKey = false) => {
    if (dialog.open) return;
    showStored();
    dialog.showModal();
    focusTitle(byKey);
  };
  // Asked with the page's first frame, it did not slide in; opened again, it does.
  dialog.addEventListener('close', () => delete dialog.dataset.consentAsked);
  // On the page "More information" leads to, the dialog must not hide what it explains.
  const more = dialog.querySelector<HTMLAnchorElement>('a[href]');
  const explaining = more !== null && more.pathname === window.location.pathname;

  dialog.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-consent-choice]');
    const choice = button?.dataset.consentChoice;
    if (choice !== 'accepted' && choice !== 'rejected') return;
    writeLocal(CONSENT_STORAGE_KEY, serializeConsent(choice, Date.now()));
    dialog.close(choice);
    if (choice === 'accepted') grant(config);
    else withdraw();
  });

  for (const opener of document.querySelectorAll<HTMLElement>('[data-consent-open]')) {
    opener.addEventListener('click', (event) => {
      event.preventDefault();
      // A click from Enter or Space has no pointer behind it: its `detail` (the click count) is 0.
      open(event.detail === 0);
    });
  }

  if (stored) return;
  // On a first visit the inline opener (client/document/consent-opener.ts) has asked already: a
  // dialog the visitor dismissed with Escape before this chunk arrived stays closed.
  if (dialog.dataset.consentAsked !== undefined) return;
  if (explaining) {
    dialog.show();
    focusTitle(false);
  } else open();
}
