import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, START_ASSETS_DIR, startSite } from './site.ts';

/**
 * `npm start` / `npm run dev`: build the client, start the demo stand-ins and the worker
 * with local KV, Queue and Cache. `PORT` picks the site's port (8787), `DEMO_PORT` the
 * stand-ins' (8790). The client is built into its own folder (`dist/start`), not the
 * `dist/client` that `npm test`, `npm run bench` and the deploy build, so running those beside
 * the site never takes its assets away.
 */
const watch = process.argv.includes('--watch');
const port = Number(process.env.PORT ?? 8787);
const demoPort = Number(process.env.DEMO_PORT ?? 8790);

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
  log: (line) => process.stdout.write(line),
});
console.log(`\nLago Serena is running on ${site.url}  (demo stand-ins on ${site.demoUrl})\n`);

const shutdown = async () => {
  await site.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
