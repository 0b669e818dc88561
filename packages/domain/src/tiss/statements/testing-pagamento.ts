/**
 * Test data for the demonstrativo de pagamento (beside ./testing.ts, imported by path): payments
 * by date, paid protocols and their guides (left out in 3.05.00, which has no guiasDoLote),
 * debits/credits; every total computed from its parts unless a test overrides it.
 */
import { centsText, toCents } from '../../money/cents';
import type { TissVersion } from '../types';
import { el, leaf, type XmlNode } from '../xml';
import { contratado, statementHeader, statementMessage, type FixtureTotals } from './testing';

export interface FixturePaidGuide {
  numeroGuiaPrestador: string;
  /** 1 inicial (default), 2 recurso. */
  tipoPagamento?: '1' | '2';
  processado: string;
  /** Defaults to processado − glosa. */
  liberado?: string;
  glosa?: string;
}

export interface FixturePaidProtocol {
  numeroProtocolo: string;
  numeroLote: string;
  guides: FixturePaidGuide[];
  totals?: Partial<FixtureTotals>;
}

export interface FixtureDebitCredit {
  /** 1 débito, 2 crédito. */
  indicador: '1' | '2';
  /** 01 IRRF, 02 ISS, 03 INSS, 04 PIS… */
  tipo: string;
  descricao: string;
  valor: string;
}

export interface FixturePayment {
  dataPagamento: string;
  formaPagamento?: string;
  protocols: FixturePaidProtocol[];
  debitsCredits?: FixtureDebitCredit[];
  gross?: Partial<FixtureTotals>;
  liquido?: string;
}

export interface PagamentoFixture {
  payments: FixturePayment[];
  debitsCredits?: FixtureDebitCredit[];
  gross?: Partial<FixtureTotals>;
}

/** Sums for the totals; a value a test made unreadable counts as zero. */
const sum = (values: readonly string[]) =>
  centsText(values.reduce((total, v) => total + (/^-?\d+(\.\d+)?$/.test(v) ? toCents(v) : 0n), 0n));
const minus = (a: string, b: string) => centsText(toCents(a) - toCents(b));

const guideValues = (g: FixturePaidGuide) => {
  const glosa = g.glosa ?? '0.00';
  return { processado: g.processado, liberado: g.liberado ?? minus(g.processado, glosa), glosa };
};

function protocolTotals(p: FixturePaidProtocol): FixtureTotals {
  const guides = p.guides.map(guideValues);
  const processado = sum(guides.map((g) => g.processado));
  return {
    informado: p.totals?.informado ?? processado,
    processado: p.totals?.processado ?? processado,
    liberado: p.totals?.liberado ?? sum(guides.map((g) => g.liberado)),
    glosa: p.totals?.glosa ?? sum(guides.map((g) => g.glosa)),
  };
}

const totalsOf = (parts: readonly FixtureTotals[], override: Partial<FixtureTotals> = {}): FixtureTotals => ({
  informado: override.informado ?? sum(parts.map((p) => p.informado)),
  processado: override.processado ?? sum(parts.map((p) => p.processado)),
  liberado: override.liberado ?? sum(parts.map((p) => p.liberado)),
  glosa: override.glosa ?? sum(parts.map((p) => p.glosa)),
});

const paymentGross = (p: FixturePayment) => totalsOf(p.protocols.map(protocolTotals), p.gross);

const debitsCredits = (list: readonly FixtureDebitCredit[] = []) => ({
  debitos: sum(list.filter((d) => d.indicador === '1').map((d) => d.valor)),
  creditos: sum(list.filter((d) => d.indicador === '2').map((d) => d.valor)),
});

const debitCreditNode = (name: string, d: FixtureDebitCredit) =>
  el(name, [
    leaf('indicador', d.indicador),
    leaf('tipoDebitoCredito', d.tipo),
    leaf('descricaoDbCr', d.descricao),
    leaf('valorDbCr', d.valor),
  ]);

function protocolNode(version: TissVersion, p: FixturePaidProtocol): XmlNode | null {
  const totals = protocolTotals(p);
  return el('relacaoProtocolos', [
    leaf('dataProtocolo', '2026-01-13'),
    leaf('numeroProtocolo', p.numeroProtocolo),
    leaf('numeroLote', p.numeroLote),
    leaf('valorInformado', totals.informado),
    leaf('valorProcessado', totals.processado),
    leaf('valorLiberado', totals.liberado),
    leaf('valorGlosa', totals.glosa),
    ...(version === '3.05.00' ? [] : p.guides).map((g) => {
      const values = guideValues(g);
      return el('guiasDoLote', [
        leaf('numeroGuiaPrestador', g.numeroGuiaPrestador),
        leaf('tipoPagamento', g.tipoPagamento ?? '1'),
        leaf('valorProcessadoGuia', values.processado),
        leaf('valorLiberadoGuia', values.liberado),
        leaf('valorGlosaGuia', values.glosa),
      ]);
    }),
  ]);
}

