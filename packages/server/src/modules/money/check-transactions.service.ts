import type {
  AutoFixErrorValue,
  autoFixLogEntrySchema,
  autoFixResultSchema,
  checkTransactionsFixBodySchema,
  checkTransactionsQuerySchema,
  TotalsDifference,
  TransactionMismatch,
} from '@honora/contract';
import { withActor, type Tx } from '@honora/db';
import { centsText, itemKey, toCents } from '@honora/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { AuthSession } from '../../http/auth-context';
import { actorOf } from '../../http/actor';
import {
  insertFixLog,
  lockEvents,
  newestFixes,
  scanEvents,
  type CheckedEvent,
  type FixLogRow,
} from './check-transactions.repository';
import * as ledgerRepo from './ledger.repository';
import { loadLedgers, recomputeEventTotals, type EventLedger } from './ledger.service';

type ListQuery = z.output<typeof checkTransactionsQuerySchema>;
type FixBody = z.output<typeof checkTransactionsFixBodySchema>;
type FixResult = z.infer<typeof autoFixResultSchema>;
type LogEntry = z.infer<typeof autoFixLogEntrySchema>;

/** Events compared per read (each read: the events, their rows, their entries, their stored totals). */
const SCAN_CHUNK = 500;
/** Fixes the log route answers. */
const LOG_LIMIT = 200;

const PROCEDURE_COLUMNS = ['received', 'loss', 'glosado', 'discount', 'over'] as const;

const money = (text: string) => centsText(toCents(text));
const differs = (a: string, b: string) => toCents(a) !== toCents(b);

/** An event compared with its ledger: what disagrees, and why it could not be fixed (or null). */
interface Inspection {
  event: CheckedEvent;
  differences: TotalsDifference[];
  hasOrphans: boolean;
  error: AutoFixErrorValue | null;
}

/** The stored values that disagree with the ledger: the event's 30 value fields, then each live row's columns. */
function differencesOf(ledger: EventLedger, stored: ledgerRepo.StoredEventMoney): TotalsDifference[] {
  const out: TotalsDifference[] = [];
  for (const field of ledgerRepo.TOTAL_FIELDS) {
    if (differs(stored[field], ledger.totals[field])) {
      out.push({ field, stored: money(stored[field]), ledger: ledger.totals[field], procedure: null });
    }
  }
  const balanceOf = new Map(ledger.balances.map((b) => [itemKey(b.type, b.rowId), b]));
  for (const row of ledger.procedures) {
    const balance = balanceOf.get(itemKey('PROCEDURE', row.id));
    if (!balance) continue;
    for (const field of PROCEDURE_COLUMNS) {
      if (!differs(row[field], balance[field])) continue;
      out.push({
        field,
        stored: money(row[field]),
        ledger: balance[field],
        procedure: { rowId: row.id, idProc: row.idProc, name: row.name },
      });
    }
  }
  return out;
}

/**
 * Why an event's totals cannot be rewritten from its ledger (billing.md §8 auto-fix errors):
 * its company is gone; it is removed or has no (live) insurer; or entries point at a procedure
 * row it no longer has (orphans: rewriting would hide that money).
 */
function errorOf(event: CheckedEvent, hasOrphans: boolean): AutoFixErrorValue | null {
  if (!event.companyLive) return 'company';
  if (!event.active || !event.insurerLive) return 'eventOrInsurer';
  if (hasOrphans) return 'orphanProcedures';
  return null;
}

/** Compares each event's stored values with what its active entries say (domain ledger, as the money writes compute it). */
async function inspect(tx: Tx, events: readonly CheckedEvent[]): Promise<Inspection[]> {
  const ids = events.map((e) => e.id);
  const ledgers = await loadLedgers(tx, ids);
  const stored = new Map((await ledgerRepo.loadStoredMoney(tx, ids)).map((row) => [row.id, row]));
  return events.flatMap((event) => {
    const ledger = ledgers.get(event.id);
    const money = stored.get(event.id);
    if (!ledger || !money) return [];
    const hasOrphans = ledger.orphans.length > 0;
    return [{ event, differences: differencesOf(ledger, money), hasOrphans, error: errorOf(event, hasOrphans) }];
  });
}

