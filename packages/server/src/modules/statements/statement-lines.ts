import { fmt, messages } from '@honora/contract';
import { brazilDate, centsText, sumCents, toCents } from '@honora/domain';
import {
  matchStatementLines,
  normalizeGuideNumber,
  statementLines,
  type MatchCandidate,
  type StatementBody,
  type StatementLine,
  type StatementProblem,
} from '@honora/domain/tiss/statements/index';
import type { AuthSession } from '../../http/auth-context';
import type { CandidateRow, StatementLineValues } from './statements.repository';

/**
 * From a statement as read to the lines Honora keeps (one per item of an análise de conta, one
 * per guide of a pagamento) and their reconciliation with the candidates: plain functions.
 */

const p = messages.screens.appeals.statements.problems;

/** Statements belong to the selected company (billing.md §2: the screen needs one). */
export const companyOf = (auth: AuthSession): string => auth.companyId!;
export const today = () => brazilDate(new Date());

/** A problem of the reading in pt-BR, with its file line. */
export function problemText(problem: StatementProblem): string {
  const params = problem.params ?? {};
  const field =
    problem.path
      .split('/')
      .at(-1)
      ?.replace(/\[\d+\]$/, '') ?? '';
  const text = fmt(p[problem.code], {
    field,
    version: params.padrao ?? params.version ?? '',
    code: params.codigoGlosa ?? '',
    description: params.descricaoGlosa ?? '',
    status: params.status ?? '',
  } as never);
  return problem.line ? fmt(p.lineOf, { line: String(problem.line), message: text }) : text;
}

export interface ReadLine {
  line: StatementLine;
  lineNo: number;
  paidOn: string | null;
  /** Guide-level lines (pagamento): matched to an event, spread over its items when posted. */
  guideLevel: boolean;
}

/** The lines of the statement's body, in file order. */
export function readLines(body: StatementBody, registroANS: string): ReadLine[] {
  if (body.kind === 'analiseConta') {
    const lineOf = new Map(
      body.statements.flatMap((s) =>
        s.protocols.flatMap((pr) => pr.guides.flatMap((g) => g.items.map((i) => [i.path, i.line] as const))),
      ),
    );
    return statementLines(body.statements).map((line) => ({
      line,
      lineNo: lineOf.get(line.key) ?? 0,
      paidOn: null,
      guideLevel: false,
    }));
  }
  return body.statement.payments.flatMap((payment) =>
    payment.protocols.flatMap((protocol) =>
      protocol.guides.map((guide) => ({
        line: {
          key: guide.path,
          registroANS,
          numeroLotePrestador: protocol.numeroLote || null,
          numeroProtocolo: protocol.numeroProtocolo || null,
          numeroGuiaPrestador: guide.numeroGuiaPrestador,
          sequencialItem: '',
          procedureCode: '',
          grau: null,
          date: payment.dataPagamento,
          valorInformado: guide.valorProcessadoGuia,
          valorProcessado: guide.valorProcessadoGuia,
          valorLiberado: guide.valorLiberadoGuia,
          glosas:
            guide.valorGlosaGuia && toCents(guide.valorGlosaGuia) > 0n
              ? [{ valorGlosa: guide.valorGlosaGuia, tipoGlosa: '' }]
              : [],
        },
        lineNo: guide.line,
        paidOn: payment.dataPagamento,
        guideLevel: true,
      })),
    ),
  );
}

/** The matcher's candidate for a procedure row: the guide number as our lote wrote it. */
export function toCandidate(
  row: CandidateRow,
  batches: ReadonlyMap<string, { code: string; protocol: string | null }>,
): MatchCandidate {
  const sent = row.batchesIds.flatMap((id) => batches.get(id) ?? []);
  return {
    eventId: row.eventId,
    rowId: row.rowId,
    guideNumber: row.providerGuide?.trim() ? row.providerGuide : row.numGuide,
    batchNumbers: sent.map((b) => b.code),
    protocolNumber: sent.at(-1)?.protocol ?? null,
    procedureCode: row.procedureCode,
    grau: null,
    date: row.date ?? '',
    sequencialItem: String(row.order),
    billedValue: row.value,
    openValue: row.open,
  };
}

export const guideKeys = (lines: readonly ReadLine[]) => [
  ...new Set(lines.map((l) => normalizeGuideNumber(l.line.numeroGuiaPrestador))),
];

const money = (value: string | null | undefined) => (value ? centsText(toCents(value)) : '0.00');

/** The lines to store: each with its values, glosas and what it matched. */
export function reconcile(
  lines: readonly ReadLine[],
  candidates: readonly MatchCandidate[],
  base: { statementId: string; companyId: string },
): StatementLineValues[] {
  const items = lines.filter((l) => !l.guideLevel);
  const matched = new Map(
    matchStatementLines(
      items.map((l) => l.line),
      candidates,
    ).lines.map((m) => [m.line.key, m]),
  );
  const eventsByGuide = new Map<string, Set<string>>();
  for (const c of candidates) {
    if (!c.guideNumber) continue;
    const key = normalizeGuideNumber(c.guideNumber);
    eventsByGuide.set(key, (eventsByGuide.get(key) ?? new Set()).add(c.eventId));
  }
  return lines.map(({ line, lineNo, paidOn, guideLevel }) => {
    const glosas = (line.glosas ?? []).map((g) => ({ code: g.tipoGlosa, value: money(g.valorGlosa) }));
    let match: StatementLineValues['match'] = 'notFound';
    let eventId: string | null = null;
    let procedureRowId: string | null = null;
    if (guideLevel) {
      const found = [...(eventsByGuide.get(normalizeGuideNumber(line.numeroGuiaPrestador)) ?? [])];
      match = found.length === 1 ? 'matched' : found.length > 1 ? 'ambiguous' : 'notFound';
      eventId = found.length === 1 ? found[0]! : null;
    } else {
      const result = matched.get(line.key)!;
      match = result.status;
      if (result.status === 'matched' || result.status === 'valueDiffers') {
        eventId = result.candidate.eventId;
        procedureRowId = result.candidate.rowId;
      }
    }
    return {
      ...base,
      lineNo,
      lotNumber: line.numeroLotePrestador,
      protocolNumber: line.numeroProtocolo,
      guideNumber: line.numeroGuiaPrestador,
      itemSequence: line.sequencialItem || null,
      procedureCode: line.procedureCode || null,
      participation: line.grau,
      performedOn: guideLevel ? null : line.date || null,
      paidOn,
      valueInformed: money(line.valorInformado),
      valueProcessed: money(line.valorProcessado),
      valueReleased: money(line.valorLiberado),
      valueGlosa: centsText(sumCents(glosas.map((g) => toCents(g.value)))),
      glosas,
      match,
      eventId,
      procedureRowId,
    };
  });
}
