import { ZodMiniISODate, ZodMiniISODateTime, ZodMiniNumber } from 'zod/mini';
import { _coercedNumber, _isoDate, _isoDateTime } from 'zod/v4/core';

/**
 * `z.iso.date()`, `z.iso.datetime()` and `z.coerce.number()`, built as zod/mini builds them but
 * without going through its `iso` and `coerce` namespaces: a bundler keeps a namespace object
 * whole, so `z.iso.date()` brought the time and duration formats and `z.coerce.number()` the
 * bigint and date schemas into the worker, 2.1 KiB no schema uses
 * (docs/decisions/012-worker-bundle-budget.md).
 */

/** `z.iso.date()`: a `YYYY-MM-DD` calendar date. */
export const isoDate = () => _isoDate(ZodMiniISODate);

/** `z.iso.datetime(params)`: an ISO 8601 date and time. */
export const isoDateTime = (params: { offset: boolean }) => _isoDateTime(ZodMiniISODateTime, params);

/** `z.coerce.number()`: the input passed through `Number()`, then checked as a number. */
export const coercedNumber = () => _coercedNumber(ZodMiniNumber);
