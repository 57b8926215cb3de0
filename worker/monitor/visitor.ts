/**
 * What the 404 monitor keeps of a request: whether the client is a bot, the referring host,
 * and whether the path is a probe for other software. Nothing that names a person.
 */

/** Crawlers, link checkers, previews and HTTP libraries name themselves in the User-Agent. */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|scrap|fetch|archiv|preview|monitor|check|scan|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|headless|lighthouse|facebookexternalhit|embedly|whatsapp|telegram|^node\b/i;

/** Every browser's User-Agent starts so; anything else is a tool. */
const BROWSER_AGENT = /^(?:Mozilla|Opera)\/\d/;

/** A missing, bot or non-browser User-Agent. */
export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent || !BROWSER_AGENT.test(userAgent) || BOT_AGENT.test(userAgent);
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

/**
 * A host a page can link from: labels of letters, digits and hyphens under a top-level domain
 * of letters (or its punycode). Our own pages are such a host; an IP address, `localhost` or a
 * cut-off name is not, and counts as no referrer.
 */
const WEB_HOST = /^(?=.{4,100}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export function isWebHost(host: string): boolean {
  return WEB_HOST.test(host);
}

/** Scanners looking for other software (PHP, WordPress, config and dot files): never a page of this site. */
const JUNK_PATH =
  /\.(?:php\d?|aspx?|jsp|cgi|env|ini|sql|bak|old|swp|ya?ml|log|git|sh|exe|dll|tar|gz|zip|rar|7z)(?:$|\/)|\/(?:wp-[a-z]+|xmlrpc|phpmyadmin|cgi-bin|vendor|\.[^/]*)(?:$|\/)/i;

/** Characters no address typed or linked by a person holds: controls, invisible formatting, markup and shell syntax. */
const UNLIKELY_CHARACTER = /[\p{C}<>"`{}|\\^]/u;

/** Longer paths are not typed or linked by people. */
export const MAX_PATH_LENGTH = 300;

export function isJunkPath(path: string): boolean {
  return path.length > MAX_PATH_LENGTH || JUNK_PATH.test(path) || UNLIKELY_CHARACTER.test(path);
}
