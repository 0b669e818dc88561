import { describe, expect, it } from 'vitest';
import { TISS_VERSIONS } from '../types';
import { isStatementReadable } from './read-statement';
import { readStatementTree } from './testing';
import { pagamentoMessage, samplePagamento, type PagamentoFixture } from './testing-pagamento';
import type { PagamentoStatement, StatementReadResult } from './types';

const pagamento = (result: StatementReadResult): PagamentoStatement => {
  if (result.body?.kind !== 'pagamento') throw new Error(`not a pagamento: ${JSON.stringify(result.problems)}`);
  return result.body.statement;
};
const copy = (): PagamentoFixture => JSON.parse(JSON.stringify(samplePagamento)) as PagamentoFixture;

describe('demonstrativo de pagamento', () => {
  it.each(TISS_VERSIONS)('%s: payments by date, protocols, debits/credits and totals with no problem', (version) => {
    const result = readStatementTree(pagamentoMessage(version, samplePagamento));
    expect(result.problems).toEqual([]);
    expect(isStatementReadable(result)).toBe(true);
    const statement = pagamento(result);
    expect(statement.header.numeroDemonstrativo).toBe('DP2026000001');
    expect(statement.provider.codigoPrestadorNaOperadora).toBe('000123');
    const [first, second] = statement.payments;
    expect(first).toMatchObject({ dataPagamento: '2026-03-10', formaPagamento: '1', banco: null });
    expect(first!.protocols.map((p) => [p.numeroProtocolo, p.numeroLote, p.totals])).toEqual([
      ['202601000001', '1001', { informado: '2050.00', processado: '2050.00', liberado: '1795.00', glosa: '255.00' }],
      ['202601000002', '1002', { informado: '300.00', processado: '300.00', liberado: '300.00', glosa: '0.00' }],
    ]);
    expect(first!.debitsCredits.map((d) => [d.indicador, d.tipoDebitoCredito, d.descricaoDbCr, d.valorDbCr])).toEqual([
      ['debito', '01', 'IRRF', '32.18'],
      ['debito', '02', 'ISS', '41.90'],
    ]);
    expect(first!.net).toEqual({ debitos: '74.08', creditos: '0.00', liquido: '2020.92' });
    expect(second!.formaPagamento).toBe('3');
    expect(statement.gross).toEqual({
      informado: '2605.00',
      processado: '2605.00',
      liberado: '2295.00',
      glosa: '310.00',
    });
    expect(statement.net).toEqual({ debitos: '74.08', creditos: '10.00', liquido: '2230.92' });
  });

  it('reads the guides of a paid protocol (4.x); 3.05.00 pays by protocol only', () => {
    const v403 = pagamento(readStatementTree(pagamentoMessage('4.03.00', samplePagamento)));
    expect(
      v403.payments[0]!.protocols[0]!.guides.map((g) => [g.numeroGuiaPrestador, g.tipoPagamento, g.valorLiberadoGuia]),
    ).toEqual([
      ['HON000001', 'inicial', '595.00'],
      ['HON000002', 'inicial', '1200.00'],
    ]);
    expect(v403.payments[1]!.protocols[0]!.guides[0]).toMatchObject({
      tipoPagamento: 'recurso',
      valorProcessadoGuia: '255.00',
      valorGlosaGuia: '55.00',
    });
    const v305 = pagamento(readStatementTree(pagamentoMessage('3.05.00', samplePagamento)));
    expect(v305.payments.flatMap((p) => p.protocols.flatMap((q) => q.guides))).toEqual([]);
    expect(v305.provider.nomeContratado).toBe('GRUPO DE ANESTESIA EXEMPLO');
  });

  it('a protocol unlike its guides, or a net value unlike released − debits + credits, is a warning', () => {
    const f = copy();
    f.payments[0]!.protocols[0]!.totals = { liberado: '1800.00' };
    f.payments[1]!.liquido = '250.00';
    const result = readStatementTree(pagamentoMessage('4.03.00', f));
    expect(
      result.problems.map((p) => [p.code, p.severity, p.path.replace(/^.*Pagamento\[1\]\//, ''), p.params]),
    ).toEqual([
      [
        'totalsMismatch',
        'warning',
        'pagamentos/pagamentosPorData[1]/dadosResumo/relacaoProtocolos[1]/valorLiberado',
        { written: '1800.00', sum: '1795.00' },
      ],
      [
        'totalsMismatch',
        'warning',
        'pagamentos/pagamentosPorData[2]/totaisLiquidosPorData/liquidoPorData',
        { written: '250.00', sum: '210.00' },
      ],
    ]);
  });

  it('a negative or unreadable debit or credit is an error at its path', () => {
    const f = copy();
    f.payments[0]!.debitsCredits![0]!.valor = '-32.18';
    f.payments[1]!.debitsCredits![0]!.valor = '10,00';
    const result = readStatementTree(pagamentoMessage('4.03.00', f));
    expect(result.problems.map((p) => [p.code, p.path.replace(/^.*pagamentos\//, '')])).toEqual([
      ['valueNegative', 'pagamentosPorData[1]/debitosCreditosPorData/debitosCreditos[1]/valorDbCr'],
      ['valueNotNumeric', 'pagamentosPorData[2]/debitosCreditosPorData/debitosCreditos[1]/valorDbCr'],
    ]);
  });
});
