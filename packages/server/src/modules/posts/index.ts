/**
 * Posts, the blog and the institutional pages (platform.md §2 admin Posts, PostsCategories,
 * PostsPublishers; public /blog, /post, /aboutUs, /oldHome; decision 058).
 */
export { registerPostRoutes } from './posts.routes';
export { registerPublicPostPages } from './posts-public.routes';
export { sanitizePostBody } from './post-html';
