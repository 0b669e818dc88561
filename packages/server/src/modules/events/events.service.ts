import {
  ANESTHESIA_TEAM_ROLES,
  messages,
  msg,
  type eventCreateBodySchema,
  type eventProportionBodySchema,
  type eventUpdateBodySchema,
  type EventView,
} from '@honora/contract';
import { withTenant, type Tx } from '@honora/db';
import {
  brazilDateTime,
  eventActionFlags,
  FINISHED_STATUSES,
  proportionEditRefusal,
  type ActionSubject,
  type EventStatus,
  type ProportionEditRefusal,
  type TeamRole,
} from '@honora/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, fieldError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { eventEditLockedByBatch } from '../batch-membership';
import { isOwnEvent, eventScope } from './event-scope';
import { planSave, repriceStored, writeRepriced, writeRows, type SavePlan } from './event-save';
import { refuseWith, type EventInput } from './event-validation';
import { toEventView } from './event-view';
import * as repo from './events.repository';

const e = messages.screens.events.errors;

const notFound = () => new AppError('notFound', { message: msg(e, 'notFound') });

/** What the user may do with one event, from the guard's permission decisions (billing.md §4 flags; decision 015). */
export function actionSubject(auth: AuthSession, access: RequestAccess, row: repo.EventRow): ActionSubject {
  return {
    canWrite: canWriteEvent(auth, access, row),
    hasBillingAccess: access.allows('billing', 'write'),
    canRevertStatus: access.allows('events', 'revertStatus'),
    canRemove: access.allows('events', 'rm'),
    canSeeValues: access.canSeeValues,
  };
}

/** events write in a company the user may change, or writeOwn on one of their own events. */
export function canWriteEvent(auth: AuthSession, access: RequestAccess, row: repo.EventRow): boolean {
  if (!access.eventWritableCompanyIds.includes(row.companyId)) return false;
  return access.allows('events', 'write') || (access.allows('events', 'writeOwn') && isOwnEvent(auth.userId, row));
}

/** The surgeon of this event is hidden from the user: the company hides it and the event is not theirs. */
export function surgeonHiddenFor(auth: AuthSession, access: RequestAccess, row: repo.EventRow): boolean {
  return access.surgeonHidden && !isOwnEvent(auth.userId, row);
}

/** One event in the session's scope (404 when not visible); `lock` holds it for a write. */
export async function eventOrFail(tx: Tx, auth: AuthSession, access: RequestAccess, id: string, lock = false) {
  const row = await repo.findEvent(tx, eventScope(auth, access), id, lock);
  if (!row) throw notFound();
  return row;
}

/** The otherUser refusal (decision 015): who saved the event last and when, dd/MM/yyyy HH:mm. */
export async function staleVersionError(tx: Tx, id: string): Promise<AppError> {
  const row = await repo.lastWriter(tx, id);
  const updatedByName = row ? (row.updatedByName ?? row.createdByName) : '';
  const at = row ? (row.updatedAt ?? row.createdAt) : new Date();
  return new AppError('otherUser', {
    message: msg(e, 'otherUser', { name: updatedByName, when: brazilDateTime(at) }),
    params: { updatedByName, updatedAt: at.toISOString() },
  });
}

/** Moves the event to the next version if it is still at `version` (else otherUser); `values` are written with it. */
export async function bumpVersion(
  tx: Tx,
  id: string,
  version: number,
  values: Partial<repo.EventValues> = {},
): Promise<void> {
  if (!(await repo.updateEventAtVersion(tx, id, version, values))) throw await staleVersionError(tx, id);
}

