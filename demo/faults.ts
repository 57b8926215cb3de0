/**
 * What a stand-in does on its next requests: answer, fail, stall, send broken JSON, or (the CMS
 * only) send well-formed JSON with half of every item's fields missing.
 */
export type FaultMode = 'ok' | 'fail' | 'slow' | 'malformed' | 'partial';

export const FAULT_MODES: readonly FaultMode[] = ['ok', 'fail', 'slow', 'malformed', 'partial'];

type Fault = { mode: FaultMode; delayMs: number; match: string };

export type FaultSwitch = {
  /** `match` limits the fault to requests whose path and query contain it, so tests do not collide. */
  set(service: string, mode: FaultMode, delayMs?: number, match?: string): void;
  list(service: string): Fault[];
  /** Waits as configured, then tells the stand-in how to answer this request. */
  apply(service: string, target: string): Promise<FaultMode>;
};

/** One switch for all stand-ins, flipped over HTTP (`POST /__faults/{service}`) by tests and people. */
export function createFaultSwitch(): FaultSwitch {
  const faults = new Map<string, Fault[]>();
  return {
    set(service, mode, delayMs = 0, match = '') {
      const others = (faults.get(service) ?? []).filter((fault) => fault.match !== match);
      faults.set(service, mode === 'ok' && delayMs === 0 ? others : [...others, { mode, delayMs, match }]);
    },
    list(service) {
      return faults.get(service) ?? [];
    },
    async apply(service, target) {
      const fault = (faults.get(service) ?? []).find((entry) => target.includes(entry.match));
      if (!fault) return 'ok';
      if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      return fault.mode === 'slow' ? 'ok' : fault.mode;
    },
  };
}
