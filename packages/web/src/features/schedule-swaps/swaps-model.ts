import { fmt, type Swap } from '@honora/contract';
import { scheduleSwapsScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { brazilDateTime, formatDate } from '@honora/domain';
export {
  currentRosterMonth as currentMonth,
  monthFromParam,
  monthTitle,
  shiftMonth,
} from '../../shared/schedules/roster-month';

/** A slot as the swaps tell it (the contract's slot summary). */
export type SwapSlot = Swap['slot'];

/** The clock time of an instant in São Paulo, 'HH:mm'. */
const clockOf = (instant: string) => brazilDateTime(new Date(instant)).slice(11);

/**
 * A slot in words: "qui 10/12/2026 — Hospital Central — Noite 19:00–07:00" (the day DD/MM/AAAA
 * and the times in São Paulo whatever the browser's zone; a night ends on the next morning).
 */
export function slotLabel(slot: SwapSlot): string {
  const weekday = t.weekdays[new Date(`${slot.day}T12:00:00Z`).getUTCDay()] ?? '';
  return fmt(t.slotLabel, {
    weekday,
    date: formatDate(slot.day),
    workplace: slot.workplaceName,
    shift: slot.shiftName,
    times: fmt(t.slotTimes, { start: clockOf(slot.startsAt), end: clockOf(slot.endsAt) }),
  });
}

/**
 * The request's status in words (platform.md §3 schedule change statuses) and, while it is
 * Pending, whom it waits for: the colleague until they accept, then the coordinator.
 */
export function statusLines(swap: Pick<Swap, 'status' | 'targetAcceptedAt'>): {
  status: string;
  waiting: string | null;
} {
  const status = t.statuses[swap.status];
  if (swap.status !== 'Pending') return { status, waiting: null };
  return { status, waiting: swap.targetAcceptedAt ? t.waitingCoordinator : t.waitingColleague };
}

/** "Bruno Anestesista → Gabriela Residente", or the open offer in place of the colleague. */
export function peopleText(swap: Pick<Swap, 'requesterName' | 'targetDoctorName'>): string {
  return fmt(t.peopleText, { requester: swap.requesterName, colleague: swap.targetDoctorName ?? t.openOffer });
}

/** Who decided a request that is no longer pending, and when (São Paulo, DD/MM/AAAA HH:mm). */
export function decidedText(swap: Pick<Swap, 'status' | 'decidedAt' | 'decidedByName'>): string | null {
  if (swap.status === 'Pending' || !swap.decidedAt || !swap.decidedByName) return null;
  return fmt(t.decidedBy, { name: swap.decidedByName, when: brazilDateTime(new Date(swap.decidedAt)) });
}

/** The actions of a request, in the order the row shows them. */
export const SWAP_ACTIONS = ['accept', 'approve', 'reject', 'cancel'] as const;
export type SwapAction = (typeof SWAP_ACTIONS)[number];

/** Refusing and cancelling are asked first; accepting and approving are not (they can still be refused). */
export const isAskedFirst = (action: SwapAction): action is 'reject' | 'cancel' =>
  action === 'reject' || action === 'cancel';

/** What the signed-in user may do with the request now, from the server's `can`, with each button's text. */
export function actionsOf(swap: Pick<Swap, 'can' | 'targetDoctorId'>): { action: SwapAction; label: string }[] {
  return SWAP_ACTIONS.filter((action) => swap.can[action]).map((action) => ({
    action,
    // An open offer is taken ("Assumir"), a request naming you is accepted.
    label: action === 'accept' && swap.targetDoctorId === null ? t.take : t[action],
  }));
}

/** The question before refusing or cancelling a request. */
export function confirmText(action: 'reject' | 'cancel', swap: Swap): string {
  const slot = slotLabel(swap.slot);
  return action === 'reject'
    ? fmt(t.rejectConfirm, { requester: swap.requesterName, slot })
    : fmt(t.cancelConfirm, { slot });
}

/** What an action answered, as a toast: its kind and text, from the request as it is after it. */
export function resultOf(swap: Pick<Swap, 'status' | 'outcome'>): { kind: 'success' | 'warning'; text: string } {
  switch (swap.status) {
    case 'Pending':
      return { kind: 'success', text: t.results.waitingCoordinator };
    case 'Accepted':
    case 'Rejected':
    case 'Cancelled':
      return { kind: 'success', text: t.results[swap.status] };
    case 'Error':
      return { kind: 'warning', text: fmt(t.results.Error, { outcome: swap.outcome ?? '' }) };
    default:
      return assertNever(swap.status);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled swap status: ${String(value)}`);
}