/** The event view inside an open transaction (the actions route answers it after a change). */
export async function loadEventView(tx: Tx, auth: AuthSession, access: RequestAccess, id: string): Promise<EventView> {
  const row = await eventOrFail(tx, auth, access, id);
  const company = await repo.findCompany(tx, row.companyId);
  const insurer = row.healthInsuranceId ? await repo.findInsurer(tx, access.companyIds, row.healthInsuranceId) : null;
  const names = await repo.linkedNames(tx, row, company?.name ?? '');
  const actions = eventActionFlags(
    {
      status: row.status as EventStatus,
      active: row.active,
      isLocked: row.isLocked,
      isProcessing: row.isProcessing,
      insurer: insurer
        ? { hasSendGuia: insurer.hasSendGuia, isNotValued: insurer.isNotValued, isParticular: insurer.isParticular }
        : null,
      hasTransactions: await repo.hasActiveTransactions(tx, id),
      companyIsFilial: company?.isFilial ?? false,
    },
    actionSubject(auth, access, row),
  );
  // A company that receives only through collections takes no receipt on an event in none (decision 030).
  const receivesOnlyByCollections = company?.flags.receiveOnlyByCollections === true && row.cobrancaId === null;
  if (receivesOnlyByCollections) Object.assign(actions, { receiveAll: false, receiveRemainder: false });
  // An event of a closed / accepted batch with closeBatchSendsAndLocks on is not edited (issue 8).
  if ((actions.edit || actions.editProcedure || actions.editValues) && (await eventEditLockedByBatch(tx, row))) {
    Object.assign(actions, { edit: false, editProcedure: false, editValues: false });
  }
  return toEventView({
    row,
    procedures: await repo.listProcedures(tx, id),
    observations: await repo.listObservations(tx, id),
    attachments: await repo.listAttachments(tx, id),
    names,
    actions,
    canSeeValues: access.canSeeValues,
    surgeonHidden: surgeonHiddenFor(auth, access, row),
    receivesOnlyByCollections,
  });
}

/** GET /api/events/:id — the event with procedures, observations, attachments, names and action flags. */
export async function getEventView(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<EventView> {
  return withTenant(ctx.db, tenantOf(auth, access), (tx) => loadEventView(tx, auth, access, id));
}

type CreateBody = z.output<typeof eventCreateBodySchema>;
type UpdateBody = z.output<typeof eventUpdateBodySchema>;

const notWritable = () => new AppError('permissionDenied', { message: msg(e, 'notWritable') });

/**
 * POST /api/events: checked, priced and written in one transaction (billing.md §5; decision
 * 015) in AwaitingCheck. A member with only writeOwn registers only events they take part in.
 */
export async function createEvent(ctx: AppContext, auth: AuthSession, access: RequestAccess, body: CreateBody) {
  const { companyId, ...input } = body;
  if (!access.eventWritableCompanyIds.includes(companyId)) throw notWritable();
  if (!access.allows('events', 'write') && !isOwnEvent(auth.userId, input)) {
    throw new AppError('permissionDenied', { message: msg(e, 'ownEventsOnly') });
  }
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const company = await repo.findCompany(tx, companyId);
    if (!company) throw notWritable();
    const plan = await planSave(tx, access, { companyId, eventId: null, existing: [], status: null }, input);
    const id = await insertPlannedEvent(tx, { id: companyId, matrizId: company.matrizId }, plan);
    return loadEventView(tx, auth, access, id);
  });
}

/** Writes a new event as planned (the form's create and the spreadsheet import). */
export async function insertPlannedEvent(
  tx: Tx,
  company: { id: string; matrizId: string | null },
  plan: SavePlan,
): Promise<string> {
  const id = await repo.insertEvent(tx, { ...plan.event, companyId: company.id, matrizId: company.matrizId });
  await writeRows(tx, { id, companyId: company.id }, plan);
  if (!plan.insurer.hasEvents) await repo.markInsurerHasEvents(tx, plan.insurer.id);
  return id;
}

/** Writes a planned change of an event read at `version` (otherUser when someone saved first). */
export async function writePlannedUpdate(
  tx: Tx,
  row: { id: string; companyId: string },
  version: number,
  plan: SavePlan,
): Promise<void> {
  await bumpVersion(tx, row.id, version, plan.event);
  await writeRows(tx, row, plan);
  if (!plan.insurer.hasEvents) await repo.markInsurerHasEvents(tx, plan.insurer.id);
}

/** Refuses a change of an event that is removed, locked or finished (it must be reverted first). */
export function assertChangeable(row: repo.EventRow): void {
  if (!row.active) throw new AppError('statusError', { message: msg(e, 'inactive') });
  if (row.isLocked || (FINISHED_STATUSES as readonly string[]).includes(row.status)) {
    throw new AppError('statusError', { message: msg(e, 'locked') });
  }
}

/** An event the user may change: visible, in a writable company, and theirs when they only have writeOwn. */
async function writableEvent(tx: Tx, auth: AuthSession, access: RequestAccess, id: string) {
  const row = await eventOrFail(tx, auth, access, id, true);
  if (!canWriteEvent(auth, access, row)) throw notWritable();
  return row;
}

/**
 * PUT /api/events/:id: the same checks and pricing as a create, against the version the screen
 * read (otherUser when someone saved first). Rows named by rowId are updated in place, rows
 * left out are taken out (never one with money), new rows are added; all in one transaction.
 */
