/**
 * Matching the items of an análise de conta to our procedure rows (NOTES.md §7: operator +
 * numeroLotePrestador + numeroGuiaPrestador + sequencialItem, + procedure code + grau).
 *
 * The rule, for each statement line, over the candidates of the statement's operator:
 * 1. Guide: candidates whose provider guide number equals the line's numeroGuiaPrestador,
 *    compared trimmed, ignoring case and leading zeros ("000123" = "123", "hon1" = "HON1"). None
 *    → notFound (reason `guide`).
 * 2. Batch and protocol narrow when both sides have them: a candidate is dropped when the line
 *    gives numeroLotePrestador and none of the candidate's batch numbers equals it, or the line
 *    gives numeroProtocolo and the candidate's protocol number differs (leading zeros ignored).
 * 3. Procedure: the candidates with the line's procedure code (trimmed, case ignored). None →
 *    notFound (reason `procedure`).
 * 4. Ties are broken, in order, by the execution date, the participation degree (grau, "6" =
 *    "06") and the sequencialItem our lote wrote for the row (when the candidate carries it): a
 *    criterion keeps the candidates that agree with the line, and is skipped when none does or
 *    when the line lacks the value.
 * 5. One candidate left → matched, or valueDiffers when valorInformado and our billed value
 *    differ by more than 0.05 (billing.md §9); several → ambiguous, listing them.
 * Each line is matched on its own: two lines may name one candidate (the importer sees it). The
 * candidates not named by any line, of the events (guides) that some line named, come back as
 * `notInStatement` ("in Honora but not in the statement"). The result does not depend on the order
 * of lines or candidates: lines come back in input order, every candidate list sorted by event and
 * row id.
 */
import { TOLERANCE_CENTS, centsText, toCents } from '../../money/cents';
import type { DecimalText } from '../../pricing/types';
import { normalizeGuideNumber } from './check-analise-conta';
import type { AnaliseContaStatement, StatementItemGlosa } from './types';

/** One item of a statement, as matching reads it. */
export interface StatementLine {
  /** Unique within the statement (the item's path). */
  key: string;
  registroANS: string;
  numeroLotePrestador: string | null;
  numeroProtocolo: string | null;
  numeroGuiaPrestador: string;
  sequencialItem: string;
  codigoTabela?: string | null;
  procedureCode: string;
  grau: string | null;
  /** dataRealizacao, YYYY-MM-DD. */
  date: string;
  valorInformado: DecimalText | null;
  valorProcessado?: DecimalText | null;
  valorLiberado?: DecimalText | null;
  glosas?: readonly StatementItemGlosa[];
}

/** One of our procedure rows that a line may be. */
export interface MatchCandidate {
  eventId: string;
  rowId: string;
  /** The event's numeroGuiaPrestador as our lote wrote it. */
  guideNumber: string | null;
  /** The numbers of the batches (numeroLote) the event was sent in. */
  batchNumbers: readonly string[];
  protocolNumber: string | null;
  procedureCode: string;
  grau: string | null;
  date: string;
  /** The sequencialItem our lote wrote for the row, when known. */
  sequencialItem?: string | null;
  billedValue: DecimalText;
  /** What is still open on the row (in processing). */
  openValue: DecimalText;
}

export type LineMatch<L extends StatementLine = StatementLine, C extends MatchCandidate = MatchCandidate> =
  | { line: L; status: 'matched'; candidate: C }
  /** difference = valorInformado − billedValue. */
  | { line: L; status: 'valueDiffers'; candidate: C; difference: DecimalText }
  | { line: L; status: 'ambiguous'; candidates: C[] }
  | { line: L; status: 'notFound'; reason: 'guide' | 'procedure' };

export interface StatementMatch<L extends StatementLine = StatementLine, C extends MatchCandidate = MatchCandidate> {
  lines: LineMatch<L, C>[];
  notInStatement: C[];
}

const number = (value: string | null | undefined): string | null =>
  value === null || value === undefined || !value.trim() ? null : normalizeGuideNumber(value);
const code = (value: string) => value.trim().toUpperCase();
const grau = (value: string | null | undefined) => (value?.trim() ? value.trim().padStart(2, '0') : null);

const byId = (a: MatchCandidate, b: MatchCandidate) =>
  a.eventId < b.eventId ? -1 : a.eventId > b.eventId ? 1 : a.rowId < b.rowId ? -1 : a.rowId > b.rowId ? 1 : 0;

