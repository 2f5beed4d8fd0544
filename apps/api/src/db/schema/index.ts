export * from './catalog.ts';
export * from './content.ts';
export * from './catalog-listing.ts';
export * from './reviews.ts';
export * from './home.ts';
export * from './blog.ts';
export * from './users.ts';
export * from './service-content.ts';
