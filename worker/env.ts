import type { Locale } from '../shared/locales.ts';
import type { Content } from './cms/content.ts';
import type { Config } from './config.ts';
import type { ServerTimingVariables } from './server-timing.ts';
import type { PageCacheVariables } from './screens/page-cache.ts';

/** The one environment type of the app: bindings from `wrangler types`, per-request variables. */
export type AppEnv = {
  Bindings: Env;
  Variables: ServerTimingVariables &
    PageCacheVariables & {
      config: Config;
      locale: Locale;
      content: Content;
      /**
       * Starts work the answer does not need once the page is answered (cms/open-content.ts
       * `writesBehindAnswer`): copies of CMS answers, reading the tag stamps of a page just kept.
       */
      behindAnswer: (work: () => Promise<unknown>) => void;
    };
};
