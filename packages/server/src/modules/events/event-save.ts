import { messages, msg, type FieldError } from '@honora/contract';
import { pricedColumns, type Tx } from '@honora/db';
import {
  centsText,
  eventActors,
  eventMoneyTotals,
  eventTeam,
  itemKey,
  ledgerBalances,
  procedureHasMoney,
  sumCents,
  toCents,
  type LedgerEntry,
  type MoneyItem,
  type PricedProcedure,
  type PricingEvent,
  type PricingTeamMember,
} from '@honora/domain';
import { fieldError } from '../../errors';
import type { RequestAccess } from '../../http/guard';
import { checkEventInput, priceInput, refuseWith, type EventInput, type SaveAccess } from './event-validation';
import { updateProcedures } from './events-many.repository';
import * as repo from './events.repository';
import { directSaveReads, type SaveReads } from './save-reads';

const e = messages.screens.events.errors;
const m = messages.screens.events.validation;

/** Statuses of guides still to be filled: saving one with its procedures makes it Filled (decision 015). */
const FILLS: ReadonlySet<string> = new Set(['ProtocolCreated', 'WaitFill', 'Imported']);

export interface SaveTarget {
  companyId: string;
  eventId: string | null;
  /** The event's live procedure rows (none for a new event). */
  existing: repo.ProcedureRow[];
  status: string | null;
}

/** A procedure row to write: an existing one (updated in place) or a new one. */
export interface PlannedRow {
  id: string | null;
  values: Omit<repo.ProcedureValues, 'eventId' | 'companyId'>;
}

export interface SavePlan {
  insurer: Pick<repo.InsurerRow, 'id' | 'hasEvents'>;
  event: Omit<repo.EventValues, 'companyId' | 'matrizId'>;
  rows: PlannedRow[];
  removed: string[];
}

/** Row ids of the input: each existing at most once, none foreign to the event. */
function checkRowIds(
  target: SaveTarget,
  input: EventInput,
  entries: readonly LedgerEntry[],
): { fields: FieldError[]; removed: repo.ProcedureRow[] } {
  const fields: FieldError[] = [];
  const known = new Map(target.existing.map((row) => [row.id, row]));
  const seen = new Set<string>();
  input.procedures.forEach((p, i) => {
    if (!p.rowId) return;
    if (seen.has(p.rowId)) fields.push(fieldError(`procedures.${i}.rowId`, msg(m, 'duplicateRow')));
    else if (!known.has(p.rowId)) fields.push(fieldError(`procedures.${i}.rowId`, msg(e, 'unknownRow')));
    seen.add(p.rowId);
  });
  const removed = target.existing.filter((row) => !seen.has(row.id));
  // Never lose money: a row with receipts, losses or glosas (or any active entry) stays in the event.
  const withEntries = new Set(entries.map((entry) => entry.procedureRowId));
  if (removed.some((row) => procedureHasMoney(row) || withEntries.has(row.id))) {
    fields.push(fieldError('procedures', msg(e, 'procedureHasMoney')));
  }
  return { fields, removed };
}

/** The engine's input for the event: a new row is keyed by its position until it gets an id. */
export function pricingEventOf(
  input: Pick<
    EventInput,
    'type' | 'dtProcedure' | 'accommodation' | 'isEmergency' | 'anesthesiaStart' | 'anesthesiaEnd'
  >,
  procedures: EventInput['procedures'],
  team: PricingTeamMember[],
): PricingEvent {
  return {
    type: input.type,
    dtProcedure: input.dtProcedure,
    accommodation: input.accommodation,
    isEmergency: input.isEmergency,
    anesthesiaStart: input.anesthesiaStart,
    anesthesiaEnd: input.anesthesiaEnd,
    procedures: procedures.map((p, i) => ({
      rowId: p.rowId ?? `new-${i}`,
      code: p.idProc,
      order: p.order,
      proportion: p.proportion,
      techniqueUsed: p.techniqueUsed,
      userCustom: p.userCustom,
      ...(p.value !== undefined ? { value: p.value } : {}),
    })),
    team,
  };
}

/** The event's own ledger items beside its procedure rows (decision 016). */
export interface MoneyExtras {
  complementation: string;
  attendanceFee: string;
  /** Σ of the guide data's expense lines (totalValue). */
  expenses: string;
}

