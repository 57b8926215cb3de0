/** Fixed local ports for the suites, away from `npm start`'s 8787/8790 so both can run. */
export const INTEGRATION_DEMO_PORT = 8891;
export const E2E_DEMO_PORT = 8892;
export const E2E_SITE_PORT = 8893;
