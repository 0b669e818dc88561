import {
  eventCreateBodySchema,
  fmt,
  messages,
  procedureCodeSchema,
  type EventType,
  type SpreadsheetField,
} from '@honora/contract';
import type { Tx } from '@honora/db';
import { AppError } from '../../errors';
import { eventEditLockedByBatch } from '../batch-membership';
import {
  assertChangeable,
  findEventByGuide,
  insertPlannedEvent,
  insurerGuideNumber,
  listProcedures,
  planSave,
  storedEventInput,
  writePlannedUpdate,
  type EventInput,
  type SaveAccess,
  type SavePlan,
  type SaveReadsCache,
} from '../events';
import type { ChunkEvents, ExistingEvent } from './import-chunk';
import type { CellProblem, SheetRow } from './read-event-sheet';
import { type NameCache, resolveNames, RowRefusal } from './resolve-names';

/**
 * One event of a spreadsheet written in the caller's transaction (decision 040 "Rows, events and
 * identity"): its names found in the registries (or created when the user allows it), then the
 * event form's own check and price; a new event is created, an existing one (same insurer and
 * guide) updated where the file has a value, or left alone when nothing differs.
 */

const r = messages.screens.eventImport.rowErrors;
const fieldLabels = messages.screens.billingSettings.spreadsheetConfig.fields;

export interface ImportScope {
  company: { id: string; matrizId: string | null };
  access: SaveAccess;
  eventType: EventType;
  createMissing: boolean;
  /** The fields and custom fields the file carries: an update changes only these. */
  fields: ReadonlySet<SpreadsheetField>;
  customKeys: ReadonlySet<string>;
  /** The event form's reads (insurer, pricing context, mandatory fields…), kept for this import only. */
  reads: SaveReadsCache;
}

export type GroupResult =
  | { outcome: 'rejected'; line: number; reason: string }
  | {
      outcome: 'created' | 'updated' | 'unchanged';
      eventId: string;
      version: number;
      /** The event's input before an update (what an undo puts back). */
      before: EventInput | null;
      plan: SavePlan | null;
    };

export function cellProblemText(problem: CellProblem, dateFormat: string): string {
  switch (problem.code) {
    case 'dateNotFound':
      return fmt(r.dateNotFound, { format: dateFormat });
    case 'notPerformed':
      return fmt(r.notPerformed, { date: problem.date.split('-').reverse().join('/') });
    default:
      return fmt(r[problem.code], { field: problem.field, value: problem.value, format: dateFormat });
  }
}

/** The refusal of the event form in one text (its field errors joined). */
export function refusalText(error: AppError): string {
  const fields = error.fields ?? [];
  return fields.length > 0 ? [...new Set(fields.map((f) => f.message))].join('; ') : error.message;
}

/** The procedure codes of the rows (dots and dashes dropped: 3.16.02.01-3 → 31602013). */
function procedureCodes(rows: readonly SheetRow[]): string[] {
  return rows.map((row) => {
    const typed = row.text.procedureCode ?? '';
    const parsed = procedureCodeSchema.safeParse(typed.replace(/[.\-\s]/g, ''));
    if (!parsed.success) throw new RowRefusal(row.line, fmt(r.missingProcedures, { code: typed }));
    return parsed.data;
  });
}

/** What the file says of the event, as the event form's fields (only what it has a value for). */
function fileValues(rows: readonly SheetRow[], ids: Awaited<ReturnType<typeof resolveNames>>) {
  const first = rows[0]!;
  const t = first.text;
  const values: Partial<EventInput> = {
    healthInsuranceId: ids.healthInsuranceId,
    patientId: ids.patientId,
    dtProcedure: first.dtProcedure!,
  };
  if (ids.hospitalId) values.hospitalId = ids.hospitalId;
  if (ids.surgeonId) values.surgeonId = ids.surgeonId;
  if (ids.anesthetistId) values.anesthetistId = ids.anesthetistId;
  if (t.numGuide) values.numGuide = t.numGuide;
  if (t.healthInsuranceWallet) values.healthInsuranceWallet = t.healthInsuranceWallet;
  Object.assign(values, first.times);
  if (first.accommodation) values.accommodation = first.accommodation;
  if (first.isEmergency !== null) values.isEmergency = first.isEmergency;
  return values;
}

function parseInput(companyId: string, line: number, raw: Record<string, unknown>): EventInput {
  const parsed = eventCreateBodySchema.safeParse({ companyId, ...raw });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? '');
    const label = (fieldLabels as Record<string, string>)[field];
    throw new RowRefusal(line, label ? `${label}: ${issue.message}` : issue.message);
  }
  const { companyId: _companyId, ...input } = parsed.data;
  return input;
}

/** A new event's input: the file's values over the form's defaults. */
function newEventInput(scope: ImportScope, rows: readonly SheetRow[], ids: Awaited<ReturnType<typeof resolveNames>>) {
  const codes = procedureCodes(rows);
  const first = rows[0]!;
  return parseInput(scope.company.id, first.line, {
    type: scope.eventType,
    ...fileValues(rows, ids),
    procedures: codes.map((idProc, i) => ({ idProc, order: i + 1 })),
    guideData: first.text.password ? { password: first.text.password } : {},
    customFields: first.customFields,
  });
}

