import {
  centsText,
  computeReceiverTransfer,
  receiverShares,
  sumCents,
  toCents,
  type Cents,
  type ReceiverPersonType,
  type ReceiverTransfer,
  type ShareLine,
  type TaxRule,
  type TransferLine,
} from '@honora/domain';
import type { OpenEntry } from './transfers.repository';

/**
 * A month's receipts split per receiver and computed with the month's taxes (decisions 028,
 * 031). Pure over what the repository loaded: the same entries always give the same transfer,
 * so locking can recompute and compare.
 */

export type PayableReceiverType = 'anesthetist' | 'surgeon' | 'resident';

export interface ReceiverMonth {
  receiverId: string;
  receiverType: PayableReceiverType;
  fullValue: Cents;
  byInsurer: Map<string, Cents>;
  entryCount: number;
}

export const receiverKey = (receiverType: string, receiverId: string): string => `${receiverType}:${receiverId}`;

/** The part of one entry that went to each receiver (receiverShares over the row's revenue team). */
export function entryShares(
  entry: Pick<OpenEntry, 'receiverId' | 'receiverType' | 'value'>,
  team: readonly ShareLine[],
) {
  return receiverShares(toCents(entry.value), { receiverId: entry.receiverId, receiverType: entry.receiverType }, team);
}

/**
 * Every entry split over its row's team: the receivers' months and the group's own part (the
 * nursing team and the phonoaudiologist, or an entry without a receiver). The parts of an entry
 * sum to it, so Σ fullValue + companyShare = Σ entries.
 */
export function shareOpenEntries(
  entries: readonly OpenEntry[],
  teams: ReadonlyMap<string, ShareLine[]>,
): { receivers: ReceiverMonth[]; companyShare: Cents } {
  const receivers = new Map<string, ReceiverMonth>();
  let companyShare = 0n;
  for (const entry of entries) {
    const team = (entry.procedureRowId && teams.get(entry.procedureRowId)) || [];
    for (const share of entryShares(entry, team)) {
      if (share.value === 0n) continue;
      if (share.receiverType === 'company' || share.receiverId === null) {
        companyShare += share.value;
        continue;
      }
      const key = receiverKey(share.receiverType, share.receiverId);
      let month = receivers.get(key);
      if (!month) {
        month = {
          receiverId: share.receiverId,
          receiverType: share.receiverType,
          fullValue: 0n,
          byInsurer: new Map(),
          entryCount: 0,
        };
        receivers.set(key, month);
      }
      month.fullValue += share.value;
      month.entryCount += 1;
      const insurer = entry.healthInsuranceId ?? '';
      month.byInsurer.set(insurer, (month.byInsurer.get(insurer) ?? 0n) + share.value);
    }
  }
  return { receivers: [...receivers.values()], companyShare };
}

export interface ReceiverProfile {
  personType: ReceiverPersonType;
  dependants: number;
  /** { 'YYYY-MM': value } */
  inssOtherSources: Record<string, string>;
}

export const DEFAULT_PROFILE: ReceiverProfile = { personType: 'PF', dependants: 0, inssOtherSources: {} };

export interface ComputedReceiver {
  month: ReceiverMonth;
  personType: ReceiverPersonType;
  result: ReceiverTransfer;
}

/**
 * One receiver's transfer: the discount the manager set is kept, never above the full value.
 * Throws RangeError (from the engine) when the month has no IRRF table or INSS ceiling.
 */
export function computeReceiver(
  yearMonth: string,
  month: ReceiverMonth,
  profile: ReceiverProfile,
  discount: Cents,
  rules: readonly TaxRule[],
): ComputedReceiver {
  const result = computeReceiverTransfer({
    month: yearMonth,
    receiver: {
      id: month.receiverId,
      personType: profile.personType,
      dependants: profile.dependants,
      inssOtherSources: toCents(profile.inssOtherSources[yearMonth] ?? '0'),
    },
    fullValue: month.fullValue,
    byInsurer: month.byInsurer,
    discount: discount > month.fullValue ? month.fullValue : discount,
    rules,
  });
  return { month, personType: profile.personType, result };
}

/** A line as stored and answered: money as text, the INSS or IRRF detail as a record of text. */
export function storedLine(line: TransferLine): Record<string, unknown> {
  const detail = line.detail
    ? Object.fromEntries(
        Object.entries(line.detail).map(([k, v]) => [k, typeof v === 'bigint' ? centsText(v) : String(v)]),
      )
    : null;
  return {
    ruleId: line.ruleId,
    name: line.name,
    identifier: line.identifier,
    kind: line.kind,
    base: line.base,
    baseValue: centsText(line.baseValue),
    ratePercent: line.ratePercent,
    amount: line.amount === null ? null : centsText(line.amount),
    value: centsText(line.value),
    withheldByPayer: line.withheldByPayer,
    capped: line.capped,
    detail,
  };
}

/** The transfer's totals over its receivers. */
export function transferTotals(computed: readonly ComputedReceiver[]) {
  const sum = (pick: (c: ComputedReceiver) => Cents) => centsText(sumCents(computed.map(pick)));
  return {
    fullValue: sum((c) => c.result.fullValue),
    discount: sum((c) => c.result.discount),
    taxes: sum((c) => c.result.totalTaxes),
    fees: sum((c) => c.result.totalFees),
    liquid: sum((c) => c.result.liquid),
  };
}
