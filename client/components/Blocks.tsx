import type { Block, SeasonStayRule } from '../../shared/cms/index.ts';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locales.ts';
import { CmsImage } from './CmsImage.tsx';
import { LinkedText } from './LinkedText.tsx';
import { PriceTable } from './PriceTable.tsx';
import { StayRules } from './StayRules.tsx';
import { IMAGE_SIZES } from './image-sizes.ts';

/**
 * CMS body blocks as plain React elements: CMS text is never injected as HTML. Phone numbers
 * and e-mail addresses in the text become links; `locale` formats a price table's prices;
 * `stayRules` are the price list season's, which a `stayRules` block lists (none elsewhere).
 */
export function Blocks({
  blocks,
  locale = DEFAULT_LOCALE,
  stayRules = [],
}: {
  blocks: Block[];
  locale?: Locale;
  stayRules?: SeasonStayRule[];
}) {
  return (
    <div className="prose">
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'heading':
            return <h2 key={key}>{block.text}</h2>;
          case 'paragraph':
            return (
              <p key={key}>
                <LinkedText text={block.text} />
              </p>
            );
          case 'list':
            return (
              <ul key={key}>
                {block.items.map((item) => (
                  <li key={item}>
                    <LinkedText text={item} />
                  </li>
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
          case 'priceTable':
            return <PriceTable key={key} table={block} locale={locale} id={`price-table-${index}`} />;
          case 'stayRules':
            return stayRules.length > 0 ? <StayRules key={key} rules={stayRules} locale={locale} /> : null;
          default:
            return (
              <figure key={key}>
                <CmsImage image={block.image} sizes={IMAGE_SIZES.prose} />
                {block.caption ? <figcaption>{block.caption}</figcaption> : null}
              </figure>
            );
        }
      })}
    </div>
  );
}