export async function updateEvent(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: UpdateBody,
) {
  const { version, ...input } = body;
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const row = await writableEvent(tx, auth, access, id);
    // writeOwn: the event must stay one the user takes part in.
    if (!access.allows('events', 'write') && !isOwnEvent(auth.userId, input)) {
      throw new AppError('permissionDenied', { message: msg(e, 'ownEventsOnly') });
    }
    if (row.version !== version) throw await staleVersionError(tx, id);
    assertChangeable(row);
    if (await eventEditLockedByBatch(tx, row)) {
      throw new AppError('statusError', { message: msg(messages.screens.batches.errors, 'eventClosedBatch') });
    }
    const existing = await repo.listProcedures(tx, id);
    const typed = keepingWhatIsHidden(auth, access, row, input);
    const plan = await planSave(
      tx,
      access,
      { companyId: row.companyId, eventId: id, existing, status: row.status },
      typed,
    );
    await writePlannedUpdate(tx, row, version, plan);
    return loadEventView(tx, auth, access, id);
  });
}

/**
 * What the user was not shown stays as stored: the complementation and the fee for a user who
 * may not see values; the surgeon and the surgeon-side team for a user from whom the company
 * hides them (surgeonHidden).
 */
function keepingWhatIsHidden(auth: AuthSession, access: RequestAccess, row: repo.EventRow, input: EventInput) {
  let typed: EventInput = input;
  if (!access.canSeeValues) {
    typed = { ...typed, complementation: row.complementation, attendanceFee: row.attendanceFee };
  }
  if (surgeonHiddenFor(auth, access, row)) {
    const stored = (row.actors as { id: string; type: TeamRole; order: number }[]).filter(
      (a) => !ANESTHESIA_TEAM_ROLES.has(a.type) && !(a.type === 'surgeon' && a.order === 1 && a.id === row.surgeonId),
    );
    typed = {
      ...typed,
      surgeonId: row.surgeonId,
      actors: [
        ...typed.actors.filter((a) => ANESTHESIA_TEAM_ROLES.has(a.type)),
        ...stored.map(({ id, type, order }) => ({ id, type, order })),
      ],
    };
  }
  return typed;
}

const proportionMessages = {
  accessDenied: 'proportionAccessDenied',
  status: 'proportionStatus',
  reportEvents: 'proportionReportEvents',
  transactions: 'proportionTransactions',
} as const satisfies Record<ProportionEditRefusal, keyof typeof e>;

/**
 * PUT /api/events/:id/procedures/:rowId/proportion — the events list's proportion edit
 * (billing.md §5 rules, §8 messages): the event is priced again with the new proportion and
 * moves to the next version.
 */
export async function setProcedureProportion(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  params: { id: string; rowId: string },
  body: z.output<typeof eventProportionBodySchema>,
) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const row = await eventOrFail(tx, auth, access, params.id, true);
    const refusal = proportionEditRefusal({
      canWrite: canWriteEvent(auth, access, row),
      status: row.status as EventStatus,
      hasTransactions: await repo.hasActiveTransactions(tx, params.id),
      notChangeInReportEvents: access.companyFlags.notChangeProcedureProportionInReportEvents === true,
    });
    if (refusal) {
      const code = refusal === 'accessDenied' ? 'permissionDenied' : 'statusError';
      throw new AppError(code, { message: msg(e, proportionMessages[refusal]) });
    }
    if (row.version !== body.version) throw await staleVersionError(tx, params.id);
    if (!row.active) throw new AppError('statusError', { message: msg(e, 'inactive') });
    const existing = await repo.listProcedures(tx, params.id);
    if (!existing.some((p) => p.id === params.rowId)) {
      throw new AppError('notFound', { message: msg(e, 'procedureNotFound') });
    }
    const insurer = row.healthInsuranceId ? await repo.findInsurer(tx, access.companyIds, row.healthInsuranceId) : null;
    if (!insurer || !row.dtProcedure) refuseWith([fieldError('healthInsuranceId', msg(e, 'insurerNotFound'))]);
    // No active entries here (the rule above refuses an event with transactions); the other items stay.
    const repriced = await repriceStored(tx, access, row, insurer!, (p) =>
      p.id === params.rowId ? body.proportion : p.proportion,
    );
    if (!(await writeRepriced(tx, params.id, body.version, repriced))) throw await staleVersionError(tx, params.id);
    return loadEventView(tx, auth, access, params.id);
  });
}
