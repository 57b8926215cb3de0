import type { Config } from '../config.ts';
import { log } from '../log.ts';
import type { PreviewRequest } from '../cms/notice.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../cms/signature.ts';
import { hmacHex } from '../hmac.ts';

/**
 * An item's draft from the CMS: `GET {base}/{locale}/{type}/{slug}/draft`, signed like a
 * notice over `{timestamp}.{path}` (docs/product.md "Publishing"), since drafts are not public.
 * Null when there is no draft (the published item is shown) or the CMS cannot give it.
 */
export async function fetchDraft(config: Config, secret: string, item: PreviewRequest): Promise<unknown | null> {
  const url = `${config.CMS_BASE_URL}/${item.locale}/${encodeURIComponent(item.type)}/${encodeURIComponent(item.slug)}/draft`;
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = `v1=${await hmacHex(secret, `${timestamp}.${new URL(url).pathname}`)}`;
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json', [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signature },
      signal: AbortSignal.timeout(config.CMS_TIMEOUT_MS),
    });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      log({ level: 'warn', event: 'preview.draft_failed', url, status: response.status });
      await response.body?.cancel();
      return null;
    }
    return await response.json();
  } catch (error) {
    log({ level: 'warn', event: 'preview.draft_failed', url, error: String(error) });
    return null;
  }
}
