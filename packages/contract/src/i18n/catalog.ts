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

/** Every edit asked for, also those for texts the web has not loaded yet (a screen's own texts, decision 029). */
const requested = new Map<string, string>();

/**
 * Whether an administrator's text may replace the shipped one (decision 025): the key exists, the
 * text parses, and it uses exactly the placeholders of the shipped text. Null when it may.
 */
export function checkMessageOverride(key: string, template: string): OverrideProblem | null {
  const shipped = defaultsByKey.get(key);
  if (shipped === undefined) return { key, reason: 'unknownKey', detail: key };
  let names: string[];
  try {
    names = placeholdersOf(template);
  } catch (error) {
    if (!(error instanceof MessageFormatError)) throw error;
    return { key, reason: 'syntax', detail: error.message };
  }
  const expected = placeholdersOf(shipped);
  if (names.length !== expected.length || names.some((name) => !expected.includes(name)))
    return { key, reason: 'placeholders', detail: expected.map((name) => `{${name}}`).join(' ') };
  return null;
}

/**
 * Installs an administrator's texts (key → template). A text is refused, and the shipped one kept,
 * when its key does not exist, it does not parse, or it does not use exactly the placeholders of
 * the shipped text (a missing {guide} would lose information; an unknown one could never be filled).
 */
export function setMessageOverrides(entries: Readonly<Record<string, string>>): OverrideProblem[] {
  const problems: OverrideProblem[] = [];
  overrides.clear();
  requested.clear();
  for (const [key, template] of Object.entries(entries)) {
    requested.set(key, template);
    const problem = checkMessageOverride(key, template);
    if (problem) problems.push(problem);
    else overrides.set(key, template);
  }
  return problems;
}

export function clearMessageOverrides(): void {
  overrides.clear();
  requested.clear();
}

/** Every key of the catalog with its shipped text (the Language tool lists and searches them). */
export function shippedMessages(): ReadonlyMap<string, string> {
  return defaultsByKey;
}

/** The administrator's text installed for a key, if any. */
export function overriddenMessage(key: string): string | undefined {
  return overrides.get(key);
}

/*
 * A screen's own texts in the web (decision 029): the catalog mounts them empty there and the
 * screen imports its file, whose build appends `mountLazyTexts({ ...its exports })`. The session's
 * bootstrap says where each export sits in the catalog when it has edited texts (decision 062);
 * the export's strings then become getters like the catalog's, so the edits reach the screen.
 */
const lazyMounts = new Map<string, string>();
const lazyNodes = new Map<string, object>();
const localizedLazy = new WeakSet<object>();

function localizeInPlace(node: object, path: string): void {
  if (localizedLazy.has(node)) return;
  localizedLazy.add(node);
  keyOfNode.set(node, path);
  for (const [name, value] of Object.entries(node)) {
    const key = `${path}.${name}`;
    if (typeof value === 'object' && value !== null) localizeInPlace(value, key);
    if (typeof value !== 'string') continue;
    defaultsByKey.set(key, value);
    Object.defineProperty(node, name, { get: () => overrides.get(key) ?? value, enumerable: true, configurable: true });
    const wanted = requested.get(key);
    if (wanted !== undefined && !checkMessageOverride(key, wanted)) overrides.set(key, wanted);
  }
}

/** Called by a screen-texts module as the web loads it, with its exported nodes by name. */
export function mountLazyTexts(exported: Readonly<Record<string, unknown>>): void {
  for (const [name, node] of Object.entries(exported)) {
    if (typeof node !== 'object' || node === null || lazyNodes.has(name)) continue;
    lazyNodes.set(name, node);
    const path = lazyMounts.get(name);
    if (path !== undefined) localizeInPlace(node, path);
  }
}

/** Where lazily loaded exports sit in the catalog (export name → key path). */
export function setLazyTextMounts(mounts: Readonly<Record<string, string>>): void {
  for (const [name, path] of Object.entries(mounts)) {
    if (lazyMounts.has(name)) continue;
    lazyMounts.set(name, path);
    const node = lazyNodes.get(name);
    if (node) localizeInPlace(node, path);
  }
}
