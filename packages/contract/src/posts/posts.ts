import { z } from 'zod';
import { defineRoute } from '../route';
import { registryIdParamsSchema } from '../registries/common';
import {
  POST_FILE_BODY_LIMIT,
  adminPostQuerySchema,
  postBodySchema,
  postCategoryBodySchema,
  postCategoryListSchema,
  postCategorySchema,
  postFileBodySchema,
  postFileSchema,
  postListSchema,
  postPublisherBodySchema,
  postPublisherListSchema,
  postPublisherSchema,
  postSchema,
} from './posts-schemas';

export * from './posts-schemas';

const tags = ['posts'];
const params = registryIdParamsSchema;
const ok = z.object({ ok: z.literal(true) });

/** The images of posts and publishers, by their bytes (platform.md §5). */
export const POST_IMAGE_FILE = ['image/png', 'image/jpeg'] as const;

/**
 * /admin/Posts, /admin/PostsCategories, /admin/PostsPublishers (platform.md §2; decision 058):
 * module admin, read and write. The public pages (/blog, /post, /aboutUs, /oldHome, RSS, the
 * sitemap) are server-rendered HTML outside /api; only the images are an API read.
 */
export const adminPostRoutes = {
  posts: defineRoute({
    method: 'GET',
    path: '/api/admin/posts',
    summary: 'Posts do blog e páginas institucionais, com os rascunhos',
    tags,
    querystring: adminPostQuerySchema,
    response: postListSchema,
  }),
  post: defineRoute({
    method: 'GET',
    path: '/api/admin/posts/:id',
    summary: 'Um post, com o texto',
    tags,
    params,
    response: postSchema,
  }),
  createPost: defineRoute({
    method: 'POST',
    path: '/api/admin/posts',
    summary: 'Cadastrar um post (o HTML do texto é limpo antes de ser guardado)',
    tags,
    body: postBodySchema,
    response: postSchema,
  }),
  updatePost: defineRoute({
    method: 'PUT',
    path: '/api/admin/posts/:id',
    summary: 'Alterar um post (mudar o slug de um post publicado pede confirmação)',
    tags,
    params,
    body: postBodySchema,
    response: postSchema,
  }),
  removePost: defineRoute({
    method: 'DELETE',
    path: '/api/admin/posts/:id',
    summary: 'Excluir um post',
    tags,
    params,
    response: ok,
  }),
  categories: defineRoute({
    method: 'GET',
    path: '/api/admin/post-categories',
    summary: 'Categorias dos posts, com o número de posts',
    tags,
    response: postCategoryListSchema,
  }),
  createCategory: defineRoute({
    method: 'POST',
    path: '/api/admin/post-categories',
    summary: 'Cadastrar uma categoria de posts',
    tags,
    body: postCategoryBodySchema,
    response: postCategorySchema,
  }),
  updateCategory: defineRoute({
    method: 'PUT',
    path: '/api/admin/post-categories/:id',
    summary: 'Alterar uma categoria de posts',
    tags,
    params,
    body: postCategoryBodySchema,
    response: postCategorySchema,
  }),
  removeCategory: defineRoute({
    method: 'DELETE',
    path: '/api/admin/post-categories/:id',
    summary: 'Excluir uma categoria sem posts',
    tags,
    params,
    response: ok,
  }),
  publishers: defineRoute({
    method: 'GET',
    path: '/api/admin/post-publishers',
    summary: 'Autores dos posts, com o número de posts',
    tags,
    response: postPublisherListSchema,
  }),
  createPublisher: defineRoute({
    method: 'POST',
    path: '/api/admin/post-publishers',
    summary: 'Cadastrar um autor de posts',
    tags,
    body: postPublisherBodySchema,
    response: postPublisherSchema,
  }),
  updatePublisher: defineRoute({
    method: 'PUT',
    path: '/api/admin/post-publishers/:id',
    summary: 'Alterar um autor de posts',
    tags,
    params,
    body: postPublisherBodySchema,
    response: postPublisherSchema,
  }),
  removePublisher: defineRoute({
    method: 'DELETE',
    path: '/api/admin/post-publishers/:id',
    summary: 'Excluir um autor sem posts',
    tags,
    params,
    response: ok,
  }),
  uploadFile: defineRoute({
    method: 'POST',
    path: '/api/admin/post-files',
    summary: 'Enviar uma imagem (PNG ou JPEG pelo conteúdo) para uma pasta: posts ou autores',
    tags,
    body: postFileBodySchema,
    bodyLimit: POST_FILE_BODY_LIMIT,
    response: postFileSchema,
  }),
} as const;

/** The images the public pages show (no session). */
export const publicPostRoutes = {
  file: defineRoute({
    method: 'GET',
    path: '/api/public/post-files/:id',
    summary: 'Uma imagem de post ou de autor',
    tags,
    params,
    response: z.unknown(),
    fileTypes: [...POST_IMAGE_FILE],
    isPublic: true,
  }),
} as const;
