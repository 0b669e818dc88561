import type { Cents } from '../money/cents';
import { validateContractTerms, type ContractTerms } from './contract-terms';

/**
 * The contract's billing status and its installments' status (platform.md §3: contract Open,
 * WaitPayment, Closed; installment WaitPayment or Received). §4 says "transitions not shown";
 * decision 045 sets them, as tables (status × action → next status or the reason refused) and
 * small functions over them:
 * - Open: the terms and installments are being set; only an Open contract is edited.
 * - bill: Open → WaitPayment, once it has installments, its terms break no §5 rule and a
 *   fixed-value contract's installments hold its whole value.
 * - reopen: WaitPayment → Open, to correct the installments, while none is Received.
 * - An installment is received (WaitPayment → Received) only on a WaitPayment contract; the
 *   last one received closes the contract (WaitPayment → Closed). Closed is reached only so.
 * - reverse: a Received installment goes back to WaitPayment only by this explicit reversal, with
 *   a reason; on a Closed contract it reopens billing (Closed → WaitPayment).
 */

export const CONTRACT_STATUSES = ['Open', 'WaitPayment', 'Closed'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const INSTALLMENT_STATUSES = ['WaitPayment', 'Received'] as const;
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];

export const CONTRACT_ACTIONS = ['edit', 'bill', 'reopen'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

export const INSTALLMENT_ACTIONS = ['receive', 'reverse'] as const;
export type InstallmentAction = (typeof INSTALLMENT_ACTIONS)[number];

/** Why a transition is refused; the server maps each code to its catalog text (API code statusError or inputError). */
export type ContractRefusal =
  /** The contract's or the installment's status does not allow the action. */
  | 'statusInvalid'
  /** Terms and installments change only while the contract is Open. */
  | 'contractNotOpen'
  /** The contract is Closed: every installment was received. */
  | 'contractClosed'
  /** An installment moves only once the contract is billed (WaitPayment). */
  | 'contractNotBilled'
  /** Billing a contract without installments. */
  | 'noInstallments'
  /** Billing a contract whose terms break a platform.md §5 rule. */
  | 'termsInvalid'
  /** Billing a fixed-value contract whose installments hold less than its value. */
  | 'valueNotScheduled'
  /** Reopening a contract with an installment already Received (reverse it first). */
  | 'installmentReceived'
  /** A reversal needs its reason. */
  | 'reasonRequired'
  /** No installment at that position. */
  | 'installmentNotFound';

type Cell<S> = { to: S } | { refused: ContractRefusal };

/** The contract's table: status × action → next status or the refusal (before the action's own conditions). */
export const CONTRACT_TRANSITIONS: Readonly<
  Record<ContractStatus, Readonly<Record<ContractAction, Cell<ContractStatus>>>>
> = {
  Open: { edit: { to: 'Open' }, bill: { to: 'WaitPayment' }, reopen: { refused: 'statusInvalid' } },
  WaitPayment: { edit: { refused: 'contractNotOpen' }, bill: { refused: 'statusInvalid' }, reopen: { to: 'Open' } },
  Closed: {
    edit: { refused: 'contractNotOpen' },
    bill: { refused: 'statusInvalid' },
    reopen: { refused: 'contractClosed' },
  },
};

/** The installment's table: status × action → next status or the refusal. */
export const INSTALLMENT_TRANSITIONS: Readonly<
  Record<InstallmentStatus, Readonly<Record<InstallmentAction, Cell<InstallmentStatus>>>>
> = {
  WaitPayment: { receive: { to: 'Received' }, reverse: { refused: 'statusInvalid' } },
  Received: { receive: { refused: 'statusInvalid' }, reverse: { to: 'WaitPayment' } },
};

/** The contract statuses in which an installment may take each action. */
const INSTALLMENT_CONTRACT_GATE: Readonly<
  Record<InstallmentAction, Readonly<Record<ContractStatus, ContractRefusal | null>>>
> = {
  receive: { Open: 'contractNotBilled', WaitPayment: null, Closed: 'contractClosed' },
  reverse: { Open: 'contractNotBilled', WaitPayment: null, Closed: null },
};

/** What the contract's actions look at besides its status. */
export interface ContractFacts {
  /** Whether the terms break a platform.md §5 rule (`validateContractTerms`). */
  hasTermsProblems: boolean;
  /** A fixed-value contract's value that no installment holds yet (0 by the hour, or when all is held). */
  unscheduledValue: Cents;
  /** The status of each installment, in order. */
  installments: readonly InstallmentStatus[];
}

/**
 * The facts of a contract: its terms checked alone (the duplicate negotiation is the save's
 * check, against the other contracts) and its installments' statuses, one per `terms.installments`.
 */
export function contractFacts(terms: ContractTerms, installments: readonly InstallmentStatus[]): ContractFacts {
  let held = 0n;
  for (const installment of terms.installments) held += installment.value;
  const left = terms.fixedValue && terms.value !== null ? terms.value - held : 0n;
  return {
    hasTermsProblems: validateContractTerms(terms).length > 0,
    unscheduledValue: left > 0n ? left : 0n,
    installments,
  };
}

function assertNever(value: never): never {
  throw new Error(`unexpected value: ${String(value)}`);
}

/** The refusal of the action's own conditions, or null. */
function actionCondition(action: ContractAction, facts: ContractFacts): ContractRefusal | null {
  switch (action) {
    case 'edit':
      return null;
    case 'bill':
      if (facts.installments.length === 0) return 'noInstallments';
      if (facts.hasTermsProblems) return 'termsInvalid';
      return facts.unscheduledValue > 0n ? 'valueNotScheduled' : null;
    case 'reopen':
      return facts.installments.includes('Received') ? 'installmentReceived' : null;
    default:
      return assertNever(action);
  }
}

export type ContractOutcome = { ok: true; status: ContractStatus } | { ok: false; refusal: ContractRefusal };

/** A contract action from `status` (decision 045): the status it leaves, or why it is refused. */
export function applyContractAction(
  status: ContractStatus,
  action: ContractAction,
  facts: ContractFacts,
): ContractOutcome {
  const cell = CONTRACT_TRANSITIONS[status][action];
  if ('refused' in cell) return { ok: false, refusal: cell.refused };
  const refusal = actionCondition(action, facts);
  return refusal ? { ok: false, refusal } : { ok: true, status: cell.to };
}

export interface InstallmentActionInput {
  contractStatus: ContractStatus;
  /** Every installment's status, in order. */
  installments: readonly InstallmentStatus[];
  /** The position of the installment acted on. */
  index: number;
  action: InstallmentAction;
  /** Why a reversal is made (required for 'reverse'; the length rules are the schema's). */
  reason?: string | null;
}

export type InstallmentOutcome =
  | { ok: true; installments: InstallmentStatus[]; contractStatus: ContractStatus }
  | { ok: false; refusal: ContractRefusal };

/**
 * An installment action (decision 045): the installments' statuses after it and the contract's
 * (the last receipt closes a WaitPayment contract; a reversal brings a Closed one back to
 * WaitPayment), or why it is refused.
 */
export function applyInstallmentAction(input: InstallmentActionInput): InstallmentOutcome {
  const { contractStatus, installments, index, action } = input;
  const current = Number.isInteger(index) ? installments[index] : undefined;
  if (current === undefined) return { ok: false, refusal: 'installmentNotFound' };
  const gate = INSTALLMENT_CONTRACT_GATE[action][contractStatus];
  if (gate) return { ok: false, refusal: gate };
  const cell = INSTALLMENT_TRANSITIONS[current][action];
  if ('refused' in cell) return { ok: false, refusal: cell.refused };
  if (action === 'reverse' && !input.reason?.trim()) return { ok: false, refusal: 'reasonRequired' };
  const next = installments.map((s, i) => (i === index ? cell.to : s));
  const allReceived = next.every((s) => s === 'Received');
  return { ok: true, installments: next, contractStatus: allReceived ? 'Closed' : 'WaitPayment' };
}
