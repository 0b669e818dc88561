/**
 * Where and why a JSON text stops being valid (billing.md §2 /tools/Json2Excel: bad JSON gets
 * its line and column). JSON.parse says only "Unexpected token" in English, with a position
 * that differs from engine to engine; this scanner follows RFC 8259 and stops at the first
 * character that cannot continue a valid text, naming what was expected there.
 */

/** What the text needed where it went wrong. */
export type JsonExpectation = 'value' | 'key' | 'colon' | 'commaOrEndOfList' | 'commaOrEndOfObject' | 'endOfText';

export type JsonSyntaxReason =
  /** A character that cannot continue the text (`found`), `expected` says what could. */
  | 'unexpectedCharacter'
  /** The text ends where `expected` was still needed. */
  | 'unexpectedEnd'
  /** A word that is not true, false or null (`found`: the word, e.g. undefined, NaN, True). */
  | 'unknownWord'
  /** A string without its closing quote (the position is its opening quote). */
  | 'unterminatedString'
  /** A line break, tab or other control character inside a string. */
  | 'controlCharacter'
  /** A backslash sequence JSON does not have (`found`, e.g. \x). */
  | 'badEscape'
  /** A number that breaks JSON's number grammar at this character (01, 1., -, 1e). */
  | 'badNumber';

export interface JsonErrorLocation {
  /** Index in the text (UTF-16 code units). */
  offset: number;
  /** 1-based line: lines end at \n (a \r\n counts once). */
  line: number;
  /** 1-based column in that line, in characters (UTF-16 code units, what editors mostly count). */
  column: number;
  reason: JsonSyntaxReason;
  expected: JsonExpectation | null;
  /** The offending character or word, or null at the end of the text. */
  found: string | null;
}

type Expect = JsonExpectation | 'valueOrEndOfList' | 'keyOrEndOfObject';

/** The line and column of an index of the text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

const isWhitespace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r';
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isLetter = (c: string | undefined) => c !== undefined && /[A-Za-z_$]/.test(c);
const LITERALS = ['true', 'false', 'null'];
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

interface Failure {
  at: number;
  reason: JsonSyntaxReason;
  expected?: JsonExpectation;
  found?: string;
}

/** The index after a string that opens at `start`, or why it is not one. */
function scanString(text: string, start: number): number | Failure {
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) return i + 1;
    if (c < 0x20) return { at: i, reason: 'controlCharacter' };
    if (c !== 0x5c) continue;
    const next = text[i + 1];
    if (next === undefined) break;
    if (next === 'u') {
      const hex = text.slice(i + 2, i + 6);
      if (!/^[0-9A-Fa-f]{4}$/.test(hex)) return { at: i, reason: 'badEscape', found: `\\u${hex}` };
      i += 5;
    } else if (!ESCAPES.has(next)) {
      return { at: i, reason: 'badEscape', found: `\\${next}` };
    } else {
      i += 1;
    }
  }
  return { at: start, reason: 'unterminatedString' };
}

/** The index after a number that starts at `start` (a digit or '-'), or where its grammar breaks. */
function scanNumber(text: string, start: number): number | Failure {
  let i = start;
  if (text[i] === '-') i++;
  if (text[i] === '0') {
    i++;
    if (isDigit(text[i])) return { at: i, reason: 'badNumber' };
  } else if (isDigit(text[i])) {
    while (isDigit(text[i])) i++;
  } else {
    return { at: i, reason: 'badNumber' };
  }
  if (text[i] === '.') {
    i++;
    if (!isDigit(text[i])) return { at: i, reason: 'badNumber' };
    while (isDigit(text[i])) i++;
  }
  if (text[i] === 'e' || text[i] === 'E') {
    i++;
    if (text[i] === '+' || text[i] === '-') i++;
    if (!isDigit(text[i])) return { at: i, reason: 'badNumber' };
    while (isDigit(text[i])) i++;
  }
  return i;
}

