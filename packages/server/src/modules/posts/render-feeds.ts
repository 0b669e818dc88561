import { messages } from '@honora/contract';
import { ORIGIN_TOKEN } from './render-layout';

/**
 * The blog's RSS 2.0 feed and the sitemap (decision 058): XML with every text escaped (the same
 * five entities as HTML, which XML also defines).
 */

const t = messages.screens.posts.public;

/** Text as XML character data or attribute value; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

export interface FeedItem {
  title: string;
  description: string | null;
  path: string;
  publishedAt: Date;
  categoryNames: string[];
}

/** GET /blog/rss.xml: the newest published posts. */
export function renderRss(items: readonly FeedItem[]): string {
  const entries = items
    .map(
      (item) =>
        `<item><title>${escapeXml(item.title)}</title>` +
        `<link>${ORIGIN_TOKEN}${escapeXml(item.path)}</link>` +
        `<guid isPermaLink="true">${ORIGIN_TOKEN}${escapeXml(item.path)}</guid>` +
        `<pubDate>${item.publishedAt.toUTCString()}</pubDate>` +
        (item.description ? `<description>${escapeXml(item.description)}</description>` : '') +
        item.categoryNames.map((name) => `<category>${escapeXml(name)}</category>`).join('') +
        `</item>`,
    )
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>` +
    `<title>${escapeXml(t.blogTitle)}</title><link>${ORIGIN_TOKEN}/blog</link>` +
    `<atom:link href="${ORIGIN_TOKEN}/blog/rss.xml" rel="self" type="application/rss+xml"/>` +
    `<description>${escapeXml(t.blogDescription)}</description><language>pt-BR</language>` +
    `${entries}</channel></rss>`
  );
}

export interface SitemapEntry {
  path: string;
  lastModified: Date | null;
}

/** GET /sitemap.xml: the blog, its categories, the public posts and the institutional pages. */
export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map(
      (e) =>
        `<url><loc>${ORIGIN_TOKEN}${escapeXml(e.path)}</loc>` +
        (e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : '') +
        `</url>`,
    )
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`
  );
}
