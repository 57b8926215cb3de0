import type { Page } from '../../shared/cms/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { Blocks } from '../components/Blocks.tsx';
import { FormIsland } from '../forms/FormIsland.tsx';
import { PageHeader } from './PageHeader.tsx';

type NextStep = { label: string; href: string };

/** A CMS page as it is; the spontaneous application page adds its form below the text, an overview its next steps. */
export function ContentScreen({ page, form, next, locale }: { page: Page; form?: 'application'; next?: NextStep[]; locale: Locale }) {
  return (
    <article className="container container--narrow">
      <PageHeader title={page.title} intro={page.intro} image={page.image} />
      <Blocks blocks={page.blocks} locale={locale} />
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
      {form ? <FormIsland form={form} locale={locale} /> : null}
    </article>
  );
}
