import { lazyScreen } from '../shared/lazy/lazy-screen';

/** The posts screens (platform.md §2 admin Posts, PostsCategories, PostsPublishers; decision 058). */
export const AdminPostsPage = lazyScreen(
  () => import('../features/posts/admin-posts-page'),
  (m) => m.AdminPostsPage,
);
export const AdminPostCategoriesPage = lazyScreen(
  () => import('../features/posts/admin-post-categories-page'),
  (m) => m.AdminPostCategoriesPage,
);
export const AdminPostPublishersPage = lazyScreen(
  () => import('../features/posts/admin-post-publishers-page'),
  (m) => m.AdminPostPublishersPage,
);
