import type { Post, PostCategory, PostFile, PostPublisher } from '@honora/contract';
import { posts, systemActor, withActor } from '@honora/db';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createAdminWorld, type AdminWorld } from './admin-world';

/**
 * The public blog (platform.md §2 public /blog/{id?}, /post/{id?}, /aboutUs, /oldHome; decision
 * 058): server-rendered HTML readable without JavaScript; drafts and future posts are 404; an old
 * slug answers 301; RSS and the sitemap are well-formed XML; a body with script, on* handlers and
 * javascript: links is stored and shown inert; the pages are not the web app's catch-all.
 */
const POSTS = '/api/admin/posts';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16, 1)]);
let w: AdminWorld;
let categoryId: string;
let publisherId: string;
let image: PostFile;
const ids: Record<string, string> = {};

const get = (url: string, headers: Record<string, string> = {}) => w.t.app.inject({ method: 'GET', url, headers });
const post = (slug: string, extra: Record<string, unknown> = {}) => ({
  title: `Título de ${slug}`,
  description: `Resumo de ${slug}`,
  body: `<p>Texto de ${slug}</p>`,
  slug,
  published: true,
  categoryIds: [categoryId],
  authorIds: [publisherId],
  ...extra,
});

/** Well-formed XML, or the parser's error. */
function parseXml(xml: string): string[] {
  const parser = new SaxesParser();
  const names: string[] = [];
  parser.on('opentag', (tag) => names.push(tag.name));
  parser.write(xml).close();
  return names;
}

beforeAll(async () => {
  w = await createAdminWorld();
  categoryId = (
    (
      await w.plainAdmin.post('/api/admin/post-categories', { name: 'Faturamento & TISS', slug: 'faturamento' })
    ).json() as PostCategory
  ).id;
  publisherId = (
    (
      await w.plainAdmin.post('/api/admin/post-publishers', { name: 'Ana <Autora>', bio: 'Faturista.' })
    ).json() as PostPublisher
  ).id;
  image = (
    await w.plainAdmin.post('/api/admin/post-files', {
      folder: 'posts',
      fileName: 'capa.png',
      content: PNG.toString('base64'),
    })
  ).json() as PostFile;
  const create = async (key: string, body: Record<string, unknown>) => {
    const res = await w.plainAdmin.post(POSTS, body);
    expect(res.statusCode, res.body).toBe(200);
    ids[key] = (res.json() as Post).id;
  };
  await create('public', post('guia-tiss', { imageId: image.id, publishedAt: '2026-01-10T12:00:00-03:00' }));
  await create('draft', post('rascunho', { published: false }));
  await create('future', post('futuro', { publishedAt: '2099-01-01T00:00:00Z' }));
  await create('about', post('sobre-nos', { placement: 'ABOUT_US', title: 'Sobre o Honora' }));
  await create(
    'xss',
    post('xss', {
      title: '<script>alert("t")</script> & "aspas"',
      description: '<img src=x onerror=alert(1)>',
      body:
        '<p onclick="alert(1)">ok<script>alert(2)</script></p><img src="x" onerror="alert(3)">' +
        '<a href="javascript:alert(4)">link</a><iframe src="https://evil.example"></iframe>' +
        `<p style="color:red"><img src="${image.url}" alt="ok"></p>`,
    }),
  );
});
afterAll(() => w.t.close());

