/**
 * The latest of some content timestamps (ISO 8601, with offsets), as an ISO string in UTC:
 * a page built from several CMS items changed when the newest of them did.
 */
export function latest(...dates: readonly (string | undefined)[]): string {
  let newest = 0;
  for (const date of dates) {
    const time = date ? Date.parse(date) : Number.NaN;
    if (time > newest) newest = time;
  }
  return new Date(newest).toISOString();
}
