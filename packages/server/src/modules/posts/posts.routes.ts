import { adminPostRoutes, publicPostRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { readPostFile, uploadPostFile } from './post-files.service';
import { createPost, listPosts, readPost, removePost, updatePost } from './posts-admin.service';
import {
  createPostCategory,
  createPostPublisher,
  listPostCategories,
  listPostPublishers,
  removePostCategory,
  removePostPublisher,
  updatePostCategory,
  updatePostPublisher,
} from './posts-catalog.service';

/** Platform administrators only: the admin workspace, module admin (as the other admin screens). */
const admin = (action: 'read' | 'write'): RouteAccess => ({
  workspaces: ['ADMIN'],
  permission: { module: 'admin', action },
});

/** The posts API (platform.md §2 admin Posts, PostsCategories, PostsPublishers; decision 058). */
export function registerPostRoutes(routes: RouteBinder, ctx: AppContext): void {
  const r = adminPostRoutes;
  routes.protected(r.posts, admin('read'), ({ query }) => listPosts(ctx, query));
  routes.protected(r.post, admin('read'), ({ params }) => readPost(ctx, params.id));
  routes.protected(r.createPost, admin('write'), ({ auth, body }) => createPost(ctx, auth, body));
  routes.protected(r.updatePost, admin('write'), ({ auth, params, body }) => updatePost(ctx, auth, params.id, body));
  routes.protected(r.removePost, admin('write'), ({ auth, params }) => removePost(ctx, auth, params.id));
  routes.protected(r.categories, admin('read'), () => listPostCategories(ctx));
  routes.protected(r.createCategory, admin('write'), ({ auth, body }) => createPostCategory(ctx, auth, body));
  routes.protected(r.updateCategory, admin('write'), ({ auth, params, body }) =>
    updatePostCategory(ctx, auth, params.id, body),
  );
  routes.protected(r.removeCategory, admin('write'), ({ auth, params }) => removePostCategory(ctx, auth, params.id));
  routes.protected(r.publishers, admin('read'), () => listPostPublishers(ctx));
  routes.protected(r.createPublisher, admin('write'), ({ auth, body }) => createPostPublisher(ctx, auth, body));
  routes.protected(r.updatePublisher, admin('write'), ({ auth, params, body }) =>
    updatePostPublisher(ctx, auth, params.id, body),
  );
  routes.protected(r.removePublisher, admin('write'), ({ auth, params }) => removePostPublisher(ctx, auth, params.id));
  routes.protected(r.uploadFile, admin('write'), ({ auth, body }) => uploadPostFile(ctx, auth, body));
  routes.public(publicPostRoutes.file, async ({ params, reply }) => {
    const file = await readPostFile(ctx, params.id);
    // A stored file never changes: readers may keep it for a day.
    return reply.type(file.mime).header('cache-control', 'public, max-age=86400').send(file.content);
  });
}
