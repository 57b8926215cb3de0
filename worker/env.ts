import type { ConfigVariables } from './middleware/config.ts';
import type { ContentVariables } from './middleware/content.ts';
import type { LocaleVariables } from './middleware/locale.ts';
import type { ServerTimingVariables } from './server-timing.ts';
import type { PageCacheVariables } from './screens/page-cache.ts';

/**
 * The one environment type of the app: bindings from `wrangler types`, per-request variables,
 * each declared beside the middleware that sets it.
 */
export type AppEnv = {
  Bindings: Env;
  Variables: PageCacheVariables & ServerTimingVariables & ConfigVariables & LocaleVariables & ContentVariables;
};
