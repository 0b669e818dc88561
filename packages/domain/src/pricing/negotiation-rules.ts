import type { IsoDate } from './types';
import { addDays, type Validity } from './validity';

/**
 * The rules of an insurer's negotiations (billing.md §5; docs/decisions/014-pricing.md):
 * which validities may be saved, what a started negotiation may still change, and which
 * procedures a negotiation may list. Pure: "today" (the São Paulo calendar date) comes in.
 */

/** Where a validity stands on `today`: not started yet, in force, or over. */
export type ValidityStatus = 'FUTURE' | 'CURRENT' | 'ENDED';

/**
 * A negotiation has started when its start is today or before, or when it has none (an
 * insurer's first one is in force since always): events may have been priced by it.
 */
export function hasStarted(validity: Pick<Validity, 'start'>, today: IsoDate): boolean {
  return validity.start === null || validity.start <= today;
}

/** FUTURE before its start, ENDED after its end, CURRENT in between (both ends included). */
export function validityStatus(validity: Validity, today: IsoDate): ValidityStatus {
  if (!hasStarted(validity, today)) return 'FUTURE';
  return validity.end !== null && validity.end < today ? 'ENDED' : 'CURRENT';
}

/** Whether two validities share at least one day (null start = since always, null end = open-ended). */
export function validitiesOverlap(a: Validity, b: Validity): boolean {
  const aBeforeB = a.end !== null && b.start !== null && a.end < b.start;
  const bBeforeA = b.end !== null && a.start !== null && b.end < a.start;
  return !aBeforeB && !bBeforeA;
}

/** A saved negotiation of the insurer, as the overlap rules see it. */
export interface SavedValidity extends Validity {
  id: string;
}

/** A negotiation as the change rules compare it: its validity and every other field (name, tables, terms). */
export interface NegotiationCandidate extends Validity {
  [field: string]: unknown;
}

export type NegotiationChangeCode =
  'startRequired' | 'startInPast' | 'endBeforeStart' | 'endInPast' | 'started' | 'overlap';

export interface NegotiationChangeProblem {
  /** The field it belongs to: 'start', 'end', or the field a started negotiation may not change. */
  path: string;
  code: NegotiationChangeCode;
  /** For 'overlap': the negotiation whose validity it overlaps. */
  otherId?: string;
}

/** An open-ended negotiation the change closes: its end becomes `end` (the day before the new start). */
export interface NegotiationClose {
  id: string;
  end: IsoDate;
}

export interface NegotiationChange {
  /** The insurer's other live (not deleted) negotiations; the current one, if listed, is ignored. */
  existing: readonly SavedValidity[];
  /** The negotiation as saved (an update), or null (a create or a copy). */
  current: (NegotiationCandidate & { id: string }) | null;
  /** What the user wants to save. */
  next: NegotiationCandidate;
  today: IsoDate;
}

export interface NegotiationChangeCheck {
  /** Empty when the change may be saved. */
  problems: NegotiationChangeProblem[];
  /** Changes to other negotiations that go with it, in the same transaction. */
  closes: NegotiationClose[];
}

/**
 * Checks a create or an update of a negotiation (billing.md §5: "one whose validity has
 * started cannot be edited, only future ones; the first needs no start date"):
 * - a started negotiation keeps everything but its end ('started' under each other changed
 *   field); a new end may not be before today ('endInPast');
 * - only the insurer's earliest negotiation may have no start ('startRequired'); a NEW one may
 *   start in the past (a group bills last month's acts under their real contract; events it
 *   already priced keep their values until re-priced), but a future one may not be moved into
 *   the past by an update ('startInPast'); the end is not before the start ('endBeforeStart');
 * - validities never overlap ('overlap', naming the other) — except an open-ended negotiation
 *   that began before the new start: it is closed the day before (`closes`).
 */
export function checkNegotiationChange(change: NegotiationChange): NegotiationChangeCheck {
  const { current, next, today } = change;
  const others = change.existing.filter((other) => other.id !== current?.id);
  if (current && hasStarted(current, today)) return checkStartedChange(current, next, others, today);
  if (next.start === null) return checkSinceAlways(next, others, today);

  const problems: NegotiationChangeProblem[] = [];
  if (current && next.start < today) problems.push({ path: 'start', code: 'startInPast' });
  if (next.end !== null && next.end < next.start) problems.push({ path: 'end', code: 'endBeforeStart' });
  const closes: NegotiationClose[] = [];
  for (const other of others) {
    if (!validitiesOverlap(next, other)) continue;
    if (other.end === null && (other.start === null || other.start < next.start)) {
      closes.push({ id: other.id, end: addDays(next.start, -1) });
    } else {
      problems.push(overlapProblem(next, other));
    }
  }
  return { problems, closes };
}

