import { canStart, needsBillingAccess } from './machine';
import { EVENT_ACTIONS, type EventAction, type EventStatus } from './statuses';

/**
 * The action flags of billing.md §4 for one event and one user: which actions the actions
 * menu offers, which need a confirmation, an observation, or billing access.
 * The state rules live in the status machine (machine.ts); this adds the user's permissions.
 */

/** What the user may do, as the server's permission check established it. */
export interface ActionSubject {
  /** events write, or writeOwn on one of their own events. */
  canWrite: boolean;
  /** billing access: module billing, action write. */
  hasBillingAccess: boolean;
  /** events revertStatus. */
  canRevertStatus: boolean;
  /** events rm. */
  canRemove: boolean;
  /** readValues (and not a resident when the company hides prices). */
  canSeeValues: boolean;
}

/** The facts of the event the flags depend on. */
export interface ActionEventState {
  status: EventStatus;
  active: boolean;
  isLocked: boolean;
  isProcessing: boolean;
  /** The event's insurer settings; null when the insurer is missing. */
  insurer: { hasSendGuia: boolean; isNotValued: boolean; isParticular: boolean } | null;
  /** Any active money transaction (always false until the Money issue). */
  hasTransactions: boolean;
  /** The event belongs to a filial (sendToMatriz is offered there). */
  companyIsFilial: boolean;
}

export type EventActionFlags = Partial<Record<EventAction, boolean>>;

/** Actions that only read the event: offered to anyone who sees it. */
const READ_ACTIONS: readonly EventAction[] = ['showHistory', 'showInvoice', 'showAdditionalData', 'showCustomFields'];

/**
 * Money actions (the Money issue carries them out): beyond the spec's billing-access list they
 * also need billing access.
 */
const MONEY_ACTIONS: readonly EventAction[] = [
  'glosaAll',
  'cancel',
  'receiveRemainder',
  'loseRemainder',
  'cutRemainder',
  'editValues',
  'selectTypeOfPayment',
  'revertStatusToChangeValues',
  'exportContaAzul',
  'addInvoice',
  'sendAppeal',
];

/** Whether the user's permissions allow the action (the event's state aside). */
function permitted(action: EventAction, subject: ActionSubject): boolean {
  if (action === 'showValues') return subject.canSeeValues;
  if (READ_ACTIONS.includes(action)) return true;
  if (!subject.canWrite) return false;
  if ((needsBillingAccess(action) || MONEY_ACTIONS.includes(action)) && !subject.hasBillingAccess) return false;
  if (action === 'editValues' && !subject.canSeeValues) return false;
  if ((action === 'revertToAwaitCheck' || action === 'revertStatusToChangeValues') && !subject.canRevertStatus) {
    return false;
  }
  if (action === 'remove' && !subject.canRemove) return false;
  return true;
}

/**
 * For every action of EVENT_ACTIONS, whether the actions menu offers it now to this user: the
 * machine lets it start from the event's state (status, lock, insurer) and the user's
 * permissions allow it (write, billing access, revertStatus, rm, values).
 */
export function eventActionFlags(state: ActionEventState, subject: ActionSubject): EventActionFlags {
  const flags: EventActionFlags = {};
  for (const action of EVENT_ACTIONS) flags[action] = permitted(action, subject) && canStart(action, state).ok;
  return flags;
}
