/** One schema.org node as JSON-LD (`@context` is added when the page's graph is written). */
export type StructuredData = { '@type': string; [property: string]: unknown };

/**
 * The page's JSON-LD as the text of a `<script type="application/ld+json">`. Content comes
 * from the CMS, so `<`, `>` and `&` are escaped: no text can close the element or start markup,
 * and JSON parsers read the escapes back as the same characters.
 */
export function jsonLdText(nodes: readonly StructuredData[]): string {
  const json = JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes });
  return json.replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
