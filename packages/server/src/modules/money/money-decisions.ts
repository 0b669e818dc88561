import { messages, msg, type BulkResultValue, type EventBulkResult, type LocalizedText } from '@honora/contract';
import {
  autoFinishStatus,
  canStart,
  finishPlan,
  itemKey,
  planMoneyAction,
  type ActionRefusal,
  type FinalizeWith,
  type FinalStatus,
  type MoneyAction,
  type PlannedEntry,
  type TransactionType,
} from '@honora/domain';
import { AppError, localized } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { type ActionTarget, isOwnEvent } from '../events';
import type { EventLedger } from './ledger.service';

/**
 * The money actions decided in memory for one event (billing.md §4; decision 016): whether the
 * event may take the action now, the entries it posts and the status it finishes in. The single
 * routes throw the refusal's error; the bulk route answers its result type (billing.md §8).
 */

const m = messages.screens.money.errors;
const ev = messages.screens.events.errors;

export interface Refusal {
  result: Exclude<BulkResultValue, 'success'>;
  error: AppError;
}

export interface MoneyDecision {
  target: ActionTarget;
  entries: PlannedEntry[];
  /** finalize: the status the plan reaches (always set); other actions: decided after posting (auto-finish). */
  finalStatus: FinalStatus | null;
}

export type Decided = { ok: true; decision: MoneyDecision } | { ok: false; refusal: Refusal };

export interface MoneyRequest {
  action: MoneyAction;
  item?: { type: TransactionType; rowId: string | null } | undefined;
  finalizeWith: FinalizeWith;
}

const statusError = (message: LocalizedText) => new AppError('statusError', { message });

/** The machine's refusal of a money action as the money catalog says it. */
function startRefusal(reason: ActionRefusal): Refusal {
  switch (reason) {
    case 'statusInvalidFinalize':
      return { result: 'invalidStatus', error: statusError(msg(m, 'statusInvalidFinalize')) };
    case 'statusInvalid':
    case 'statusInvalidCheck':
    case 'statusInvalidSendGuia':
      return { result: 'invalidStatus', error: statusError(msg(m, 'statusInvalid')) };
    case 'healthInsuranceNotFound':
      return { result: 'healthInsuranceNotFound', error: statusError(msg(ev, 'insurerNotFound')) };
    case 'locked':
      return { result: 'invalidState', error: statusError(msg(m, 'locked')) };
    case 'inactive':
      return { result: 'invalidState', error: statusError(msg(m, 'inactive')) };
    case 'observationRequired':
    case 'customStatusRequired':
      return { result: 'invalidState', error: new AppError('inputError') };
  }
}

/** The user may change this event: a writable company, and theirs when they only have writeOwn. */
export function ownershipRefusal(auth: AuthSession, access: RequestAccess, target: ActionTarget): Refusal | null {
  if (!access.eventWritableCompanyIds.includes(target.companyId)) {
    return { result: 'invalidState', error: new AppError('permissionDenied', { message: msg(ev, 'notWritable') }) };
  }
  if (access.ownerOnly && !isOwnEvent(auth.userId, target)) {
    return { result: 'invalidState', error: new AppError('permissionDenied') };
  }
  return null;
}

/** Whether the event may take a money action now (status WaitPayment / WaitRecourse / Pending, active, not locked…). */
export function startRefusalOf(
  action: MoneyAction | 'cancel',
  auth: AuthSession,
  access: RequestAccess,
  target: ActionTarget,
): Refusal | null {
  const owner = ownershipRefusal(auth, access, target);
  if (owner) return owner;
  const start = canStart(action, target.state);
  return start.ok ? null : startRefusal(start.reason);
}

type PlanRefusal = 'itemNotFound' | 'nothingOpen' | 'unknownAction' | 'notBalanced' | 'attendanceFeeOpen';

/** The ledger's refusals (billing.md §4, §5): their catalog text and bulk result type. */
function planRefusal(reason: PlanRefusal): Refusal {
  switch (reason) {
    case 'itemNotFound':
      return { result: 'invalidState', error: AppError.field('inputError', 'item', msg(m, 'itemNotFound')) };
    case 'nothingOpen':
      return { result: 'invalidState', error: statusError(msg(m, 'nothingOpen')) };
    case 'unknownAction':
      return { result: 'unknown', error: AppError.field('inputError', 'action', msg(m, 'unknownAction')) };
    case 'notBalanced':
      return { result: 'invalidState', error: statusError(msg(m, 'notBalanced')) };
    case 'attendanceFeeOpen':
      return { result: 'partialWithOpenAttendanceFee', error: statusError(msg(m, 'attendanceFeeOpen')) };
  }
}

/**
 * One event's money action: the machine's start rule, then the ledger's plan — receive / lose /
 * glosa all or an item's remainder (planMoneyAction), or finalize with the chosen settlement
 * (finishPlan: its entries and final status, or notBalanced / attendanceFeeOpen).
 */
export function decideMoneyAction(
  auth: AuthSession,
  access: RequestAccess,
  target: ActionTarget,
  ledger: EventLedger,
  request: MoneyRequest,
): Decided {
  const refused = startRefusalOf(request.action, auth, access, target);
  if (refused) return { ok: false, refusal: refused };
  const isParticular = target.state.insurer?.isParticular === true;
  if (request.action === 'finalize') {
    const plan = finishPlan(ledger.items, ledger.entries, request.finalizeWith, isParticular);
    if (!plan.ok) return { ok: false, refusal: planRefusal(plan.reason) };
    return { ok: true, decision: { target, entries: plan.entries, finalStatus: plan.status } };
  }
  const plan = planMoneyAction(ledger.balances, { action: request.action, item: request.item, isParticular });
  if (!plan.ok) return { ok: false, refusal: planRefusal(plan.reason) };
  return { ok: true, decision: { target, entries: plan.entries, finalStatus: null } };
}

/** The dialog's entries must settle items the event has (a live procedure row, or one of the other kinds). */
export function unknownItemPath(
  ledger: EventLedger,
  entries: readonly { type: TransactionType; rowId: string | null }[],
): string | null {
  const keys = new Set(ledger.balances.map((b) => itemKey(b.type, b.rowId)));
  const i = entries.findIndex((e) => !keys.has(itemKey(e.type, e.type === 'PROCEDURE' ? e.rowId : null)));
  return i < 0 ? null : `entries.${i}.rowId`;
}

/** The status an event reaches after posting: the finalize plan's, or the auto-finish of a balanced ledger. */
export function statusAfter(decision: MoneyDecision, after: EventLedger | undefined): FinalStatus | null {
  if (decision.finalStatus) return decision.finalStatus;
  return after ? autoFinishStatus(after.balances) : null;
}

export function resultOf(target: ActionTarget, refusal: Refusal | null): EventBulkResult {
  return {
    eventId: target.id,
    numGuide: target.numGuide,
    result: refusal ? refusal.result : 'success',
    ...localized(refusal ? refusal.error.messageData : null),
  };
}
