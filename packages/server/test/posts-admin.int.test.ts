import { fmt, messages, type Post, type PostCategory, type PostFile, type PostPublisher } from '@honora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminWorld, type AdminWorld } from './admin-world';
import { fieldErrors, UNKNOWN_ID } from './billing-settings-world';

/**
 * /admin/Posts, /admin/PostsCategories, /admin/PostsPublishers (platform.md §2, §3, §5, §8 Posts
 * and Files; decision 058): platform administrators only; slug required and unique; changing a
 * published post's slug needs confirmation; images PNG/JPEG by their bytes, in a folder; bad
 * input is a clean 400.
 */
const e = messages.screens.posts.errors;
const POSTS = '/api/admin/posts';
const CATEGORIES = '/api/admin/post-categories';
const PUBLISHERS = '/api/admin/post-publishers';
const FILES = '/api/admin/post-files';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]);
const GIF = Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1');
let w: AdminWorld;
let categoryId: string;
let publisherId: string;

const post = (slug: string, extra: Record<string, unknown> = {}) => ({
  title: `Post ${slug}`,
  description: 'Resumo',
  body: '<p>Texto</p>',
  slug,
  published: true,
  categoryIds: [categoryId],
  authorIds: [publisherId],
  ...extra,
});
const upload = (content: Buffer, extra: Record<string, unknown> = {}) =>
  w.plainAdmin.post(FILES, { folder: 'posts', fileName: 'capa.png', content: content.toString('base64'), ...extra });

beforeAll(async () => {
  w = await createAdminWorld();
  const category = await w.plainAdmin.post(CATEGORIES, { name: 'Glosas', slug: 'glosas' });
  expect(category.statusCode, category.body).toBe(200);
  categoryId = (category.json() as PostCategory).id;
  const publisher = await w.plainAdmin.post(PUBLISHERS, { name: 'Equipe Honora', bio: 'Quem faz o Honora.' });
  expect(publisher.statusCode, publisher.body).toBe(200);
  publisherId = (publisher.json() as PostPublisher).id;
});
afterAll(() => w.t.close());

