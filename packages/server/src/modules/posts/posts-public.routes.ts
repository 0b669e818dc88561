import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { AppContext } from '../../context';
import { etagOf, storeRender } from './post-render-store';
import {
  categoryBySlugOrId,
  liveCategories,
  livePost,
  publicBlogPage,
  publicBlogPosts,
  publicPlacedPages,
  publicRender,
  publishersByIds,
  redirectOf,
} from './posts.repository';
import { renderRss, renderSitemap } from './render-feeds';
import { ORIGIN_TOKEN, renderNotFound } from './render-layout';
import { postPath, renderBlogList, type RenderedCategory } from './render-pages';

/**
 * The public pages of the blog (platform.md §2 public /blog/{id?}, /post/{id?}, /aboutUs,
 * /oldHome; decision 058): complete HTML documents from the server, readable without JavaScript,
 * registered before the web app's catch-all (and served when the web app is not built). A post's
 * page is the one stored on save (post_renders) with its ETag; the lists, RSS and sitemap are
 * rendered per request from one query, with an ETag of what they say. All cached 60 s.
 */

export const BLOG_PAGE_SIZE = 10;
const PAGE_MAX = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CACHE = 'public, max-age=60';

type Send = (reply: FastifyReply, request: FastifyRequest, body: string, type: string, etag?: string) => FastifyReply;

/** Puts the origin in, answers 304 when the reader has this version already. */
function sender(origin: string): Send {
  const originTag = createHash('sha256').update(origin).digest('base64url').slice(0, 8);
  return (reply, request, stored, type, storedEtag) => {
    const etag = `${(storedEtag ?? etagOf(stored)).slice(0, -1)}.${originTag}"`;
    reply.header('cache-control', CACHE).header('etag', etag).type(type);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(stored.replaceAll(ORIGIN_TOKEN, origin));
  };
}

const HTML = 'text/html; charset=utf-8';

