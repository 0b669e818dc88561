/**
 * Checks of a read demonstrativo de pagamento: a protocol's processed / released / glosa values
 * against the sum of its guides (when it lists them), each date's gross totals against its
 * protocols, its debits and credits against their list and its net value (released − debits +
 * credits), and the statement's totals against its dates. All are warnings beyond 0.05
 * (billing.md §9's tolerance): the operator's money is reported as it is, never corrected.
 */
import { type Cents } from '../../money/cents';
import type { DecimalText } from '../../pricing/types';
import { checkTotal, sumMoney } from './check-analise-conta';
import type { ReadContext } from './read-fields';
import type { PagamentoPorData, PagamentoStatement, StatementDebitCredit, StatementTotals } from './types';

const sumOf = <T>(items: readonly T[], pick: (item: T) => DecimalText | null): Cents | null =>
  sumMoney(items.map(pick));

/** Debits and credits of a list, or null when one value or indicator is unreadable. */
function debitsAndCredits(list: readonly StatementDebitCredit[]): { debitos: Cents; creditos: Cents } | null {
  const debits = list.filter((d) => d.indicador === 'debito');
  const credits = list.filter((d) => d.indicador === 'credito');
  if (debits.length + credits.length !== list.length) return null;
  const debitos = sumOf(debits, (d) => d.valorDbCr);
  const creditos = sumOf(credits, (d) => d.valorDbCr);
  return debitos === null || creditos === null ? null : { debitos, creditos };
}

/** [element, written total, sum of its parts] checked under one path. */
type TotalCheck = readonly [element: string, written: DecimalText | null, sum: Cents | null];

const checkAll = (ctx: ReadContext, path: string, line: number, checks: readonly TotalCheck[]) => {
  for (const [element, written, sum] of checks) checkTotal(ctx, `${path}/${element}`, line, written, sum);
};

const grossChecks = (names: readonly string[], written: StatementTotals, parts: readonly StatementTotals[]) =>
  (['informado', 'processado', 'liberado', 'glosa'] as const).map((key, i): TotalCheck => [
    names[i]!,
    written[key],
    sumOf(parts, (t) => t[key]),
  ]);

/** Net totals: debits and credits against their list (when given), and liquido = liberado − debits + credits. */
function checkNet(
  ctx: ReadContext,
  owner: { path: string; line: number },
  gross: StatementTotals,
  net: PagamentoPorData['net'],
  names: readonly [debitos: string, creditos: string, liquido: string],
  list: readonly StatementDebitCredit[] | null,
): void {
  const sums = list && debitsAndCredits(list);
  const released = sumMoney([gross.liberado]);
  const debits = sumMoney([net.debitos]);
  const credits = sumMoney([net.creditos]);
  const liquido = released === null || debits === null || credits === null ? null : released - debits + credits;
  checkAll(ctx, owner.path, owner.line, [
    ...(list
      ? [
          [names[0], net.debitos, sums?.debitos ?? null] as const,
          [names[1], net.creditos, sums?.creditos ?? null] as const,
        ]
      : []),
    [names[2], net.liquido, liquido],
  ]);
}

function checkPaymentDate(ctx: ReadContext, payment: PagamentoPorData): void {
  for (const { path, line, totals, guides } of payment.protocols) {
    if (!guides.length) continue;
    checkAll(ctx, path, line, [
      ['valorProcessado', totals.processado, sumOf(guides, (g) => g.valorProcessadoGuia)],
      ['valorLiberado', totals.liberado, sumOf(guides, (g) => g.valorLiberadoGuia)],
      ['valorGlosa', totals.glosa, sumOf(guides, (g) => g.valorGlosaGuia)],
    ]);
  }
  const { path, line } = payment;
  const gross = ['totalInformadoPorData', 'totalProcessadoPorData', 'totaLiberadoPorData', 'totalGlosaPorData'];
  checkAll(
    ctx,
    `${path}/totaisBrutosPorData`,
    line,
    grossChecks(
      gross,
      payment.gross,
      payment.protocols.map((p) => p.totals),
    ),
  );
  const net = ['totalDebitosPorData', 'totalCreditosPorData', 'liquidoPorData'] as const;
  checkNet(
    ctx,
    { path: `${path}/totaisLiquidosPorData`, line },
    payment.gross,
    payment.net,
    net,
    payment.debitsCredits,
  );
}

/** Runs every check over one statement, adding to ctx.problems. */
export function checkPagamento(ctx: ReadContext, statement: PagamentoStatement): void {
  for (const payment of statement.payments) checkPaymentDate(ctx, payment);
  const { path, line } = statement;
  const gross = ['valorInformadoBruto', 'valorProcessadoBruto', 'valorLiberadoBruto', 'valorGlosaBruto'];
  const dates = statement.payments.map((p) => p.gross);
  checkAll(
    ctx,
    `${path}/totaisDemonstrativo/totaisBrutosDemonstrativo`,
    line,
    grossChecks(gross, statement.gross, dates),
  );
  // The statement's own debits/credits may come on top of the dates' ones: only its net value is checked.
  const net = ['totalDebitosDemonstrativo', 'totalCreditosdemonstrativo', 'valorLiberadoDemonstrativo'] as const;
  const owner = { path: `${path}/totaisDemonstrativo/totaisLiquidosDemonstrativo`, line };
  checkNet(ctx, owner, statement.gross, statement.net, net, null);
}
