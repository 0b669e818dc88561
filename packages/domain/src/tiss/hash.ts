/**
 * The epilogo hash (NOTES.md §6): MD5 over the concatenated text of every leaf element in
 * document order (entities decoded, the `hash` element counted as empty), in the insurer's hash
 * encoding — ISO-8859-1 by default, UTF-8 for the operators that compute it so.
 */
import { md5Hex } from './md5';
import { encodeLatin1, encodeUtf8 } from './text';
import type { TissHashEncoding } from './types';

const ENTITY: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, body: string) => {
    if (body[0] === '#') {
      const cp = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return String.fromCodePoint(cp);
    }
    return ENTITY[body] ?? whole;
  });
}

const localName = (qname: string) => qname.slice(qname.indexOf(':') + 1);

/**
 * The text that is hashed: every leaf element's text in document order (the `hash` element's
 * own text left out). Tags, attributes, the declaration, comments, processing instructions and
 * the whitespace between tags of non-leaf elements do not enter. CDATA is taken literally.
 */
export function tissLeafText(xml: string): string {
  const tags = /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<(\/?)([^\s/>!?]+)[^>]*?(\/?)>/g;
  const stack: { name: string; start: number; hasChild: boolean; cdata: string }[] = [];
  const parts: string[] = [];
  let match: RegExpExecArray | null;
  while ((match = tags.exec(xml))) {
    const [whole, cdata, closing, name, selfClosing] = match;
    if (name === undefined) {
      if (cdata !== undefined && stack.length) stack[stack.length - 1]!.cdata += cdata;
      continue;
    }
    if (closing) {
      const open = stack.pop();
      if (open && !open.hasChild && localName(open.name) !== 'hash') {
        parts.push(
          decodeXmlEntities(
            xml.slice(open.start, match.index).replace(/<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->/g, ''),
          ) + open.cdata,
        );
      }
    } else {
      if (stack.length) stack[stack.length - 1]!.hasChild = true;
      if (!selfClosing) stack.push({ name, start: match.index + whole.length, hasChild: false, cdata: '' });
    }
  }
  return parts.join('');
}

export function encodeTissText(text: string, encoding: TissHashEncoding): Uint8Array {
  return encoding === 'UTF-8' ? encodeUtf8(text) : encodeLatin1(text);
}

/** The epilogo hash of a message (32 lower-case hex digits), whatever its `hash` element holds. */
export function tissHash(xml: string, encoding: TissHashEncoding = 'ISO-8859-1'): string {
  return md5Hex(encodeTissText(tissLeafText(xml), encoding));
}

/** The hash written in the message's `hash` element, or null. */
export function writtenTissHash(xml: string): string | null {
  const found = /<(?:[\w.-]+:)?hash(?:\s[^>]*)?>([^<]*)<\/(?:[\w.-]+:)?hash>/.exec(xml);
  return found ? found[1]!.trim() : null;
}

/** Whether the written hash matches the content (letter case ignored: peers write upper case). */
export function verifyTissHash(xml: string, encoding: TissHashEncoding = 'ISO-8859-1'): boolean {
  const written = writtenTissHash(xml);
  return written !== null && written.toLowerCase() === tissHash(xml, encoding);
}

/** Writes the hash into the message's `hash` element (which must exist). */
export function substituteTissHash(xml: string, hash: string): string {
  return xml.replace(/(<(?:[\w.-]+:)?hash(?:\s[^>]*)?>)[^<]*(<\/(?:[\w.-]+:)?hash>)/, `$1${hash}$2`);
}
