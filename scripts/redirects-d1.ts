import { execFile } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { KvTarget } from './wrangler-kv.ts';

/**
 * The 404 monitor's database (binding MONITOR, migrations/) as ops see it, through wrangler:
 * local (wrangler's state of env "dev", as `npm start` runs it) or production (`--remote`).
 * Used by the redirects CLI (`misses`, `promote`, `stale`) and by `npm start`, which applies
 * the migrations to its local database.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const WRANGLER = join(ROOT, 'node_modules/.bin/wrangler');
const DATABASE = 'MONITOR';

export type MissRow = {
  locale: string;
  path: string;
  referrer_host: string;
  bot: number;
  hits: number;
  first_seen: string;
  last_seen: string;
};
export type RuleHitRow = { rule_key: string; hits: number; first_seen: string; last_seen: string };

function targetArgs(target: KvTarget): string[] {
  if (!target.local) return ['--remote'];
  const args = ['--local', '--env', 'dev'];
  if (target.persistTo) args.push('--persist-to', resolve(target.persistTo));
  return args;
}

export function describeDatabase(target: KvTarget): string {
  return target.local ? `local D1 (${target.persistTo ?? '.wrangler/state'})` : 'production D1 (remote)';
}

async function wrangler(args: string[], target: KvTarget): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(WRANGLER, ['d1', ...args, ...targetArgs(target)], {
      cwd: ROOT,
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0', CI: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    const detail = (stderr || stdout || String(error)).trim();
    throw new Error(`wrangler d1 ${args[0]} failed on ${describeDatabase(target)}:\n${detail}`);
  }
}

/** A string as an SQL literal: `wrangler d1 execute --command` takes no bound parameters. */
export function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** What the redirects CLI asks of the monitor's database: wrangler's (`monitorDatabase`) or, in the tests, Miniflare's D1. */
export interface SqlStore {
  /** Runs one statement and returns its rows. */
  query<T>(sql: string): Promise<T[]>;
}

/** The MONITOR database of `target` through wrangler. */
export function monitorDatabase(target: KvTarget): SqlStore {
  return { query: (sql) => query(sql, target) };
}

/** Runs one statement and returns its rows. */
export async function query<T>(sql: string, target: KvTarget): Promise<T[]> {
  const stdout = await wrangler(['execute', DATABASE, '--json', '--command', sql], target);
  const start = stdout.search(/[[{]/);
  if (start < 0) throw new Error(`wrangler printed no JSON:\n${stdout}`);
  const answer = JSON.parse(stdout.slice(start)) as { results?: T[] }[] | { results?: T[] };
  const first = Array.isArray(answer) ? answer[0] : answer;
  return first?.results ?? [];
}

/** Applies migrations/ that the database does not have yet. */
export async function applyMonitorMigrations(target: KvTarget): Promise<string> {
  return wrangler(['migrations', 'apply', DATABASE], target);
}

/** An ISO time `days` ago, as the monitor writes its times. */
export function daysAgo(days: number, now = new Date()): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString();
}