/**
 * A stored event's input changed where the file has a value (decision 040): the procedures
 * become the file's, each keeping its stored row (and money) when the code was there already.
 */
function changedInput(
  scope: ImportScope,
  stored: EventInput,
  rows: readonly SheetRow[],
  ids: Awaited<ReturnType<typeof resolveNames>>,
): EventInput {
  const codes = procedureCodes(rows);
  const first = rows[0]!;
  const left = [...stored.procedures];
  const procedures = codes.map((idProc, i) => {
    const at = left.findIndex((p) => p.idProc === idProc);
    const kept = at >= 0 ? left.splice(at, 1)[0]! : null;
    return kept ? { ...kept, order: i + 1 } : { idProc, order: i + 1 };
  });
  const customFields = { ...stored.customFields };
  for (const [key, value] of Object.entries(first.customFields)) {
    if (scope.customKeys.has(key)) customFields[key] = value;
  }
  return parseInput(scope.company.id, first.line, {
    ...stored,
    ...fileValues(rows, ids),
    procedures,
    guideData: first.text.password ? { ...stored.guideData, password: first.text.password } : stored.guideData,
    customFields,
  });
}

const sameInput = (a: EventInput, b: EventInput) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes one event of the file in `tx` (a savepoint of the caller's): any refusal rolls back
 * what this event wrote — a patient created for it included — and answers the row and reason.
 * `chunk` is what the job's transaction read of its events beforehand (prepareChunk).
 */
export async function importGroup(
  tx: Tx,
  scope: ImportScope,
  cache: NameCache,
  rows: readonly SheetRow[],
  dateFormat: string,
  chunk?: ChunkEvents,
): Promise<GroupResult> {
  const created: string[] = [];
  try {
    const result = await tx.transaction(async (savepoint): Promise<GroupResult> => {
      for (const row of rows) {
        const [problem] = row.problems;
        if (problem) throw new RowRefusal(row.line, cellProblemText(problem, dateFormat));
      }
      const first = rows[0]!;
      const ids = await resolveNames(savepoint, scope, cache, first, created);
      const found = await existingEvent(savepoint, scope, ids.healthInsuranceId, first, chunk);
      if (!found) {
        const input = newEventInput(scope, rows, ids);
        const plan = await planSave(
          savepoint,
          scope.access,
          { companyId: scope.company.id, eventId: null, existing: [], status: null },
          input,
          scope.reads,
        );
        const eventId = await insertPlannedEvent(savepoint, scope.company, plan);
        return { outcome: 'created' as const, eventId, version: 1, before: null, plan };
      }
      const existing = found.row;
      assertChangeable(existing);
      if (await eventEditLockedByBatch(savepoint, existing)) {
        throw new AppError('statusError', { message: messages.screens.batches.errors.eventClosedBatch });
      }
      const existingRows = found.procedures ?? (await listProcedures(savepoint, existing.id));
      const stored = await storedEventInput(savepoint, existing, existingRows);
      const input = changedInput(scope, stored, rows, ids);
      if (sameInput(input, stored)) {
        return {
          outcome: 'unchanged' as const,
          eventId: existing.id,
          version: existing.version,
          before: null,
          plan: null,
        };
      }
      const plan = await planSave(
        savepoint,
        scope.access,
        { companyId: existing.companyId, eventId: existing.id, existing: existingRows, status: existing.status },
        input,
        scope.reads,
      );
      await writePlannedUpdate(savepoint, existing, existing.version, plan);
      return { outcome: 'updated' as const, eventId: existing.id, version: existing.version + 1, before: stored, plan };
    });
    // Written and its savepoint released: the kept insurer now has events (the write marked
    // it), and what the transaction read of the event's identity beforehand no longer holds.
    if (result.outcome !== 'rejected' && result.plan) {
      scope.reads.insurerHasEvents(scope.access.companyIds, result.plan.insurer.id);
      chunk?.forget(result.plan.insurer.id, result.plan.event.numGuide ?? null);
    }
    return result;
  } catch (error) {
    cache.forget(created);
    const line = rows[0]!.line;
    if (error instanceof RowRefusal) return { outcome: 'rejected', line: error.line, reason: error.reason };
    if (error instanceof AppError && error.code !== 'unknown') {
      const reason = refusalText(error);
      const guide = rows[0]!.text.numGuide ?? '';
      const notChangeable = error.code === 'statusError';
      return {
        outcome: 'rejected',
        line,
        reason: notChangeable ? fmt(r.notChangeable, { numGuide: guide, reason }) : reason,
      };
    }
    throw error;
  }
}

/** The event with the file's insurer and guide number (as the insurer stores it), if any. */
async function existingEvent(
  tx: Tx,
  scope: ImportScope,
  insurerId: string,
  first: SheetRow,
  chunk: ChunkEvents | undefined,
): Promise<ExistingEvent | null> {
  const typed = first.text.numGuide;
  if (!typed) return null;
  const insurer = await scope.reads.findInsurer(tx, scope.access.companyIds, insurerId, false);
  if (!insurer) return null;
  const guide = insurerGuideNumber(insurer, typed);
  if (!guide.ok || !guide.value) return null;
  const known = chunk?.get(insurerId, guide.value);
  if (known !== undefined) return known;
  const row = await findEventByGuide(tx, { companyId: scope.company.id, insurerId, numGuide: guide.value });
  return row ? { row, procedures: null } : null;
}
