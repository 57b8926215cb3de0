import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * A KV namespace reached through wrangler, local or remote: the one way the ops CLIs
 * (`scripts/redirects-kv.ts`, `scripts/submissions-kv.ts`) read and write KV.
 */

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const WRANGLER = join(ROOT, 'node_modules/.bin/wrangler');

/** Which namespace: local (wrangler's state of env "dev", as `npm start` uses it) or production (top level). */
export type KvTarget = { local: boolean; persistTo?: string | undefined };

export function describeTarget(target: KvTarget): string {
  return target.local ? `local KV (${target.persistTo ?? '.wrangler/state'})` : 'production KV (remote)';
}

function targetArgs(binding: string, target: KvTarget): string[] {
  if (!target.local) return ['--binding', binding, '--remote'];
  const args = ['--binding', binding, '--local', '--env', 'dev'];
  // wrangler runs in the repo root; a relative state dir is meant from where ops typed it.
  if (target.persistTo) args.push('--persist-to', resolve(target.persistTo));
  return args;
}

/** `wrangler kv …args` on `binding` of `target`; its stdout, or an error naming the command and the target. */
export async function wranglerKv(binding: string, args: string[], target: KvTarget, maxBuffer: number): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(WRANGLER, ['kv', ...args, ...targetArgs(binding, target)], {
      cwd: ROOT,
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0' },
      maxBuffer,
    });
    return stdout;
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    const detail = (stderr || stdout || String(error)).trim();
    throw new Error(`wrangler kv ${args.slice(0, 2).join(' ')} failed on ${describeTarget(target)}:\n${detail}`);
  }
}

/** wrangler may print a notice before its JSON; the JSON starts at the first bracket. */
export function parseJsonOutput(stdout: string): unknown {
  const start = stdout.search(/[[{]/);
  if (start < 0) throw new Error(`wrangler printed no JSON:\n${stdout}`);
  return JSON.parse(stdout.slice(start));
}

/** Runs `body` with a fresh temp dir for wrangler's input files, removed afterwards. */
export async function withTempDir<T>(prefix: string, body: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  try {
    return await body(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
