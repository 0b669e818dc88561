import {
  checkMessageOverride,
  LANGUAGE_PAGE_SIZE,
  messages,
  msg,
  placeholdersOf,
  shippedMessages,
  type LanguageDetail,
  type LanguageEntry,
  type LanguageList,
  type OverrideProblem,
} from '@honora/contract';
import { foldText } from '@honora/domain';
import { withActor, type Queryable } from '@honora/db';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { actorOf } from '../../http/actor';
import type { AuthSession } from '../../http/auth-context';
import { notify } from '../../notifications/notifications';
import { CATALOG_CHANNEL, reloadCatalogTexts } from './catalog-texts';
import {
  addHistory,
  historyOf,
  liveOverride,
  liveOverrides,
  lockedOverride,
  lockKey,
  removeOverride,
  saveOverride,
  type OverrideRow,
} from './language.repository';

/**
 * /tools/Language (platform.md §2; decisions 025 and 062): super admins read and edit the pt-BR
 * catalog's texts. An edit is checked as `setMessageOverrides` checks it (it parses, same
 * placeholders as the shipped text), written with its history, and announced to every process.
 */

const e = messages.screens.language.errors;
const iso = (d: Date | string) => new Date(d).toISOString();

function entryOf(key: string, shipped: string, row: OverrideRow | undefined): LanguageEntry {
  return {
    key,
    shipped,
    text: row?.text ?? shipped,
    isEdited: row !== undefined,
    updatedAt: row ? iso(row.updatedAt) : null,
    updatedByName: row?.updatedByName ?? null,
  };
}

/** GET /api/admin/language: the catalog in its own order, filtered by key or text (shipped or edited). */
export async function listTexts(
  ctx: AppContext,
  query: { q?: string | undefined; edited?: 'true' | 'false' | undefined; page: number },
): Promise<LanguageList> {
  const rows = new Map((await liveOverrides(ctx.db)).map((row) => [row.key, row]));
  const needle = foldText(query.q ?? '');
  const onlyEdited = query.edited === 'true';
  const found: LanguageEntry[] = [];
  for (const [key, shipped] of shippedMessages()) {
    const row = rows.get(key);
    if (onlyEdited && !row) continue;
    if (needle && ![key, shipped, row?.text ?? ''].some((text) => foldText(text).includes(needle))) continue;
    found.push(entryOf(key, shipped, row));
  }
  const start = (query.page - 1) * LANGUAGE_PAGE_SIZE;
  return {
    items: found.slice(start, start + LANGUAGE_PAGE_SIZE),
    total: found.length,
    page: query.page,
    pageSize: LANGUAGE_PAGE_SIZE,
  };
}

function shippedOf(key: string): string {
  const shipped = shippedMessages().get(key);
  if (shipped === undefined) throw new AppError('notFound', { message: msg(e, 'unknownKey', { key }) });
  return shipped;
}

async function detailOf(q: Queryable, key: string, shipped: string): Promise<LanguageDetail> {
  const row = await liveOverride(q, key);
  const history = await historyOf(q, key);
  return {
    ...entryOf(key, shipped, row),
    placeholders: placeholdersOf(shipped),
    history: history.map((h) => ({
      id: h.id,
      action: h.action === 'reset' ? 'reset' : 'edit',
      oldText: h.oldText,
      newText: h.newText,
      changedByName: h.changedByName,
      changedAt: iso(h.changedAt),
    })),
  };
}

/** GET /api/admin/language/:key. */
export async function readText(ctx: AppContext, key: string): Promise<LanguageDetail> {
  return detailOf(ctx.db, key, shippedOf(key));
}

/** The refusal of a text, in pt-BR, on the `text` field. */
function refusal(problem: OverrideProblem): AppError {
  if (problem.reason === 'syntax')
    return AppError.field('inputError', 'text', msg(e, 'syntax', { detail: problem.detail }));
  if (problem.reason === 'placeholders' && problem.detail === '')
    return AppError.field('inputError', 'text', msg(e, 'noPlaceholders'));
  if (problem.reason === 'placeholders')
    return AppError.field('inputError', 'text', msg(e, 'placeholders', { expected: problem.detail }));
  return new AppError('notFound', { message: msg(e, 'unknownKey', { key: problem.key }) });
}

/** PUT /api/admin/language/:key: in force for everyone once committed (every process reloads). */
export async function updateText(
  ctx: AppContext,
  auth: AuthSession,
  key: string,
  text: string,
): Promise<LanguageDetail> {
  const shipped = shippedOf(key);
  const problem = checkMessageOverride(key, text);
  if (problem) throw refusal(problem);
  await withActor(ctx.db, actorOf(auth), async (tx) => {
    await lockKey(tx, key);
    const current = await lockedOverride(tx, key);
    if (current?.text === text) return;
    await saveOverride(tx, key, text);
    await addHistory(tx, {
      key,
      action: 'edit',
      oldText: current?.text ?? null,
      newText: text,
      changedBy: auth.userId,
      changedByName: auth.userName,
    });
    await notify(tx, CATALOG_CHANNEL, ['reload']);
  });
  await reloadCatalogTexts(ctx);
  return detailOf(ctx.db, key, shipped);
}

/** DELETE /api/admin/language/:key: back to the shipped text; the edited one stays in the history. */
export async function resetText(ctx: AppContext, auth: AuthSession, key: string): Promise<LanguageDetail> {
  const shipped = shippedOf(key);
  await withActor(ctx.db, actorOf(auth), async (tx) => {
    await lockKey(tx, key);
    const current = await lockedOverride(tx, key);
    if (!current) throw new AppError('statusError', { message: msg(e, 'notEdited') });
    await removeOverride(tx, key);
    await addHistory(tx, {
      key,
      action: 'reset',
      oldText: current.text,
      newText: null,
      changedBy: auth.userId,
      changedByName: auth.userName,
    });
    await notify(tx, CATALOG_CHANNEL, ['reload']);
  });
  await reloadCatalogTexts(ctx);
  return detailOf(ctx.db, key, shipped);
}
