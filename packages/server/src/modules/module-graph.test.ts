import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server modules import one another without circles (decision 023): the graph of module →
 * module imports, built from every source file's import and export statements (type-only ones
 * too: a circle of types is still a circle of knowledge), has no cycle. What two modules share
 * moves down into a lower module, the domain or the code below the modules.
 */

const modulesDir = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'(\.[^']*)'/g;

/** The module a path is in (its first folder under modules/, or that folder itself), or null. */
const moduleOf = (path: string): string | null => {
  const [first] = relative(modulesDir, path).split(sep);
  if (!first || first === '..') return null;
  return statSync(join(modulesDir, first), { throwIfNoEntry: false })?.isDirectory() ? first : null;
};

/** module → the modules it imports, with one importing file as evidence of each edge. */
export function moduleGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIERS)) {
      const to = moduleOf(resolve(dirname(file), specifier!));
      if (to && to !== from && !edges.has(to)) edges.set(to, relative(modulesDir, file));
    }
  }
  return graph;
}

/** Every elementary circle found by a depth-first walk, each as its path of modules (first = last). */
export function cyclesOf(graph: ReadonlyMap<string, ReadonlyMap<string, string>>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('server module graph', () => {
  it('finds a circle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a', new Map([['b', 'a/x.ts']])],
      ['b', new Map([['c', 'b/y.ts']])],
      ['c', new Map([['a', 'c/z.ts']])],
      ['d', new Map([['a', 'd/w.ts']])],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c', 'a']]);
    expect(cyclesOf(new Map([['a', new Map([['b', 'a/x.ts']])]]))).toEqual([]);
  });

  it('sees the modules and their imports', () => {
    const graph = moduleGraph();
    expect(graph.get('money')?.has('events')).toBe(true);
    expect(graph.get('batches')?.has('events')).toBe(true);
  });

  it('has no import circles between server modules', () => {
    const graph = moduleGraph();
    const described = cyclesOf(graph).map((cycle) =>
      cycle
        .slice(1)
        .map((to, i) => `${cycle[i]} → ${to} (${graph.get(cycle[i]!)!.get(to)})`)
        .join(', '),
    );
    expect(described).toEqual([]);
  });
});