/** Keeps the candidates that agree with the line on one criterion, unless none does. */
function tieBreak<C extends MatchCandidate>(candidates: C[], wanted: string | null, of: (c: C) => string | null): C[] {
  if (candidates.length < 2 || wanted === null) return candidates;
  const kept = candidates.filter((c) => of(c) === wanted);
  return kept.length ? kept : candidates;
}

function narrows(line: StatementLine, candidate: MatchCandidate): boolean {
  const batch = number(line.numeroLotePrestador);
  if (batch !== null && candidate.batchNumbers.length && !candidate.batchNumbers.some((b) => number(b) === batch)) {
    return false;
  }
  const protocol = number(line.numeroProtocolo);
  const ours = number(candidate.protocolNumber);
  return protocol === null || ours === null || ours === protocol;
}

function matchLine<L extends StatementLine, C extends MatchCandidate>(
  line: L,
  byGuide: Map<string, C[]>,
): LineMatch<L, C> {
  const guideCandidates = (byGuide.get(normalizeGuideNumber(line.numeroGuiaPrestador)) ?? []).filter((c) =>
    narrows(line, c),
  );
  if (!guideCandidates.length) return { line, status: 'notFound', reason: 'guide' };
  let found = guideCandidates.filter((c) => code(c.procedureCode) === code(line.procedureCode));
  if (!found.length) return { line, status: 'notFound', reason: 'procedure' };
  found = tieBreak(found, line.date.trim() || null, (c) => c.date.trim());
  found = tieBreak(found, grau(line.grau), (c) => grau(c.grau));
  found = tieBreak(found, number(line.sequencialItem), (c) => number(c.sequencialItem));
  if (found.length > 1) return { line, status: 'ambiguous', candidates: [...found].sort(byId) };
  const candidate = found[0]!;
  if (line.valorInformado === null) return { line, status: 'matched', candidate };
  const difference = toCents(line.valorInformado) - toCents(candidate.billedValue);
  if ((difference < 0n ? -difference : difference) <= TOLERANCE_CENTS) return { line, status: 'matched', candidate };
  return { line, status: 'valueDiffers', candidate, difference: centsText(difference) };
}

/** Matches each statement line to one of our procedure rows; see the rule above. */
export function matchStatementLines<L extends StatementLine, C extends MatchCandidate>(
  lines: readonly L[],
  candidates: readonly C[],
): StatementMatch<L, C> {
  const byGuide = new Map<string, C[]>();
  for (const candidate of candidates) {
    if (candidate.guideNumber === null || !candidate.guideNumber.trim()) continue;
    const key = normalizeGuideNumber(candidate.guideNumber);
    const list = byGuide.get(key);
    if (list) list.push(candidate);
    else byGuide.set(key, [candidate]);
  }
  const results = lines.map((line) => matchLine(line, byGuide));
  const named = new Set<C>();
  for (const result of results) {
    if (result.status === 'ambiguous') result.candidates.forEach((c) => named.add(c));
    else if (result.status !== 'notFound') named.add(result.candidate);
  }
  const events = new Set([...named].map((c) => c.eventId));
  const notInStatement = candidates.filter((c) => events.has(c.eventId) && !named.has(c)).sort(byId);
  return { lines: results, notInStatement };
}

/** The lines of the análises de conta of one file, one per item, for matchStatementLines. */
export function statementLines(statements: readonly AnaliseContaStatement[]): StatementLine[] {
  return statements.flatMap((statement) =>
    statement.protocols.flatMap((protocol) =>
      protocol.guides.flatMap((guide) =>
        guide.items.map((item) => ({
          key: item.path,
          registroANS: statement.header.registroANS,
          numeroLotePrestador: protocol.numeroLotePrestador || null,
          numeroProtocolo: protocol.numeroProtocolo || null,
          numeroGuiaPrestador: guide.numeroGuiaPrestador,
          sequencialItem: item.sequencialItem,
          codigoTabela: item.codigoTabela || null,
          procedureCode: item.codigoProcedimento,
          grau: item.grauParticipacao,
          date: item.dataRealizacao,
          valorInformado: item.valorInformado,
          valorProcessado: item.valorProcessado,
          valorLiberado: item.valorLiberado,
          glosas: item.glosas,
        })),
      ),
    ),
  );
}