/** A start-less negotiation must end before every other one begins: it is the insurer's first. */
function checkSinceAlways(next: NegotiationCandidate, others: readonly SavedValidity[], today: IsoDate) {
  const problems: NegotiationChangeProblem[] = [];
  if (others.some((other) => validitiesOverlap(next, other))) problems.push({ path: 'start', code: 'startRequired' });
  else if (next.end !== null && next.end < today) problems.push({ path: 'end', code: 'endInPast' });
  return { problems, closes: [] };
}

/** A started negotiation: only its end may change, to today or later, without overlapping another. */
function checkStartedChange(
  current: NegotiationCandidate,
  next: NegotiationCandidate,
  others: readonly SavedValidity[],
  today: IsoDate,
): NegotiationChangeCheck {
  const problems: NegotiationChangeProblem[] = changedFields(current, next).map((path) => ({
    path,
    code: 'started' as const,
  }));
  if (next.end === current.end) return { problems, closes: [] };
  const validity = { start: current.start, end: next.end };
  if (validity.end !== null && validity.start !== null && validity.end < validity.start) {
    problems.push({ path: 'end', code: 'endBeforeStart' });
  } else if (validity.end !== null && validity.end < today) {
    problems.push({ path: 'end', code: 'endInPast' });
  }
  for (const other of others) {
    if (validitiesOverlap(validity, other)) problems.push(overlapProblem(validity, other));
  }
  return { problems, closes: [] };
}

/** Under the field that runs into the other validity: the end when the other starts later, else the start. */
function overlapProblem(validity: Validity, other: SavedValidity): NegotiationChangeProblem {
  const otherStartsLater = other.start !== null && (validity.start === null || validity.start < other.start);
  return { path: otherStartsLater ? 'end' : 'start', code: 'overlap', otherId: other.id };
}

/** The fields, other than the end and the id, whose values differ (deep, key order ignored). */
function changedFields(current: NegotiationCandidate, next: NegotiationCandidate): string[] {
  const keys = new Set([...Object.keys(current), ...Object.keys(next)]);
  return [...keys].filter((key) => key !== 'end' && key !== 'id' && !sameValue(current[key], next[key]));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** What the procedure rules read of a negotiation: its tables and the codes it lists. */
export interface NegotiationProcedureChoice {
  /** The CBHPM edition ("the chosen table"), or null. */
  cbhpmId: string | null;
  /** The edition's R$ values (valuation), or null. */
  valuationId: string | null;
  /** Bill the edition's procedures from the table. */
  useCbhpm: boolean;
  customsProcedures: readonly { code: string }[];
  overridesProcedures: readonly { code: string }[];
}

export type NegotiationProcedureCode = 'valuationRequired' | 'tableOrCustom' | 'inTable' | 'notInTable';

export interface NegotiationProcedureProblem {
  path: string;
  code: NegotiationProcedureCode;
  /** For 'inTable' / 'notInTable': the procedure code. */
  procedureCode?: string;
}

/**
 * Checks the procedures a negotiation prices (billing.md §5 "it needs a table or custom
 * procedures; a procedure already in the chosen table cannot be added again"):
 * - an edition needs its valuation ('valuationRequired');
 * - there is a table in use (useCbhpm, edition and valuation) or at least one custom procedure ('tableOrCustom');
 * - a custom procedure is not in the chosen edition ('inTable': override it instead);
 * - an override names a procedure of the chosen edition ('notInTable'; with no edition, every one).
 * `editionHasCode` answers for the chosen edition; it is not called when there is none.
 */
export function checkNegotiationProcedures(
  negotiation: NegotiationProcedureChoice,
  editionHasCode: (code: string) => boolean,
): NegotiationProcedureProblem[] {
  const { cbhpmId, valuationId, useCbhpm, customsProcedures, overridesProcedures } = negotiation;
  const problems: NegotiationProcedureProblem[] = [];
  if (cbhpmId !== null && valuationId === null) {
    problems.push({ path: 'valuationId', code: 'valuationRequired' });
  } else if (!(useCbhpm && cbhpmId !== null) && customsProcedures.length === 0) {
    problems.push({ path: 'cbhpmId', code: 'tableOrCustom' });
  }
  customsProcedures.forEach(({ code }, i) => {
    if (cbhpmId !== null && editionHasCode(code)) {
      problems.push({ path: `customsProcedures.${i}.code`, code: 'inTable', procedureCode: code });
    }
  });
  overridesProcedures.forEach(({ code }, i) => {
    if (cbhpmId === null || !editionHasCode(code)) {
      problems.push({ path: `overridesProcedures.${i}.code`, code: 'notInTable', procedureCode: code });
    }
  });
  return problems;
}

/** Every procedure code whose presence in the chosen edition the rules ask about. */
export function negotiationTableCodes(negotiation: NegotiationProcedureChoice): string[] {
  const codes = [...negotiation.customsProcedures, ...negotiation.overridesProcedures].map((p) => p.code);
  return [...new Set(codes)];
}
