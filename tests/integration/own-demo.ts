import { env } from 'cloudflare:workers';
import { afterAll } from 'vitest';

/**
 * The file's own stand-ins (tests/support/integration-setup.ts) close after its last hook: this
 * hook is registered first, so it runs after the file's own.
 */
afterAll(async () => {
  const release = (env as unknown as { TEST_DEMO_RELEASE_URL: string }).TEST_DEMO_RELEASE_URL;
  await (await fetch(release, { method: 'POST' })).arrayBuffer();
});