function paymentNode(version: TissVersion, p: FixturePayment): XmlNode | null {
  const gross = paymentGross(p);
  const net = debitsCredits(p.debitsCredits);
  const list = p.debitsCredits ?? [];
  return el('pagamentosPorData', [
    el('dadosPagamento', [leaf('dataPagamento', p.dataPagamento), leaf('formaPagamento', p.formaPagamento ?? '1')]),
    el(
      'dadosResumo',
      p.protocols.map((protocol) => protocolNode(version, protocol)),
    ),
    el('totaisBrutosPorData', [
      leaf('totalInformadoPorData', gross.informado),
      leaf('totalProcessadoPorData', gross.processado),
      leaf('totaLiberadoPorData', gross.liberado),
      leaf('totalGlosaPorData', gross.glosa),
    ]),
    list.length
      ? el(
          'debitosCreditosPorData',
          list.map((d) => debitCreditNode('debitosCreditos', d)),
        )
      : null,
    el('totaisLiquidosPorData', [
      leaf('totalDebitosPorData', net.debitos),
      leaf('totalCreditosPorData', net.creditos),
      leaf(
        'liquidoPorData',
        p.liquido ?? centsText(toCents(gross.liberado) - toCents(net.debitos) + toCents(net.creditos)),
      ),
    ]),
  ]);
}

export function pagamentoNode(version: TissVersion, fixture: PagamentoFixture): XmlNode | null {
  const gross = totalsOf(fixture.payments.map(paymentGross), fixture.gross);
  const dates = fixture.payments.map((p) => debitsCredits(p.debitsCredits));
  const own = debitsCredits(fixture.debitsCredits);
  const debitos = sum([...dates.map((d) => d.debitos), own.debitos]);
  const creditos = sum([...dates.map((d) => d.creditos), own.creditos]);
  return el('demonstrativoPagamento', [
    statementHeader('123456', 'DP2026000001'),
    el('dadosContratado', [contratado(version, 'dadosPrestador'), leaf('CNES', '9999999')]),
    el(
      'pagamentos',
      fixture.payments.map((p) => paymentNode(version, p)),
    ),
    el('totaisDemonstrativo', [
      el('totaisBrutosDemonstrativo', [
        leaf('valorInformadoBruto', gross.informado),
        leaf('valorProcessadoBruto', gross.processado),
        leaf('valorLiberadoBruto', gross.liberado),
        leaf('valorGlosaBruto', gross.glosa),
      ]),
      ...(fixture.debitsCredits ?? []).map((d) => debitCreditNode('debitosCreditosDemonstrativo', d)),
      el('totaisLiquidosDemonstrativo', [
        leaf('totalDebitosDemonstrativo', debitos),
        leaf('totalCreditosdemonstrativo', creditos),
        leaf('valorLiberadoDemonstrativo', centsText(toCents(gross.liberado) - toCents(debitos) + toCents(creditos))),
      ]),
    ]),
  ]);
}

/** A DEMONSTRATIVO_PAGAMENTO message. */
export const pagamentoMessage = (version: TissVersion, fixture: PagamentoFixture): XmlNode =>
  statementMessage(version, 'DEMONSTRATIVO_PAGAMENTO', [pagamentoNode(version, fixture)]);

/** A small payment: two dates, three protocols, an initial and an appeal payment, IRRF and ISS. */
export const samplePagamento: PagamentoFixture = {
  payments: [
    {
      dataPagamento: '2026-03-10',
      protocols: [
        {
          numeroProtocolo: '202601000001',
          numeroLote: '1001',
          guides: [
            { numeroGuiaPrestador: 'HON000001', processado: '850.00', glosa: '255.00' },
            { numeroGuiaPrestador: 'HON000002', processado: '1200.00' },
          ],
        },
        {
          numeroProtocolo: '202601000002',
          numeroLote: '1002',
          guides: [{ numeroGuiaPrestador: 'SADT000001', processado: '300.00' }],
        },
      ],
      debitsCredits: [
        { indicador: '1', tipo: '01', descricao: 'IRRF', valor: '32.18' },
        { indicador: '1', tipo: '02', descricao: 'ISS', valor: '41.90' },
      ],
    },
    {
      dataPagamento: '2026-03-25',
      formaPagamento: '3',
      protocols: [
        {
          numeroProtocolo: '202602000009',
          numeroLote: '1003',
          guides: [{ numeroGuiaPrestador: 'HON000001', tipoPagamento: '2', processado: '255.00', glosa: '55.00' }],
        },
      ],
      debitsCredits: [{ indicador: '2', tipo: '09', descricao: 'AJUSTE CRÉDITO', valor: '10.00' }],
    },
  ],
};