/** The expenses item of an event: the sum of its guide data's expense lines (billing.md §3). */
export function expensesOf(guideData: { expenses?: readonly { totalValue?: string | null }[] | undefined }): string {
  return centsText(
    sumCents((guideData.expenses ?? []).map((line) => (line.totalValue ? toCents(line.totalValue) : 0n))),
  );
}

/**
 * The event's value fields, status money flags and actors list from its priced rows and its
 * ledger (billing.md §3; decision 016): the items are the rows the event keeps, the
 * complementation, the co-participation fee and the expenses; what settled them is the event's
 * active entries. `rowMoney` is each row's balance (received, loss, glosado, discount, over), in
 * the order of `rows`.
 */
export function derivedValues(
  team: PricingTeamMember[],
  rows: { id: string | null; priced: PricedProcedure }[],
  money: { extras: MoneyExtras; entries: readonly LedgerEntry[] },
) {
  const rowKey = (id: string | null, i: number) => id ?? `new-${i}`;
  const items: MoneyItem[] = [
    ...rows.map(({ id, priced }, i) => ({ type: 'PROCEDURE' as const, rowId: rowKey(id, i), value: priced.value })),
    { type: 'COMPLEMENTATION', rowId: null, value: money.extras.complementation },
    { type: 'ATTENDANCEFEE', rowId: null, value: money.extras.attendanceFee },
    { type: 'EXPENSE', rowId: null, value: money.extras.expenses },
  ];
  const { items: balances, orphans } = ledgerBalances(items, money.entries);
  const totals = eventMoneyTotals(balances, orphans);
  const byKey = new Map(balances.map((b) => [itemKey(b.type, b.rowId), b]));
  const rowMoney = rows.map(({ id }, i) => {
    const b = byKey.get(itemKey('PROCEDURE', rowKey(id, i)))!;
    return { received: b.received, loss: b.loss, glosado: b.glosado, discount: b.discount, over: b.over };
  });
  const actors = eventActors(
    team,
    rows.map((r) => r.priced),
  );
  return {
    values: {
      ...totals,
      hasCuted: toCents(totals.totalGlosado) > 0n,
      hasLoss: toCents(totals.totalLoss) > 0n,
      hasComplementation: toCents(totals.complementation) > 0n,
      actors: actors as unknown as Record<string, unknown>[],
      revenueIds: [...new Set(actors.map((a) => a.id))],
      revenueTypes: [...new Set(actors.map((a) => a.type))],
    },
    rowMoney,
  };
}

/**
 * Everything a save writes, decided before anything is written (billing.md §5; decision 015):
 * the checked input, the engine's price of every row, the rows updated in place, inserted and
 * taken out, and the totals. Any refusal throws before the first write. `reads` are the
 * database's (the form) or a spreadsheet import's, kept for its job.
 */
export async function planSave(
  tx: Tx,
  access: SaveAccess,
  target: SaveTarget,
  input: EventInput,
  reads: SaveReads = directSaveReads,
): Promise<SavePlan> {
  const checked = await checkEventInput(tx, access, target, input, reads);
  const entries = target.eventId ? await repo.activeEntries(tx, target.eventId) : [];
  const { fields, removed } = checkRowIds(target, input, entries);
  if (fields.length > 0) refuseWith(fields);
  const team = eventTeam(input);
  const event = pricingEventOf(input, input.procedures, team);
  const result = await priceInput(tx, access, checked.insurer, event, reads);
  const priced = new Map(result.procedures.map((p) => [p.rowId, p]));
  const rows = input.procedures.map((p, i) => ({
    id: p.rowId ?? null,
    input: p,
    priced: priced.get(event.procedures[i]!.rowId)!,
  }));
  const status = target.status === null ? 'AwaitingCheck' : FILLS.has(target.status) ? 'Filled' : target.status;
  const guideData = checked.guideData as unknown as Record<string, unknown>;
  const extras: MoneyExtras = {
    complementation: input.complementation,
    attendanceFee: input.attendanceFee,
    expenses: expensesOf(checked.guideData),
  };
  const derived = derivedValues(team, rows, { extras, entries });
  return {
    insurer: checked.insurer,
    event: {
      type: input.type,
      isEmergency: input.isEmergency,
      isFollowUp: input.isFollowUp,
      shouldBeFollowUp: input.shouldBeFollowUp,
      followUpById: input.followUpById,
      numGuide: checked.numGuide,
      dtProcedure: input.dtProcedure,
      dtRecourse: input.dtRecourse,
      procedureStart: input.procedureStart,
      procedureEnd: input.procedureEnd,
      anesthesiaStart: input.anesthesiaStart,
      anesthesiaEnd: input.anesthesiaEnd,
      healthInsuranceId: checked.insurer.id,
      healthInsuranceWallet: input.healthInsuranceWallet,
      hospitalId: input.hospitalId,
      patientId: input.patientId,
      surgeonId: input.surgeonId,
      anesthetistId: input.anesthetistId,
      secondaryAnesthetistId: input.secondaryAnesthetistId,
      thirdAnesthetistId: input.thirdAnesthetistId,
      residentId: input.residentId,
      accommodation: input.accommodation,
      urgent: input.urgent,
      status,
      guideData,
      customFields: input.customFields,
      ...derived.values,
    },
    rows: rows.map(({ id, input: p, priced: line }, i) => ({
      id,
      values: { idProc: p.idProc, skipAppeal: p.skipAppeal, ...pricedColumns(line), ...derived.rowMoney[i] },
    })),
    removed: removed.map((row) => row.id),
  };
}

