import type { DecimalText, IsoDate } from '../pricing/types';
import { addDays } from '../pricing/validity';
import { centsText, sumCents, toCents } from '../money/cents';
import type { TransactionType } from '../money/transactions';

/**
 * Appeals (recursos de glosa, billing.md §3 Appeal, §4 Appeal statuses and colours): an appeal
 * groups glosas of one insurer; it is sent, the insurer answers item by item, what it accepted is
 * received, and the appeal is finished. Pure rules over plain data; the server loads and saves.
 */

export const APPEAL_STATUSES = ['WaitSend', 'Sent', 'ResponseReceived', 'Finished'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** billing.md §4 response-stage colours: the insurer's stage of the answer. */
export const APPEAL_RESPONSE_STAGES = ['waitingAnalysis', 'analysing', 'appealResponseReceived', 'finished'] as const;
export type AppealResponseStage = (typeof APPEAL_RESPONSE_STAGES)[number];

export const APPEAL_ITEM_ANSWERS = ['pending', 'accepted', 'partiallyAccepted', 'denied'] as const;
export type AppealItemAnswer = (typeof APPEAL_ITEM_ANSWERS)[number];

/** billing.md §4 due-date colours: grey not asked, green sent, yellow one week left, red overdue. */
export const APPEAL_DUE_COLOURS = ['grey', 'green', 'yellow', 'red'] as const;
export type AppealDueColour = (typeof APPEAL_DUE_COLOURS)[number];

export const APPEAL_ACTIONS = ['send', 'answer', 'receive', 'finish', 'setStage'] as const;
export type AppealAction = (typeof APPEAL_ACTIONS)[number];

/** Days before the deadline from which an unsent appeal is shown in yellow ("one week left"). */
export const APPEAL_WARNING_DAYS = 7;

/** The statuses each appeal action starts from (the appeal's machine, as a table). */
const APPEAL_FROM: Record<AppealAction, readonly AppealStatus[]> = {
  send: ['WaitSend'],
  // An answer can be corrected until the appeal is finished; a receipt already booked stays.
  answer: ['Sent', 'ResponseReceived'],
  receive: ['ResponseReceived'],
  finish: ['ResponseReceived'],
  setStage: ['Sent'],
};

/** The status an action leads to (null: the status does not change). */
const APPEAL_TO: Record<AppealAction, AppealStatus | null> = {
  send: 'Sent',
  answer: 'ResponseReceived',
  receive: null,
  finish: 'Finished',
  setStage: null,
};

export const canStartAppealAction = (action: AppealAction, status: AppealStatus): boolean =>
  APPEAL_FROM[action].includes(status);

export const appealStatusAfter = (action: AppealAction, status: AppealStatus): AppealStatus =>
  APPEAL_TO[action] ?? status;

/** The response stage that goes with a status (the insurer's "analysing" is set by hand while Sent). */
export function responseStageOf(status: AppealStatus, current: AppealResponseStage): AppealResponseStage {
  switch (status) {
    case 'WaitSend':
      return 'waitingAnalysis';
    case 'Sent':
      return current === 'analysing' ? 'analysing' : 'waitingAnalysis';
    case 'ResponseReceived':
      return 'appealResponseReceived';
    case 'Finished':
      return 'finished';
  }
}

/**
 * The appeal's deadline: the insurer's "send appeal" day limit (billing.md §3 day limits)
 * counted from the day the glosa was booked (its earliest glosa date). No limit, no deadline.
 */
export function appealDeadline(glosaDate: IsoDate, sendAppealDays: number | null): IsoDate | null {
  if (sendAppealDays === null || sendAppealDays <= 0) return null;
  return addDays(glosaDate, sendAppealDays);
}

/** Whether a glosa booked on this day can still be appealed today (no limit: always). */
export const isWithinAppealDeadline = (glosaDate: IsoDate, sendAppealDays: number | null, today: IsoDate): boolean => {
  const deadline = appealDeadline(glosaDate, sendAppealDays);
  return deadline === null || today <= deadline;
};

/**
 * billing.md §4 due-date colour: green once sent; before that red when the deadline passed,
 * yellow within a week of it, grey otherwise (no deadline, or more than a week left).
 */
export function appealDueColour(
  appeal: { status: AppealStatus; deadlineOn: IsoDate | null },
  today: IsoDate,
): AppealDueColour {
  if (appeal.status !== 'WaitSend') return 'green';
  if (appeal.deadlineOn === null) return 'grey';
  if (today > appeal.deadlineOn) return 'red';
  return addDays(today, APPEAL_WARNING_DAYS) >= appeal.deadlineOn ? 'yellow' : 'grey';
}

/** An item's answer from the value the insurer accepted of the value appealed. */
export function itemAnswerOf(valueAppealed: DecimalText, valueAccepted: DecimalText): AppealItemAnswer {
  const accepted = toCents(valueAccepted);
  if (accepted === 0n) return 'denied';
  return accepted >= toCents(valueAppealed) ? 'accepted' : 'partiallyAccepted';
}

export interface AppealItemValues {
  valueGlosado: DecimalText;
  valueAppealed: DecimalText;
  valueAccepted: DecimalText;
  valueReceived: DecimalText;
}

export interface AppealTotals {
  totalGlosado: DecimalText;
  totalAppealed: DecimalText;
  totalAccepted: DecimalText;
  totalReceived: DecimalText;
}

/** The appeal's totals: the sums of its items. */
export function appealTotals(items: readonly AppealItemValues[]): AppealTotals {
  const sum = (pick: (i: AppealItemValues) => DecimalText) => centsText(sumCents(items.map((i) => toCents(pick(i)))));
  return {
    totalGlosado: sum((i) => i.valueGlosado),
    totalAppealed: sum((i) => i.valueAppealed),
    totalAccepted: sum((i) => i.valueAccepted),
    totalReceived: sum((i) => i.valueReceived),
  };
}

export type AppealValueProblem = 'notPositive' | 'aboveGlosa' | 'negative' | 'aboveAppealed' | 'invalid';

/** The value appealed must be positive and at most the glosa contested. */
export function appealedValueProblem(valueAppealed: DecimalText, valueGlosado: DecimalText): AppealValueProblem | null {
  let cents: bigint;
  try {
    cents = toCents(valueAppealed);
  } catch {
    return 'invalid';
  }
  if (cents <= 0n) return 'notPositive';
  return cents > toCents(valueGlosado) ? 'aboveGlosa' : null;
}

/** The value accepted must be between zero and the value appealed. */
export function acceptedValueProblem(
  valueAccepted: DecimalText,
  valueAppealed: DecimalText,
): AppealValueProblem | null {
  let cents: bigint;
  try {
    cents = toCents(valueAccepted);
  } catch {
    return 'invalid';
  }
  if (cents < 0n) return 'negative';
  return cents > toCents(valueAppealed) ? 'aboveAppealed' : null;
}

/** A glosa entry contested by an appeal item. */
export interface ContestedGlosa {
  id: string;
  value: DecimalText;
  date: IsoDate;
  glosaCodes: readonly string[];
  glosaReason: string | null;
}

/** The entries receiving an item's accepted value posts (and the glosa entries it cancels). */
export interface AppealReceiptPlan {
  /** The contested glosa entries to cancel by counter-entries. */
  cancel: string[];
  /** The glosa the insurer keeps, re-booked with the same reasons (absent when nothing is kept). */
  glosaKept: { value: DecimalText; glosaCodes: string[]; glosaReason: string | null } | null;
  /** The money the appeal recovered (a receipt with the appeal's id). */
  received: DecimalText;
}

/**
 * Booking what an appeal recovered on an item (decision 026): the ledger never edits an entry,
 * so the contested glosa entries are cancelled, the part the insurer keeps is booked again as a
 * glosa with the same reasons, and the accepted value is booked as a receipt — the item stays
 * settled (glosa + received = its value) and its history shows both steps. Only the value still
 * to receive (accepted − already received) moves; nothing when that is zero.
 */
export function planAppealReceipt(
  item: { valueAccepted: DecimalText; valueReceived: DecimalText; type: TransactionType },
  contested: readonly ContestedGlosa[],
): AppealReceiptPlan | null {
  const toReceive = toCents(item.valueAccepted) - toCents(item.valueReceived);
  if (toReceive <= 0n || contested.length === 0) return null;
  const glosado = sumCents(contested.map((g) => toCents(g.value)));
  const received = toReceive > glosado ? glosado : toReceive;
  const kept = glosado - received;
  const codes = [...new Set(contested.flatMap((g) => g.glosaCodes))];
  const reasons = contested.map((g) => g.glosaReason).filter((r): r is string => !!r);
  return {
    cancel: contested.map((g) => g.id),
    glosaKept: kept > 0n ? { value: centsText(kept), glosaCodes: codes, glosaReason: reasons[0] ?? null } : null,
    received: centsText(received),
  };
}

/** The earliest date among the contested glosas (the deadline counts from it). */
export const earliestGlosaDate = (glosas: readonly { date: IsoDate }[]): IsoDate | null =>
  glosas.reduce<IsoDate | null>((min, g) => (min === null || g.date < min ? g.date : min), null);
