import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineAndColumn, locateJsonError, type JsonErrorLocation } from './json-error-location';

type Case = [text: string, expected: Partial<JsonErrorLocation>];

describe('locateJsonError', () => {
  const cases: Case[] = [
    ['', { line: 1, column: 1, reason: 'unexpectedEnd', expected: 'value' }],
    ['   ', { line: 1, column: 4, reason: 'unexpectedEnd', expected: 'value' }],
    ['[1, 2', { line: 1, column: 6, reason: 'unexpectedEnd', expected: 'commaOrEndOfList' }],
    ['[1, 2,]', { line: 1, column: 7, reason: 'unexpectedCharacter', expected: 'value', found: ']' }],
    ['{"a": 1,}', { line: 1, column: 9, reason: 'unexpectedCharacter', expected: 'key', found: '}' }],
    ["{'a': 1}", { line: 1, column: 2, reason: 'unexpectedCharacter', expected: 'key', found: "'" }],
    ['{"a" 1}', { line: 1, column: 6, reason: 'unexpectedCharacter', expected: 'colon', found: '1' }],
    ['{"a": 1 "b": 2}', { column: 9, reason: 'unexpectedCharacter', expected: 'commaOrEndOfObject', found: '"' }],
    ['[1] x', { column: 5, reason: 'unexpectedCharacter', expected: 'endOfText', found: 'x' }],
    ['[undefined]', { column: 2, reason: 'unknownWord', found: 'undefined' }],
    ['[True]', { column: 2, reason: 'unknownWord', found: 'True' }],
    ['[NaN]', { column: 2, reason: 'unknownWord', found: 'NaN' }],
    ['[01]', { column: 3, reason: 'badNumber' }],
    ['[1.]', { column: 4, reason: 'badNumber' }],
    ['[-]', { column: 3, reason: 'badNumber' }],
    ['[1e+]', { column: 5, reason: 'badNumber' }],
    ['[.5]', { column: 2, reason: 'unexpectedCharacter', expected: 'value', found: '.' }],
    ['["abc', { column: 2, reason: 'unterminatedString' }],
    ['["a\\x"]', { column: 4, reason: 'badEscape', found: '\\x' }],
    ['["a\\u12"]', { column: 4, reason: 'badEscape' }],
    ['["a\tb"]', { column: 4, reason: 'controlCharacter' }],
    [
      '[\n  {"a": 1},\n  {"b": 2,, }\n]',
      { line: 3, column: 11, reason: 'unexpectedCharacter', expected: 'key', found: ',' },
    ],
    ['[\r\n  {"a": 1}\r\n  {"b": 2}\r\n]', { line: 3, column: 3, expected: 'commaOrEndOfList', found: '{' }],
    ['[{"nome": "Ana"}, {"nome": "Bia" "idade": 3}]', { line: 1, column: 34, found: '"' }],
    ['[😀]', { column: 2, reason: 'unexpectedCharacter', found: '😀' }],
  ];

  it.each(cases)('%j', (text, expected) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(locateJsonError(text)).toMatchObject(expected);
  });

  it.each(['[]', '{}', '0', '-0.5e+10', '"a\\u00e9\\n"', ' [ {"a": [true, false, null]} ] ', '"\u2028"'])(
    'accepts %j',
    (text) => expect(locateJsonError(text)).toBeNull(),
  );

  it('scans a text nested 100,000 deep without overflowing', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(99_999);
    expect(locateJsonError(deep)).toMatchObject({ reason: 'unexpectedEnd', offset: 199_999 });
  });
});

/** Texts near valid JSON: a valid text with one character removed, replaced or inserted. */
const nearJson = fc
  .tuple(fc.json(), fc.nat(), fc.constantFrom('', ',', ']', '}', '"', ':', '\n', 'x', '0', '.', '\\', ' '), fc.nat(2))
  .map(([json, at, char, mode]) => {
    const i = json.length === 0 ? 0 : at % json.length;
    if (mode === 0) return json.slice(0, i) + json.slice(i + 1);
    if (mode === 1) return json.slice(0, i) + char + json.slice(i + 1);
    return json.slice(0, i) + char + json.slice(i);
  });

const accepts = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

describe('locateJsonError, properties', () => {
  it('finds an error exactly when JSON.parse refuses the text', () => {
    fc.assert(
      fc.property(fc.oneof(nearJson, fc.json(), fc.string()), (text) => {
        expect(locateJsonError(text) === null).toBe(accepts(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('reports a position inside the text whose line and column match its offset', () => {
    fc.assert(
      fc.property(nearJson, (text) => {
        const found = locateJsonError(text);
        if (found === null) return;
        expect(found.offset).toBeGreaterThanOrEqual(0);
        expect(found.offset).toBeLessThanOrEqual(text.length);
        const before = text.slice(0, found.offset).split('\n');
        expect(found.line).toBe(before.length);
        expect(found.column).toBe(before.at(-1)!.length + 1);
        expect(lineAndColumn(text, found.offset)).toEqual({ line: found.line, column: found.column });
      }),
      { numRuns: 1000 },
    );
  });

  it('never reports an error before a prefix that a valid text shares', () => {
    fc.assert(
      fc.property(fc.json(), fc.string(), (json, tail) => {
        // A valid value followed by anything fails no earlier than the value's end.
        const found = locateJsonError(json + tail);
        if (found !== null) expect(found.offset).toBeGreaterThanOrEqual(json.trimEnd().length);
      }),
      { numRuns: 1000 },
    );
  });
});
