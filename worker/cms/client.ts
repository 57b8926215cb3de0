import type { z } from 'zod/mini';
import type { Locale } from '../../shared/locales.ts';
import { log } from '../log.ts';

type CmsClientOptions = {
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

/** `fetchedAt`: when the CMS gave this answer, for answers that come through the edge cache. */
export type CmsResult =
  | { ok: true; body: unknown; fetchedAt?: number }
  | { ok: false; status: number | 'timeout' | 'network' | 'invalid-json'; fetchedAt?: number };

/**
 * Raw access to the headless CMS contract of docs/product.md "Upstreams". Knows URLs, headers and timeouts;
 * caching and parsing sit on top of it (`content.ts`).
 */
export class CmsClient {
  readonly #options: CmsClientOptions;

  constructor(options: CmsClientOptions) {
    this.#options = options;
  }

  /** `GET /{locale}/{type}/{slug}`, type `post` unless said. */
  itemUrl(locale: Locale, slug: string, type = 'post'): string {
    return `${this.#options.baseUrl}/${locale}/${encodeURIComponent(type)}/${encodeURIComponent(slug)}`;
  }

  /** `GET /{locale}/{type}?{query}`, type `posts` and locale `it` unless said. */
  listUrl(query: Record<string, string> = {}, type = 'posts', locale: Locale = 'it'): string {
    // Most lists are asked for whole: no query to write (`notInList` asks on every item page).
    const search = Object.keys(query).length > 0 ? new URLSearchParams(query).toString() : '';
    return `${this.#options.baseUrl}/${locale}/${encodeURIComponent(type)}${search ? `?${search}` : ''}`;
  }

  async getJson(url: string): Promise<CmsResult> {
    const doFetch = this.#options.fetch ?? fetch;
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.#options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      log({ level: 'warn', event: 'cms.fetch_failed', url, reason: timedOut ? 'timeout' : String(error) });
      return { ok: false, status: timedOut ? 'timeout' : 'network' };
    }
    if (!response.ok) {
      // A 404 is an answer ("no such item"), not a failure of the CMS.
      if (response.status !== 404) {
        log({ level: 'warn', event: 'cms.bad_status', url, status: response.status, statusText: response.statusText });
      }
      await response.body?.cancel();
      return { ok: false, status: response.status };
    }
    try {
      return { ok: true, body: await response.json() };
    } catch {
      log({ level: 'warn', event: 'cms.invalid_json', url });
      return { ok: false, status: 'invalid-json' };
    }
  }
}

/** The details an issue may carry beyond its code, in the order a log line gives them. */
const ISSUE_DETAILS = ['expected', 'origin', 'format', 'minimum', 'maximum', 'inclusive', 'keys', 'values'] as const;

/**
 * A schema issue as a log line names it: its path, code and details (`seo.title: too_small,
 * origin string, minimum 1`). zod/mini loads no English texts, so the message would only say
 * "Invalid input".
 */
export function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_union') return describeUnion(issue);
  const fields = issue as unknown as Record<string, unknown>;
  // A bound is inclusive unless said otherwise (`z.positive()` is `minimum 0, inclusive false`).
  const shown = (key: string) => fields[key] !== undefined && !(key === 'inclusive' && fields[key] === true);
  const details = ISSUE_DETAILS.filter(shown).map((key) => {
    const value = fields[key];
    return `${key} ${Array.isArray(value) ? value.map(String).join('|') : String(value)}`;
  });
  return `${issue.path.join('.')}: ${[issue.code, ...details].join(', ')}`;
}

/** An option's issue with the literal `type` that tells a union's objects apart (the CMS blocks). */
const isTypeMismatch = (issue: z.core.$ZodIssue): issue is z.core.$ZodIssueInvalidValue =>
  issue.code === 'invalid_value' && issue.path.join('.') === 'type';

/**
 * A union of objects told apart by `type` (the CMS blocks), as the option the input's `type`
 * chose says it (`blocks.2.text: invalid_type, expected string`; a value that is no object
 * gets the same issue from every option); with no option of that `type`, the values it may
 * take (`blocks.2.type: invalid_value, values heading|paragraph|…`).
 */
function describeUnion(issue: z.core.$ZodIssueInvalidUnion): string {
  const chosen = issue.errors.find((option) => !option.some(isTypeMismatch));
  if (chosen) return chosen.map((inner) => describeIssue({ ...inner, path: [...issue.path, ...inner.path] })).join('; ');
  const values = issue.errors.flatMap((option) => option.filter(isTypeMismatch).flatMap((inner) => inner.values));
  return `${[...issue.path, 'type'].join('.')}: invalid_value, values ${values.join('|')}`;
}

/** Parses a CMS body; a malformed one is logged and treated as missing (docs/architecture.md "Content and caching"). */
export function parseContent<T extends z.ZodMiniType>(schema: T, body: unknown, url: string): z.infer<T> | null {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  log({
    level: 'warn',
    event: 'cms.malformed',
    url,
    issues: result.error.issues.slice(0, 5).map(describeIssue),
  });
  return null;
}
