import type { Tx } from '@honora/db';
import {
  autoFinishStatus,
  eventMoneyTotals,
  itemKey,
  ledgerBalances,
  toCents,
  type EventMoneyTotals,
  type FinalStatus,
  type ItemBalance,
  type LedgerEntry,
  type MoneyItem,
} from '@honora/domain';
import * as repo from './ledger.repository';

/**
 * The events' totals from their ledgers (decision 016): the items of each event and what its
 * ACTIVE entries settled of them, computed by the domain and written back — event totals and
 * procedure row columns — in a few statements for all the events, only where something changed.
 */

/** An event's ledger as recomputed: its items, active entries, item balances and totals. */
export interface EventLedger {
  eventId: string;
  procedures: repo.LedgerProcedure[];
  items: MoneyItem[];
  entries: LedgerEntry[];
  balances: ItemBalance[];
  /** Active entries whose item the event no longer has (counted in the totals, reported by CheckTransactions). */
  orphans: LedgerEntry[];
  totals: EventMoneyTotals;
}

/** The items of an event (decision 016): each live procedure row, the complementation, the fee, the expenses. */
function itemsOf(procedures: readonly repo.LedgerProcedure[], stored: repo.StoredEventMoney): MoneyItem[] {
  return [
    ...procedures.map((p) => ({ type: 'PROCEDURE' as const, rowId: p.id, value: p.value })),
    { type: 'COMPLEMENTATION', rowId: null, value: stored.complementation },
    { type: 'ATTENDANCEFEE', rowId: null, value: stored.attendanceFee },
    { type: 'EXPENSE', rowId: null, value: stored.expenses },
  ];
}

export const groupBy = <T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> => {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const group = map.get(key(row));
    if (group) group.push(row);
    else map.set(key(row), [row]);
  }
  return map;
};

/**
 * The final status an event reaches from its recomputed ledger (billing.md §4 finishing), or null
 * to leave its status as it is; written with its totals, in the same statement.
 */
export type FinishRule = (ledger: EventLedger) => FinalStatus | null;

/** A balanced ledger finishes the event by the spec's rules (billing.md §4 finishing). */
export const finishBalanced: FinishRule = (ledger) => autoFinishStatus(ledger.balances);

/** An active glosa entry's reasons. */
interface GlosaReasons {
  procedureRowId: string | null;
  glosaCodes: string[];
  glosaReason: string | null;
}

/**
 * A procedure row's glosa reasons (billing.md §3 Procedure cutReasonCode, cuteReasonIds,
 * cutReason) from its active glosa entries, derived like its totals: every code once, the first
 * code and the first free-text reason.
 */
function cutReasonsOf(glosas: readonly GlosaReasons[], rowId: string) {
  const mine = glosas.filter((g) => g.procedureRowId === rowId);
  const codes = [...new Set(mine.flatMap((g) => g.glosaCodes))];
  return {
    cutReasonCode: codes[0] ?? null,
    cuteReasonIds: codes,
    cutReason: mine.map((g) => g.glosaReason).find((r) => !!r) ?? null,
  };
}

export const sameMoney = (a: string, b: string) => toCents(a) === toCents(b);

/** The ledgers of the events from what is stored now (no write). */
async function buildLedgers(
  tx: Tx,
  eventIds: readonly string[],
  procedures: readonly repo.LedgerProcedure[],
): Promise<{
  ledgers: Map<string, EventLedger>;
  stored: Map<string, repo.StoredEventMoney>;
  glosasOf: Map<string, GlosaReasons[]>;
}> {
  const stored = new Map((await repo.loadStoredMoney(tx, eventIds)).map((row) => [row.id, row]));
  const entries = groupBy(await repo.loadActiveEntries(tx, eventIds), (e) => e.eventId);
  const appealMoney = new Map((await repo.loadAppealMoney(tx, eventIds)).map((a) => [a.eventId, a]));
  const rows = groupBy(procedures, (p) => p.eventId);
  const ledgers = new Map<string, EventLedger>();
  for (const id of eventIds) {
    const money = stored.get(id);
    if (!money) continue;
    const eventProcedures = rows.get(id) ?? [];
    const items = itemsOf(eventProcedures, money);
    const active: LedgerEntry[] = (entries.get(id) ?? []).map(({ action, type, procedureRowId, value, appealId }) => ({
      action,
      type,
      procedureRowId,
      value,
      appealId,
    }));
    const { items: balances, orphans } = ledgerBalances(items, active);
    ledgers.set(id, {
      eventId: id,
      procedures: eventProcedures,
      items,
      entries: active,
      balances,
      orphans,
      totals: eventMoneyTotals(balances, orphans, {
        entries: active,
        money: appealMoney.get(id) ?? { appealed: '0', accepted: '0' },
      }),
    });
  }
  const glosasOf = new Map(
    [...entries].map(([id, rows]) => [id, rows.filter((r) => r.action === 'Glosado') as GlosaReasons[]]),
  );
  return { ledgers, stored, glosasOf };
}