/** The page number of `?page=`: 1 when absent, null when it is not a page. */
function pageOf(query: unknown): number | null {
  const raw = (query as Record<string, unknown> | undefined)?.page;
  if (raw === undefined || raw === '') return 1;
  if (typeof raw !== 'string' || !/^\d{1,5}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 && page <= PAGE_MAX ? page : null;
}

export function registerPublicPostPages(app: FastifyInstance, ctx: AppContext): void {
  const origin = ctx.config.appUrl.replace(/\/+$/, '');
  const send = sender(origin);
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(404)
      .type(HTML)
      .header('cache-control', 'no-cache')
      .send(renderNotFound(request.url.split('?')[0] ?? '/').replaceAll(ORIGIN_TOKEN, origin));
  const options = { schema: { hide: true } };

  async function blogList(request: FastifyRequest, reply: FastifyReply, categoryKey: string | null) {
    const page = pageOf(request.query);
    if (page === null) return notFound(request, reply);
    let category: RenderedCategory & { id: string } = { id: '', name: '', slug: '' };
    if (categoryKey) {
      const row =
        SLUG.test(categoryKey) || UUID.test(categoryKey) ? await categoryBySlugOrId(ctx.db, categoryKey) : null;
      if (!row) return notFound(request, reply);
      category = row;
    }
    const [{ rows, total }, categories] = await Promise.all([
      publicBlogPage(ctx.db, categoryKey ? category.id : null, (page - 1) * BLOG_PAGE_SIZE, BLOG_PAGE_SIZE),
      liveCategories(ctx.db),
    ]);
    const pages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
    if (page > pages) return notFound(request, reply);
    const authors = await publishersByIds(ctx.db, [...new Set(rows.flatMap((r) => r.authorIds))]);
    const names = new Map(authors.map((a) => [a.id, a.name]));
    const html = renderBlogList({
      items: rows.map((r) => ({
        ...r,
        authorNames: r.authorIds.map((id) => names.get(id)).filter((n): n is string => n !== undefined),
      })),
      categories: categories.filter((c) => c.postCount > 0).map((c) => c.category),
      category: categoryKey ? category : null,
      page,
      pages,
    });
    return send(reply, request, html, HTML);
  }

  app.get('/blog', options, async (request, reply) => {
    const category = (request.query as Record<string, unknown>).category;
    if (typeof category === 'string' && category !== '') return blogList(request, reply, category);
    return blogList(request, reply, null);
  });

  app.get('/blog/rss.xml', options, async (request, reply) => {
    const rows = await publicBlogPosts(ctx.db, 50);
    const categories = new Map((await liveCategories(ctx.db)).map((c) => [c.category.id, c.category.name]));
    const xml = renderRss(
      rows.map((r) => ({
        title: r.title,
        description: r.description,
        path: postPath(r),
        publishedAt: r.publishedAt!,
        categoryNames: r.categoryIds.map((id) => categories.get(id)).filter((n): n is string => n !== undefined),
      })),
    );
    return send(reply, request, xml, 'application/rss+xml; charset=utf-8');
  });

  app.get<{ Params: { key: string } }>('/blog/:key', options, async (request, reply) =>
    blogList(request, reply, request.params.key),
  );

  app.get('/post', options, async (_request, reply) => reply.redirect('/blog', 301));

  /** A public post's stored page; one saved without it (the demo's seed) is rendered and stored now. */
  async function storedPage(by: Parameters<typeof publicRender>[1]) {
    const found = await publicRender(ctx.db, by);
    if (!found || found.html !== null) return found;
    const post = await livePost(ctx.db, found.id);
    if (post) await storeRender(ctx.db, post);
    return publicRender(ctx.db, by);
  }

  app.get<{ Params: { key: string } }>('/post/:key', options, async (request, reply) => {
    const key = request.params.key;
    if (UUID.test(key)) {
      const render = await publicRender(ctx.db, { id: key });
      return render ? reply.redirect(postPath(render), 301) : notFound(request, reply);
    }
    if (!SLUG.test(key)) return notFound(request, reply);
    const render = await storedPage({ slug: key });
    if (render) {
      // An institutional page is read at its own address.
      if (render.placement) return reply.redirect(postPath(render), 301);
      if (render.html !== null && render.etag !== null) return send(reply, request, render.html, HTML, render.etag);
    }
    const redirect = await redirectOf(ctx.db, key);
    const post = redirect ? await livePost(ctx.db, redirect.postId) : undefined;
    if (post && (await publicRender(ctx.db, { id: post.id }))) return reply.redirect(postPath(post), 301);
    return notFound(request, reply);
  });

  for (const [path, placement] of [
    ['/aboutUs', 'ABOUT_US'],
    ['/oldHome', 'OLD_HOME'],
  ] as const) {
    app.get(path, options, async (request, reply) => {
      const render = await storedPage({ placement });
      return render?.html && render.etag
        ? send(reply, request, render.html, HTML, render.etag)
        : notFound(request, reply);
    });
  }

  app.get('/sitemap.xml', options, async (request, reply) => {
    const [rows, pages, categories] = await Promise.all([
      publicBlogPosts(ctx.db, 5000),
      publicPlacedPages(ctx.db),
      liveCategories(ctx.db),
    ]);
    const xml = renderSitemap([
      { path: '/blog', lastModified: rows[0]?.publishedAt ?? null },
      ...pages.map((p) => ({ path: postPath(p), lastModified: p.updatedAt ?? p.createdAt })),
      ...categories
        .filter((c) => c.postCount > 0)
        .map((c) => ({ path: `/blog/${c.category.slug}`, lastModified: null })),
      ...rows.map((p) => ({ path: postPath(p), lastModified: p.updatedAt ?? p.publishedAt })),
    ]);
    return send(reply, request, xml, 'application/xml; charset=utf-8');
  });
}
