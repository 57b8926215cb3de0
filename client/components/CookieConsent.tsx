import { COOKIES_ANCHOR, type ConsentProps } from '../../shared/consent.ts';
import { CONSENT_OPENER } from '../document/consent-opener.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/index.ts';

/**
 * The cookie-consent dialog (docs/product.md "Screens and addresses", docs/architecture.md "Security
 * and privacy"): rendered closed, opened in the first frame on a first visit (consent-opener.ts),
 * by its island when a stored choice has expired, or from the footer's "Cookie settings". Accept
 * and reject look alike. It opens with the focus on its title, so neither answer is focused and a
 * tap draws no focus ring; opened again, it says which choice is stored (the island shows the
 * line that fits). Without JavaScript it never opens and nothing but technical cookies is used.
 */
export function CookieConsent({ locale, tagManager }: { locale: Locale; tagManager: ConsentProps }) {
  const m = getMessages(locale).consent;
  return (
    <>
      <dialog
        className="cookie-consent"
        data-island="consent"
        data-props={JSON.stringify(tagManager)}
        aria-labelledby="cookie-consent-title"
        aria-describedby="cookie-consent-text"
      >
        <h2 id="cookie-consent-title" className="cookie-consent__title" tabIndex={-1}>
          {m.title}
        </h2>
        <p id="cookie-consent-text" className="cookie-consent__text">
          {m.text}
        </p>
        <p className="cookie-consent__more">
          <a href={`${href('privacy', locale)}#${COOKIES_ANCHOR}`}>{m.moreInfo}</a>
        </p>
        <p className="cookie-consent__current" data-consent-current="accepted" hidden>
          {m.currentAccepted}
        </p>
        <p className="cookie-consent__current" data-consent-current="rejected" hidden>
          {m.currentRejected}
        </p>
        <div className="cookie-consent__actions">
          <button type="button" className="button cookie-consent__button" data-consent-choice="accepted">
            {m.accept}
          </button>
          <button type="button" className="button cookie-consent__button" data-consent-choice="rejected">
            {m.reject}
          </button>
        </div>
      </dialog>
      {/* The CSP allows this fixed text by its hash (worker/middleware/security-headers.ts). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script text, nothing from content */}
      <script dangerouslySetInnerHTML={{ __html: CONSENT_OPENER }} />
    </>
  );
}
