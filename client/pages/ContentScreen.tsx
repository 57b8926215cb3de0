import type { Page } from '../../shared/cms/index.ts';
import { Blocks } from '../components/Blocks.tsx';
import { PageHeader } from './PageHeader.tsx';

export function ContentScreen({ page }: { page: Page }) {
  return (
    <article className="container container--narrow">
      <PageHeader title={page.title} intro={page.intro} image={page.image} />
      <Blocks blocks={page.blocks} />
    </article>
  );
}
