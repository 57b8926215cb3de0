import { startDemo } from '../../demo/server.ts';
import { INTEGRATION_DEMO_PORT } from './ports.ts';

/** The demo stand-ins the worker under test talks to over real HTTP. */
export default async function setup() {
  const demo = await startDemo(INTEGRATION_DEMO_PORT);
  return () => demo.close();
}
