/**
 * demonstrativoPagamento (ctm_demonstrativoPagamento, NOTES.md §7) from its records: payments by
 * date with their bank data, paid protocols and their guides (guiasDoLote, tipoPagamento 1
 * inicial / 2 recurso; absent in 3.05.00, which pays by protocol only), gross totals,
 * debits/credits and net totals per date and for the statement. Element names keep the ANS
 * typos (`totaLiberadoPorData`, `totalCreditosdemonstrativo`).
 */
import { itemMoneyWidth, readHeader, readProvider, type RecordReader } from './read-fields';
import type {
  PagamentoGuide,
  PagamentoPorData,
  PagamentoProtocol,
  PagamentoStatement,
  StatementDebitCredit,
} from './types';

export function readPagamento(r: RecordReader): PagamentoStatement {
  const gross = 'totaisDemonstrativo/totaisBrutosDemonstrativo';
  const net = 'totaisDemonstrativo/totaisLiquidosDemonstrativo';
  return {
    path: r.path,
    line: r.line,
    header: readHeader(r),
    provider: readProvider(r, 'dadosContratado/dadosPrestador', 'dadosContratado/CNES'),
    payments: r.children('pagamentosPorData').map(readPaymentByDate),
    gross: {
      informado: r.money(`${gross}/valorInformadoBruto`),
      processado: r.money(`${gross}/valorProcessadoBruto`),
      liberado: r.money(`${gross}/valorLiberadoBruto`),
      glosa: r.money(`${gross}/valorGlosaBruto`),
    },
    debitsCredits: r.children('debitosCreditosDemonstrativo').map(readDebitCredit),
    net: {
      debitos: r.money(`${net}/totalDebitosDemonstrativo`),
      creditos: r.money(`${net}/totalCreditosdemonstrativo`),
      liquido: r.money(`${net}/valorLiberadoDemonstrativo`),
    },
    observacao: r.optional('observacao'),
  };
}

function readPaymentByDate(r: RecordReader): PagamentoPorData {
  const gross = 'totaisBrutosPorData';
  const net = 'totaisLiquidosPorData';
  return {
    path: r.path,
    line: r.line,
    dataPagamento: r.text('dadosPagamento/dataPagamento'),
    formaPagamento: r.text('dadosPagamento/formaPagamento'),
    banco: r.optional('dadosPagamento/banco'),
    agencia: r.optional('dadosPagamento/agencia'),
    nrContaCheque: r.optional('dadosPagamento/nrContaCheque'),
    protocols: r.children('relacaoProtocolos').map(readProtocol),
    gross: {
      informado: r.money(`${gross}/totalInformadoPorData`),
      processado: r.money(`${gross}/totalProcessadoPorData`),
      liberado: r.money(`${gross}/totaLiberadoPorData`),
      glosa: r.money(`${gross}/totalGlosaPorData`),
    },
    debitsCredits: r.children('debitosCreditos').map(readDebitCredit),
    net: {
      debitos: r.money(`${net}/totalDebitosPorData`),
      creditos: r.money(`${net}/totalCreditosPorData`),
      liquido: r.money(`${net}/liquidoPorData`),
    },
  };
}

function readProtocol(r: RecordReader): PagamentoProtocol {
  return {
    path: r.path,
    line: r.line,
    dataProtocolo: r.text('dataProtocolo'),
    numeroProtocolo: r.text('numeroProtocolo'),
    numeroLote: r.text('numeroLote'),
    totals: {
      informado: r.money('valorInformado'),
      processado: r.money('valorProcessado'),
      liberado: r.money('valorLiberado'),
      glosa: r.optionalMoney('valorGlosa'),
    },
    guides: r.children('guiasDoLote').map(readGuide),
  };
}

const PAYMENT_TYPES: Readonly<Record<string, PagamentoGuide['tipoPagamento']>> = { '1': 'inicial', '2': 'recurso' };

function readGuide(r: RecordReader): PagamentoGuide {
  const tipo = r.text('tipoPagamento');
  return {
    path: r.path,
    line: r.line,
    numeroGuiaPrestador: r.text('numeroGuiaPrestador'),
    numeroGuiaOperadora: r.optional('numeroGuiaOperadora'),
    senha: r.optional('senha'),
    tipoPagamento: PAYMENT_TYPES[tipo] ?? null,
    valorProcessadoGuia: r.money('valorProcessadoGuia'),
    valorLiberadoGuia: r.money('valorLiberadoGuia'),
    valorGlosaGuia: r.optionalMoney('valorGlosaGuia'),
  };
}

const INDICATORS: Readonly<Record<string, StatementDebitCredit['indicador']>> = { '1': 'debito', '2': 'credito' };

/** ct_descontos: valorDbCr is 8,2 before 4.03.00 and 10,2 from it. */
function readDebitCredit(r: RecordReader): StatementDebitCredit {
  return {
    path: r.path,
    line: r.line,
    indicador: INDICATORS[r.text('indicador')] ?? null,
    tipoDebitoCredito: r.text('tipoDebitoCredito'),
    descricaoDbCr: r.text('descricaoDbCr'),
    valorDbCr: r.money('valorDbCr', itemMoneyWidth(r.ctx.version)),
  };
}
