/**
 * Local ports for the suites, away from `npm start`'s 8787/8790 so both can run. A second
 * checkout (or a second run beside the first) moves them with TEST_PORT_BASE.
 */
const base = Number(process.env.TEST_PORT_BASE ?? 8891);

export const INTEGRATION_DEMO_PORT = base;
export const E2E_DEMO_PORT = base + 1;
export const E2E_SITE_PORT = base + 2;
/** Where the integration files take turns (tests/support/turns.ts). */
export const INTEGRATION_TURNS_PORT = base + 3;
/** The sweeps' own site (`npm run test:sweep`, tests/sweep/), so they may run beside the e2e files. */
export const SWEEP_DEMO_PORT = base + 4;
export const SWEEP_SITE_PORT = base + 5;
