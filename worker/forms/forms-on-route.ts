import type { FormName } from '../../shared/forms/index.ts';
import type { RouteName } from '../../shared/routes/index.ts';

/** Which forms a page shows (the newsletter is in every footer), so a post names one of them or is refused. */
export function formsOnRoute(name: RouteName): FormName[] {
  const forms: FormName[] = ['newsletter'];
  if (name === 'booking') forms.push('availability');
  if (name === 'spontaneousApplication') forms.push('application');
  if (name === 'position') forms.push('position');
  if (name === 'contacts') forms.push('contact');
  return forms;
}

/** The largest post: one 5 MB file plus the text fields around it. */
export const MAX_FORM_BODY_BYTES = 5 * 1024 * 1024 + 256 * 1024;
