import { afterEach, describe, expect, it } from 'vitest';
import { clearMessageOverrides, messageByKey, messages, msg, setMessageOverrides } from './catalog';
import { defaultMessages } from './defaults';
import { parseMessage } from './format';

afterEach(() => clearMessageOverrides());

/** Every string of the shipped catalog with its dotted key. */
function leaves(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([name, value]) => leaves(value, path ? `${path}.${name}` : name));
}

describe('the catalog', () => {
  it('reads the shipped texts by default', () => {
    expect(messages.errors.notFound).toBe(defaultMessages.errors.notFound);
    expect(messages.screens.jobs.title).toBe(defaultMessages.screens.jobs.title);
  });

  it('holds data only: every message is a string, none a function', () => {
    const functions: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (typeof node === 'function') functions.push(path);
      else if (typeof node === 'object' && node !== null)
        for (const [name, value] of Object.entries(node)) walk(value, path ? `${path}.${name}` : name);
    };
    walk(defaultMessages, '');
    expect(functions).toEqual([]);
  });

  it('parses every shipped text in the message format', () => {
    const all = leaves(defaultMessages);
    expect(all.length).toBeGreaterThan(1000);
    for (const [key, text] of all) expect(() => parseMessage(text), key).not.toThrow();
  });

  it('answers an administrator text under the same key, everywhere the catalog is read', () => {
    const errors = messages.errors;
    expect(setMessageOverrides({ 'errors.notFound': 'Não achamos esse registro' })).toEqual([]);
    expect(errors.notFound).toBe('Não achamos esse registro');
    expect(messageByKey('errors.notFound')).toBe('Não achamos esse registro');
    clearMessageOverrides();
    expect(errors.notFound).toBe(defaultMessages.errors.notFound);
  });

  it.each([
    [{ 'errors.nope': 'x' }, 'unknownKey'],
    [{ 'errors.notFound': 'Abre { e não fecha' }, 'syntax'],
    [{ 'errors.notFound': 'Registro {id} não encontrado' }, 'placeholders'],
  ])('refuses %j (%s) and keeps the shipped text', (entries, reason) => {
    const problems = setMessageOverrides(entries);
    expect(problems.map((p) => p.reason)).toEqual([reason]);
    expect(messages.errors.notFound).toBe(defaultMessages.errors.notFound);
  });

  it('names a message by key with its parameters for the web to render', () => {
    const sent = msg(messages.errors, 'notFound');
    expect(sent).toEqual({ key: 'errors.notFound', params: {}, text: defaultMessages.errors.notFound });
    expect(messageByKey(sent.key, sent.params)).toBe(sent.text);
    expect(messageByKey('no.such.key')).toBeUndefined();
  });

  it('refuses a node that is not part of the catalog', () => {
    expect(() => msg({ a: 'x' } as const, 'a')).toThrow('not part of the catalog');
  });
});
