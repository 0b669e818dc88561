import { POST_FILE_PATH } from '@honora/contract';
import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list of a post's body (decision 058): headings, paragraphs, lists, links (http,
 * https, mailto or relative), images only from our own file addresses, bold, italic, underline,
 * strike, blockquote and code. Everything else — script, style, iframes, on* attributes,
 * javascript: URLs, inline styles, comments — is dropped before the body is stored.
 */

/** Our stored images: /api/public/post-files/<uuid>, nothing else (no other host, no query). */
const OWN_IMAGE = new RegExp(`^${POST_FILE_PATH.replace(/\//g, '\\/')}[0-9a-f-]{36}$`, 'i');

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'blockquote',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The page's own title is the only h1: an h1 in the body becomes an h2 (headings in order).
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_IMAGE.test(frame.attribs.src ?? ''),
};

/** The body as it is stored and shown: only the allowed markup is kept. */
export function sanitizePostBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The ids of our images a body shows (to check they exist). */
export function imageIdsOf(html: string): string[] {
  const ids = new Set<string>();
  for (const match of html.matchAll(/src="\/api\/public\/post-files\/([0-9a-f-]{36})"/gi))
    ids.add(match[1]!.toLowerCase());
  return [...ids];
}
