/**
 * The catalog's message format: plain strings with ICU MessageFormat placeholders, so a message
 * is data an administrator can edit (platform.md: /tools/Language) and any program can read.
 * The subset we speak:
 *   {name}                                     the parameter's value
 *   {count, plural, =0 {…} =1 {…} one {…} other {…}}   `#` in a branch is the count
 *   {kind, select, a {…} b {…} other {…}}
 * Branches hold text, `#` and simple {name} placeholders (no nested plural/select).
 * `'` is an ordinary character (apostrophe quoting is not part of the subset).
 */

export type MessageParamValue = string | number;
export type MessageParams = Readonly<Record<string, MessageParamValue>>;

type Trim<S extends string> = S extends ` ${infer R}` ? Trim<R> : S extends `${infer R} ` ? Trim<R> : S;

/** The rest of a string after the brace that closes the one already open (depth counted per character). */
type AfterClose<S extends string, Depth extends unknown[] = [0]> = S extends `${infer C}${infer R}`
  ? C extends '{'
    ? AfterClose<R, [...Depth, 0]>
    : C extends '}'
      ? Depth extends [unknown, ...infer Outer]
        ? Outer extends []
          ? R
          : AfterClose<R, Outer>
        : R
      : AfterClose<R, Depth>
  : '';

/** The placeholder names of a message template, as a union ('{a} de {b}' → 'a' | 'b'). */
export type PlaceholderNames<T extends string> = T extends `${string}{${infer Body}`
  ? Body extends `${infer Simple}}${infer Rest}`
    ? Simple extends `${string},${string}`
      ? Body extends `${infer Name},${infer Complex}`
        ? Trim<Name> | PlaceholderNames<AfterClose<Complex>>
        : never
      : Trim<Simple> | PlaceholderNames<Rest>
    : never
  : never;

/** The parameters a template asks for; `never` keys make a template without placeholders take none. */
export type ParamsOf<T extends string> = { readonly [K in PlaceholderNames<T>]: MessageParamValue };

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'arg'; name: string }
  | { kind: 'count' }
  | { kind: 'choice'; name: string; type: 'plural' | 'select'; branches: Map<string, Node[]> };

export class MessageFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MessageFormatError';
  }
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Parses a template; throws MessageFormatError on unbalanced braces or an unknown form. */
export function parseMessage(template: string): Node[] {
  let index = 0;

  function parseNodes(inBranch: boolean): Node[] {
    const nodes: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) nodes.push({ kind: 'text', text });
      text = '';
    };
    while (index < template.length) {
      const char = template[index]!;
      if (char === '}') {
        if (!inBranch) throw new MessageFormatError(`Chave "}" sem abertura na posição ${index + 1}`);
        break;
      }
      if (char === '#' && inBranch) {
        flush();
        nodes.push({ kind: 'count' });
        index++;
        continue;
      }
      if (char === '{') {
        flush();
        index++;
        nodes.push(parsePlaceholder(inBranch));
        continue;
      }
      text += char;
      index++;
    }
    flush();
    return nodes;
  }

  function parsePlaceholder(inBranch: boolean): Node {
    const close = template.indexOf('}', index);
    const comma = template.indexOf(',', index);
    if (close < 0) throw new MessageFormatError('Chave "{" sem fechamento');
    if (comma < 0 || close < comma) {
      const name = template.slice(index, close).trim();
      if (!NAME.test(name)) throw new MessageFormatError(`Nome de parâmetro inválido: "${name}"`);
      index = close + 1;
      return { kind: 'arg', name };
    }
    if (inBranch) throw new MessageFormatError('Plural ou select dentro de outro não é aceito');
    const name = template.slice(index, comma).trim();
    const typeEnd = template.indexOf(',', comma + 1);
    if (!NAME.test(name) || typeEnd < 0) throw new MessageFormatError(`Parâmetro inválido: "${name}"`);
    const type = template.slice(comma + 1, typeEnd).trim();
    if (type !== 'plural' && type !== 'select') throw new MessageFormatError(`Tipo desconhecido: "${type}"`);
    index = typeEnd + 1;
    const branches = new Map<string, Node[]>();
    for (;;) {
      while (template[index] === ' ') index++;
      if (template[index] === '}') {
        index++;
        break;
      }
      const open = template.indexOf('{', index);
      if (open < 0) throw new MessageFormatError(`Opção sem texto em "${name}"`);
      const selector = template.slice(index, open).trim();
      if (!selector || /\s/.test(selector)) throw new MessageFormatError(`Opção inválida em "${name}"`);
      index = open + 1;
      branches.set(selector, parseNodes(true));
      if (template[index] !== '}') throw new MessageFormatError('Chave "{" sem fechamento');
      index++;
    }
    if (!branches.has('other')) throw new MessageFormatError(`"${name}" precisa da opção "other"`);
    return { kind: 'choice', name, type, branches };
  }

  const nodes = parseNodes(false);
  if (index < template.length) throw new MessageFormatError(`Chave "}" sem abertura na posição ${index + 1}`);
  return nodes;
}

/** Every parameter name a template uses, in order of first use. */
export function placeholdersOf(template: string): string[] {
  const names: string[] = [];
  const visit = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.kind === 'arg' || node.kind === 'choice') if (!names.includes(node.name)) names.push(node.name);
      if (node.kind === 'choice') for (const branch of node.branches.values()) visit(branch);
    }
  };
  visit(parseMessage(template));
  return names;
}

const pluralRules = new Intl.PluralRules('pt-BR');

/** A plural's count as a number; a count already written in pt-BR ('1.234', '2,5') is read as such. */
function countOf(value: MessageParamValue | undefined): number {
  if (typeof value === 'number') return value;
  return Number(
    String(value ?? '')
      .replace(/\./g, '')
      .replace(',', '.'),
  );
}
const parsed = new Map<string, Node[]>();

function render(nodes: Node[], params: MessageParams, count: MessageParamValue | undefined): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'count') out += String(count ?? '#');
    else if (node.kind === 'arg') out += node.name in params ? String(params[node.name]) : `{${node.name}}`;
    else {
      const value = params[node.name];
      let branch: Node[] | undefined;
      if (node.type === 'plural') {
        const n = countOf(value);
        branch = node.branches.get(`=${n}`) ?? node.branches.get(pluralRules.select(n));
      } else branch = node.branches.get(String(value));
      out += render(branch ?? node.branches.get('other')!, params, value);
    }
  }
  return out;
}

/** Fills a template's placeholders; an absent parameter stays visible as {name} (never "undefined"). */
export function formatMessage(template: string, params: MessageParams = {}): string {
  if (!template.includes('{')) return template;
  let nodes = parsed.get(template);
  if (!nodes) {
    nodes = parseMessage(template);
    parsed.set(template, nodes);
  }
  return render(nodes, params, undefined);
}

/** Fills a catalog message, typed by the placeholders of its default text. */
export function fmt<T extends string>(template: T, params: ParamsOf<T>): string {
  return formatMessage(template, params);
}
