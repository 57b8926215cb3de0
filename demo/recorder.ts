/** One request as a stand-in received it, shown by `GET /__requests/{service}`. */
export type RecordedRequest = {
  /** ISO time of arrival. */
  at: string;
  method: string;
  /** Path below the stand-in's prefix, e.g. `/customer-request` for `/booking/customer-request`. */
  path: string;
  /** The query as sent (raw), and decoded (the last value of a repeated key wins). */
  search: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** What the body carried, summarised by the stand-in (never a secret). */
  body?: unknown;
  /** Filled in when the stand-in answers. */
  status?: number;
  /** The fault the switch applied, when not `ok`. */
  fault?: string;
  /** What the stand-in did: an id it issued, a result, an error. */
  outcome?: unknown;
  /** Retries answered from this request's stored answer (same `Idempotency-Key`). */
  replays?: number;
};

export type Recorder = {
  /** Records a request and returns the entry, for the stand-in to complete when it answers. */
  record(service: string, entry: Omit<RecordedRequest, 'at' | 'query'>): RecordedRequest;
  list(service: string): RecordedRequest[];
  /** Requests by `path + search`: the CMS's view (`{ "/it/page/home": 2 }`), so tests can tell a cache hit from a fetch. */
  counts(service: string): Record<string, number>;
  clear(service: string): void;
};

/** Oldest entries are dropped past this many per service; the counts are kept whole. */
const MAX_ENTRIES = 1000;

/** What every stand-in was asked, one log per service, kept in memory. */
export function createRecorder(): Recorder {
  const entries = new Map<string, RecordedRequest[]>();
  const counts = new Map<string, Map<string, number>>();
  return {
    record(service, entry) {
      const { method, path, search, ...rest } = entry;
      const query = Object.fromEntries(new URLSearchParams(search));
      const recorded: RecordedRequest = { at: new Date().toISOString(), method, path, search, query, ...rest };
      const list = entries.get(service) ?? [];
      list.push(recorded);
      if (list.length > MAX_ENTRIES) list.splice(0, list.length - MAX_ENTRIES);
      entries.set(service, list);
      const target = entry.path + entry.search;
      const byTarget = counts.get(service) ?? new Map<string, number>();
      byTarget.set(target, (byTarget.get(target) ?? 0) + 1);
      counts.set(service, byTarget);
      return recorded;
    },
    list(service) {
      return entries.get(service) ?? [];
    },
    counts(service) {
      return Object.fromEntries(counts.get(service) ?? []);
    },
    clear(service) {
      entries.delete(service);
      counts.delete(service);
    },
  };
}
