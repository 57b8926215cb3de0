export * from './availability.ts';
export * from './contact.ts';
export * from './directions.ts';
export * from './dates.ts';
export * from './errors.ts';
export * from './guests.ts';
export * from './hidden-fields.ts';
export * from './newsletter.ts';
export * from './outcome-messages.ts';
export * from './position-application.ts';
export * from './posted-fields.ts';
export * from './spontaneous-application.ts';
export * from './uploads.ts';
export * from './state.ts';
export * from './values.ts';

/** The forms of the site, by the name each posts in its hidden `form` field. */
export const FORM_NAMES = ['newsletter', 'availability', 'application', 'position', 'contact'] as const;
export type FormName = (typeof FORM_NAMES)[number];
export * from './request-link.ts';
