import { defaultMessages, type Messages } from './defaults';
import { formatMessage, MessageFormatError, placeholdersOf, type MessageParams, type ParamsOf } from './format';

/**
 * The catalog as the program reads it. Every text is addressed by its dotted key
 * ('screens.money.errors.locked'); an administrator's edited text (platform.md: /tools/Language)
 * replaces the shipped one under the same key, at read time, everywhere: screens, server answers,
 * PDFs, e-mails and spreadsheets all read `messages`.
 */
const overrides = new Map<string, string>();
/** The key of each catalog node, so `msg(node, 'leaf')` can say which message it sends. */
const keyOfNode = new WeakMap<object, string>();
const defaultsByKey = new Map<string, string>();

function localize<T>(node: T, path: string): T {
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> | unknown[] = Array.isArray(node) ? [] : {};
  for (const [name, value] of Object.entries(node)) {
    const key = path ? `${path}.${name}` : name;
    if (typeof value === 'string') {
      defaultsByKey.set(key, value);
      Object.defineProperty(out, name, { get: () => overrides.get(key) ?? value, enumerable: true });
    } else {
      (out as Record<string, unknown>)[name] = localize(value, key);
    }
  }
  keyOfNode.set(out, path);
  return out as T;
}

/** The catalog: the shipped texts, or the administrator's where one was saved. */
export const messages: Messages = localize(defaultMessages, '');

/** A message the server sends by key and parameters; `text` is its pt-BR rendering for API clients. */
export interface LocalizedText {
  readonly key: string;
  readonly params: MessageParams;
  readonly text: string;
}

export function isLocalizedText(value: unknown): value is LocalizedText {
  return typeof value === 'object' && value !== null && 'key' in value && 'text' in value;
}

type StringKeys<O> = { [K in keyof O]: O[K] extends string ? K : never }[keyof O] & string;
type ParamsArg<T extends string> = keyof ParamsOf<T> extends never ? [] : [params: ParamsOf<T>];

/**
 * One message of a catalog node, by key: `msg(messages.screens.money.errors, 'locked', { guide })`.
 * The server throws these so the web can pick (and an administrator edit) the text.
 */
export function msg<O extends object, K extends StringKeys<O>>(
  node: O,
  name: K,
  ...params: ParamsArg<O[K] & string>
): LocalizedText {
  const path = keyOfNode.get(node);
  if (path === undefined) throw new Error('msg: the node is not part of the catalog');
  const values: MessageParams = params[0] ?? {};
  return {
    key: path ? `${path}.${name}` : name,
    params: values,
    text: formatMessage(node[name] as string, values),
  };
}

/** The text of a key the server sent, filled with its parameters; undefined for a key we do not have. */
export function messageByKey(key: string, params: MessageParams = {}): string | undefined {
  const template = overrides.get(key) ?? defaultsByKey.get(key);
  if (template === undefined) return undefined;
  try {
    return formatMessage(template, params);
  } catch {
    return undefined;
  }
}

export interface OverrideProblem {
  key: string;
  reason: 'unknownKey' | 'syntax' | 'placeholders';
  detail: string;
}

/**
 * Installs an administrator's texts (key → template). A text is refused, and the shipped one kept,
 * when its key does not exist, it does not parse, or it does not use exactly the placeholders of
 * the shipped text (a missing {guide} would lose information; an unknown one could never be filled).
 */
export function setMessageOverrides(entries: Readonly<Record<string, string>>): OverrideProblem[] {
  const problems: OverrideProblem[] = [];
  overrides.clear();
  for (const [key, template] of Object.entries(entries)) {
    const shipped = defaultsByKey.get(key);
    if (shipped === undefined) {
      problems.push({ key, reason: 'unknownKey', detail: key });
      continue;
    }
    let names: string[];
    try {
      names = placeholdersOf(template);
    } catch (error) {
      if (!(error instanceof MessageFormatError)) throw error;
      problems.push({ key, reason: 'syntax', detail: error.message });
      continue;
    }
    const expected = placeholdersOf(shipped);
    if (names.length !== expected.length || names.some((name) => !expected.includes(name))) {
      problems.push({ key, reason: 'placeholders', detail: expected.map((name) => `{${name}}`).join(' ') });
      continue;
    }
    overrides.set(key, template);
  }
  return problems;
}

export function clearMessageOverrides(): void {
  overrides.clear();
}
