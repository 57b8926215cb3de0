import { startDemo } from '../../demo/server.ts';
import { INTEGRATION_DEMO_PORT, INTEGRATION_TURNS_PORT } from './ports.ts';
import { SUITE_TODAY } from './site-days.ts';
import { startTurns } from './turns.ts';

/** The demo stand-ins the worker under test talks to over real HTTP, and the files' turns. */
export default async function setup() {
  const turns = await startTurns(INTEGRATION_TURNS_PORT);
  // The bot check reports the test site's host name, as Google reports the real one.
  const demo = await startDemo(INTEGRATION_DEMO_PORT, '127.0.0.1', { botcheckHostname: 'www.lagoserena.test', today: SUITE_TODAY });
  return async () => {
    await demo.close();
    turns.close();
  };
}
