/**
 * demonstrativoAnaliseConta (ctm_demonstrativoAnaliseConta, NOTES.md §7) from its records:
 * header, provider, protocols → guides → items with their glosas, and the guide, protocol and
 * statement totals. Read by element name, so the versions' differences are optional fields:
 * nomeBeneficiario and nomeContratado (3.05.00 only), centroConsumo and the guide's and
 * statement's observacao (4.03.00 only); item values are 8,2 before 4.03.00 and 10,2 from it.
 */
import { itemMoneyWidth, quantityWidth, readHeader, readProvider, type RecordReader } from './read-fields';
import type {
  AnaliseContaStatement,
  AnaliseGuide,
  AnaliseItem,
  AnaliseProtocol,
  StatementGlosaReason,
  StatementTotals,
} from './types';

export function readAnaliseConta(r: RecordReader): AnaliseContaStatement {
  return {
    path: r.path,
    line: r.line,
    header: readHeader(r),
    provider: readProvider(r, 'dadosPrestador/dadosContratado', 'dadosPrestador/CNES'),
    protocols: r.children('dadosProtocolo').map(readProtocol),
    totals: readTotals(r, 'Geral'),
    observacao: r.optional('observacao'),
  };
}

/** valorInformado{suffix}, valorProcessado{suffix}, valorLiberado{suffix} and the optional valorGlosa{suffix}. */
function readTotals(r: RecordReader, suffix: string): StatementTotals {
  return {
    informado: r.money(`valorInformado${suffix}`),
    processado: r.money(`valorProcessado${suffix}`),
    liberado: r.money(`valorLiberado${suffix}`),
    glosa: r.optionalMoney(`valorGlosa${suffix}`),
  };
}

/** ct_motivoGlosa records (GlosaProtocolo, motivoGlosaGuia). */
export function readGlosaReasons(records: RecordReader[]): StatementGlosaReason[] {
  return records.map((g) => ({ codigoGlosa: g.text('codigoGlosa'), descricaoGlosa: g.optional('descricaoGlosa') }));
}

function readProtocol(r: RecordReader): AnaliseProtocol {
  return {
    path: r.path,
    line: r.line,
    numeroLotePrestador: r.text('numeroLotePrestador'),
    numeroProtocolo: r.text('numeroProtocolo'),
    dataProtocolo: r.text('dataProtocolo'),
    glosas: readGlosaReasons(r.children('GlosaProtocolo')),
    situacaoProtocolo: r.text('situacaoProtocolo'),
    guides: r.children('relacaoGuias').map(readGuide),
    totals: readTotals(r, 'Protocolo'),
  };
}

function readGuide(r: RecordReader): AnaliseGuide {
  return {
    path: r.path,
    line: r.line,
    numeroGuiaPrestador: r.text('numeroGuiaPrestador'),
    numeroGuiaOperadora: r.optional('numeroGuiaOperadora'),
    senha: r.optional('senha'),
    nomeBeneficiario: r.optional('nomeBeneficiario'),
    numeroCarteira: r.text('numeroCarteira'),
    dataInicioFat: r.text('dataInicioFat'),
    horaInicioFat: r.optional('horaInicioFat'),
    dataFimFat: r.optional('dataFimFat'),
    horaFimFat: r.optional('horaFimFat'),
    glosas: readGlosaReasons(r.children('motivoGlosaGuia')),
    situacaoGuia: r.text('situacaoGuia'),
    items: r.children('detalhesGuia').map(readItem),
    totals: readTotals(r, 'Guia'),
    observacao: r.optional('observacao'),
  };
}

function readItem(r: RecordReader): AnaliseItem {
  const width = itemMoneyWidth(r.ctx.version);
  return {
    path: r.path,
    line: r.line,
    sequencialItem: r.text('sequencialItem'),
    dataRealizacao: r.text('dataRealizacao'),
    codigoTabela: r.text('procedimento/codigoTabela'),
    codigoProcedimento: r.text('procedimento/codigoProcedimento'),
    descricaoProcedimento: r.text('procedimento/descricaoProcedimento'),
    grauParticipacao: r.optional('grauParticipacao'),
    valorInformado: r.money('valorInformado', width),
    qtdExecutada: r.decimal('qtdExecutada', quantityWidth(r.ctx.version)),
    valorProcessado: r.money('valorProcessado', width),
    valorLiberado: r.money('valorLiberado', width),
    glosas: r.children('relacaoGlosa').map((g) => ({
      valorGlosa: g.money('valorGlosa', width),
      tipoGlosa: g.text('tipoGlosa'),
    })),
    centroConsumo: r.optional('centroConsumo'),
  };
}
