import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkClientBuild, ROOT, START_ASSETS_DIR } from '../../scripts/site.ts';

/**
 * `npm start` serves its own client build (scripts/start.ts), and a site whose build lacks what
 * the worker needs does not start: a loud error naming the file, never a 503 on every page.
 */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function build(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'client-build-'));
  dirs.push(dir);
  for (const file of files) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), '{}');
  }
  return dir;
}

describe('the client build a started site serves', () => {
  it('refuses to start without Vite’s manifest (an empty folder: a build emptied under it), naming it and how to build it', () => {
    const dir = build([]);
    expect(() => checkClientBuild(dir)).toThrow(
      `the client build in ${dir} lacks .vite/manifest.json: build it first (vite build --outDir ${dir})`,
    );
  });

  it('starts from a build with it', () => {
    expect(() => checkClientBuild(build(['.vite/manifest.json']))).not.toThrow();
  });

  it('is npm start’s own folder, not the one test, bench and deploy builds write', () => {
    // Those builds write Vite's outDir, which wrangler.toml serves by default.
    const viteOutDir = readFileSync(join(ROOT, 'vite.config.ts'), 'utf8').match(/outDir: '([^']+)'/)?.[1];
    const wranglerAssets = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8').match(/^directory = "([^"]+)"/m)?.[1];
    expect(viteOutDir).toBe('dist/client');
    expect(wranglerAssets).toBe(viteOutDir);
    expect(START_ASSETS_DIR).not.toBe(viteOutDir);
    expect(readFileSync(join(ROOT, 'scripts/start.ts'), 'utf8')).toContain('assetsDir: START_ASSETS_DIR');
  });
});
