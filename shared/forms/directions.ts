import * as z from 'zod/mini';
import { requiredText } from './fields.ts';

/**
 * The route calculator (docs/product.md "Contacts"): a plain GET form to the worker, which sends
 * the visitor on to a maps service. Only the starting point is the visitor's; the destination
 * and the maps host are the site's own.
 */
export const DIRECTIONS_PATH = '/route';
export const ORIGIN_MAX = 200;

export const directionsSchema = z.object({ origin: requiredText(ORIGIN_MAX) });

/** The calculator's address for a language: `/route/{locale}`. */
export const directionsAction = (locale: string) => `${DIRECTIONS_PATH}/${locale}`;

/**
 * The maps service the route calculator opens (docs/product.md "Contacts"): Google Maps'
 * documented directions URL. The host is ours to choose, never the visitor's; the visitor's
 * starting point only travels as an encoded query value. The page's policy allows it as a
 * form's destination (worker/middleware/security-headers.ts).
 */
export const MAPS_DIRECTIONS_URL = 'https://www.google.com/maps/dir/';
