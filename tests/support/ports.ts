/**
 * Local ports for the browser suites, away from `npm start`'s 8787/8790 so both can run. A second
 * checkout (or a second run beside the first) moves them with TEST_PORT_BASE. The integration
 * files' stand-ins take free ports (tests/support/integration-setup.ts).
 */
const base = Number(process.env.TEST_PORT_BASE ?? 8891);

export const E2E_DEMO_PORT = base + 1;
export const E2E_SITE_PORT = base + 2;
/** The sweeps' own site (`npm run test:sweep`, tests/sweep/), so they may run beside the e2e files. */
export const SWEEP_DEMO_PORT = base + 4;
export const SWEEP_SITE_PORT = base + 5;
