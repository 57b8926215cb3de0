export * from './accommodations.ts';
export * from './common.ts';
export * from './pages.ts';
export * from './posts.ts';
export * from './site-data.ts';