describe('permissions', () => {
  it('only platform administrators reach the admin routes', async () => {
    for (const url of [POSTS, CATEGORIES, PUBLISHERS]) {
      expect((await w.member.get(url)).statusCode, url).toBe(401);
      expect((await w.t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    expect((await w.member.post(POSTS, post('x'))).statusCode).toBe(401);
    expect((await w.member.post(FILES, { folder: 'posts', fileName: 'a', content: 'AA==' })).statusCode).toBe(401);
    expect((await w.superAdmin.get(POSTS)).statusCode).toBe(200);
  });
});

describe('posts', () => {
  it('creates, reads and lists a post with its links; a published post without a date is dated now', async () => {
    const res = await w.plainAdmin.post(POSTS, post('primeiro-post'));
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json() as Post;
    expect(created).toMatchObject({ slug: 'primeiro-post', isPublic: true, publicPath: '/post/primeiro-post' });
    expect(created.publishedAt).not.toBeNull();
    expect((await w.plainAdmin.get(`${POSTS}/${created.id}`)).json()).toMatchObject({ body: '<p>Texto</p>' });
    const list = (await w.plainAdmin.get(`${POSTS}?categoryId=${categoryId}&q=PRIMEIRO`)).json() as { items: Post[] };
    expect(list.items.map((p) => p.slug)).toEqual(['primeiro-post']);
    const categories = (await w.plainAdmin.get(CATEGORIES)).json() as { items: PostCategory[] };
    expect(categories.items.find((c) => c.id === categoryId)?.postCount).toBe(1);
  });

  it('refuses a slug taken or missing (platform.md §8 Posts) and a bad slug', async () => {
    expect(fieldErrors(await w.plainAdmin.post(POSTS, post('primeiro-post'))).slug).toBe(e.slugExists);
    expect(fieldErrors(await w.plainAdmin.post(POSTS, post(''))).slug).toBe(e.slugRequired);
    expect(fieldErrors(await w.plainAdmin.post(POSTS, { ...post('x'), slug: undefined })).slug).toBe(e.slugRequired);
    expect(fieldErrors(await w.plainAdmin.post(POSTS, post('Com Acento-é'))).slug).toBe(e.slugPattern);
  });

  it("asks to confirm a published post's new slug and keeps the old one", async () => {
    const created = (await w.plainAdmin.post(POSTS, post('slug-antigo'))).json() as Post;
    const refused = await w.plainAdmin.put(`${POSTS}/${created.id}`, post('slug-novo'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: e.slugChangeNeedsConfirmation });
    const res = await w.plainAdmin.put(`${POSTS}/${created.id}`, post('slug-novo', { confirmSlugChange: true }));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Post).slug).toBe('slug-novo');
    // A draft changes its slug freely.
    const draft = (await w.plainAdmin.post(POSTS, post('rascunho-a', { published: false }))).json() as Post;
    expect((await w.plainAdmin.put(`${POSTS}/${draft.id}`, post('rascunho-b', { published: false }))).statusCode).toBe(
      200,
    );
  });

  it('keeps one post per institutional page', async () => {
    expect((await w.plainAdmin.post(POSTS, post('sobre', { placement: 'ABOUT_US' }))).statusCode).toBe(200);
    expect(fieldErrors(await w.plainAdmin.post(POSTS, post('sobre-2', { placement: 'ABOUT_US' }))).placement).toBe(
      e.placementTaken,
    );
  });

  it('refuses unknown categories, authors and images; removes a post', async () => {
    expect(fieldErrors(await w.plainAdmin.post(POSTS, post('a1', { categoryIds: [UNKNOWN_ID] }))).categoryIds).toBe(
      e.unknownCategory,
    );
    expect(fieldErrors(await w.plainAdmin.post(POSTS, post('a2', { authorIds: [UNKNOWN_ID] }))).authorIds).toBe(
      e.unknownPublisher,
    );
    expect(fieldErrors(await w.plainAdmin.post(POSTS, post('a3', { imageId: UNKNOWN_ID }))).imageId).toBe(
      e.unknownFile,
    );
    const created = (await w.plainAdmin.post(POSTS, post('para-excluir'))).json() as Post;
    expect((await w.plainAdmin.request('DELETE', `${POSTS}/${created.id}`)).statusCode).toBe(200);
    expect((await w.plainAdmin.request('DELETE', `${POSTS}/${created.id}`)).statusCode).toBe(404);
    expect((await w.plainAdmin.put(`${POSTS}/${UNKNOWN_ID}`, post('zz'))).statusCode).toBe(404);
  });
});

describe('categories and publishers', () => {
  it('refuses duplicates and removing one in use (409 naming the count)', async () => {
    expect(fieldErrors(await w.plainAdmin.post(CATEGORIES, { name: 'GLÓSAS', slug: 'outra' })).name).toBe(
      e.duplicateCategory,
    );
    expect(fieldErrors(await w.plainAdmin.post(CATEGORIES, { name: 'Outra', slug: 'glosas' })).slug).toBe(
      e.duplicateCategory,
    );
    const inUse = await w.plainAdmin.request('DELETE', `${CATEGORIES}/${categoryId}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ message: fmt(e.categoryInUse, { count: 4 }) });
    const publisherInUse = await w.plainAdmin.request('DELETE', `${PUBLISHERS}/${publisherId}`);
    expect(publisherInUse.statusCode).toBe(409);
    const spare = (await w.plainAdmin.post(CATEGORIES, { name: 'Escalas', slug: 'escalas' })).json() as PostCategory;
    expect(
      (await w.plainAdmin.put(`${CATEGORIES}/${spare.id}`, { name: 'Escalas e plantões', slug: 'escalas' })).statusCode,
    ).toBe(200);
    expect((await w.plainAdmin.request('DELETE', `${CATEGORIES}/${spare.id}`)).statusCode).toBe(200);
    expect((await w.plainAdmin.put(`${PUBLISHERS}/${UNKNOWN_ID}`, { name: 'X' })).statusCode).toBe(404);
  });
});

describe('files (platform.md §5 image types; §8 Files)', () => {
  it('stores PNG and JPEG by their bytes and serves them to anyone', async () => {
    for (const content of [PNG, JPEG]) {
      const res = await upload(content);
      expect(res.statusCode, res.body).toBe(200);
      const file = res.json() as PostFile;
      const read = await w.t.app.inject({ method: 'GET', url: file.url });
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe(file.mime);
      expect(read.rawPayload.equals(content)).toBe(true);
    }
    const photo = (await upload(PNG, { folder: 'publishers' })).json() as PostFile;
    const res = await w.plainAdmin.put(`${PUBLISHERS}/${publisherId}`, { name: 'Equipe Honora', photoId: photo.id });
    expect(res.statusCode, res.body).toBe(200);
    expect((await w.t.app.inject({ method: 'GET', url: `/api/public/post-files/${UNKNOWN_ID}` })).statusCode).toBe(404);
  });

  it('refuses a file that is not PNG or JPEG by content, whatever its name', async () => {
    expect(fieldErrors(await upload(GIF)).content).toBe(e.fileTypeNotAllowed);
    expect(fieldErrors(await upload(Buffer.from('não sou imagem'))).content).toBe(e.fileTypeNotAllowed);
    expect(fieldErrors(await upload(Buffer.from('%PDF-1.4 x'))).content).toBe(e.fileTypeNotAllowed);
  });

  it('refuses a file without a folder or with an unknown one', async () => {
    expect(fieldErrors(await upload(PNG, { folder: undefined })).folder).toBe(e.folderRequired);
    expect(fieldErrors(await upload(PNG, { folder: 'etc' })).folder).toBe(e.folderRequired);
  });
});

describe('bad input is a 400, never a 500', () => {
  it.each([
    ['a NUL byte in the title', () => post('nul-1', { title: 'a\u0000b' })],
    ['a NUL byte in the body', () => post('nul-2', { body: '<p>a\u0000b</p>' })],
    ['a huge title', () => post('h-1', { title: 'x'.repeat(201) })],
    ['a huge body', () => post('h-2', { body: 'x'.repeat(200_001) })],
    ['a huge slug', () => post('a'.repeat(121))],
    ['a wrong type of published', () => post('w-1', { published: 'sim' })],
    ['a bad date', () => post('w-2', { publishedAt: '31/02/2026' })],
    ['a category that is not an id', () => post('w-3', { categoryIds: ['x'] })],
    ['too many categories', () => post('w-4', { categoryIds: Array.from({ length: 21 }, () => UNKNOWN_ID) })],
    ['a javascript: canonical URL', () => post('w-5', { canonicalUrl: 'javascript:alert(1)' })],
    ['an unknown placement', () => post('w-6', { placement: 'HOME' })],
  ])('%s', async (_, body) => {
    const res = await w.plainAdmin.post(POSTS, body());
    expect(res.statusCode, res.body).toBe(400);
  });

  it('in queries, paths and the other bodies', async () => {
    expect((await w.plainAdmin.get(`${POSTS}?categoryId=nope`)).statusCode).toBe(400);
    expect((await w.plainAdmin.get(`${POSTS}?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
    expect((await w.plainAdmin.get(`${POSTS}/not-an-id`)).statusCode).toBe(400);
    expect((await w.plainAdmin.post(CATEGORIES, { name: 'C', slug: 'c'.repeat(121) })).statusCode).toBe(400);
    expect((await w.plainAdmin.post(PUBLISHERS, { name: 'P', bio: 'b'.repeat(2001) })).statusCode).toBe(400);
    expect((await upload(PNG, { fileName: 'a\u0000.png' })).statusCode).toBe(400);
    expect((await upload(Buffer.alloc(0))).statusCode).toBe(400);
  });
});
