/** What a stand-in does on its next requests: answer, fail, stall, or send broken JSON. */
export type FaultMode = 'ok' | 'fail' | 'slow' | 'malformed';

export type FaultSwitch = {
  set(service: string, mode: FaultMode, delayMs?: number): void;
  get(service: string): { mode: FaultMode; delayMs: number };
  /** Waits as configured, then tells the stand-in how to answer. */
  apply(service: string): Promise<FaultMode>;
};

/** One switch for all stand-ins, flipped over HTTP (`POST /__faults/{service}`) by tests and people. */
export function createFaultSwitch(): FaultSwitch {
  const modes = new Map<string, { mode: FaultMode; delayMs: number }>();
  return {
    set(service, mode, delayMs = 0) {
      modes.set(service, { mode, delayMs });
    },
    get(service) {
      return modes.get(service) ?? { mode: 'ok', delayMs: 0 };
    },
    async apply(service) {
      const { mode, delayMs } = this.get(service);
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return mode === 'slow' ? 'ok' : mode;
    },
  };
}
