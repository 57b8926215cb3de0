import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare';
import { seedRedirects, siteWorkerOptions } from '../built-worker.ts';

/** The secrets the demo stand-ins expect (demo/README.md) and a signing key of this run's own. */
export const LOAD_SECRETS = {
  BOTCHECK_SECRET: 'demo-botcheck-secret',
  BOOKING_WIDGET_KEY_VILLAGGIO: 'demo-village-key',
  BOOKING_WIDGET_KEY_CAMPEGGIO: 'demo-camping-key',
  FORM_SIGNING_KEY: 'load-test-form-signing-key',
};

/** `legacy`: every old address of the redirect table, as visitors' old bookmarks ask for them; `monitor`: a query of its 404 monitor's D1. */
export type LoadWorker = {
  url: string;
  legacy: string[];
  monitor<T>(sql: string, bindings?: unknown[]): Promise<T[]>;
  dispose(): Promise<void>;
};

/** The part of Miniflare's D1 binding the load reads (typed with the Workers types, which this Node project does not load). */
type D1 = { prepare(sql: string): { bind(...values: unknown[]): { all<T>(): Promise<{ results: T[] }> } } };

/**
 * The built bundle in workerd through Miniflare, with wrangler.toml's dev bindings: local KV,
 * the Queue and its consumer, the rate limiters, the Cache and the static assets. Miniflare
 * hosts all of them, so no `wrangler dev` proxy sits between the load and the worker.
 */
export async function startWorker(root: string, bundle: string, demoUrl: string, port: number): Promise<LoadWorker> {
  const url = `http://127.0.0.1:${port}`;
  const worker = siteWorkerOptions(root, bundle, url, demoUrl, LOAD_SECRETS);
  // The worker logs a JSON line per 404 and per delivery: printing them would cost more than serving them.
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({ workers: [worker], host: '127.0.0.1', port, log: new Log(LogLevel.ERROR), handleStructuredLogs: () => {} }),
  );
  await miniflare.ready;
  const rules = await seedRedirects(root, miniflare);
  const monitor = async <T>(sql: string, bindings: unknown[] = []) => {
    const db = (await miniflare.getD1Database('MONITOR')) as unknown as D1;
    return (
      await db
        .prepare(sql)
        .bind(...bindings)
        .all<T>()
    ).results;
  };
  return { url, legacy: rules.map((rule) => rule.from), monitor, dispose: () => miniflare.dispose() };
}
