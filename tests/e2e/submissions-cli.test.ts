import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { ROOT } from '../../scripts/site.ts';
import { runInLane } from '../support/lanes.ts';
import { inDays } from '../support/site-days.ts';

runInLane('visits');

const run = promisify(execFile);

type Recorded = { path: string; search: string; status: number; body?: { htmlDataStart?: string } };

async function requests(demoUrl: string, service: string): Promise<Recorded[]> {
  return ((await (await fetch(`${demoUrl}/__requests/${service}`)).json()) as { requests: Recorded[] }).requests;
}

async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The staff's side of a refusal, on the site as `npm start` runs it (wrangler dev, its local KV
 * and Queue): a request accepted while the booking engine is down and refused when it is back
 * reaches staff by mail, `npm run submissions -- list` shows it, and `redeliver` sends it again.
 */
describe('npm run submissions against the running site', () => {
  it('lists a request refused after it was accepted as handed off, and redelivers it on request', async () => {
    const siteUrl = inject('siteUrl');
    const demoUrl = inject('demoUrl');
    const persistTo = inject('persistTo');
    // As staff run it: through npm, wrangler reading the KV the site writes (tests/unit/submissions-cli.test.ts runs the rest on Miniflare's).
    const cli = async (...args: string[]) =>
      (await run('npm', ['run', '-s', 'submissions', '--', ...args, '--local', '--persist-to', persistTo], { cwd: ROOT })).stdout;
    const lastname = `Rifiutata${Date.now().toString(36)}`;
    const email = `${lastname.toLowerCase()}@example.com`;
    const match = encodeURIComponent(email);
    const setFault = (mode: string, reason = '') =>
      fetch(`${demoUrl}/__faults/booking?${new URLSearchParams({ mode, match, reason })}`, { method: 'POST' });

    await setFault('fail');
    const body = new FormData();
    for (const [name, value] of Object.entries({
      form: 'availability',
      site: 'villaggio',
      checkin: inDays(50),
      checkout: inDays(54),
      'guests.adults': '2',
      firstname: 'Anna',
      lastname,
      email,
      'botcheck-token': `demo.availability.0.9.${Date.now()}-${crypto.randomUUID().replaceAll('-', '')}`,
    })) {
      body.append(name, value);
    }
    const response = await fetch(`${siteUrl}/prenota`, { method: 'POST', body, headers: { Origin: siteUrl, Accept: 'application/json' } });
    expect(response.status).toBe(202);

    // The queue retries while the engine is down; then it answers again, with a refusal.
    await waitFor(async () =>
      (await requests(demoUrl, 'booking')).filter((r) => r.search.includes(match)).length >= 2 ? true : undefined,
    );
    await setFault('reject', 'no houses free for these dates');
    const staffMail = await waitFor(async () =>
      (await requests(demoUrl, 'mail')).find((r) => r.path === '/inoltro-staff/send' && r.body?.htmlDataStart?.includes(email)),
    );
    expect(staffMail.status).toBe(200);
    const id = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(staffMail.body?.htmlDataStart ?? '')?.[0] ?? '';
    expect(id).not.toBe('');

    const listed = await cli('list');
    // Printed for the record: docs/submissions.md "Commands" shows this output.
    console.log(`npm run submissions -- list --local\n${listed}`);
    const line = listed.split('\n').find((row) => row.startsWith(id)) ?? '';
    expect(line).toMatch(
      new RegExp(
        `^${id}\\s+availability\\s+handed-off \\(refused\\)\\s+\\d+\\s+\\d+[sm]\\s+400 \\{"ok":false,"error":"no houses free for these dates"\\}$`,
      ),
    );

    // The engine takes it again: staff redeliver (which reads the record the worker wrote), the cron (/__scheduled under wrangler dev) sends it.
    await setFault('ok');
    expect(await cli('redeliver', id)).toContain(`${id} (handed-off) parked for redelivery to booking`);
    expect((await fetch(`${siteUrl}/__scheduled?cron=${encodeURIComponent('*/15 * * * *')}`)).status).toBe(200);
    await waitFor(async () =>
      (await requests(demoUrl, 'booking')).some((r) => r.search.includes(match) && r.status === 200) ? true : undefined,
    );
    const after = await waitFor(async () => {
      const rows = await cli('list', '--state', 'delivered');
      return rows.includes(id) ? rows : undefined;
    }, 120_000);
    expect(after.split('\n').find((row) => row.startsWith(id))).toMatch(/\s+availability\s+delivered\s+/);
    // Only that state is shown: every row under the header is a delivered one.
    const rows = after.trim().split('\n').slice(1, -1);
    expect(rows.filter((row) => !/^\S+\s+\S+\s+delivered(\s|$)/.test(row))).toEqual([]);
  }, 300_000);
});
