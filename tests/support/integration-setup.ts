import { startDemo } from '../../demo/server.ts';
import { INTEGRATION_DEMO_PORT } from './ports.ts';

/** The demo stand-ins the worker under test talks to over real HTTP. */
export default async function setup() {
  // The bot check reports the test site's host name, as Google reports the real one.
  const demo = await startDemo(INTEGRATION_DEMO_PORT, '127.0.0.1', { botcheckHostname: 'www.lagoserena.test' });
  return () => demo.close();
}
