import { ACTION_DEFINITIONS } from '../events/machine';
import type { EventStatus } from '../events/statuses';

/**
 * Batch (lote) rules of billing.md §4 Batch, §5, §8 and §9 (decision 017), pure: the server
 * loads the batch and the events, asks these functions and writes what they answer.
 */

export type BatchStatusValue = 'OPEN' | 'CLOSED' | 'ON_GOING' | 'ACCEPTED';
export type BatchTypeValue = 'Honorario' | 'SPSADT' | 'Consulta';

/** A TISS lote holds at most 100 guides (NOTES.md §2). */
export const TISS_LOTE_MAX_GUIDES = 100;
/** billing.md §9: autoBatchMaxEvents 99. */
export const DEFAULT_AUTO_BATCH_MAX_EVENTS = 99;
/** billing.md §9: monthQuantityOnAutoBatchByMonthYear 1. */
export const DEFAULT_AUTO_BATCH_MONTHS = 1;

/** The room of a batch: the insurer's autoBatchMaxEvents (default 99), never beyond 100 guides. */
export function batchMaxEvents(configured: number | null | undefined): number {
  const value = typeof configured === 'number' && Number.isFinite(configured) && configured >= 1 ? configured : null;
  return Math.min(Math.floor(value ?? DEFAULT_AUTO_BATCH_MAX_EVENTS), TISS_LOTE_MAX_GUIDES);
}

/** billing.md §4 Batch: an event's batch changes only in these statuses (the machine's addToBatch). */
export const BATCH_CHANGE_STATUSES: readonly EventStatus[] = ACTION_DEFINITIONS.addToBatch.from;

/** Why an event stays out of (or in) a batch; the contract's BATCH_WARNINGS codes. */
export type BatchEventWarning =
  | 'closed'
  | 'full'
  | 'typeMismatch'
  | 'insurerMismatch'
  | 'noInsurer'
  | 'status'
  | 'hasTransactions'
  | 'alreadyInBatch'
  | 'notInBatch'
  | 'inactive'
  | 'notWritable';

export interface BatchFacts {
  id: string;
  status: BatchStatusValue;
  type: BatchTypeValue;
  healthInsuranceId: string | null;
}

export interface BatchEventFacts {
  active: boolean;
  status: EventStatus;
  type: BatchTypeValue;
  healthInsuranceId: string | null;
  hasTransactions: boolean;
  /** The batch the event is in now (events.batches_ids holds the current batch only). */
  currentBatchId: string | null;
  /** The status of that batch (null when there is none or it was removed). */
  currentBatchStatus: BatchStatusValue | null;
}

/** The status / transactions rule shared by adding, moving and removing (billing.md §4 Batch). */
function changeRefusal(event: BatchEventFacts): BatchEventWarning | null {
  if (!BATCH_CHANGE_STATUSES.includes(event.status)) return 'status';
  if (event.hasTransactions) return 'hasTransactions';
  return null;
}

/**
 * Whether an event may go into the batch, in this order: the batch is open (closed) and has
 * an insurer (noInsurer); the event is not removed (inactive) and not in this batch already
 * (alreadyInBatch); same type (typeMismatch) and insurer (insurerMismatch); its status and
 * transactions allow a change of batch (status, hasTransactions); the batch it leaves is open
 * (closed); and the batch has room: `activeCount` events of at most `maxEvents` (full).
 * null: it goes in.
 */
export function batchAddWarning(
  batch: BatchFacts,
  event: BatchEventFacts,
  room: { activeCount: number; maxEvents: number },
): BatchEventWarning | null {
  if (batch.status !== 'OPEN') return 'closed';
  if (!batch.healthInsuranceId) return 'noInsurer';
  if (!event.active) return 'inactive';
  if (event.currentBatchId === batch.id) return 'alreadyInBatch';
  if (event.type !== batch.type) return 'typeMismatch';
  if (event.healthInsuranceId !== batch.healthInsuranceId) return 'insurerMismatch';
  const refusal = changeRefusal(event);
  if (refusal) return refusal;
  if (event.currentBatchId !== null && event.currentBatchStatus !== null && event.currentBatchStatus !== 'OPEN') {
    return 'closed';
  }
  if (room.activeCount >= room.maxEvents) return 'full';
  return null;
}

/** Whether an event may leave the batch: the batch is open, the event is in it, status and transactions allow it. */
export function batchRemoveWarning(batch: BatchFacts, event: BatchEventFacts): BatchEventWarning | null {
  if (batch.status !== 'OPEN') return 'closed';
  if (event.currentBatchId !== batch.id) return 'notInBatch';
  return changeRefusal(event);
}

