/**
 * What the 404 monitor keeps of a request: whether the client is a bot, the referring host,
 * and whether the path is a probe for other software. Nothing that names a person.
 */

/** Crawlers, link checkers, previews and HTTP libraries name themselves in the User-Agent. */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|scrap|fetch|archiv|preview|monitor|check|scan|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|headless|lighthouse|facebookexternalhit|embedly|whatsapp|telegram|^node\b/i;

/** A missing or bot User-Agent. */
export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent || BOT_AGENT.test(userAgent);
}

/** The host of a Referer (lower case, at most 100 characters), or '' when there is none or it is not a web address. */
export function referrerHost(referer: string | null | undefined): string {
  if (!referer) return '';
  try {
    const url = new URL(referer);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.hostname.toLowerCase().slice(0, 100) : '';
  } catch {
    return '';
  }
}

/** Scanners looking for other software (PHP, WordPress, config and dot files): never a page of this site. */
const JUNK_PATH =
  /\.(?:php\d?|aspx?|jsp|cgi|env|ini|sql|bak|old|swp|ya?ml|log|git|sh|exe|dll|tar|gz|zip|rar|7z)(?:$|\/)|\/(?:wp-[a-z]+|xmlrpc|phpmyadmin|cgi-bin|vendor|\.[^/]*)(?:$|\/)/i;

/** Longer paths are not typed or linked by people. */
export const MAX_PATH_LENGTH = 300;

export function isJunkPath(path: string): boolean {
  return path.length > MAX_PATH_LENGTH || JUNK_PATH.test(path);
}
