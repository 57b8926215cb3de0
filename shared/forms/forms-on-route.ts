import type { RouteName } from '../routes/index.ts';
import { screenOf } from '../screens/index.ts';
import type { FormName } from './names.ts';

/**
 * Which forms a page carries, as its screen declares them (the newsletter is in every footer):
 * the page shows them, signs their stamps, and a post to it names one of them or is refused.
 */
export function formsOnRoute(name: RouteName): FormName[] {
  return ['newsletter', ...(screenOf(name).forms ?? [])];
}

/** The largest post: one 5 MB file plus the text fields around it. */
export const MAX_FORM_BODY_BYTES = 5 * 1024 * 1024 + 256 * 1024;