export type BatchStatusActionName = 'close' | 'reopen' | 'startChecking' | 'accept' | 'unaccept';

export interface BatchStatusState {
  status: BatchStatusValue;
  closed: boolean;
  accepted: boolean;
}

export type BatchStatusOutcome =
  { ok: true; state: BatchStatusState } | { ok: false; reason: 'statusAction' | 'acceptLocked' };

const STATUS_ACTION_FROM: Record<BatchStatusActionName, readonly BatchStatusValue[]> = {
  close: ['OPEN'],
  reopen: ['CLOSED', 'ON_GOING'],
  startChecking: ['OPEN', 'CLOSED'],
  accept: ['OPEN', 'CLOSED', 'ON_GOING'],
  unaccept: ['ACCEPTED'],
};

/**
 * The batch status machine (billing.md §4 Batch; decision 017): close OPEN → CLOSED; reopen
 * CLOSED / ON_GOING → OPEN; startChecking OPEN / CLOSED → ON_GOING; accept OPEN / CLOSED /
 * ON_GOING → ACCEPTED (closed and accepted); unaccept ACCEPTED → CLOSED, refused once an XML
 * was generated (acceptLocked). Any other start: statusAction.
 */
export function applyBatchStatusAction(
  action: BatchStatusActionName,
  state: BatchStatusState,
  xmlGenerated: boolean,
): BatchStatusOutcome {
  if (!STATUS_ACTION_FROM[action].includes(state.status)) return { ok: false, reason: 'statusAction' };
  switch (action) {
    case 'close':
      return { ok: true, state: { status: 'CLOSED', closed: true, accepted: false } };
    case 'reopen':
      return { ok: true, state: { status: 'OPEN', closed: false, accepted: false } };
    case 'startChecking':
      return { ok: true, state: { status: 'ON_GOING', closed: state.closed, accepted: false } };
    case 'accept':
      return { ok: true, state: { status: 'ACCEPTED', closed: true, accepted: true } };
    case 'unaccept':
      if (xmlGenerated) return { ok: false, reason: 'acceptLocked' };
      return { ok: true, state: { status: 'CLOSED', closed: true, accepted: false } };
  }
}

/** Accepting moves the batch's active events in these statuses to WaitPayment (guide sent). */
export const ACCEPT_MOVES_STATUSES: readonly EventStatus[] = ['AwaitingCheck', 'Custom', 'Pending', 'WaitSendGuia'];
/** Closing with the company flag closeBatchSendsAndLocks sends the guides of these events. */
export const CLOSE_SENDS_STATUSES: readonly EventStatus[] = ['WaitSendGuia'];
/** Sending the guide of a whole batch applies to its active events in these statuses (billing.md §4). */
export const BATCH_SEND_GUIDE_STATUSES: readonly EventStatus[] = ['AwaitingCheck', 'Pending', 'WaitSendGuia'];
/** With closeBatchSendsAndLocks on, the events of a batch in these statuses cannot be edited. */
export const EDIT_LOCKING_BATCH_STATUSES: readonly BatchStatusValue[] = ['CLOSED', 'ACCEPTED'];

/** Whether a batch locks the editing of its events (the company flag closeBatchSendsAndLocks). */
export function batchLocksEditing(status: BatchStatusValue, closeBatchSendsAndLocks: boolean): boolean {
  return closeBatchSendsAndLocks && EDIT_LOCKING_BATCH_STATUSES.includes(status);
}

export interface BatchActionSubject {
  /** batches write in a company the user may change. */
  canWrite: boolean;
  /** billing write (sending guides is a billing action, billing.md §4). */
  hasBillingAccess: boolean;
}

export interface BatchActionState {
  status: BatchStatusValue;
  active: boolean;
  xmlGenerated: boolean;
  /** Active events in the batch. */
  activeEvents: number;
  /** Every event pointing at the batch (removed ones too). */
  allEvents: number;
}

export interface BatchActionFlags {
  edit: boolean;
  addEvents: boolean;
  removeEvents: boolean;
  close: boolean;
  reopen: boolean;
  startChecking: boolean;
  accept: boolean;
  unaccept: boolean;
  sendGuides: boolean;
  generateXml: boolean;
  remove: boolean;
}

