export * from './availability.ts';
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

export * from './names.ts';
export * from './forms-on-route.ts';
export * from './request-link.ts';
