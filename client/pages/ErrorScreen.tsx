import { format, getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/index.ts';

/**
 * 404 and every other error (docs/product.md "Errors"): the same layout, never a stack trace. The 404 page
 * suggests where to go: the pages matching the missed address (`suggestionsSlot`, filled in
 * per answer by the worker, as the page is kept per language), then the accommodation and the
 * contacts; the home page is the button below.
 */
export function ErrorScreen({ locale, status, suggestionsSlot }: { locale: Locale; status: number; suggestionsSlot?: string }) {
  const m = getMessages(locale);
  const notFound = status === 404;
  const [title, text] =
    status === 404
      ? [m.errors.notFoundTitle, m.errors.notFoundText]
      : status === 503
        ? [m.errors.unavailableTitle, m.errors.unavailableText]
        : [m.errors.serverErrorTitle, m.errors.serverErrorText];
  return (
    <div className="container container--narrow error-page">
      <p className="error-page__code">{format(m.errors.statusCode, { status })}</p>
      <h1>{title}</h1>
      <p className="lead">{text}</p>
      {notFound ? <p>{m.errors.notFoundHint}</p> : null}
      {notFound ? (
        <nav className="error-page__suggestions" aria-labelledby="not-found-suggestions">
          <h2 id="not-found-suggestions">{m.errors.suggestionsTitle}</h2>
          <ul>
            {suggestionsSlot}
            <li>
              <a href={href('accommodations', locale)}>{m.nav.accommodations}</a>
            </li>
            <li>
              <a href={href('contacts', locale)}>{m.nav.contacts}</a>
            </li>
          </ul>
        </nav>
      ) : null}
      <p>
        <a className="button button--primary" href={href('home', locale)}>
          {m.errors.goHome}
        </a>
      </p>
    </div>
  );
}
