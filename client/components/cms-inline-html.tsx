import { Fragment, type ReactNode } from 'react';

/** The only markup a CMS title may carry (docs/product.md "Content" floating promo): bold and line breaks. */
const TAG = /(<\/?strong\s*>|<br\s*\/?>)/i;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Any other tag is dropped with its brackets; its text stays (and React escapes it). */
function plainText(text: string): string {
  return decodeEntities(text.replace(/<[^>]*>?/g, ''));
}

/**
 * CMS HTML reduced to `<strong>` and `<br>` and built as React nodes, so nothing from the CMS
 * reaches the page as markup: no `dangerouslySetInnerHTML`, no attribute, no script.
 */
export function CmsInlineHtml({ html }: { html: string }): ReactNode {
  const nodes: ReactNode[] = [];
  let bold: string[] | null = null;
  let key = 0;
  for (const part of html.split(TAG)) {
    if (!part) continue;
    const tag = part.toLowerCase().replace(/\s+/g, '');
    if (tag === '<strong>') {
      bold ??= [];
    } else if (tag === '</strong>') {
      if (bold) nodes.push(<strong key={key++}>{bold.join('')}</strong>);
      bold = null;
    } else if (tag.startsWith('<br')) {
      if (bold) {
        nodes.push(<strong key={key++}>{bold.join('')}</strong>);
        bold = [];
      }
      nodes.push(<br key={key++} />);
    } else if (bold) {
      bold.push(plainText(part));
    } else {
      nodes.push(<Fragment key={key++}>{plainText(part)}</Fragment>);
    }
  }
  if (bold && bold.length > 0) nodes.push(<strong key={key++}>{bold.join('')}</strong>);
  return <>{nodes}</>;
}
