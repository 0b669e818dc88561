import { postCategories, postPublishers, posts, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

/**
 * The posts are platform data (no company; decision 058): the public images read no company's
 * data, so they are tenant-neutral. Every admin route lives in the admin workspace: a company
 * session is refused, nothing changes, and a draft's text never reaches it.
 */
const postBody = () => ({ title: 'Alterado por um atacante', slug: 'atacante', body: '<p>x</p>' });
const admin = (
  operation: string,
  method: CrossTenantCase['method'],
  url: CrossTenantCase['url'],
  body?: CrossTenantCase['body'],
): CrossTenantCase => ({ operation, method, url, ...(body ? { body } : {}), refusedWith: [401, 403] });

const cases: CrossTenantCase[] = [
  admin('GET /api/admin/posts', 'GET', () => '/api/admin/posts'),
  admin('GET /api/admin/posts/{id}', 'GET', (v) => `/api/admin/posts/${v.records.postId}`),
  admin('POST /api/admin/posts', 'POST', () => '/api/admin/posts', postBody),
  admin('PUT /api/admin/posts/{id}', 'PUT', (v) => `/api/admin/posts/${v.records.postId}`, postBody),
  admin('DELETE /api/admin/posts/{id}', 'DELETE', (v) => `/api/admin/posts/${v.records.postId}`),
  admin('GET /api/admin/post-categories', 'GET', () => '/api/admin/post-categories'),
  admin(
    'POST /api/admin/post-categories',
    'POST',
    () => '/api/admin/post-categories',
    () => ({
      name: 'Categoria do atacante',
      slug: 'atacante',
    }),
  ),
  admin(
    'PUT /api/admin/post-categories/{id}',
    'PUT',
    (v) => `/api/admin/post-categories/${v.records.postCategoryId}`,
    () => ({ name: 'Renomeada', slug: 'renomeada' }),
  ),
  admin(
    'DELETE /api/admin/post-categories/{id}',
    'DELETE',
    (v) => `/api/admin/post-categories/${v.records.postCategoryId}`,
  ),
  admin('GET /api/admin/post-publishers', 'GET', () => '/api/admin/post-publishers'),
  admin(
    'POST /api/admin/post-publishers',
    'POST',
    () => '/api/admin/post-publishers',
    () => ({ name: 'Atacante' }),
  ),
  admin(
    'PUT /api/admin/post-publishers/{id}',
    'PUT',
    (v) => `/api/admin/post-publishers/${v.records.postPublisherId}`,
    () => ({ name: 'Renomeado' }),
  ),
  admin(
    'DELETE /api/admin/post-publishers/{id}',
    'DELETE',
    (v) => `/api/admin/post-publishers/${v.records.postPublisherId}`,
  ),
  admin(
    'POST /api/admin/post-files',
    'POST',
    () => '/api/admin/post-files',
    () => ({
      folder: 'posts',
      fileName: 'x.png',
      content: 'iVBORw0KGgo=',
    }),
  ),
];

export const postsArea: RegistryArea = {
  seed: async (db) =>
    withActor(db, systemActor, async (tx) => {
      const [category] = await tx
        .insert(postCategories)
        .values({ name: 'Categoria do harness', slug: 'harness' })
        .returning({ id: postCategories.id });
      const [publisher] = await tx
        .insert(postPublishers)
        .values({ name: 'Autor do harness' })
        .returning({ id: postPublishers.id });
      const [post] = await tx
        .insert(posts)
        .values({ title: 'Rascunho do harness', slug: 'rascunho-do-harness', body: '<p>Texto do post do harness</p>' })
        .returning({ id: posts.id });
      return {
        records: { postCategoryId: category!.id, postPublisherId: publisher!.id, postId: post!.id },
        secrets: ['Texto do post do harness'],
      };
    }),
  cases,
  tenantNeutral: ['GET /api/public/post-files/{id}'],
};
