/**
 * Text for the standard PDF fonts: Helvetica is encoded in WinAnsi (Windows-1252), which
 * covers Portuguese; any other character is decomposed (ő → o) or dropped. Plus the
 * formats the ANS paper forms use (DD/MM/YYYY, 1.234,56, CNPJ with its punctuation).
 */

/** The WinAnsi characters above Latin-1's 0x80–0x9F gap. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Letters that do not decompose into a WinAnsi base letter. */
const TRANSLITERATE: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
  ĸ: 'k',
  Ŀ: 'L',
  ŀ: 'l',
};

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

/**
 * Keeps what Helvetica can show. Control characters become spaces (newlines too, unless
 * `multiline`); a character outside WinAnsi keeps its base letters when it decomposes into
 * them and is dropped otherwise.
 */
export function toWinAnsi(text: string | null | undefined, multiline = false): string {
  if (!text) return '';
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (isWinAnsi(char)) out += char;
    else if (char === '\n' && multiline) out += '\n';
    else if (/[\s\p{Cc}]/u.test(char)) out += ' ';
    else if (TRANSLITERATE[char]) out += TRANSLITERATE[char];
    else {
      for (const part of char.normalize('NFD')) if (isWinAnsi(part)) out += part;
    }
  }
  return out;
}

/** "2026-01-10" → "10/01/2026"; anything else as given. */
export function formDate(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/** "08:00:00" / "08:00" → "08:00". */
export function formTime(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{2}):(\d{2})/.exec(value);
  return m ? `${m[1]}:${m[2]}` : value;
}

/**
 * Decimal text as the registries keep it ("1234.5", "-12.345") → "1.234,50" (two decimals,
 * rounded half up on the text, no float arithmetic). Empty or unreadable → "".
 */
export function formMoney(value: string | null | undefined): string {
  if (value == null) return '';
  const m = /^\s*(-?)(\d*)(?:\.(\d*))?\s*$/.exec(String(value));
  if (!m || (!m[2] && !m[3])) return '';
  const negative = m[1] === '-';
  const decimals = (m[3] ?? '').padEnd(3, '0');
  let cents = BigInt(m[2] || '0') * 100n + BigInt(decimals.slice(0, 2));
  if (Number(decimals[2]) >= 5) cents += 1n;
  const reais = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const rest = (cents % 100n).toString().padStart(2, '0');
  return `${negative && cents > 0n ? '-' : ''}${reais},${rest}`;
}

/** A factor ("0.7", "1.3") with two decimals and a comma: "0,70". */
export function formFactor(value: string | null | undefined): string {
  const money = formMoney(value);
  return money.replace(/\./g, '');
}

/** Sums decimal texts exactly (in cents); null when none is readable. */
export function sumMoney(values: readonly (string | null | undefined)[]): string | null {
  let cents = 0n;
  let any = false;
  for (const value of values) {
    const text = formMoney(value);
    if (!text) continue;
    any = true;
    const negative = text.startsWith('-');
    const digits = BigInt(text.replace(/[-.,]/g, ''));
    cents += negative ? -digits : digits;
  }
  if (!any) return null;
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** 14 digits → 00.000.000/0000-00; 11 digits → 000.000.000-00; anything else as given. */
export function formDocument(value: string | null | undefined): string {
  if (!value) return '';
  if (/^[A-Z0-9]{12}\d{2}$/.test(value)) {
    return `${value.slice(0, 2)}.${value.slice(2, 5)}.${value.slice(5, 8)}/${value.slice(8, 12)}-${value.slice(12)}`;
  }
  if (/^\d{11}$/.test(value)) return `${value.slice(0, 3)}.${value.slice(3, 6)}.${value.slice(6, 9)}-${value.slice(9)}`;
  return value;
}

/** Sequence numbers as short ranges: [1,2,3,5] → "1-3, 5". */
export function formRanges(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(j - i >= 2 ? `${sorted[i]}-${sorted[j]}` : sorted.slice(i, j + 1).join(', '));
    i = j + 1;
  }
  return parts.join(', ');
}
