import { Agent, request } from 'node:http';

/** One answer and when its first byte came: headers arrive first, so `response` marks it. */
export type Timed = { status: number; ttfbMs: number; totalMs: number; body: string; location: string | undefined };

/** One kept-alive connection: requests go one at a time, without connection set-up in the figures. */
export const sequentialAgent = () => new Agent({ keepAlive: true, maxSockets: 1 });

/** A GET on loopback; `ttfbMs` is when the status line and headers had arrived. */
export function timedGet(url: string, agent: Agent | false = false): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
    const req = request(url, { agent, headers: { 'Accept-Language': 'it' } }, (res) => {
      const ttfbMs = ms();
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ttfbMs,
          totalMs: ms(),
          body: Buffer.concat(chunks).toString('utf8'),
          location: res.headers.location,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
