/** The forms of the site, by the name each posts in its hidden `form` field. */
export const FORM_NAMES = ['newsletter', 'availability', 'application', 'position', 'contact'] as const;
export type FormName = (typeof FORM_NAMES)[number];
