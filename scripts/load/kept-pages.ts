import { autocannon, type AutocannonResult, type RequestData } from './autocannon.ts';
import { pick } from './mix.ts';

/** Kept pages asked for at random over `connections` for `duration` s: the visitors a flood or an attack must not slow. */
export function keptPages(url: string, pages: string[], duration: number, connections: number): Promise<AutocannonResult> {
  return autocannon({
    url,
    connections,
    duration,
    requests: [{ setupRequest: (request: RequestData) => ({ ...request, method: 'GET', path: pick(pages) }), onResponse: () => {} }],
  });
}
