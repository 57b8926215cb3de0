import type { StoredSubmission } from './submission-record.ts';

/**
 * The delivery queue's fault switch, beside the stand-ins' (demo/faults.ts), for the local
 * stack only (docs/decisions/013): the queue is a binding inside workerd, not a stand-in, so the
 * switch is a key in the SUBMISSIONS namespace the worker itself reads. Production never reads
 * it: only the `development` and `test` environments do.
 *
 * - `send-fails`: `DELIVERIES.send` throws, as when the queue refuses a message;
 * - `consumer-throws`: the delivery queue's consumer throws for the batch, which the queue retries whole;
 * - `dead-letter-throws`: the same in the dead-letter queue's consumer, whose retries end in nothing.
 *
 * A fault is the key `fault:queue:{mode}:{match}` (any value); it touches the submissions whose
 * id or stored job (an address, a name) contains `match`, every one for an empty match.
 *
 * @example npx wrangler kv key put --binding SUBMISSIONS --env dev --local 'fault:queue:send-fails:anna@example.com' on
 */
export const QUEUE_FAULT_MODES = ['send-fails', 'consumer-throws', 'dead-letter-throws'] as const;
export type QueueFaultMode = (typeof QUEUE_FAULT_MODES)[number];

export const QUEUE_FAULT_PREFIX = 'fault:queue:';
export const queueFaultKey = (mode: QueueFaultMode, match = '') => `${QUEUE_FAULT_PREFIX}${mode}:${match}`;

/** Whether a fault of this mode touches this submission. */
export type QueueFaults = (mode: QueueFaultMode, submission: StoredSubmission) => Promise<boolean>;

export const NO_QUEUE_FAULTS: QueueFaults = async () => false;

type Fault = { mode: string; match: string };

async function readFaults(kv: KVNamespace): Promise<Fault[]> {
  try {
    const listed = await kv.list({ prefix: QUEUE_FAULT_PREFIX });
    return listed.keys.map((key) => {
      const rest = key.name.slice(QUEUE_FAULT_PREFIX.length);
      const colon = rest.indexOf(':');
      return colon < 0 ? { mode: rest, match: '' } : { mode: rest.slice(0, colon), match: rest.slice(colon + 1) };
    });
  } catch {
    // A switch that cannot be read is off: it must never be a fault of its own.
    return [];
  }
}

/**
 * The switch as one invocation (a form post, a queue batch, a cron run) sees it: read at most
 * once, on the first question, so a flip counts from the next invocation on.
 */
export function queueFaults(env: Pick<Env, 'ENVIRONMENT' | 'SUBMISSIONS'>): QueueFaults {
  if (env.ENVIRONMENT !== 'development' && env.ENVIRONMENT !== 'test') return NO_QUEUE_FAULTS;
  let faults: Promise<Fault[]> | undefined;
  return async (mode, submission) => {
    faults ??= readFaults(env.SUBMISSIONS);
    const active = (await faults).filter((fault) => fault.mode === mode);
    if (active.length === 0) return false;
    const target = `${submission.id} ${JSON.stringify(submission.job ?? {})}`;
    return active.some((fault) => target.includes(fault.match));
  };
}
