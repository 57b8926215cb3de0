import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * A KV namespace reached through wrangler, local or remote: the one way the ops CLIs
 * (`scripts/redirects-kv.ts`, `scripts/submissions-kv.ts`) read and write KV when run.
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

/**
 * What the ops CLIs read and write in a KV namespace, in as few calls as the store allows:
 * wrangler's (`wranglerKvStore`, local or remote, each call a wrangler process) or, in the tests,
 * Miniflare's namespace (tests/support/local-stores.ts).
 */
export interface KvStore {
  /** Every key (under `prefix`) with its metadata. */
  list(prefix?: string): Promise<{ name: string; metadata?: unknown }[]>;
  /** One value as text; null when the key is absent. */
  get(key: string): Promise<string | null>;
  /** Many values; absent keys are left out. */
  getMany(keys: string[]): Promise<Map<string, string>>;
  putMany(entries: KvPut[]): Promise<void>;
  deleteMany(keys: string[]): Promise<void>;
}

export type KvPut = { key: string; value: string; metadata?: unknown; expirationTtl?: number };

/** The KV API answers at most this many keys per bulk get; local storage has no such limit. */
const REMOTE_BULK_GET_MAX = 100;

/** Local answers `{ key: { value } }`, the API `{ key: value }`. */
function storedValue(answer: unknown): string | null {
  if (typeof answer === 'string') return answer;
  if (answer && typeof answer === 'object' && 'value' in answer) return (answer as { value: string | null }).value;
  return null;
}

/**
 * `binding`'s namespace through wrangler: a list is one `key list`, many values one `bulk get`
 * (per 100 keys remotely), a batch of writes one `bulk put`, of deletions one `bulk delete`.
 */
export function wranglerKvStore(binding: string, target: KvTarget, maxBuffer: number): KvStore {
  const wrangler = (args: string[]) => wranglerKv(binding, args, target, maxBuffer);
  const withFile = (name: string, content: unknown, args: (file: string) => string[]) =>
    withTempDir('wrangler-kv-', async (dir) => {
      const file = join(dir, name);
      await writeFile(file, JSON.stringify(content));
      return wrangler(args(file));
    });
  return {
    async list(prefix) {
      return parseJsonOutput(await wrangler(['key', 'list', ...(prefix ? ['--prefix', prefix] : [])])) as {
        name: string;
        metadata?: unknown;
      }[];
    },
    async get(key) {
      const text = await wrangler(['key', 'get', key, '--text']);
      return text.trim() === '' || text.trim() === 'Value not found' ? null : text;
    },
    async getMany(keys) {
      const values = new Map<string, string>();
      const batch = target.local ? Math.max(keys.length, 1) : REMOTE_BULK_GET_MAX;
      for (let start = 0; start < keys.length; start += batch) {
        const stdout = await withFile('get.json', keys.slice(start, start + batch), (file) => ['bulk', 'get', file]);
        for (const [key, raw] of Object.entries(parseJsonOutput(stdout) as Record<string, unknown>)) {
          const value = storedValue(raw);
          if (value !== null) values.set(key, value);
        }
      }
      return values;
    },
    async putMany(entries) {
      if (entries.length === 0) return;
      const rows = entries.map(({ key, value, metadata, expirationTtl }) => ({
        key,
        value,
        ...(metadata === undefined ? {} : { metadata }),
        ...(expirationTtl === undefined ? {} : { expiration_ttl: expirationTtl }),
      }));
      await withFile('put.json', rows, (file) => ['bulk', 'put', file]);
    },
    async deleteMany(keys) {
      if (keys.length === 0) return;
      await withFile('delete.json', keys, (file) => ['bulk', 'delete', file, '--force']);
    },
  };
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
