import { describe, expect, it } from 'vitest';
import { sanitizePostBody } from './post-html';
import { escapeXml, renderRss, renderSitemap } from './render-feeds';
import { escapeHtml, ORIGIN_TOKEN, renderPage } from './render-layout';
import { renderBlogList, renderPostPage, type PostPageData } from './render-pages';

/** The public pages' escaping (decision 058): every text is text, whatever an administrator typed. */

const HOSTILE = `<script>alert('x')</script>"onmouseover="x" & é`;

const page: PostPageData = {
  title: HOSTILE,
  description: HOSTILE,
  body: '<p>ok</p>',
  slug: 'post',
  placement: null,
  publishedAt: new Date('2026-03-03T15:00:00Z'),
  imageId: null,
  seoTitle: null,
  seoDescription: null,
  seoImageId: null,
  canonicalUrl: 'https://exemplo.com/"><script>',
  authors: [{ name: HOSTILE, bio: HOSTILE }],
  categories: [{ name: HOSTILE, slug: 'glosas' }],
};

/** The page with attribute values blanked: what is left are the tags themselves. */
const tagsOf = (html: string) => html.replace(/"[^"]*"/g, '""');

describe('escapeHtml and escapeXml', () => {
  it('escape the five special characters and keep everything else', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(escapeHtml('Açúcar — ok')).toBe('Açúcar — ok');
    expect(escapeXml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;');
    expect(escapeXml('a\u0001b\u0008c')).toBe('abc');
  });
});

describe('the rendered pages', () => {
  it('never let a text become markup', () => {
    const html = renderPostPage(page);
    expect(html).not.toContain('<script');
    expect(tagsOf(html)).not.toMatch(/\sonmouseover=/);
    expect(html).toContain('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&quot;onmouseover=&quot;x&quot; &amp; é');
    expect(html).toContain('<link rel="canonical" href="https://exemplo.com/&quot;&gt;&lt;script&gt;">');
  });

  it('have one h1, the language, landmarks and the sign-in link', () => {
    const html = renderPostPage(page);
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toMatch(/<html lang="pt-BR">/);
    for (const landmark of ['<header>', '<nav aria-label=', '<main id="conteudo">', '<footer>']) {
      expect(html).toContain(landmark);
    }
    expect(html).toContain('<a href="/login">Entrar no Honora</a>');
    expect(html).toContain(`<meta property="og:url" content="https://exemplo.com/&quot;&gt;&lt;script&gt;">`);
  });

  it('escape the lists, the pager and the frame', () => {
    const html = renderBlogList({
      items: [{ title: HOSTILE, description: HOSTILE, slug: 'a', publishedAt: null, authorNames: [HOSTILE] }],
      categories: [{ name: HOSTILE, slug: 'glosas' }],
      category: null,
      page: 2,
      pages: 3,
    });
    expect(html).not.toContain('<script');
    expect(html).toContain('href="/blog?page=3"');
    expect(renderPage({ title: HOSTILE, description: HOSTILE, path: '/x"y' }, '')).toContain(
      `href="${ORIGIN_TOKEN}/x&quot;y"`,
    );
  });

  it('escape the feeds', () => {
    const rss = renderRss([
      { title: HOSTILE, description: HOSTILE, path: '/post/a', publishedAt: new Date(), categoryNames: [HOSTILE] },
    ]);
    expect(rss).not.toContain('<script');
    expect(renderSitemap([{ path: '/post/<x>', lastModified: null }])).toContain('/post/&lt;x&gt;');
  });
});

describe('sanitizePostBody', () => {
  it('keeps the allowed markup and drops scripts, handlers, styles, frames and foreign images', () => {
    const clean = sanitizePostBody(
      '<h1>T</h1><p style="x" onclick="y">a <strong>b</strong> <a href="javascript:z">c</a></p>' +
        '<script>s</script><iframe src="https://e"></iframe><img src="https://e/x.png">' +
        '<ul><li>i</li></ul><blockquote>q</blockquote><code>c</code>',
    );
    expect(clean).toBe(
      '<h2>T</h2><p>a <strong>b</strong> <a rel="noopener noreferrer nofollow">c</a></p>' +
        '<ul><li>i</li></ul><blockquote>q</blockquote><code>c</code>',
    );
  });
});
