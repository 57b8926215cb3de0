import { getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { NEWSLETTER_IFRAME_MIN_HEIGHT_PX } from '../../shared/constants.ts';

/**
 * The alternative newsletter block (docs/product.md "Upstreams"): the mailing service's own form in a frame. Its
 * island resizes the frame from the height messages the form posts, only from its origin.
 */
export function NewsletterEmbed({ src, locale }: { src: string; locale: Locale }) {
  const m = getMessages(locale).forms.newsletter;
  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{m.title}</h2>
      <div data-island="newsletter-embed" data-props={JSON.stringify({ origin: new URL(src).origin })}>
        <iframe
          className="newsletter__embed"
          src={src}
          title={m.embedTitle}
          height={NEWSLETTER_IFRAME_MIN_HEIGHT_PX}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </section>
  );
}
