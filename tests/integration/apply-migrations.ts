import { applyD1Migrations, type D1Migration } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

/** The D1 of the tests gets migrations/ as `wrangler d1 migrations apply` gives it to the real one. */
await applyD1Migrations(env.MONITOR, (env as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS);
