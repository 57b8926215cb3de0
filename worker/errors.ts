import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error that carries the status the visitor should get (docs/product.md "Errors": 500 unless said). */
export class HttpError extends Error {
  readonly statusCode: ContentfulStatusCode;

  constructor(statusCode: ContentfulStatusCode = 500, message = 'Internal Server Error') {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

/** Thrown by a loader when the screen exists but its item does not. */
export class NotFoundError extends HttpError {
  constructor(message = 'Not Found') {
    super(404, message);
    this.name = 'NotFoundError';
  }
}

/**
 * Thrown when a page's own content cannot be read (the CMS is down, late or broken, and no
 * copy is kept): the page exists, so the visitor is told to come back, not that it is gone.
 */
export class ContentUnavailableError extends HttpError {
  constructor(message = 'Content unavailable') {
    super(503, message);
    this.name = 'ContentUnavailableError';
  }
}

export function statusOf(error: unknown): ContentfulStatusCode {
  if (error instanceof HttpError) return error.statusCode;
  // Hono's own errors: its csrf middleware's 403 and its request helpers'.
  if (error instanceof HTTPException) return error.status as ContentfulStatusCode;
  return 500;
}