/** The index after true/false/null at `start`, or the unknown word there. */
function scanWord(text: string, start: number): number | Failure {
  let end = start;
  while (end < text.length && isLetter(text[end])) end++;
  const word = text.slice(start, end);
  // "nullx" is null and then a stray character, as JSON.parse reads it.
  const literal = LITERALS.find((known) => word.startsWith(known));
  return literal ? start + literal.length : { at: start, reason: 'unknownWord', found: word.slice(0, 40) };
}

/** A value starts at `i`: the index after it and whether it opened a container, or a failure. */
function scanValueStart(text: string, i: number, stack: string[]): number | Failure {
  const c = text[i]!;
  if (c === '{' || c === '[') {
    stack.push(c);
    return i + 1;
  }
  if (c === '"') return scanString(text, i);
  if (c === '-' || isDigit(c)) return scanNumber(text, i);
  if (isLetter(c)) return scanWord(text, i);
  return { at: i, reason: 'unexpectedCharacter', expected: 'value' };
}

const afterValue = (stack: string[]): Expect =>
  stack.length === 0 ? 'endOfText' : stack.at(-1) === '{' ? 'commaOrEndOfObject' : 'commaOrEndOfList';

/** One step of the scan at a non-blank character: the next index and expectation, or a failure. */
function step(text: string, i: number, expect: Expect, stack: string[]): [number, Expect] | Failure {
  const c = text[i]!;
  switch (expect) {
    case 'valueOrEndOfList':
    case 'value': {
      if (expect === 'valueOrEndOfList' && c === ']') return (stack.pop(), [i + 1, afterValue(stack)]);
      const next = scanValueStart(text, i, stack);
      if (typeof next !== 'number') return next;
      if (c === '{') return [next, 'keyOrEndOfObject'];
      if (c === '[') return [next, 'valueOrEndOfList'];
      return [next, afterValue(stack)];
    }
    case 'keyOrEndOfObject':
    case 'key': {
      if (expect === 'keyOrEndOfObject' && c === '}') return (stack.pop(), [i + 1, afterValue(stack)]);
      if (c !== '"') return { at: i, reason: 'unexpectedCharacter', expected: 'key' };
      const next = scanString(text, i);
      return typeof next === 'number' ? [next, 'colon'] : next;
    }
    case 'colon':
      return c === ':' ? [i + 1, 'value'] : { at: i, reason: 'unexpectedCharacter', expected: 'colon' };
    case 'commaOrEndOfObject':
    case 'commaOrEndOfList': {
      const isObject = expect === 'commaOrEndOfObject';
      if (c === ',') return [i + 1, isObject ? 'key' : 'value'];
      if (c === (isObject ? '}' : ']')) return (stack.pop(), [i + 1, afterValue(stack)]);
      return { at: i, reason: 'unexpectedCharacter', expected: expect };
    }
    case 'endOfText':
      return { at: i, reason: 'unexpectedCharacter', expected: 'endOfText' };
  }
}

const publicExpectation = (expect: Expect): JsonExpectation =>
  expect === 'valueOrEndOfList' ? 'value' : expect === 'keyOrEndOfObject' ? 'key' : expect;

/**
 * The first place a text stops being valid JSON (RFC 8259), with what was expected there; null
 * when the text is valid — exactly when JSON.parse accepts it. Linear, without recursion, so a
 * deeply nested text cannot overflow the stack.
 */
export function locateJsonError(text: string): JsonErrorLocation | null {
  const stack: string[] = [];
  let expect: Expect = 'value';
  let i = 0;
  for (;;) {
    while (i < text.length && isWhitespace(text[i]!)) i++;
    if (i >= text.length) {
      if (expect === 'endOfText') return null;
      return {
        offset: i,
        ...lineAndColumn(text, i),
        reason: 'unexpectedEnd',
        expected: publicExpectation(expect),
        found: null,
      };
    }
    const next = step(text, i, expect, stack);
    if (!Array.isArray(next)) {
      const found = next.found ?? (next.at < text.length ? String.fromCodePoint(text.codePointAt(next.at)!) : null);
      return {
        offset: next.at,
        ...lineAndColumn(text, next.at),
        reason: next.reason,
        expected: next.expected ?? null,
        found,
      };
    }
    [i, expect] = next;
  }
}
