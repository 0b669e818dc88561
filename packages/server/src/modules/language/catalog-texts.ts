import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultMessages, setMessageOverrides, type CatalogTexts } from '@honora/contract';
import type { AppContext } from '../../context';
import { liveOverrides } from './language.repository';

/**
 * The administrators' texts of the catalog in this process (decisions 025, 062): loaded when the
 * app starts and again whenever any process announces a change on CATALOG_CHANNEL (decision 020's
 * listener), so an edit reaches every server process and, through the session's bootstrap, every
 * browser that (re)loads — without a redeploy.
 */
export const CATALOG_CHANNEL = 'honora_catalog';

let installed: CatalogTexts = { overrides: {}, mounts: {} };

/** What the session's bootstrap sends: the texts in force and where their lazily loaded nodes sit. */
export function catalogTexts(): CatalogTexts {
  return installed;
}

type Node = Readonly<Record<string, unknown>>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/** Whether `inner`'s texts all sit at the same place in `outer` (a mount, or a spread into a node). */
function holds(outer: Node, inner: Node): boolean {
  return Object.entries(inner).every(([name, value]) => {
    const there = outer[name];
    return isNode(value) ? isNode(there) && holds(there, value) : there === value;
  });
}

/** The key path of the first catalog node holding `node`, preferring one with exactly its names. */
function pathOf(node: Node): string | undefined {
  let partial: string | undefined;
  const visit = (candidate: Node, path: string): string | undefined => {
    if (path && holds(candidate, node)) {
      if (Object.keys(candidate).length === Object.keys(node).length) return path;
      partial ??= path;
    }
    for (const [name, value] of Object.entries(candidate)) {
      if (!isNode(value)) continue;
      const found = visit(value, path ? `${path}.${name}` : name);
      if (found) return found;
    }
    return undefined;
  };
  return visit(defaultMessages as Node, '') ?? partial;
}

let mountsOnce: Promise<ReadonlyMap<string, string>> | null = null;

/**
 * Where each export of contract/src/i18n/screen-texts/ sits in the catalog (export name → key
 * path). The web loads those files with their screens (decision 029) and needs the path to apply
 * an edit to them; found once, by the texts themselves, so a new screen needs no list kept here.
 */
function screenTextMounts(): Promise<ReadonlyMap<string, string>> {
  mountsOnce ??= (async () => {
    const dir = dirname(createRequire(import.meta.url).resolve('@honora/contract/screen-texts/language'));
    const mounts = new Map<string, string>();
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const exported = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
      for (const [name, node] of Object.entries(exported)) {
        const path = isNode(node) && Object.keys(node).length > 0 ? pathOf(node) : undefined;
        if (path) mounts.set(name, path);
      }
    }
    return mounts;
  })();
  return mountsOnce;
}

/** Reads the stored texts and installs them; a stored text the catalog refuses now is logged and left out. */
export async function reloadCatalogTexts(ctx: Pick<AppContext, 'db' | 'log'>): Promise<void> {
  const rows = await liveOverrides(ctx.db);
  const entries = Object.fromEntries(rows.map((row) => [row.key, row.text]));
  const problems = setMessageOverrides(entries);
  for (const problem of problems) {
    ctx.log.warn({ key: problem.key, reason: problem.reason }, 'catalog text refused; the shipped one stays');
    delete entries[problem.key];
  }
  const keys = Object.keys(entries);
  const mounts: Record<string, string> = {};
  if (keys.length > 0) {
    const known = await screenTextMounts().catch((error: unknown) => {
      // Without the places, a screen's own texts keep the shipped wording in the web; the rest still applies.
      ctx.log.error({ err: error }, 'catalog texts: screen-texts places not found');
      return new Map<string, string>();
    });
    for (const [name, path] of known) if (keys.some((key) => key.startsWith(`${path}.`))) mounts[name] = path;
  }
  installed = { overrides: entries, mounts };
}

/** Starts listening for changes, then loads the texts (so nothing announced in between is missed). */
export async function startCatalogTexts(ctx: AppContext): Promise<() => Promise<void>> {
  let running: Promise<void> = Promise.resolve();
  const reload = () => {
    running = running
      .then(() => reloadCatalogTexts(ctx))
      .catch((error: unknown) => ctx.log.error({ err: error }, 'catalog texts: reload failed'));
    return running;
  };
  const stop = await ctx.notifications.listen(CATALOG_CHANNEL, () => void reload());
  await reload();
  return stop;
}
