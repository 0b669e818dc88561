import { fmt, messages } from '@honora/contract';

/**
 * The frame of the public blog pages (decision 058): complete HTML documents in pt-BR, readable
 * without JavaScript, with title, description, canonical and Open Graph tags, landmarks, a skip
 * link, a small inline stylesheet (AA contrast) and a link to sign in. Every text is escaped here.
 */

const t = messages.screens.posts.public;

/** The origin of the site, put in at serving time: stored pages do not depend on APP_URL. */
export const ORIGIN_TOKEN = '<!--honora:origin-->';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text (or an attribute value) as HTML: the five special characters escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** An absolute address of the site: the origin token and the escaped path. */
export function siteUrl(path: string): string {
  return `${ORIGIN_TOKEN}${escapeHtml(path)}`;
}

const DATE = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' });

/** A publication date as readers see it ("3 de março de 2026"). */
export function formatDate(date: Date): string {
  return DATE.format(date);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:17px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1b1e;background:#fff}
a{color:#0b5cad}
a:focus-visible{outline:3px solid #0b5cad;outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:#fff;padding:8px}
header,footer{background:#12344d;color:#fff}
header .bar,footer .bar{max-width:60rem;margin:0 auto;padding:12px 20px;display:flex;flex-wrap:wrap;gap:16px;align-items:center}
header a,footer a{color:#fff}
header .brand{font-weight:700;font-size:1.25rem;text-decoration:none;margin-right:auto}
header nav ul{list-style:none;display:flex;flex-wrap:wrap;gap:16px;margin:0;padding:0}
main{max-width:60rem;margin:0 auto;padding:24px 20px 48px}
h1{font-size:2rem;line-height:1.25;margin:.5rem 0 1rem}
h2{font-size:1.5rem;line-height:1.3}
.meta{color:#495057;font-size:.95rem}
.cover,article img{max-width:100%;height:auto}
blockquote{margin:1rem 0;padding:.25rem 1rem;border-left:4px solid #12344d;background:#f1f3f5}
pre,code{font-family:ui-monospace,Menlo,Consolas,monospace;background:#f1f3f5}
pre{padding:12px;overflow:auto}
.posts{list-style:none;padding:0}
.posts li{border-bottom:1px solid #dee2e6;padding:16px 0}
.posts h2{margin:0 0 .25rem;font-size:1.35rem}
.tags{list-style:none;display:flex;flex-wrap:wrap;gap:8px;padding:0}
.pager{display:flex;gap:16px;align-items:center;margin-top:24px}
footer p{margin:0}
`.replace(/\n/g, '');

export interface PageHead {
  title: string;
  description: string;
  /** The path of the page (the canonical address unless `canonicalUrl`). */
  path: string;
  canonicalUrl?: string | null;
  /** An image path of ours (og:image). */
  imagePath?: string | null;
  type?: 'website' | 'article';
}

function headOf(head: PageHead): string {
  const canonical = head.canonicalUrl ? escapeHtml(head.canonicalUrl) : siteUrl(head.path);
  const tags = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${canonical}">`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(t.blogTitle)}" href="/blog/rss.xml">`,
    `<meta property="og:site_name" content="${escapeHtml(t.siteName)}">`,
    `<meta property="og:locale" content="pt_BR">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${canonical}">`,
    head.imagePath ? `<meta property="og:image" content="${siteUrl(head.imagePath)}">` : '',
    `<style>${STYLE}</style>`,
  ];
  return tags.filter(Boolean).join('');
}

function headerOf(): string {
  const links: [string, string][] = [
    ['/blog', t.blog],
    ['/aboutUs', t.aboutUs],
    ['/faq', t.faq],
    ['/login', t.signIn],
  ];
  const items = links.map(([href, label]) => `<li><a href="${href}">${escapeHtml(label)}</a></li>`).join('');
  return (
    `<header><div class="bar"><a class="brand" href="/blog">${escapeHtml(t.siteName)}</a>` +
    `<nav aria-label="${escapeHtml(t.mainNav)}"><ul>${items}</ul></nav></div></header>`
  );
}

/** A whole page: head, header with the sign-in link, the main content (already HTML) and footer. */
export function renderPage(head: PageHead, main: string): string {
  return (
    `<!doctype html><html lang="pt-BR"><head>${headOf(head)}</head><body>` +
    `<a class="skip" href="#conteudo">${escapeHtml(t.skipToContent)}</a>${headerOf()}` +
    `<main id="conteudo">${main}</main>` +
    `<footer><div class="bar"><p>${escapeHtml(t.footer)}</p><a href="/blog/rss.xml">RSS</a></div></footer>` +
    `</body></html>`
  );
}

/** The page of an address that does not exist or is not public (answered with 404). */
export function renderNotFound(path: string): string {
  return renderPage(
    { title: `${t.notFoundTitle} — ${t.siteName}`, description: t.notFoundText, path },
    `<h1>${escapeHtml(t.notFoundTitle)}</h1><p>${escapeHtml(t.notFoundText)}</p>` +
      `<p><a href="/blog">${escapeHtml(t.backToBlog)}</a></p>`,
  );
}

/** "Por Ana e Bia" (pt-BR list of the authors' names), or nothing. */
export function byline(names: readonly string[]): string {
  if (names.length === 0) return '';
  const list = new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' }).format(names);
  return fmt(t.by, { names: list });
}
