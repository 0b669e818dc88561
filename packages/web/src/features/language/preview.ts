import { formatMessage, MessageFormatError, parseMessage, placeholdersOf, type MessageParams } from '@honora/contract';

/**
 * /tools/Language's preview (decision 062): a text filled with example values, one rendering per
 * case of a plural or select, and the same check the server makes before saving (decision 025:
 * the text parses and uses exactly the placeholders of the shipped one).
 */

const COUNT_NAMES = /^(count|total|n|max|min|page|pages|scanned|found|days|hours|minutes|months|years|size|rows)$/i;

/** Example values by placeholder name: what a reader expects to see there. */
const EXAMPLES: Readonly<Record<string, string>> = {
  name: 'Maria Silva',
  guide: '123456',
  date: '28/11/2026',
  day: '28/11/2026',
  time: '14:30',
  email: 'maria@exemplo.com.br',
  company: 'Cooperativa Exemplo',
  version: '3.12.79',
  build: '1152',
  value: 'R$ 1.234,56',
  amount: 'R$ 1.234,56',
};

/** An example value for a placeholder: a count for counting names, a typical text for known ones, else «name». */
export function exampleValue(name: string): string | number {
  if (COUNT_NAMES.test(name)) return 3;
  return EXAMPLES[name] ?? `«${name}»`;
}

export interface PreviewCase {
  /** The case shown ("count = 1"), or null for the one rendering of a text without choices. */
  name: string | null;
  value: string | number | null;
  text: string;
}

/** A plural branch's selector as a count that picks it: =N is N; one is 1; other (and few/many) is 5. */
function countFor(selector: string): number {
  if (selector.startsWith('=')) return Number(selector.slice(1));
  if (selector === 'one') return 1;
  if (selector === 'zero') return 0;
  return 5;
}

/** The text rendered with example values, once per branch of each plural or select it has. */
export function previewCases(template: string): PreviewCase[] {
  const nodes = parseMessage(template);
  const params: Record<string, string | number> = {};
  for (const name of placeholdersOf(template)) params[name] = exampleValue(name);
  const cases: PreviewCase[] = [];
  for (const node of nodes) {
    if (node.kind !== 'choice') continue;
    for (const selector of node.branches.keys()) {
      const value = node.type === 'plural' ? countFor(selector) : selector;
      const filled: MessageParams = { ...params, [node.name]: value };
      cases.push({ name: node.name, value, text: formatMessage(template, filled) });
    }
  }
  return cases.length > 0 ? cases : [{ name: null, value: null, text: formatMessage(template, params) }];
}

export type DraftProblem =
  | { kind: 'empty' }
  | { kind: 'syntax'; detail: string }
  | { kind: 'placeholders'; expected: string }
  | { kind: 'noPlaceholders' };

/** Why the server would refuse a draft, or null: the check of setMessageOverrides, before saving. */
export function draftProblem(shipped: string, draft: string): DraftProblem | null {
  if (draft.trim() === '') return { kind: 'empty' };
  let names: string[];
  try {
    names = placeholdersOf(draft);
  } catch (error) {
    if (error instanceof MessageFormatError) return { kind: 'syntax', detail: error.message };
    throw error;
  }
  const expected = placeholdersOf(shipped);
  if (names.length === expected.length && names.every((name) => expected.includes(name))) return null;
  if (expected.length === 0) return { kind: 'noPlaceholders' };
  return { kind: 'placeholders', expected: expected.map((name) => `{${name}}`).join(' ') };
}
