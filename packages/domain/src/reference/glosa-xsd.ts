/**
 * TISS table 38 (Mensagens/glosas) read from the ANS schema itself: the `dm_tipoGlosa` type of
 * `tissSimpleTypes*.xsd` enumerates the 4-digit codes and, in a comment inside the type, gives
 * each code its text ("1834<tab>PORTE ANESTÉSICO COBRADO INCOMPATÍVEL…"). The files are ISO-8859-1,
 * as their XML declaration says. Pure: the server hands over the bytes and imports the records
 * like the rows of a CSV (the same row checks, the same report).
 */
import type { CsvRecord } from './csv';

interface TextDecoderLike {
  decode(input: Uint8Array): string;
}
type TextDecoderCtor = new (label: string, options?: { fatal?: boolean }) => TextDecoderLike;

/** TextDecoder exists in browsers and Node; the domain compiles without DOM or Node types. */
const Decoder = (globalThis as unknown as { TextDecoder: TextDecoderCtor }).TextDecoder;

export type XmlEncoding = 'utf-8' | 'iso-8859-1' | 'windows-1252' | 'utf-16le' | 'utf-16be';

/** The header of the records read from an XSD: the names the glosaReasons columns answer to. */
export const GLOSA_XSD_HEADER = ['Código', 'Descrição'] as const;

/**
 * The encoding of an XML document, decided as XML 1.0 (appendix F) says: a byte-order mark,
 * else the `encoding` of the XML declaration, else UTF-8 (ASCII is read as ISO-8859-1, which
 * contains it). Null: a declared encoding we do not read.
 */
export function xmlEncoding(bytes: Uint8Array): XmlEncoding | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  // The declaration is ASCII: its bytes read the same in every encoding we accept here.
  const head = singleByteText(bytes.subarray(0, 200), 'iso-8859-1');
  const declared = /^<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1]?.toLowerCase();
  if (declared === undefined || declared === 'utf-8' || declared === 'utf8') return 'utf-8';
  if (/^(iso[-_]?8859[-_]1|latin-?1|l1|us-ascii|ascii)$/.test(declared)) return 'iso-8859-1';
  if (/^(windows-1252|cp1252)$/.test(declared)) return 'windows-1252';
  return null;
}

/** What windows-1252 puts at 0x80–0x9F, where ISO-8859-1 has control characters (its 5 holes kept as such). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/**
 * Bytes of a single-byte encoding as text, decoded here rather than by TextDecoder, whose
 * "latin1" is windows-1252 in browsers and ISO-8859-1 in Node: the same bytes give the same text anywhere.
 */
function singleByteText(bytes: Uint8Array, encoding: 'iso-8859-1' | 'windows-1252'): string {
  let text = '';
  for (const byte of bytes) {
    text +=
      encoding === 'windows-1252' && byte >= 0x80 && byte < 0xa0 ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  }
  return text;
}

/** The text of an XML document in its own encoding; null when the bytes do not fit it. */
export function decodeXml(bytes: Uint8Array): string | null {
  const encoding = xmlEncoding(bytes);
  if (!encoding) return null;
  if (encoding === 'iso-8859-1' || encoding === 'windows-1252') return singleByteText(bytes, encoding);
  try {
    const text = new Decoder(encoding, { fatal: true }).decode(bytes);
    return text.startsWith('\uFEFF') ? text.slice(1) : text;
  } catch {
    return null;
  }
}

const TYPE_START = /<(?:[\w.-]+:)?simpleType\b[^>]*\bname\s*=\s*["']dm_tipoGlosa["']/;
const TYPE_END = /<\/(?:[\w.-]+:)?simpleType\s*>/;
const ENUMERATION = /<(?:[\w.-]+:)?enumeration\b[^>]*\bvalue\s*=\s*["']([^"']*)["']/g;
/** "1834<tab>TEXT", "3167 TEXT", a code alone (no text: reported as such), a code of the wrong size. */
const CODE_LINE = /^\s*(\d+)(?:[\t ]+(.*?))?\s*$/;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const point = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
  });

/** A line of the type without its markup: comment marks and tags removed, entities decoded. */
const lineText = (line: string) => decodeEntities(line.replace(/<!--|-->/g, ' ').replace(/<[^>]*>/g, ' '));

export interface GlosaXsdRecords {
  /** The header (GLOSA_XSD_HEADER, at the line of the type) and one record per code, at its line in the file. */
  records: CsvRecord[];
}

/**
 * The code → text pairs of table 38 in an XSD's text: each line of the `dm_tipoGlosa` type
 * that starts with a code (the comment the ANS keeps its texts in, or a documentation
 * element), as a record [code, text] at its line of the file. A code the type enumerates but
 * no line describes becomes a record without text (the import reports it); the empty
 * enumeration value the ANS adds is no code. Null when the text has no `dm_tipoGlosa` type.
 */
export function glosaReasonsFromXsd(text: string): GlosaXsdRecords | null {
  const lines = text.split(/\r\n|\r|\n/);
  const start = lines.findIndex((line) => TYPE_START.test(line));
  if (start < 0) return null;
  const described: CsvRecord[] = [];
  const enumerated: CsvRecord[] = [];
  for (let index = start; index < lines.length; index++) {
    const line = lines[index]!;
    for (const match of line.matchAll(ENUMERATION)) {
      const code = match[1]!.trim();
      if (code !== '') enumerated.push({ line: index + 1, cells: [code, ''] });
    }
    const pair = CODE_LINE.exec(lineText(line));
    if (pair) described.push({ line: index + 1, cells: [pair[1]!, (pair[2] ?? '').trim()] });
    if (index > start && TYPE_END.test(line)) break;
  }
  const hasText = new Set(described.map((record) => record.cells[0]));
  const records = [...described, ...enumerated.filter((record) => !hasText.has(record.cells[0]))];
  records.sort((a, b) => a.line - b.line);
  return { records: [{ line: start + 1, cells: [...GLOSA_XSD_HEADER] }, ...records] };
}

/** Why an XSD could not be read: not in its declared encoding, or no `dm_tipoGlosa` type in it. */
export type GlosaXsdFailure = 'encoding' | 'noGlosaType';

/** An uploaded XSD's bytes → the records of table 38, or why not. */
export function readGlosaXsd(bytes: Uint8Array): GlosaXsdRecords | { failure: GlosaXsdFailure } {
  const text = decodeXml(bytes);
  if (text === null) return { failure: 'encoding' };
  return glosaReasonsFromXsd(text) ?? { failure: 'noGlosaType' };
}
