import { centsText, maxCents, sumCents, toCents } from '../money/cents';
import type { DecimalText } from '../pricing/types';
import type { EventStatus } from '../events/statuses';

/**
 * Collections (cobranças; billing.md §3 Collection, §8 "some events hidden because of their
 * state"; decision 030): which events a collection may take and what it still waits for.
 */

/** The statuses of an event waiting for the insurer's money (the money actions start from them, except WaitRecourse: an appeal's). */
export const CHARGEABLE_STATUSES: readonly EventStatus[] = ['WaitPayment', 'Pending'];

export interface ChargeableFacts {
  status: string;
  active: boolean;
  isLocked: boolean;
}

/** Whether an event can be charged: active, not locked, waiting for payment. */
export const isChargeable = (event: ChargeableFacts): boolean =>
  event.active && !event.isLocked && (CHARGEABLE_STATUSES as readonly string[]).includes(event.status);

export type CollectionStatus = 'OPEN' | 'SETTLED' | 'CANCELED';

export const collectionStatus = (c: { active: boolean; dtBaixa: string | null }): CollectionStatus =>
  !c.active ? 'CANCELED' : c.dtBaixa ? 'SETTLED' : 'OPEN';

/** What the collection still waits for: charged − paid − cut, never below zero. */
export function collectionOpen(c: { charged: DecimalText; paid: DecimalText; cut: DecimalText }): DecimalText {
  return centsText(maxCents(0n, toCents(c.charged) - toCents(c.paid) - toCents(c.cut)));
}

/** A new collection's production and charge: the sums of its events' values and open balances. */
export function collectionAmounts(
  eventsMoney: readonly { totalProduced: DecimalText; totalInProcessing: DecimalText }[],
): {
  value: DecimalText;
  charged: DecimalText;
} {
  return {
    value: centsText(sumCents(eventsMoney.map((e) => toCents(e.totalProduced)))),
    charged: centsText(sumCents(eventsMoney.map((e) => maxCents(0n, toCents(e.totalInProcessing))))),
  };
}
