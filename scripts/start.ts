import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseIsoDay } from '../demo/booking/validate.ts';
import { ROOT, START_ASSETS_DIR, startSite } from './site.ts';

/**
 * `npm start` / `npm run dev`: build the client, start the demo stand-ins and the worker
 * with local KV, Queue and Cache. `PORT` picks the site's port (8787), `DEMO_PORT` the
 * stand-ins' (8790), `SITE_TODAY` (`YYYY-MM-DD`) the day the whole site and its stand-ins take
 * as today (worker/clock.ts). The client is built into its own folder (`dist/start`), not the
 * `dist/client` that `npm test`, `npm run bench` and the deploy build, so running those beside
 * the site never takes its assets away.
 */
const watch = process.argv.includes('--watch');
const port = Number(process.env.PORT ?? 8787);
const demoPort = Number(process.env.DEMO_PORT ?? 8790);
const siteToday = process.env.SITE_TODAY || undefined;
if (siteToday !== undefined && parseIsoDay(siteToday) === undefined) {
  console.error(`SITE_TODAY must be a day as YYYY-MM-DD (e.g. SITE_TODAY=2027-03-01 npm start), not "${siteToday}"`);
  process.exit(1);
}

const build = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn', '--outDir', START_ASSETS_DIR], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
if (watch) {
  const { spawn } = await import('node:child_process');
  spawn(join(ROOT, 'node_modules/.bin/vite'), ['build', '--watch', '--logLevel', 'warn', '--outDir', START_ASSETS_DIR], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}

const site = await startSite({
  port,
  demoPort,
  watch,
  assetsDir: START_ASSETS_DIR,
  // The developer's local KV, D1 and cache outlive a restart, as wrangler keeps them.
  persistTo: '.wrangler/state',
  ...(siteToday === undefined ? {} : { siteToday }),
  log: (line) => process.stdout.write(line),
});
const day = siteToday === undefined ? '' : `\nToday is ${siteToday} (SITE_TODAY) for the site and its stand-ins.`;
console.log(`\nLago Serena is running on ${site.url}  (demo stand-ins on ${site.demoUrl})${day}\n`);

const shutdown = async () => {
  await site.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
