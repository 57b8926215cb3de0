import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import LaneSequencer from './tests/support/sequencer.ts';
import { SUITE_TODAY } from './tests/support/site-days.ts';

/**
 * Two files at a time, one per core. The browser files' timed checks read the page's own clock
 * from where each timer starts (an island's start, a click), so another file beside them slows
 * them without failing them; each integration file has stand-ins of its own (`ownDemo` below),
 * and tests/support/sequencer.ts orders the browser files' lanes for two.
 */
const MAX_WORKERS = 2;

/**
 * Node keeps the bytecode it compiles (wrangler's 10 MB bundle, Vitest, playwright-core) for
 * the next process: the CLI tests start wrangler twenty times, each file starts a worker
 * process. Entries are keyed by the file's contents, so a changed file is compiled afresh.
 */
process.env.NODE_COMPILE_CACHE ??= join(tmpdir(), 'lago-node-compile-cache');

/**
 * The sweeps (tests/sweep/: the crawl of every link, axe and HTML_CodeSniffer over every page
 * type, vnu over every screen, the boxes of every control at five widths) run only when asked for by name, `npm run test:sweep` (`--project
 * sweep`) or a path under tests/sweep/: `vitest run` and `npm test` leave them out.
 */
const SWEEPS_ASKED = process.argv.some(
  (arg, index, all) => arg === '--project=sweep' || (arg === '--project' && all[index + 1] === 'sweep') || arg.includes('tests/sweep/'),
);

/** The 404 monitor's schema, applied to the test D1 by tests/integration/apply-migrations.ts. */
const monitorMigrations = await readD1Migrations('migrations');

/**
 * Three suites, one runner: `unit` in Node, `integration` in workerd (the real worker, its
 * bindings from wrangler.toml, upstreams served by the demo stand-ins over HTTP), and `e2e`
 * driving Chromium against the site started as `npm start` starts it; and the sweeps, `sweep`,
 * as e2e but on demand.
 */
export default defineConfig({
  test: {
    maxWorkers: MAX_WORKERS,
    sequence: { sequencer: LaneSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // One module cache per worker process instead of one per file: the files keep no state
          // in modules (global stubs are undone after each test), and re-importing the same
          // modules for each of 38 files cost half the project's CPU time.
          isolate: false,
        },
      },
      {
        plugins: [
          cloudflareTest(async ({ inject }) => {
            const demo = await ownDemo(inject<string>('integrationDemos'));
            return {
              wrangler: { configPath: './wrangler.toml', environment: 'dev' },
              miniflare: {
                bindings: {
                  ENVIRONMENT: 'test',
                  CMS_BASE_URL: `http://127.0.0.1:${demo.port}/cms`,
                  IMAGE_RESIZING: `http://127.0.0.1:${demo.port}`,
                  SITE_URL: 'https://www.lagoserena.test',
                  // No test depends on the real date: the worker's today (worker/clock.ts).
                  SITE_TODAY: SUITE_TODAY,
                  CMS_TIMEOUT_MS: '1500',
                  BOOKING_REQUEST_URL: `http://127.0.0.1:${demo.port}/booking/customer-request`,
                  BOOKING_ONLINE_URL: `http://127.0.0.1:${demo.port}/booking/book`,
                  MAILING_SUBSCRIBE_URL: `http://127.0.0.1:${demo.port}/mailing/subscribe`,
                  MAIL_BASE_URL: `http://127.0.0.1:${demo.port}`,
                  BOTCHECK_SCRIPT_URL: `http://127.0.0.1:${demo.port}/botcheck/api.js`,
                  BOTCHECK_VERIFY_URL: `http://127.0.0.1:${demo.port}/botcheck/siteverify`,
                  NEWSLETTER_EMBED_URL: `http://127.0.0.1:${demo.port}/mailing/embed/{form}`,
                  TAG_MANAGER_URL: `http://127.0.0.1:${demo.port}/tagmanager/gtm.js`,
                  UPSTREAM_TIMEOUT_MS: '1500',
                  DELIVERY_RETRY_BASE_S: '1',
                  // Test secrets: the demo stand-ins' own (demo/README.md); .dev.vars is not needed.
                  BOTCHECK_SECRET: 'demo-botcheck-secret',
                  BOOKING_WIDGET_KEY_VILLAGGIO: 'demo-village-key',
                  BOOKING_WIDGET_KEY_CAMPEGGIO: 'demo-camping-key',
                  FORM_SIGNING_KEY: 'integration-test-form-signing-key',
                  // The demo CMS's default (demo/cms/publish.ts); the tests sign notices with it.
                  CMS_WEBHOOK_SECRET: 'demo-cms-webhook-secret',
                  // Read as process.env.CI inside workerd: property tests run a CI-sized count (tests/support/fuzz-runs.ts).
                  CI: process.env.CI ?? '',
                  TEST_MIGRATIONS: monitorMigrations,
                  // Where the file's last hook gives its stand-ins back (tests/integration/own-demo.ts).
                  TEST_DEMO_RELEASE_URL: demo.release,
                },
              },
            };
          }),
        ],
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/integration/**/*.test.tsx'],
          globalSetup: ['tests/support/integration-setup.ts'],
          setupFiles: ['tests/integration/own-demo.ts', 'tests/integration/apply-migrations.ts'],
          // Sweeps over every route in six languages share two cores with the browser files.
          testTimeout: 60_000,
          // A loaded 2-core machine (CI beside other work) once took over 10 s for a sitemap test's setup.
          hookTimeout: 30_000,
        },
      },
      browserProject('e2e', 'tests/e2e/**/*.test.ts'),
      ...(SWEEPS_ASKED ? [browserProject('sweep', 'tests/sweep/**/*.test.ts')] : []),
    ],
  },
});

/**
 * Stand-ins of the file's own, on a free port (tests/support/integration-setup.ts): the plugin
 * calls the options function above as it starts each file's worker, so a file's faults and
 * request logs are never another's, and the integration files run side by side.
 */
async function ownDemo(demos: string): Promise<{ port: number; release: string }> {
  const response = await fetch(`${demos}/start`, { method: 'POST' });
  if (!response.ok) throw new Error(`integration stand-ins: ${response.status} ${await response.text()}`);
  const { port } = (await response.json()) as { port: number };
  return { port, release: `${demos}/stop?port=${port}` };
}

/** Chromium against the site as `npm start` starts it (tests/support/e2e-setup.ts: one site per project). */
function browserProject(name: string, include: string) {
  return {
    test: {
      name,
      include: [include],
      environment: 'node',
      // As for unit: each file launches and closes its own browser in its hooks.
      isolate: false,
      globalSetup: ['tests/support/e2e-setup.ts'],
      // A browser file's concurrent cases share the machine with two other files.
      testTimeout: 120_000,
      hookTimeout: 120_000,
      maxConcurrency: 3,
    },
  };
}