const isMismatch = (i: Inspection) => i.differences.length > 0 || i.hasOrphans;

function toMismatch(i: Inspection): TransactionMismatch {
  return {
    eventId: i.event.id,
    companyId: i.event.companyId,
    companyName: i.event.companyName ?? '',
    numGuide: i.event.numGuide,
    status: i.event.status,
    differences: i.differences,
    error: i.error,
  };
}

/**
 * GET /api/admin/check-transactions: walks the events (one company or all) in chunks, each
 * chunk in its own read, until `limit` events disagree with their ledger or none is left.
 * `scanned` counts the events compared.
 */
export async function listMismatches(
  ctx: AppContext,
  query: ListQuery,
): Promise<{ items: TransactionMismatch[]; scanned: number }> {
  const items: TransactionMismatch[] = [];
  let scanned = 0;
  let afterId: string | null = null;
  for (;;) {
    const window = { companyId: query.companyId, afterId, limit: SCAN_CHUNK };
    const chunk = await ctx.db.transaction(async (tx) => {
      const events = await scanEvents(tx, window);
      return { events, inspections: await inspect(tx, events) };
    });
    for (const inspection of chunk.inspections) {
      scanned += 1;
      if (isMismatch(inspection)) items.push(toMismatch(inspection));
      if (items.length >= query.limit) return { items, scanned };
    }
    if (chunk.events.length < SCAN_CHUNK) return { items, scanned };
    afterId = chunk.events.at(-1)!.id;
  }
}

/**
 * POST /api/admin/check-transactions/fix: in one transaction, locks the events, compares them
 * again, rewrites the totals of those that can be fixed from their ledger (H1's
 * recomputeEventTotals: the 30 value fields and the rows' columns; the event moves to its next
 * version) and logs one eventsAutoFixLog row per event — fixed with what changed, or the reason.
 */
export async function fixEvents(ctx: AppContext, auth: AuthSession, body: FixBody): Promise<{ results: FixResult[] }> {
  const ids = [...new Set(body.eventIds)];
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    const inspections = new Map((await inspect(tx, await lockEvents(tx, ids))).map((i) => [i.event.id, i]));
    const toRewrite = [...inspections.values()].filter((i) => i.error === null && i.differences.length > 0);
    await recomputeEventTotals(
      tx,
      toRewrite.map((i) => i.event.id),
      { bumpVersion: true },
    );
    const results: FixResult[] = ids.map((eventId) => {
      const i = inspections.get(eventId);
      if (!i) return { eventId, fixed: false, error: 'eventNotFound', differences: [] };
      return { eventId, fixed: i.error === null, error: i.error, differences: i.differences };
    });
    const log: FixLogRow[] = results.map((r) => ({
      eventId: r.eventId,
      companyId: inspections.get(r.eventId)?.event.companyId ?? null,
      fixed: r.fixed,
      error: r.error,
      differences: r.differences,
    }));
    await insertFixLog(tx, log);
    return { results };
  });
}

/** GET /api/admin/check-transactions/log: the newest fixes, who made them and what changed. */
export async function fixLog(ctx: AppContext): Promise<{ items: LogEntry[] }> {
  const rows = await ctx.db.transaction((tx) => newestFixes(tx, LOG_LIMIT));
  return {
    items: rows.map((row) => ({
      id: row.id,
      eventId: row.eventId,
      companyId: row.companyId,
      companyName: row.companyName,
      at: row.at.toISOString(),
      userName: row.userName,
      fixed: row.fixed,
      error: row.error as AutoFixErrorValue | null,
      differences: row.differences.map((d) => ({ ...d, procedure: (d as TotalsDifference).procedure ?? null })),
    })),
  };
}