/** The events' ledgers as the database holds them now (reads only; the money view and the actions plan from it). */
export async function loadLedgers(tx: Tx, eventIds: readonly string[]): Promise<Map<string, EventLedger>> {
  const ids = [...new Set(eventIds)];
  return (await buildLedgers(tx, ids, await repo.loadProcedures(tx, ids))).ledgers;
}

export async function recompute(
  tx: Tx,
  eventIds: readonly string[],
  procedures: readonly repo.LedgerProcedure[],
  bump: boolean,
  finish?: FinishRule,
): Promise<Map<string, EventLedger>> {
  const { ledgers, stored, glosasOf } = await buildLedgers(tx, eventIds, procedures);
  const eventWrites: repo.EventTotalsWrite[] = [];
  const rowWrites: repo.ProcedureMoneyWrite[] = [];
  for (const ledger of ledgers.values()) {
    const before = stored.get(ledger.eventId)!;
    const hasCuted = toCents(ledger.totals.totalGlosado) > 0n;
    const hasLoss = toCents(ledger.totals.totalLoss) > 0n;
    const changed =
      repo.TOTAL_FIELDS.some((field) => !sameMoney(before[field], ledger.totals[field])) ||
      before.hasCuted !== hasCuted ||
      before.hasLoss !== hasLoss;
    const status = finish?.(ledger) ?? null;
    if (changed || bump || status) {
      eventWrites.push({ id: ledger.eventId, totals: ledger.totals, hasCuted, hasLoss, bump, status });
    }
    const balanceOf = new Map(ledger.balances.map((b) => [itemKey(b.type, b.rowId), b]));
    for (const row of ledger.procedures) {
      const b = balanceOf.get(itemKey('PROCEDURE', row.id))!;
      const columns = { received: b.received, loss: b.loss, glosado: b.glosado, discount: b.discount, over: b.over };
      const reasons = cutReasonsOf(glosasOf.get(ledger.eventId) ?? [], row.id);
      const rowChanged =
        (Object.keys(columns) as (keyof typeof columns)[]).some((k) => !sameMoney(row[k], columns[k])) ||
        row.cutReason !== reasons.cutReason ||
        row.cutReasonCode !== reasons.cutReasonCode ||
        row.cuteReasonIds.join() !== reasons.cuteReasonIds.join();
      if (rowChanged) rowWrites.push({ id: row.id, ...columns, ...reasons });
    }
  }
  await repo.writeEventTotals(tx, eventWrites);
  await repo.writeProcedureMoney(tx, rowWrites);
  return ledgers;
}

/**
 * Recomputes the events' totals (billing.md §3 values) and their procedure rows' received /
 * loss / glosado / discount / over from the items and the ACTIVE entries (decision 016), in a
 * few queries for all the events; writes only the rows whose values changed (`bumpVersion`
 * moves every given event to its next version, changed or not; `finish` gives the events that
 * reach a final status theirs in the same write). Answers each event's ledger.
 */
export async function recomputeEventTotals(
  tx: Tx,
  eventIds: readonly string[],
  options: { bumpVersion?: boolean; finish?: FinishRule } = {},
): Promise<Map<string, EventLedger>> {
  const ids = [...new Set(eventIds)];
  if (ids.length === 0) return new Map();
  return recompute(tx, ids, await repo.loadProcedures(tx, ids), options.bumpVersion ?? false, options.finish);
}