/** What the batch screen offers this user now. */
export function batchActionFlags(state: BatchActionState, subject: BatchActionSubject): BatchActionFlags {
  const w = subject.canWrite && state.active;
  const can = (action: BatchStatusActionName) =>
    w &&
    applyBatchStatusAction(action, { status: state.status, closed: false, accepted: false }, state.xmlGenerated).ok;
  return {
    edit: w,
    addEvents: w && state.status === 'OPEN',
    removeEvents: w && state.status === 'OPEN' && state.allEvents > 0,
    close: can('close'),
    reopen: can('reopen'),
    startChecking: can('startChecking'),
    accept: can('accept'),
    unaccept: can('unaccept'),
    sendGuides: w && subject.hasBillingAccess && state.activeEvents > 0,
    generateXml: w && state.activeEvents > 0,
    remove: w && state.status === 'OPEN' && state.allEvents === 0,
  };
}

// ——— Automatic batching by month / year (billing.md §3, §9) ———

const MONTH = /^(\d{4})-(\d{2})/;

/** YYYY-MM of a date (YYYY-MM-DD), or null. */
export function competenceOf(date: string | null | undefined): string | null {
  const match = date ? MONTH.exec(date) : null;
  return match ? `${match[1]}-${match[2]}` : null;
}

const monthIndex = (competence: string): number | null => {
  const match = MONTH.exec(competence);
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return Number(match[1]) * 12 + (month - 1);
};

/**
 * Whether an automatic batch of `competence` (its first month) takes a procedure of
 * `dtProcedure`: the procedure month is one of the `months` months from the competence on.
 */
export function competenceCovers(competence: string | null, dtProcedure: string | null, months: number): boolean {
  const start = competence ? monthIndex(competence) : null;
  const procedure = competenceOf(dtProcedure);
  const at = procedure ? monthIndex(procedure) : null;
  if (start === null || at === null) return false;
  const span = Math.max(1, Math.floor(months) || DEFAULT_AUTO_BATCH_MONTHS);
  return at >= start && at < start + span;
}

export interface AutoBatchEvent {
  companyId: string;
  type: BatchTypeValue;
  healthInsuranceId: string;
  hospitalId: string | null;
  dtProcedure: string | null;
}

export interface AutoBatchSettings {
  autoBatch: boolean;
  autoBatchByMonthYear: boolean;
  batchByHospital: boolean;
  monthQuantity: number;
  maxEvents: number;
}

export interface AutoBatchCandidate {
  id: string;
  companyId: string;
  status: BatchStatusValue;
  active: boolean;
  automatic: boolean;
  type: BatchTypeValue;
  healthInsuranceId: string;
  hospitalId: string | null;
  competence: string | null;
  activeCount: number;
}

/** Whether an open automatic batch takes the checked event (same company, insurer, type, month span, hospital, room). */
export function autoBatchFits(
  candidate: AutoBatchCandidate,
  event: AutoBatchEvent,
  settings: AutoBatchSettings,
): boolean {
  if (!candidate.active || !candidate.automatic || candidate.status !== 'OPEN') return false;
  if (candidate.companyId !== event.companyId) return false;
  if (candidate.healthInsuranceId !== event.healthInsuranceId || candidate.type !== event.type) return false;
  if (settings.batchByHospital && candidate.hospitalId !== event.hospitalId) return false;
  if (
    settings.autoBatchByMonthYear &&
    !competenceCovers(candidate.competence, event.dtProcedure, settings.monthQuantity)
  ) {
    return false;
  }
  return candidate.activeCount < batchMaxEvents(settings.maxEvents);
}

/** The competence of a new automatic batch: the procedure month (else the current month, `today` YYYY-MM-DD). */
export function newAutoBatchCompetence(event: AutoBatchEvent, today: string): string {
  return competenceOf(event.dtProcedure) ?? competenceOf(today) ?? today.slice(0, 7);
}

// ——— Invoices (billing.md §2; decision 017) ———

/** The machine's addInvoice statuses: WaitSendGuia, WaitPayment, WaitSendRecourse, WaitRecourse. */
export const INVOICE_EVENT_STATUSES: readonly EventStatus[] = ACTION_DEFINITIONS.addInvoice.from;

export type InvoiceEventRefusal = 'eventPayer' | 'eventStatus';

/** Whether an event may be covered by an invoice of `payerId`: the payer's event, in a status that allows "add invoice". */
export function invoiceEventRefusal(
  payerId: string,
  event: { healthInsuranceId: string | null; status: EventStatus; active: boolean },
): InvoiceEventRefusal | null {
  if (event.healthInsuranceId !== payerId) return 'eventPayer';
  if (!event.active || !INVOICE_EVENT_STATUSES.includes(event.status)) return 'eventStatus';
  return null;
}
