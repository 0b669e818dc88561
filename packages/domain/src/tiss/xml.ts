/**
 * A tiny element tree and its serializer for TISS messages: every element carries the `ans:`
 * prefix, text is escaped (& < > " '), there are no comments, no CDATA and no empty elements
 * (`el` gives null when it has no child, `leaf` gives null for empty text).
 */

export interface XmlNode {
  name: string;
  text?: string;
  children?: XmlNode[];
}

/** A leaf element, or null when the text is empty (optional elements are omitted, never empty). */
export function leaf(name: string, text: string | null | undefined): XmlNode | null {
  return text === null || text === undefined || text === '' ? null : { name, text };
}

/** An element with its non-null children, or null when none is left. */
export function el(name: string, children: readonly (XmlNode | null | undefined)[]): XmlNode | null {
  const kept = children.filter((child): child is XmlNode => !!child);
  return kept.length ? { name, children: kept } : null;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** The document: XML declaration (ISO-8859-1), root with its namespace attributes, two-space indentation. */
export function serializeXml(root: XmlNode, rootAttributes: string): string {
  const out: string[] = ['<?xml version="1.0" encoding="ISO-8859-1"?>\n'];
  const write = (node: XmlNode, indent: string, attributes: string) => {
    const tag = `ans:${node.name}`;
    if (node.children) {
      out.push(`${indent}<${tag}${attributes}>\n`);
      const inner = `${indent}  `;
      for (const child of node.children) write(child, inner, '');
      out.push(`${indent}</${tag}>\n`);
    } else {
      out.push(`${indent}<${tag}${attributes}>${escapeXml(node.text ?? '')}</${tag}>\n`);
    }
  };
  write(root, '', rootAttributes);
  return out.join('');
}
