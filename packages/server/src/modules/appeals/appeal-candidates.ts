import { messages } from '@honora/contract';
import {
  appealDeadline,
  centsText,
  earliestGlosaDate,
  itemKey,
  sumCents,
  toCents,
  type IsoDate,
  type TransactionType,
} from '@honora/domain';
import type { AppealEventFacts, GlosaEntry } from './appeals.repository';

/**
 * The glosas of events that can be appealed (billing.md §3 Procedure skipAppeal; the insurer's
 * send-appeal day limit): one candidate per item with an active glosa, and why it is blocked when
 * it cannot be appealed now. Plain functions over what the repository loaded.
 */

export type CandidateBlock = 'skipAppeal' | 'alreadyAppealed' | 'deadlinePassed';

export interface Candidate {
  eventId: string;
  type: TransactionType;
  procedureRowId: string | null;
  label: string;
  glosas: GlosaEntry[];
  valueGlosado: string;
  glosaCodes: string[];
  glosaReason: string | null;
  glosaDate: IsoDate;
  deadlineOn: IsoDate | null;
  skipAppeal: boolean;
  blocked: CandidateBlock | null;
}

export interface ProcedureRowFacts {
  id: string;
  eventId: string;
  idProc: string;
  name: string;
  skipAppeal: boolean;
}

export interface OpenItem {
  eventId: string;
  type: string;
  procedureRowId: string | null;
}

export const candidateKey = (eventId: string, type: TransactionType, rowId: string | null) =>
  `${eventId}:${itemKey(type, type === 'PROCEDURE' ? rowId : null)}`;

const types = messages.screens.money.types;

export function candidatesOf(
  facts: readonly AppealEventFacts[],
  glosas: readonly GlosaEntry[],
  openItems: readonly OpenItem[],
  rows: readonly ProcedureRowFacts[],
  today: IsoDate,
): Map<string, Candidate> {
  const factOf = new Map(facts.map((f) => [f.id, f]));
  const rowOf = new Map(rows.map((r) => [r.id, r]));
  const open = new Set(openItems.map((i) => candidateKey(i.eventId, i.type as TransactionType, i.procedureRowId)));
  const grouped = new Map<string, GlosaEntry[]>();
  for (const g of glosas) {
    const key = candidateKey(g.eventId, g.type, g.procedureRowId);
    grouped.set(key, [...(grouped.get(key) ?? []), g]);
  }
  const out = new Map<string, Candidate>();
  for (const [key, entries] of grouped) {
    const first = entries[0]!;
    const row = first.procedureRowId ? rowOf.get(first.procedureRowId) : undefined;
    const glosaDate = earliestGlosaDate(entries)!;
    const deadlineOn = appealDeadline(glosaDate, factOf.get(first.eventId)?.sendAppealDays ?? null);
    const skipAppeal = row?.skipAppeal ?? false;
    const blocked: CandidateBlock | null = skipAppeal
      ? 'skipAppeal'
      : open.has(key)
        ? 'alreadyAppealed'
        : deadlineOn !== null && today > deadlineOn
          ? 'deadlinePassed'
          : null;
    out.set(key, {
      eventId: first.eventId,
      type: first.type,
      procedureRowId: first.type === 'PROCEDURE' ? first.procedureRowId : null,
      label: row ? `${row.idProc} - ${row.name}` : types[first.type],
      glosas: entries,
      valueGlosado: centsText(sumCents(entries.map((g) => toCents(g.value)))),
      glosaCodes: [...new Set(entries.flatMap((g) => g.glosaCodes))],
      glosaReason: entries.map((g) => g.glosaReason).find((r) => !!r) ?? null,
      glosaDate,
      deadlineOn,
      skipAppeal,
      blocked,
    });
  }
  return out;
}