/** Writes the planned rows of an event: updates in place, inserts the new ones, soft-deletes the removed. */
export async function writeRows(
  tx: Tx,
  event: { id: string; companyId: string },
  plan: Pick<SavePlan, 'rows' | 'removed'>,
) {
  await repo.softDeleteProcedures(tx, plan.removed);
  await updateProcedures(
    tx,
    plan.rows.flatMap((row) => (row.id ? [{ id: row.id, values: row.values }] : [])),
  );
  await repo.insertProcedures(
    tx,
    plan.rows
      .filter((row) => row.id === null)
      .map((row) => ({ ...row.values, eventId: event.id, companyId: event.companyId })),
  );
}

/** A stored event priced again from its rows and team, and what writing it changes. */
export interface RepricedEvent {
  rows: { id: string; priced: PricedProcedure }[];
  derived: ReturnType<typeof derivedValues>;
}

/**
 * Prices a stored event again under the negotiation in force on its date (the events list's
 * proportion edit and the bulk re-pricing): its rows as saved — `proportionOf` may change one —
 * and its actors as the team. Only for an event without active transactions (billing.md §5: no
 * value changes under recorded money), so the other items keep their values and no entry moves.
 */
export async function repriceStored(
  tx: Tx,
  access: RequestAccess,
  row: repo.EventRow,
  insurer: repo.InsurerRow,
  proportionOf: (p: repo.ProcedureRow) => string = (p) => p.proportion,
): Promise<RepricedEvent> {
  const existing = await repo.listProcedures(tx, row.id);
  type Input = EventInput['procedures'][number];
  const procedures = existing.map((p) => ({
    rowId: p.id,
    idProc: p.idProc,
    order: p.order,
    proportion: proportionOf(p) as Input['proportion'],
    techniqueUsed: p.techniqueUsed as Input['techniqueUsed'],
    userCustom: p.userCustom,
    ...(p.userCustom ? { value: p.value } : {}),
    skipAppeal: p.skipAppeal,
  }));
  const team = (row.actors as { id: string; type: never; order: number }[]).map((a) => ({
    id: a.id,
    role: a.type,
    order: a.order,
  }));
  const event = pricingEventOf({ ...row, dtProcedure: row.dtProcedure! }, procedures, team);
  const result = await priceInput(tx, access, insurer, event);
  const rows = result.procedures.map((priced) => ({ id: priced.rowId, priced }));
  const extras = { complementation: row.complementation, attendanceFee: row.attendanceFee, expenses: row.expenses };
  return { rows, derived: derivedValues(team, rows, { extras, entries: [] }) };
}

/** Writes a re-priced event at `version` (false when another writer moved it first) and its rows. */
export async function writeRepriced(tx: Tx, id: string, version: number, repriced: RepricedEvent): Promise<boolean> {
  if (!(await repo.updateEventAtVersion(tx, id, version, repriced.derived.values))) return false;
  for (const [i, { id: rowId, priced }] of repriced.rows.entries()) {
    await repo.updateProcedure(tx, rowId, { ...pricedColumns(priced), ...repriced.derived.rowMoney[i] });
  }
  return true;
}
