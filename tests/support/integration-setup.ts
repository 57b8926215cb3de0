import { createServer } from 'node:http';
import type { TestProject } from 'vitest/node';
import { startDemo } from '../../demo/server.ts';
import { SUITE_TODAY } from './site-days.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each integration file's worker gets stand-ins of its own (tests/support/integration-setup.ts). */
    integrationDemos: string;
  }
}

type Demo = Awaited<ReturnType<typeof startDemo>>;

/**
 * Each integration file gets demo stand-ins of its own on a free port, so a file that switches
 * a stand-in's faults or reads its request log runs beside the others. Vitest starts a worker
 * (a Miniflare) per file; vitest.config.ts asks `POST /start` for it and points the worker's
 * upstream bindings at the port it gets, and the file's last hook asks `POST /stop?port=`
 * (tests/integration/own-demo.ts). What a file left open closes with the run.
 */
export default async function setup(project: TestProject) {
  const demos = new Map<number, Demo>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://demos');
    const answer = (status: number, body: unknown) =>
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (request.method === 'POST' && url.pathname === '/start') {
      // The bot check reports the test site's host name, as Google reports the real one.
      startDemo(0, '127.0.0.1', { botcheckHostname: 'www.lagoserena.test', today: SUITE_TODAY }).then(
        (demo) => {
          demos.set(demo.port, demo);
          answer(200, { port: demo.port });
        },
        (error: unknown) => answer(500, { message: String(error) }),
      );
      return;
    }
    if (request.method === 'POST' && url.pathname === '/stop') {
      const port = Number(url.searchParams.get('port'));
      const demo = demos.get(port);
      demos.delete(port);
      answer(demo ? 200 : 404, { port });
      void demo?.close();
      return;
    }
    answer(404, { message: 'POST /start or /stop?port=' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  project.provide('integrationDemos', `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  return async () => {
    server.close();
    await Promise.all([...demos.values()].map((demo) => demo.close()));
  };
}
