/** The guia de consulta of the TISS lote (NOTES.md §4), in the XSD's order for the insurer's version. */
import { TISS_GUIDE_DEFAULTS as D, consultTypeOf } from './codes';
import type { TissGuideInput, TissInsurerSettings, TissParty } from './types';
import { blank } from './lote-guide-data';
import { code, type Ctx, DATE, freeText, group, missing, money, problem, put, text } from './lote-leaves';
import { beneficiary, partyChoice, professionalData } from './lote-parts';
import * as X from './xsd-domains';
import { el, type XmlNode } from './xml';

/** guiaConsulta: one procedure, valued at the guide's total. */
export function consulta(ctx: Ctx, guide: TissGuideInput, settings: TissInsurerSettings, provider: TissParty): XmlNode {
  const first = guide.procedures[0];
  const executor = guide.executor ?? first?.team[0] ?? null;
  const procedureCode = blank(ctx.data.codeProcedureConsult) ? first?.code : ctx.data.codeProcedureConsult;
  // The event's priced value (what the event and the batch show), never a second value.
  const value = guide.total;
  if (blank(procedureCode) && !ctx.overrides.has('codigoProcedimento')) problem(ctx, 'procedimento', 'noProcedures');
  return el('guiaConsulta', [
    el('cabecalhoConsulta', [
      put(ctx, '', 'registroANS', settings.registerANS, { t: 'digits', len: 6 }, true),
      put(ctx, '', 'numeroGuiaPrestador', ctx.numGuide, text(20), true),
    ]),
    put(ctx, '', 'numeroGuiaOperadora', null, text(20), false),
    put(ctx, '', 'ausenciaCodValidacao', null, code(X.XSD_ausenciaCodValidacao), false),
    put(ctx, '', 'codValidacao', null, text(10), false),
    el('dadosBeneficiario', beneficiary(ctx, guide, false)),
    group(ctx, '', 'contratadoExecutante', [
      partyChoice(ctx, 'contratadoExecutante.', provider, {
        code: 'codigoPrestadorNaOperadora',
        cnpj: 'cnpjContratado',
        cpf: 'cpfContratado',
      }),
      ctx.is4 ? null : put(ctx, 'contratadoExecutante.', 'nomeContratado', provider.name, freeText(70), true),
      put(ctx, 'contratadoExecutante.', 'CNES', blank(provider.cnes) ? D.cnes : provider.cnes, text(7), true),
    ]),
    executor
      ? group(ctx, '', 'profissionalExecutante', professionalData(ctx, 'profissionalExecutante.', executor))
      : missing(ctx, 'profissionalExecutante'),
    put(
      ctx,
      '',
      'indicacaoAcidente',
      blank(ctx.data.accidenteIndication) ? D.accidenteIndication : ctx.data.accidenteIndication,
      code(X.XSD_indicadorAcidente),
      true,
    ),
    el('dadosAtendimento', [
      ctx.is4 ? put(ctx, '', 'coberturaEspecial', null, code(X.XSD_cobEsp), false) : null,
      ctx.is4 ? put(ctx, '', 'regimeAtendimento', D.regimeAtendimento, code(X.XSD_regimeAtendimento), true) : null,
      ctx.is4 ? put(ctx, '', 'saudeOcupacional', null, code(X.XSD_saudeOcupacional), false) : null,
      put(
        ctx,
        '',
        'dataAtendimento',
        blank(ctx.data.attendanceDateConsult) ? guide.dtProcedure : ctx.data.attendanceDateConsult,
        DATE,
        true,
      ),
      put(ctx, '', 'tipoConsulta', consultTypeOf(null, ctx.data.consultType), code(X.XSD_tipoConsulta), true),
      el('procedimento', [
        put(
          ctx,
          'procedimento.',
          'codigoTabela',
          blank(first?.tableCode) ? D.tableCode : first!.tableCode,
          code(X.XSD_tabela),
          true,
        ),
        put(ctx, 'procedimento.', 'codigoProcedimento', procedureCode, text(10), true),
        put(ctx, 'procedimento.', 'valorProcedimento', value, money(ctx.itemWidth), true),
      ]),
    ]),
    put(ctx, '', 'observacao', guide.observation, freeText(500), false),
  ])!;
}
