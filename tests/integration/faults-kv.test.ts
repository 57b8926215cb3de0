import { env } from 'cloudflare:workers';
import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, describe, expect, it } from 'vitest';
import type { FormState } from '../../shared/forms/index.ts';
import { getMessages } from '../../shared/i18n/index.ts';
import { buildPath } from '../../shared/routes/index.ts';
import worker from '../../worker/index.ts';
import type { DeliveryMessage, StoredSubmission } from '../../worker/forms/outbox.ts';
import { ORIGIN } from './fetch.ts';
import { botToken, fault, form, requests, unique, waitFor } from './forms-support.ts';
import { captureLogs } from './faults-support.ts';

/**
 * Workers KV failing. A KV binding cannot be told to fail, so the worker gets its real bindings
 * with one namespace wrapped: the chosen operations throw as KV does when it is unavailable,
 * the rest reach the real local KV. Everything else, the worker's own code included, is real.
 */
const logs = captureLogs();
afterAll(() => logs.restore());

type KvOperation = 'get' | 'put' | 'list' | 'delete';

function failing(kv: KVNamespace, operations: KvOperation[], onlyKey?: (key: string) => boolean): KVNamespace {
  return new Proxy(kv, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const key = typeof args[0] === 'string' ? args[0] : '';
        if (operations.includes(property as KvOperation) && (!onlyKey || onlyKey(key))) {
          return Promise.reject(new Error(`KV ${String(property).toUpperCase()} failed: 503 Service Unavailable`));
        }
        return value.apply(target, args);
      };
    },
  });
}

function withEnv(overrides: Partial<Env>): Env {
  return { ...env, ...overrides } as Env;
}

async function visit(path: string, bindings: Env, init: RequestInit = {}): Promise<Response> {
  const context = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), bindings, context);
  await response.clone().arrayBuffer();
  await waitOnExecutionContext(context);
  return response;
}

describe('the redirect table unreadable', () => {
  it('answers the 404 page in the address’s language and logs the failed lookup', async () => {
    const path = `/nl/${unique('oude-pagina')}`;
    // The table is read whole (a list) and, while another request reads it, key by key (gets).
    const response = await visit(path, withEnv({ REDIRECTS: failing(env.REDIRECTS, ['list', 'get']) }));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<html lang="nl"');
    expect(logs.events('redirect.kv_failed', path)).toHaveLength(1);
  });
});

describe('the content copies unreadable or unwritable', () => {
  it('still renders a page when its copy cannot be written, and says so in the log', async () => {
    // Not in this location's cache, so the CMS is asked and its answer stored.
    await (await caches.open('cms')).delete(new Request('https://cms-cache.internal/cms/pl/page/la-nostra-storia'));
    const path = `${buildPath('history', 'pl')}?kv=${unique('put')}`;
    const response = await visit(path, withEnv({ CONTENT: failing(env.CONTENT, ['put']) }));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="pl"');
    expect(logs.events('cms.store_failed', '/cms/pl/page/la-nostra-storia')).toHaveLength(1);
  });

  it('logs the unreadable copy and gives an error page when the CMS is down too', async () => {
    // A CMS base no cache entry exists for: only KV could help, and KV fails.
    const bindings = withEnv({ CMS_BASE_URL: 'http://127.0.0.1:9/cms-kv-down', CONTENT: failing(env.CONTENT, ['get']) });
    const response = await visit(`${buildPath('history', 'da')}?kv=${unique('get')}`, bindings);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).not.toBe(500);
    expect(await response.text()).toContain('<html lang="da"');
    expect(logs.events('cms.kv_read_failed', 'cms-kv-down/da/page/la-nostra-storia')).toHaveLength(1);
    expect(logs.events('cms.unavailable', 'cms-kv-down/da/page/la-nostra-storia')).toHaveLength(1);
  });
});

describe('the submissions store failing', () => {
  it('tells the visitor the truth when a submission can be neither delivered nor stored', async () => {
    const email = `${unique('kv-down')}@example.com`;
    const match = encodeURIComponent(email);
    await fault('mailing', 'fail', match);
    let response: Response;
    try {
      const body = form({ form: 'newsletter', email, privacy: 'on', 'botcheck-token': botToken('newsletter') });
      response = await visit(buildPath('home', 'de'), withEnv({ SUBMISSIONS: failing(env.SUBMISSIONS, ['put']) }), {
        method: 'POST',
        body,
        headers: { Origin: ORIGIN, Accept: 'application/json' },
      });
    } finally {
      await fault('mailing', 'ok', match);
    }
    const state = (await response.json()) as FormState;
    expect(response.status).toBe(503);
    expect(state).toMatchObject({ status: 'failed', message: getMessages('de').forms.newsletter.failure });
    expect(state.values.email).toBe(email);
    expect(logs.events('forms.enqueue_failed').some((line) => String(line.error).includes('KV PUT failed'))).toBe(true);
  });

  it('retries one message whose record cannot be read, delivers the rest of the batch, and then that one, once each', async () => {
    const emails = [`${unique('kv-batch-a')}@example.com`, `${unique('kv-batch-b')}@example.com`];
    const ids = emails.map(() => crypto.randomUUID());
    for (const [index, id] of ids.entries()) {
      const record: StoredSubmission = {
        id,
        form: 'newsletter',
        locale: 'it',
        receivedAt: new Date().toISOString(),
        status: 'queued',
        attempts: 1,
        redrives: 0,
        lastError: '503',
        job: { service: 'mailing', email: emails[index] as string, group: 'sito-it' },
      };
      await env.SUBMISSIONS.put(`submission:${id}`, JSON.stringify(record));
    }
    const message = (id: string, attempts = 1) => ({ id: `msg-${id}`, timestamp: new Date(), attempts, body: { id } });
    const unreadable = withEnv({ SUBMISSIONS: failing(env.SUBMISSIONS, ['get'], (key) => key === `submission:${ids[1]}`) });

    const first = createMessageBatch<DeliveryMessage>(
      'form-deliveries',
      ids.map((id) => message(id)),
    );
    const context = createExecutionContext();
    await worker.queue(first, unreadable);
    const result = await getQueueResult(first, context);
    expect(result.outcome).toBe('ok');
    expect(result.explicitAcks).toEqual([`msg-${ids[0]}`]);
    expect(result.retryMessages.map((retry) => retry.msgId)).toEqual([`msg-${ids[1]}`]);
    expect(logs.events('delivery.error', ids[1])).toMatchObject([{ level: 'error', delaySeconds: 1 }]);

    // KV is back: the retried message goes through.
    const second = createMessageBatch<DeliveryMessage>('form-deliveries', [message(ids[1] as string, 2)]);
    const later = createExecutionContext();
    await worker.queue(second, env);
    expect((await getQueueResult(second, later)).explicitAcks).toEqual([`msg-${ids[1]}`]);

    for (const [index, email] of emails.entries()) {
      const record = await waitFor(async () => {
        const stored = await env.SUBMISSIONS.get<StoredSubmission>(`submission:${ids[index]}`, 'json');
        return stored?.status === 'delivered' ? stored : undefined;
      });
      expect(record.attempts).toBe(2);
      const subscribed = (await requests('mailing')).filter((request) => request.search.includes(encodeURIComponent(email)));
      expect(subscribed).toHaveLength(1);
    }
  });
});
