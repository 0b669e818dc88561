import { inflateSync } from 'node:zlib';

/**
 * The text a PDF from `renderGuidesPdf` shows, one string per text operation, page by page —
 * for tests (pdfkit writes standard-font text as WinAnsi hex strings inside TJ arrays).
 */
export function pdfPagesText(pdf: Uint8Array): string[][] {
  const raw = Buffer.from(pdf).toString('latin1');
  const pages: string[][] = [];
  let from = 0;
  for (;;) {
    const head = raw.indexOf('stream\n', from);
    if (head < 0) break;
    const start = head + 'stream\n'.length;
    const end = raw.indexOf('endstream', start);
    from = end + 'endstream'.length;
    if (raw.slice(head - 3, head).trim() !== '>>') continue;
    const dict = raw.slice(raw.lastIndexOf(' obj', head), head);
    const bytes = Buffer.from(raw.slice(start, end).replace(/\r?\n$/, ''), 'latin1');
    let content: string;
    try {
      content = (dict.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    } catch {
      continue;
    }
    if (!/\bBT\b/.test(content)) continue;
    const texts: string[] = [];
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...op[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      texts.push(decodeWinAnsi(Buffer.from(hex, 'hex')));
    }
    pages.push(texts);
  }
  return pages;
}

/** WinAnsi 0x80–0x9F (the rest is Latin-1). */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWinAnsi(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes)
    out += byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return out;
}

/** How many pages the PDF has (its /Type /Page objects). */
export function pdfPageCount(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type \/Page\b(?!s)/g) ?? []
  ).length;
}
