import type { Page } from '../../shared/cms/index.ts';
import type { Locale } from '../../shared/locales.ts';
import { Blocks } from '../components/Blocks.tsx';
import { FormIsland } from '../forms/FormIsland.tsx';
import { PageHeader } from './PageHeader.tsx';

/** A CMS page as it is; the spontaneous application page adds its form below the text. */
export function ContentScreen({ page, form, locale }: { page: Page; form?: 'application'; locale: Locale }) {
  return (
    <article className="container container--narrow">
      <PageHeader title={page.title} intro={page.intro} image={page.image} />
      <Blocks blocks={page.blocks} />
      {form ? <FormIsland form={form} locale={locale} /> : null}
    </article>
  );
}
