import { createServer, type Server } from 'node:http';

/**
 * A turn-taking server for the integration files, started by their global setup: they share one
 * set of demo stand-ins, and some switch a stand-in's faults on (the CMS failing for a path, the
 * mail endpoint refusing a name) while others sweep every page, so two integration files never
 * run at the same time. They still run beside the unit and browser files, whose own site and
 * stand-ins are separate. A file asks `POST /take` until it gets 200 and gives its turn back
 * with `POST /give`; a turn not given back within `leaseMs` (a file that died) lapses.
 */
export function startTurns(port: number, leaseMs = 5 * 60_000): Promise<Server> {
  let holder: { id: string; until: number } | null = null;
  const server = createServer((request, response) => {
    const id = new URL(request.url ?? '/', 'http://turns').searchParams.get('id') ?? '';
    const now = Date.now();
    if (holder && holder.until < now) holder = null;
    if (request.method === 'POST' && request.url?.startsWith('/take')) {
      if (!holder || holder.id === id) {
        holder = { id, until: now + leaseMs };
        response.writeHead(200).end();
      } else {
        response.writeHead(409).end();
      }
      return;
    }
    if (request.method === 'POST' && request.url?.startsWith('/give')) {
      if (holder?.id === id) holder = null;
      response.writeHead(204).end();
      return;
    }
    response.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
