/**
 * Text for TISS files: every value is transliterated to Latin-1 before it is written (the files
 * are ISO-8859-1, NOTES.md §0), and the bytes are encoded here without any platform API.
 */

const SINGLE_QUOTES = new Set([
  '\u2018',
  '\u2019',
  '\u201A',
  '\u201B',
  '\u2032',
  '\u2035',
  '\u201C',
  '\u201D',
  '\u201E',
  '\u201F',
  '\u2033',
  '\u00AB',
  '\u00BB',
  '\u2039',
  '\u203A',
]);
const DASHES = new Set([
  '\u2010',
  '\u2011',
  '\u2012',
  '\u2013',
  '\u2014',
  '\u2015',
  '\u2212',
  '\uFE58',
  '\uFE63',
  '\uFF0D',
]);
const SPECIAL: Readonly<Record<string, string>> = {
  '\u20AC': 'EUR',
  '\u2026': '...',
  '\u2022': '-',
  '\u00A0': ' ',
  // Letters NFD does not decompose.
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Œ: 'OE',
  œ: 'oe',
  ı: 'i',
  // Symbols an observation or a description may carry (a value is read, not just kept).
  '\u2265': '>=',
  '\u2264': '<=',
  '\u2260': '<>',
  '\u2248': '~',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2122': 'TM',
  '\u2116': 'No',
  '\u2126': 'Omega',
  '\u2030': 'por mil',
};

/** Greek letters (NFD cannot decompose them) by their names, upper and lower case alike. */
const GREEK_NAMES = [
  'Alfa',
  'Beta',
  'Gama',
  'Delta',
  'Epsilon',
  'Zeta',
  'Eta',
  'Teta',
  'Iota',
  'Capa',
  'Lambda',
  'Mi',
  'Ni',
  'Csi',
  'Omicron',
  'Pi',
  'Ro',
  '',
  'Sigma',
  'Tau',
  'Ipsilon',
  'Fi',
  'Qui',
  'Psi',
  'Omega',
] as const;

function greekName(cp: number): string | null {
  // Α (U+0391) … Ω (U+03A9) and α (U+03B1) … ω (U+03C9); U+03A2 is unassigned, ς (U+03C2) is sigma.
  if (cp === 0x03c2) return 'sigma';
  const upper = cp >= 0x0391 && cp <= 0x03a9;
  const lower = cp >= 0x03b1 && cp <= 0x03c9;
  if (!upper && !lower) return null;
  const name = GREEK_NAMES[cp - (upper ? 0x0391 : 0x03b1)];
  if (!name) return null;
  return upper ? name : name.toLowerCase();
}

/** Text that needs no change: printable Latin-1, single spaces, no space at either end. */
const PLAIN = /^(?:[!-~\u00A1-\u00FF]+(?: [!-~\u00A1-\u00FF]+)*)?$/;

/** A code point that can stay as it is: printable Latin-1 (no C0/C1 controls). */
const keepable = (cp: number) => (cp >= 0x20 && cp < 0x7f) || (cp >= 0xa0 && cp <= 0xff);

/** A transliterated value and the characters it could not keep (each once, in order). */
export interface Latin1Text {
  text: string;
  dropped: string[];
}

/**
 * Latin-1 text for a TISS value (NOTES.md §0: characters outside Latin-1 are transliterated or
 * rejected): smart quotes (and guillemets) → `'`, dashes → `-`, € → `EUR`, … → `...`,
 * ≥ ≤ ≠ → `>=` `<=` `<>`, Greek letters → their names (Ω → `Omega`), Ł/Đ/Œ → L/D/OE, other
 * characters lose their diacritics or compatibility form (NFKD) — and what still has no Latin-1
 * form (emoji, CJK…) is dropped and reported in `dropped`, so the caller can warn. Tabs and line
 * breaks become spaces, runs of spaces collapse and the ends are trimmed (so no value differs
 * between what is hashed and what an XML parser reads back).
 */
export function transliterateLatin1Report(text: string): Latin1Text {
  if (PLAIN.test(text)) return { text, dropped: [] };
  let out = '';
  const dropped = new Set<string>();
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (keepable(cp) && cp !== 0xa0) {
      out += ch;
    } else if (ch === '\t' || ch === '\n' || ch === '\r') {
      out += ' ';
    } else if (SINGLE_QUOTES.has(ch)) {
      out += "'";
    } else if (DASHES.has(ch)) {
      out += '-';
    } else if (SPECIAL[ch] !== undefined) {
      out += SPECIAL[ch];
    } else if (greekName(cp) !== null) {
      out += greekName(cp);
    } else {
      let kept = '';
      for (const part of ch.normalize('NFKD')) {
        const p = part.codePointAt(0)!;
        if (keepable(p)) kept += part;
      }
      // Control characters are layout, not content: dropped without a warning.
      if (kept === '' && cp >= 0x20 && !(cp >= 0x7f && cp < 0xa0) && !/\p{M}|\p{Cf}/u.test(ch)) dropped.add(ch);
      out += kept;
    }
  }
  return { text: out.replace(/ {2,}/g, ' ').trim(), dropped: [...dropped] };
}

/** `transliterateLatin1Report` without the report. */
export function transliterateLatin1(text: string): string {
  return transliterateLatin1Report(text).text;
}

/** The ISO-8859-1 bytes of a text (characters above U+00FF, which transliteration removes, become `?`). */
export function encodeLatin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    bytes[i] = c <= 0xff ? c : 0x3f;
  }
  return bytes;
}

/** The text of ISO-8859-1 bytes. */
export function decodeLatin1(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    out += String.fromCharCode(...bytes.subarray(i, i + 8192));
  }
  return out;
}

/** The UTF-8 bytes of a text (lone surrogates become U+FFFD). */
export function encodeUtf8(text: string): Uint8Array {
  const out: number[] = [];
  for (const ch of text) {
    let cp = ch.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd;
    if (cp < 0x80) out.push(cp);
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return Uint8Array.from(out);
}
