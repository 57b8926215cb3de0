import { format, getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/index.ts';

/** 404 and every other error (spec §8): the same layout, never a stack trace. */
export function ErrorScreen({ locale, status }: { locale: Locale; status: number }) {
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
      <p>
        <a className="button button--primary" href={href('home', locale)}>
          {m.errors.goHome}
        </a>
      </p>
    </div>
  );
}
