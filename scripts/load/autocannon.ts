import { createRequire } from 'node:module';

/** The part of autocannon 9's API the load test uses (the package ships no types). */
export type RequestData = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  host?: string;
  hostname?: string;
  port?: number;
};
type Histogram = { average: number; p50: number; p99: number; total: number };
export type AutocannonResult = {
  requests: Histogram;
  latency: Histogram;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
};
export type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  /** Requests per second across all connections; none for as fast as the server answers. */
  overallRate?: number;
  requests: {
    setupRequest: (request: RequestData, context: Record<string, unknown>) => RequestData;
    onResponse: (status: number, body: string, context: Record<string, unknown>) => void;
  }[];
};

/** Loaded through require, typed here, so no ambient module declaration is shared with other scripts. */
export const autocannon = createRequire(import.meta.url)('autocannon') as (options: AutocannonOptions) => Promise<AutocannonResult>;
