import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCms } from './cms/server.ts';
import { createFaultSwitch, type FaultMode } from './faults.ts';

const root = dirname(fileURLToPath(import.meta.url));
const MODES: FaultMode[] = ['ok', 'fail', 'slow', 'malformed'];

/**
 * Every upstream of the site on one local port, each under its own prefix, speaking the real
 * service's HTTP contract: `/cms` (headless CMS). `/__faults/{service}` switches a stand-in to
 * fail, stall or send malformed JSON; `/__requests/cms` shows what it was asked.
 */
export function startDemo(port: number, host = '127.0.0.1') {
  const faults = createFaultSwitch();
  const cms = createCms(join(root, 'content'), join(root, 'media'), faults);

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`);
    const path = url.pathname;
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const fail = (error: unknown) => {
      console.error(error);
      if (!res.headersSent) reply(500, { message: 'stand-in error' });
    };
    if (path.startsWith('/cms/')) {
      cms.handle(req, res, path.slice('/cms'.length), url).catch(fail);
      return;
    }
    const faultMatch = path.match(/^\/__faults\/([\w-]+)$/);
    if (faultMatch?.[1]) {
      const service = faultMatch[1];
      if (req.method === 'POST') {
        const mode = (url.searchParams.get('mode') ?? 'ok') as FaultMode;
        if (!MODES.includes(mode)) return reply(400, { message: `mode must be one of ${MODES.join(', ')}` });
        faults.set(service, mode, Number(url.searchParams.get('delayMs') ?? 0), url.searchParams.get('match') ?? '');
      }
      return reply(200, faults.list(service));
    }
    if (path === '/__requests/cms') {
      if (req.method === 'DELETE') cms.requests.clear();
      return reply(200, Object.fromEntries(cms.requests));
    }
    if (path === '/__health') return reply(200, { ok: true });
    reply(404, { message: 'Not found' });
  });

  return new Promise<{ close(): Promise<void>; port: number }>((resolve, reject) => {
    server.once('error', (error) => reject(new Error(`demo stand-ins cannot listen on ${host}:${port}: ${error.message}`)));
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        port: actualPort,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.DEMO_PORT ?? 8790);
  startDemo(port).then(() => console.log(`demo stand-ins on http://127.0.0.1:${port} (cms: /cms)`));
}
