/**
 * Campaign and click identifiers that analytics read in the browser and no page of this site
 * uses: `utm_*` and the ad networks' and mailers' ids. They are dropped from a kept page's
 * key, so a newsletter send or an ad campaign is answered from the page kept for the clean
 * address instead of rendering it again for every new value.
 */
const TRACKING_NAMES = new Set([
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'gad_source',
  'gad_campaignid',
  'srsltid',
  'fbclid',
  'igshid',
  'msclkid',
  'mc_cid',
  'mc_eid',
  'yclid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'epik',
  'rdt_cid',
  'sccid',
  'mkt_tok',
  '_hsenc',
  '_hsmi',
  '_ga',
  '_gl',
  '_kx',
  'oly_anon_id',
  'oly_enc_id',
  'vero_id',
]);

export function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_NAMES.has(lower);
}

/**
 * The URL without tracking parameters (the others kept in their order), or the URL itself
 * when it has none; the common case allocates nothing but the parse.
 *
 * @example
 * withoutTracking('https://x.it/contatti?utm_source=nl&fq=1') // 'https://x.it/contatti?fq=1'
 */
export function withoutTracking(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const parsed = new URL(url);
  const names = [...new Set(parsed.searchParams.keys())].filter(isTrackingParameter);
  if (names.length === 0) return url;
  for (const name of names) parsed.searchParams.delete(name);
  return parsed.href.replace(/\?$/, '');
}