describe('the public pages', () => {
  it('serves a published post as a complete pt-BR HTML document with its meta tags', async () => {
    const res = await get('/post/guia-tiss');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toMatch(/^<!doctype html><html lang="pt-BR">/);
    expect(html).toContain('<title>Título de guia-tiss — Honora</title>');
    expect(html).toContain('<meta name="description" content="Resumo de guia-tiss">');
    expect(html).toContain(`<link rel="canonical" href="${w.t.config.appUrl}/post/guia-tiss">`);
    expect(html).toContain(`<meta property="og:image" content="${w.t.config.appUrl}${image.url}">`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<main id="conteudo">');
    expect(html).toContain('href="/login"');
    expect(html).toContain('Ana &lt;Autora&gt;');
    expect(html).toContain('10 de janeiro de 2026');
  });

  it('answers 304 to a reader who has the same version (ETag)', async () => {
    const first = await get('/post/guia-tiss');
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toContain('max-age=60');
    expect((await get('/post/guia-tiss', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('accepts the id and sends to the slug', async () => {
    const res = await get(`/post/${ids.public}`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/post/guia-tiss');
  });

  it('answers 404 for drafts, future posts, removed and unknown slugs', async () => {
    for (const url of ['/post/rascunho', '/post/futuro', `/post/${ids.draft}`, '/post/nao-existe', '/post/A']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<html lang="pt-BR">');
    }
    // A NUL byte is refused by the input guards, as everywhere.
    expect((await get('/post/a%00b')).statusCode).toBe(400);
  });

  it('lists published posts on /blog, by category, paged', async () => {
    const blog = await get('/blog');
    expect(blog.statusCode).toBe(200);
    expect(blog.body).toContain('href="/post/guia-tiss"');
    expect(blog.body).not.toContain('/post/rascunho');
    expect(blog.body).not.toContain('/post/futuro');
    expect(blog.body).not.toContain('Sobre o Honora');
    expect(blog.body).toContain('Faturamento &amp; TISS');
    for (const url of ['/blog/faturamento', `/blog/${categoryId}`, '/blog?category=faturamento']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('href="/post/guia-tiss"');
    }
    for (const url of ['/blog/nada', '/blog?page=2', '/blog?page=abc', '/blog?page=99999999999']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('serves the institutional pages; /oldHome is 404 until it has a post', async () => {
    const about = await get('/aboutUs');
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<h1>Sobre o Honora</h1>');
    expect(about.body).toContain(`<link rel="canonical" href="${w.t.config.appUrl}/aboutUs">`);
    expect((await get('/post/sobre-nos')).headers.location).toBe('/aboutUs');
    expect((await get('/oldHome')).statusCode).toBe(404);
  });

  it('sends an old slug to the new one (301) after a confirmed change', async () => {
    const res = await w.plainAdmin.put(`${POSTS}/${ids.public}`, post('guia-tiss-4-03', { confirmSlugChange: true }));
    expect(res.statusCode, res.body).toBe(200);
    const old = await get('/post/guia-tiss');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/post/guia-tiss-4-03');
    expect((await get('/post/guia-tiss-4-03')).statusCode).toBe(200);
  });

  it('renders and stores the page of a post saved without it (the demo seed)', async () => {
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.insert(posts).values({
        title: 'Semeado',
        slug: 'semeado',
        body: '<p>Do seed</p>',
        published: true,
        publishedAt: new Date('2026-01-01T00:00:00Z'),
      }),
    );
    const res = await get('/post/semeado');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Semeado</h1>');
    expect(res.headers.etag).toBe((await get('/post/semeado')).headers.etag);
  });

  it('publishes RSS 2.0 and a sitemap, both well-formed XML, public posts only', async () => {
    const rss = await get('/blog/rss.xml');
    expect(rss.statusCode).toBe(200);
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    expect(parseXml(rss.body)).toContain('item');
    expect(rss.body).toContain(`<link>${w.t.config.appUrl}/post/guia-tiss-4-03</link>`);
    expect(rss.body).not.toContain('rascunho');
    expect(rss.body).not.toContain('futuro');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(parseXml(sitemap.body)).toContain('urlset');
    expect(sitemap.body).toContain(`<loc>${w.t.config.appUrl}/aboutUs</loc>`);
    expect(sitemap.body).not.toContain('futuro');
  });
});

describe('XSS: a hostile post is stored and shown inert', () => {
  it('stores the sanitized body', async () => {
    const stored = (await w.plainAdmin.get(`${POSTS}/${ids.xss}`)).json() as Post;
    expect(stored.body).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|style=/i);
    expect(stored.body).toContain(`<img src="${image.url}" alt="ok" />`);
  });

  it('renders titles and descriptions escaped and the body without active content', async () => {
    const html = (await get('/post/xss')).body;
    // No element with a script, a handler, a javascript: address or a frame; the texts stay text.
    expect(html).not.toMatch(/<script|href="javascript:|<iframe/i);
    // Attribute values blanked (escaped text may say anything), no tag keeps a handler or a style.
    expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<[^>]+\s(on\w+|style)=/i);
    expect(html).toContain('&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt; &amp; &quot;aspas&quot;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const rss = (await get('/blog/rss.xml')).body;
    expect(rss).not.toContain('<script');
    parseXml(rss);
  });
});

describe('the pages are not the web app', () => {
  it('are served before the catch-all when the web app is built', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'honora-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">SPA</div>');
    const app = await buildApp({
      db: w.t.database.db,
      config: loadConfig({ WEB_DIST: dist, LOG_LEVEL: 'silent' }),
      logger: false,
    });
    try {
      for (const url of ['/blog', '/aboutUs', '/blog/rss.xml', '/sitemap.xml']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toContain('SPA');
      }
      expect((await app.inject({ method: 'GET', url: '/post/nada' })).body).not.toContain('SPA');
      expect((await app.inject({ method: 'GET', url: '/client/events' })).body).toContain('SPA');
    } finally {
      await app.close();
    }
  });
});
