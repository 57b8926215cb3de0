import type { Page, SeasonStayRule } from '../../shared/cms/index.ts';
import type { FormName } from '../../shared/forms/index.ts';
import { COOKIES_ANCHOR } from '../../shared/consent.ts';
import { format, getMessages } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { Blocks } from '../components/Blocks.tsx';
import { ScreenForms } from '../forms/ScreenForms.tsx';
import { NewTabLink } from '../components/NewTabLink.tsx';
import { PageHeader } from './PageHeader.tsx';

type NextStep = { label: string; href: string };

/**
 * A CMS page as it is; the forms its screen carries come below the text (the spontaneous application), an
 * overview its next steps, the privacy page the site's own cookie section (the anchor the
 * cookie links point at exists whatever the CMS text holds), the relais villa a link to its own
 * site, the price list between seasons that the next season's prices are not out yet, and in a
 * season its stay rules where its text has a `stayRules` block.
 */
export function ContentScreen({
  page,
  forms,
  next,
  cookies,
  external,
  nextSeason,
  stayRules,
  locale,
}: {
  page: Page;
  forms: readonly FormName[];
  next?: NextStep[];
  cookies?: boolean;
  external?: NextStep;
  nextSeason?: number;
  stayRules?: SeasonStayRule[];
  locale: Locale;
}) {
  const m = getMessages(locale);
  const consent = m.consent;
  return (
    <article className="container container--narrow">
      <PageHeader title={page.title} intro={page.intro} image={page.image} narrow />
      {nextSeason === undefined ? null : <p className="notice">{format(m.prices.unpublished, { year: nextSeason })}</p>}
      <Blocks blocks={page.blocks} locale={locale} stayRules={stayRules} />
      {next && next.length > 0 ? (
        <ul className="next-steps">
          {next.map((step) => (
            <li key={step.href}>
              <a className="button button--primary" href={step.href}>
                {step.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {external ? (
        <p className="next-steps">
          <NewTabLink className="button button--primary" href={external.href} locale={locale}>
            {external.label}
          </NewTabLink>
        </p>
      ) : null}
      {cookies ? (
        <section id={COOKIES_ANCHOR} className="prose" aria-labelledby="cookies-heading">
          <h2 id="cookies-heading">{consent.title}</h2>
          <p>{consent.text}</p>
        </section>
      ) : null}
      <ScreenForms forms={forms} locale={locale} />
    </article>
  );
}
