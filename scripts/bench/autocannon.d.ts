/** The part of autocannon 9's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p99: number; total: number };
  type Result = { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number; '2xx': number; '3xx': number };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    /** Each request's path, asked anew for every request a connection sends. */
    requests?: { setupRequest: (request: { path: string }) => { path: string } }[];
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
