import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare';
import type { CliOutput } from '../../scripts/cli-output.ts';
import type { SqlStore } from '../../scripts/redirects-d1.ts';
import type { KvStore } from '../../scripts/wrangler-kv.ts';

/**
 * A local KV namespace and D1 database in Miniflare (workerd, the runtime `wrangler dev` and the
 * integration suite run), for the ops CLIs' tests: they call the CLIs' `main` with these in
 * place of wrangler's, so a command costs milliseconds, not a wrangler process. One test per CLI
 * still runs it for real through `npm run` (tests/unit/*-cli.test.ts).
 */

/** The part of the D1 binding used here (the Workers types are not loaded in Node). */
type D1 = {
  prepare(sql: string): { all<T>(): Promise<{ results: T[] }> };
  exec(sql: string): Promise<unknown>;
};

/**
 * The namespace's side, inside workerd: one request per batch, each key read or written there,
 * where a call from Node through Miniflare's proxy would cost a round trip per key.
 */
const KV_WORKER = `export default {
  async fetch(request, env) {
    const { op, prefix, keys = [], entries = [] } = await request.json();
    if (op === 'list') {
      const listed = [];
      let cursor;
      do {
        const page = await env.KV.list({ prefix, cursor });
        listed.push(...page.keys);
        cursor = page.list_complete ? undefined : page.cursor;
      } while (cursor);
      return Response.json(listed);
    }
    if (op === 'get') {
      const values = await Promise.all(keys.map((key) => env.KV.get(key)));
      return Response.json(Object.fromEntries(keys.flatMap((key, index) => (values[index] === null ? [] : [[key, values[index]]]))));
    }
    if (op === 'put') await Promise.all(entries.map(({ key, value, metadata, expirationTtl }) => env.KV.put(key, value, { metadata, expirationTtl })));
    if (op === 'delete') await Promise.all(keys.map((key) => env.KV.delete(key)));
    return Response.json(null);
  },
};`;

export type LocalStores = {
  /** The namespace as the CLIs see it. */
  kv: KvStore;
  /** The monitor's database, migrations/ applied. */
  db: SqlStore;
  dispose(): Promise<void>;
};

const ROOT = join(import.meta.dirname, '../..');

export async function localStores(): Promise<LocalStores> {
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: KV_WORKER,
      kvNamespaces: ['KV'],
      d1Databases: ['DB'],
      log: new Log(LogLevel.ERROR),
    }),
  );
  await miniflare.ready;
  const database = (await miniflare.getD1Database('DB')) as unknown as D1;
  // The migrations in order, as `wrangler d1 migrations apply` runs them.
  for (const file of readdirSync(join(ROOT, 'migrations'))
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    await database.exec(oneLineStatements(readFileSync(join(ROOT, 'migrations', file), 'utf8')));
  }
  const call = async (body: object) => {
    const response = await miniflare.dispatchFetch('http://kv/', { method: 'POST', body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`local KV answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const kv: KvStore = {
    list: async (prefix) => (await call({ op: 'list', prefix })) as { name: string; metadata?: unknown }[],
    get: async (key) => ((await call({ op: 'get', keys: [key] })) as Record<string, string>)[key] ?? null,
    getMany: async (keys) => new Map(Object.entries((await call({ op: 'get', keys })) as Record<string, string>)),
    putMany: async (entries) => {
      await call({ op: 'put', entries });
    },
    deleteMany: async (keys) => {
      await call({ op: 'delete', keys });
    },
  };
  const db: SqlStore = { query: async <T>(sql: string) => (await database.prepare(sql).all<T>()).results };
  return { kv, db, dispose: () => miniflare.dispose() };
}

/**
 * D1's `exec` runs one statement per line: a migration's statements each joined onto one line,
 * its `--` comments dropped (the migrations hold no `;` or `--` inside a string).
 */
function oneLineStatements(sql: string): string {
  return sql
    .split('\n')
    .map((line) => line.replace(/--.*$/, '').trim())
    .filter(Boolean)
    .join(' ')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean)
    .map((statement) => `${statement};`)
    .join('\n');
}

/** What a CLI's `main` printed, and its exit code. */
export type CliRun = { code: number; stdout: string; stderr: string };

/** An output that keeps what is printed, for one call of a CLI's `main`. */
export async function captured(call: (out: CliOutput) => Promise<number>): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const out: CliOutput = {
    log: (line) => {
      stdout += `${line}\n`;
    },
    error: (line) => {
      stderr += `${line}\n`;
    },
    write: (text) => {
      stdout += text;
    },
  };
  const code = await call(out);
  return { code, stdout, stderr };
}
