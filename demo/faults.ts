/**
 * What a stand-in does on its next requests: answer, fail, stall, send broken JSON, refuse the
 * request as the real service refuses one (a 4xx and a reason), or (the CMS only) send
 * well-formed JSON with half of every item's fields missing.
 */
export type FaultMode = 'ok' | 'fail' | 'slow' | 'malformed' | 'partial' | 'reject';

export const FAULT_MODES: readonly FaultMode[] = ['ok', 'fail', 'slow', 'malformed', 'partial', 'reject'];

/** `reason` is what a `reject` answer says (each stand-in has a default of its own). */
export type Fault = { mode: FaultMode; delayMs: number; match: string; reason?: string };

export type FaultSwitch = {
  /** `match` limits the fault to requests whose path and query contain it, so tests do not collide. */
  set(service: string, mode: FaultMode, delayMs?: number, match?: string, reason?: string): void;
  list(service: string): Fault[];
  /**
   * Waits as configured, then tells the stand-in how to answer this request. `{ wait: false }`
   * tells at once: the stand-in then does its work and calls `waitRest` before it answers.
   */
  apply(service: string, target: string, options?: { wait?: boolean }): Promise<FaultMode>;
  /** Waits what is left of this request's delay, counted from `arrivedAt` (`performance.now()`). */
  waitRest(service: string, target: string, arrivedAt: number): Promise<void>;
  /** The reason a `reject` fault for this request gives, or `fallback`. */
  reason(service: string, target: string, fallback: string): string;
};

/**
 * One switch for all stand-ins, flipped over HTTP (`POST /__faults/{service}`) by tests and people.
 * The delivery queue is no stand-in but a binding inside workerd: its switch ("send fails",
 * "consumer throws") is a KV key the worker reads outside production (docs/submissions.md "The
 * queue's fault switch", docs/decisions/013).
 */
export function createFaultSwitch(): FaultSwitch {
  const faults = new Map<string, Fault[]>();
  const find = (service: string, target: string) => (faults.get(service) ?? []).find((entry) => target.includes(entry.match));
  return {
    set(service, mode, delayMs = 0, match = '', reason = '') {
      const others = (faults.get(service) ?? []).filter((fault) => fault.match !== match);
      const fault: Fault = reason ? { mode, delayMs, match, reason } : { mode, delayMs, match };
      faults.set(service, mode === 'ok' && delayMs === 0 ? others : [...others, fault]);
    },
    list(service) {
      return faults.get(service) ?? [];
    },
    async apply(service, target, { wait = true } = {}) {
      const fault = find(service, target);
      if (!fault) return 'ok';
      if (wait && fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      return fault.mode === 'slow' ? 'ok' : fault.mode;
    },
    async waitRest(service, target, arrivedAt) {
      const left = (find(service, target)?.delayMs ?? 0) - (performance.now() - arrivedAt);
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    },
    reason(service, target, fallback) {
      return find(service, target)?.reason || fallback;
    },
  };
}
