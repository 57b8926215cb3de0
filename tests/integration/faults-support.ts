import { env } from 'cloudflare:workers';
import { vi } from 'vitest';
import type { StoredSubmission } from '../../worker/forms/outbox.ts';
import { DEMO } from './fetch.ts';

/** One structured log line of the worker (`worker/log.ts`). */
export type LogLine = { level: string; event: string } & Record<string, unknown>;

/**
 * Collects the worker's JSON log lines while a test runs. The tests share the worker's isolate,
 * so its `console` is this one; lines are still printed, only read as well.
 */
export function captureLogs() {
  const lines: LogLine[] = [];
  const spies = (['log', 'warn', 'error'] as const).map((method) => {
    // biome-ignore lint/suspicious/noConsole: the worker's log lines are read where it writes them.
    const original = console[method].bind(console);
    return vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].startsWith('{')) {
        try {
          lines.push(JSON.parse(args[0]) as LogLine);
        } catch {
          // Not one of ours.
        }
      }
      original(...args);
    });
  });
  return {
    lines,
    /** Lines of one event, optionally only those whose fields contain `match` (an id, a URL). */
    events(event: string, match?: string): LogLine[] {
      return lines.filter((line) => line.event === event && (match === undefined || JSON.stringify(line).includes(match)));
    },
    restore() {
      for (const spy of spies) spy.mockRestore();
    },
  };
}

/** The stored submission whose delivery job mentions `text` (an address, a name). */
export async function submissionFor(text: string): Promise<StoredSubmission | undefined> {
  let cursor: string | undefined;
  do {
    const page = await env.SUBMISSIONS.list({ prefix: 'submission:', cursor });
    for (const key of page.keys) {
      const record = await env.SUBMISSIONS.get<StoredSubmission>(key.name, 'json');
      if (record && JSON.stringify(record.job ?? {}).includes(text)) return record;
    }
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return undefined;
}

/** The CMS stand-in's request counts by path and query. */
export async function cmsCounts(): Promise<Record<string, number>> {
  return (await (await fetch(`${DEMO}/__requests/cms`)).json()) as Record<string, number>;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
