import type { Block } from '../../shared/cms/index.ts';
import { CmsImage } from './CmsImage.tsx';

/** CMS body blocks as plain React elements: CMS text is never injected as HTML. */
export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <div className="prose">
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'heading':
            return <h2 key={key}>{block.text}</h2>;
          case 'paragraph':
            return <p key={key}>{block.text}</p>;
          case 'list':
            return (
              <ul key={key}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'quote':
            return (
              <figure key={key} className="quote">
                <blockquote>
                  <p>{block.text}</p>
                </blockquote>
                {block.cite ? <figcaption>{block.cite}</figcaption> : null}
              </figure>
            );
          default:
            return (
              <figure key={key}>
                <CmsImage image={block.image} sizes="(min-width: 1200px) 980px, 100vw" />
                {block.caption ? <figcaption>{block.caption}</figcaption> : null}
              </figure>
            );
        }
      })}
    </div>
  );
}
