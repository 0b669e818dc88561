import { POST_FILE_PATH, fmt, messages } from '@honora/contract';
import { byline, escapeHtml, formatDate, renderPage } from './render-layout';

/**
 * The public pages of the blog (decision 058): a post (/post/<slug>, /aboutUs, /oldHome) and the
 * lists (/blog, /blog/<category>). Texts are escaped; the body is the HTML sanitized on save.
 */

const t = messages.screens.posts.public;

export interface RenderedCategory {
  name: string;
  slug: string;
}

/** What the page of a post shows. */
export interface PostPageData {
  title: string;
  description: string | null;
  body: string;
  slug: string;
  placement: string | null;
  publishedAt: Date | null;
  imageId: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  seoImageId: string | null;
  canonicalUrl: string | null;
  authors: { name: string; bio: string | null }[];
  categories: RenderedCategory[];
}

export const PLACEMENT_PATHS: Record<string, string> = { ABOUT_US: '/aboutUs', OLD_HOME: '/oldHome' };

/** Where a post is read: its institutional page, or /post/<slug>. */
export function postPath(post: { slug: string; placement: string | null }): string {
  return (post.placement && PLACEMENT_PATHS[post.placement]) || `/post/${post.slug}`;
}

export const fileUrl = (id: string) => `${POST_FILE_PATH}${id}`;

function categoryLinks(categories: readonly RenderedCategory[], label: string): string {
  if (categories.length === 0) return '';
  const items = categories
    .map((c) => `<li><a href="/blog/${escapeHtml(c.slug)}">${escapeHtml(c.name)}</a></li>`)
    .join('');
  return `<nav aria-label="${escapeHtml(label)}"><ul class="tags">${items}</ul></nav>`;
}

function metaLine(publishedAt: Date | null, authorNames: readonly string[]): string {
  const parts = [
    publishedAt
      ? `<time datetime="${publishedAt.toISOString()}">${escapeHtml(fmt(t.publishedOn, { date: formatDate(publishedAt) }))}</time>`
      : '',
    authorNames.length > 0 ? escapeHtml(byline(authorNames)) : '',
  ].filter(Boolean);
  return parts.length > 0 ? `<p class="meta">${parts.join(' · ')}</p>` : '';
}

/** The complete page of one post. */
export function renderPostPage(post: PostPageData): string {
  const isPage = post.placement !== null;
  const description = post.seoDescription ?? post.description ?? t.blogDescription;
  const authorNames = post.authors.map((a) => a.name);
  const cover = post.imageId ? `<img class="cover" src="${fileUrl(post.imageId)}" alt="">` : '';
  const authors = post.authors.filter((a) => a.bio);
  const aboutAuthors =
    !isPage && authors.length > 0
      ? `<section aria-labelledby="sobre-autores"><h2 id="sobre-autores">${escapeHtml(t.aboutAuthors)}</h2>` +
        authors.map((a) => `<p><strong>${escapeHtml(a.name)}</strong>: ${escapeHtml(a.bio!)}</p>`).join('') +
        `</section>`
      : '';
  const main =
    `<article><h1>${escapeHtml(post.title)}</h1>` +
    (isPage ? '' : metaLine(post.publishedAt, authorNames)) +
    (post.description ? `<p class="meta">${escapeHtml(post.description)}</p>` : '') +
    cover +
    `<div class="body">${post.body}</div>${aboutAuthors}` +
    (isPage ? '' : categoryLinks(post.categories, t.categories)) +
    `</article>` +
    (isPage ? '' : `<p><a href="/blog">${escapeHtml(t.backToBlog)}</a></p>`);
  return renderPage(
    {
      title: `${post.seoTitle ?? post.title} — ${t.siteName}`,
      description,
      path: postPath(post),
      canonicalUrl: post.canonicalUrl,
      imagePath: post.seoImageId ? fileUrl(post.seoImageId) : post.imageId ? fileUrl(post.imageId) : null,
      type: isPage ? 'website' : 'article',
    },
    main,
  );
}

/** One entry of a list of posts. */
export interface PostListItem {
  title: string;
  description: string | null;
  slug: string;
  publishedAt: Date | null;
  authorNames: string[];
}

export interface BlogListData {
  items: PostListItem[];
  categories: RenderedCategory[];
  /** The category shown, or null for every post. */
  category: RenderedCategory | null;
  page: number;
  pages: number;
}

function pageHref(base: string, page: number): string {
  return page <= 1 ? base : `${base}?page=${page}`;
}

function pager(base: string, page: number, pages: number): string {
  if (pages <= 1) return '';
  const previous =
    page > 1 ? `<a href="${escapeHtml(pageHref(base, page - 1))}" rel="prev">${escapeHtml(t.previous)}</a>` : '';
  const next =
    page < pages ? `<a href="${escapeHtml(pageHref(base, page + 1))}" rel="next">${escapeHtml(t.next)}</a>` : '';
  return (
    `<nav class="pager" aria-label="${escapeHtml(t.pages)}">${previous}` +
    `<span>${escapeHtml(fmt(t.pageOf, { page: String(page), pages: String(pages) }))}</span>${next}</nav>`
  );
}

/** /blog and /blog/<category>: published posts, newest first, a page at a time. */
export function renderBlogList(data: BlogListData): string {
  const base = data.category ? `/blog/${data.category.slug}` : '/blog';
  const heading = data.category ? data.category.name : t.blogTitle;
  const items = data.items
    .map(
      (p) =>
        `<li><h2><a href="/post/${escapeHtml(p.slug)}">${escapeHtml(p.title)}</a></h2>` +
        metaLine(p.publishedAt, p.authorNames) +
        (p.description ? `<p>${escapeHtml(p.description)}</p>` : '') +
        `</li>`,
    )
    .join('');
  const list = items ? `<ul class="posts">${items}</ul>` : `<p>${escapeHtml(t.noPosts)}</p>`;
  const filters = data.category
    ? [{ name: t.allPosts, slug: '' }, ...data.categories.filter((c) => c.slug !== data.category!.slug)]
    : data.categories;
  const nav = categoryLinks(
    filters.map((c) => (c.slug ? c : { ...c, slug: '' })),
    t.categories,
  ).replace('href="/blog/"', 'href="/blog"');
  return renderPage(
    {
      title: data.category ? fmt(t.categoryTitle, { name: data.category.name }) : t.blogTitle,
      description: data.category ? fmt(t.categoryDescription, { name: data.category.name }) : t.blogDescription,
      path: pageHref(base, data.page),
    },
    `<h1>${escapeHtml(heading)}</h1>${nav}${list}${pager(base, data.page, data.pages)}`,
  );
}
