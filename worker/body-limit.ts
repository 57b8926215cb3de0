import type { Context, Env, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';

/**
 * A post over `maxBytes` is answered by `tooLarge` before its handler reads it: by the
 * Content-Length it declares or, sent without one (chunked), by counting the bytes as they
 * arrive; the handler then reads the bytes counted (the rule of Hono's bodyLimit, which this
 * replaces; tests/integration/abuse-limits.test.ts "body size").
 */
export function bodyLimit<E extends Env>(
  maxBytes: number,
  tooLarge: (c: Context<E>) => Response | Promise<Response>,
): MiddlewareHandler<E> {
  return createMiddleware<E>(async function bodyLimit(c, next) {
    const request = c.req.raw;
    if (!request.body) return next();
    const declared = request.headers.get('Content-Length');
    if (declared !== null && !request.headers.has('Transfer-Encoding')) {
      return Number.parseInt(declared, 10) > maxBytes ? tooLarge(c) : next();
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = request.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > maxBytes) return tooLarge(c);
      chunks.push(read.value);
    }
    c.req.raw = new Request(request, { body: new Blob(chunks) });
    return next();
  });
}
