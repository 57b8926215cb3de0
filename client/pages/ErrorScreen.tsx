import { format, getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/index.ts';

/** 404 and every other error (spec §8): the same layout, never a stack trace. */
export function ErrorScreen({ locale, status }: { locale: Locale; status: number }) {
  const m = getMessages(locale);
  const notFound = status === 404;
  return (
    <div className="container container--narrow error-page">
      <p className="error-page__code">{format(m.errors.statusCode, { status })}</p>
      <h1>{notFound ? m.errors.notFoundTitle : m.errors.serverErrorTitle}</h1>
      <p className="lead">{notFound ? m.errors.notFoundText : m.errors.serverErrorText}</p>
      {notFound ? <p>{m.errors.notFoundHint}</p> : null}
      <p>
        <a className="button button--primary" href={href('home', locale)}>
          {m.errors.goHome}
        </a>
      </p>
    </div>
  );
}
