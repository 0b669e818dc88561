/**
 * A lexer of PostgreSQL's SQL text, enough to judge what a statement does (decision 061): it
 * knows every way PostgreSQL hides text from the grammar — `--` and nested `/* *\/` comments,
 * '…' strings (with '' inside), E'…' strings (backslash escapes), $tag$…$tag$ bodies and
 * "quoted" identifiers — so a keyword inside any of them is never read as a keyword, and a
 * keyword outside all of them is never missed.
 */

export type SqlToken =
  | { kind: 'word'; text: string }
  | { kind: 'quoted'; text: string }
  | { kind: 'string' }
  | { kind: 'punct'; text: string };

export type LexResult = { ok: true; tokens: SqlToken[] } | { ok: false; problem: 'unterminated' };

const WORD_START = /[A-Za-z_\u0080-\uffff]/;
const WORD_PART = /[A-Za-z0-9_$\u0080-\uffff]/;
const DOLLAR_TAG = /^\$([A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/;

/** Where the block comment that opens at `from` ends (after its last `*\/`), or -1. */
function blockCommentEnd(text: string, from: number): number {
  let depth = 0;
  let i = from;
  while (i < text.length) {
    if (text.startsWith('/*', i)) {
      depth++;
      i += 2;
    } else if (text.startsWith('*/', i)) {
      depth--;
      i += 2;
      if (depth === 0) return i;
    } else i++;
  }
  return -1;
}

/** Where the quoted text that opens at `from` (on `quote`) ends; backslashes escape in E'…'. */
function quotedEnd(text: string, from: number, quote: string, hasBackslashEscapes: boolean): number {
  let i = from + 1;
  while (i < text.length) {
    const ch = text[i];
    if (hasBackslashEscapes && ch === '\\') i += 2;
    else if (ch === quote && text[i + 1] === quote) i += 2;
    else if (ch === quote) return i + 1;
    else i++;
  }
  return -1;
}

/** The prefix letters of a special string (E'…', B'…', X'…', N'…', U&'…'), when one opens at i. */
function stringPrefix(text: string, i: number): { length: number; hasBackslashEscapes: boolean } | null {
  const two = text.slice(i, i + 3).toLowerCase();
  if (two.startsWith("u&'")) return { length: 2, hasBackslashEscapes: false };
  const first = text[i]?.toLowerCase();
  if (text[i + 1] !== "'" || !first || !'ebxn'.includes(first)) return null;
  return { length: 1, hasBackslashEscapes: first === 'e' };
}

/** Splits SQL text into words, quoted identifiers, strings and punctuation; comments vanish. */
export function lexSql(text: string): LexResult {
  const tokens: SqlToken[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    let end: number;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (text.startsWith('--', i)) {
      const newline = text.indexOf('\n', i);
      i = newline === -1 ? text.length : newline + 1;
      continue;
    }
    if (text.startsWith('/*', i)) {
      end = blockCommentEnd(text, i);
      if (end === -1) return { ok: false, problem: 'unterminated' };
      i = end;
      continue;
    }
    const prefix = stringPrefix(text, i);
    if (prefix || ch === "'") {
      const start = i + (prefix?.length ?? 0);
      end = quotedEnd(text, start, "'", prefix?.hasBackslashEscapes ?? false);
      if (end === -1) return { ok: false, problem: 'unterminated' };
      tokens.push({ kind: 'string' });
      i = end;
      continue;
    }
    if (ch === '"' || text.slice(i, i + 3).toLowerCase() === 'u&"') {
      const start = ch === '"' ? i : i + 2;
      end = quotedEnd(text, start, '"', false);
      if (end === -1) return { ok: false, problem: 'unterminated' };
      tokens.push({ kind: 'quoted', text: text.slice(start + 1, end - 1).replace(/""/g, '"') });
      i = end;
      continue;
    }
    const tag = ch === '$' ? DOLLAR_TAG.exec(text.slice(i, i + 200)) : null;
    if (tag) {
      const close = text.indexOf(tag[0], i + tag[0].length);
      if (close === -1) return { ok: false, problem: 'unterminated' };
      tokens.push({ kind: 'string' });
      i = close + tag[0].length;
      continue;
    }
    if (WORD_START.test(ch)) {
      end = i + 1;
      while (end < text.length && WORD_PART.test(text[end]!)) end++;
      tokens.push({ kind: 'word', text: text.slice(i, end).toLowerCase() });
      i = end;
      continue;
    }
    tokens.push({ kind: 'punct', text: ch });
    i++;
  }
  return { ok: true, tokens };
}
