/**
 * A link from the CMS as an `href` only when it is a site path or an http(s) address:
 * `javascript:`, `data:` and protocol-relative links become null and are not rendered.
 */
export function safeHref(link: string): string | null {
  const value = link.trim();
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
