import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSite } from '../../scripts/site.ts';
import { E2E_DEMO_PORT, E2E_SITE_PORT, SWEEP_DEMO_PORT, SWEEP_SITE_PORT } from './ports.ts';
import { SUITE_TODAY } from './site-days.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    demoUrl: string;
    /** Where the running site keeps its local KV, Queue and Cache. */
    persistTo: string;
    /** Where the browser files' lanes keep their locks (tests/support/lanes.ts). */
    lanesDir: string;
    /** The day the site and its stand-ins take as today (`SITE_TODAY`), whatever the real date. */
    siteToday: string;
  }
}

/** The site as `npm start` runs it, on its own ports and with its own local state: one for the e2e files, one for the sweeps. */
export default async function setup(project: TestProject) {
  const sweep = project.name === 'sweep';
  const persistTo = mkdtempSync(join(tmpdir(), 'lago-e2e-'));
  // Pictures as the CMS serves them: the stand-in's resizing costs a second or more of CPU per
  // picture and width the first time, and the browser files load hundreds of them, on two
  // cores. The resizing and its srcset are tested in tests/integration/lcp-image.test.ts and
  // tests/unit/image-resizing-stand-in.test.ts; `npm start` keeps it on.
  const site = await startSite({
    port: sweep ? SWEEP_SITE_PORT : E2E_SITE_PORT,
    demoPort: sweep ? SWEEP_DEMO_PORT : E2E_DEMO_PORT,
    persistTo,
    imageResizing: false,
    reactBuild: 'production',
    siteToday: SUITE_TODAY,
  });
  project.provide('siteToday', SUITE_TODAY);
  project.provide('siteUrl', site.url);
  project.provide('demoUrl', site.demoUrl);
  project.provide('persistTo', persistTo);
  const lanesDir = mkdtempSync(join(tmpdir(), 'lago-lanes-'));
  project.provide('lanesDir', lanesDir);
  return async () => {
    await site.stop();
    rmSync(persistTo, { recursive: true, force: true });
    rmSync(lanesDir, { recursive: true, force: true });
  };
}
