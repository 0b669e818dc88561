/** The guia de honorários of the TISS lote (NOTES.md §4), in the XSD's order for the insurer's version. */
import { TISS_GUIDE_DEFAULTS as D, caraterAtendimentoOf, ufToIbge } from './codes';
import type { TissGuideInput, TissInsurerSettings, TissParty } from './types';
import { blank, cnpjCharacters } from './lote-guide-data';
import { code, type Ctx, DATE, freeText, group, money, problem, put, text } from './lote-leaves';
import { beneficiary, grauOf, itemCommon, partyChoice, professionalCode } from './lote-parts';
import * as X from './xsd-domains';
import { el, type XmlNode } from './xml';

/** guiaHonorarios: the team's fees of an internment (the request guide is numberProtocol). */
export function honorarios(
  ctx: Ctx,
  guide: TissGuideInput,
  settings: TissInsurerSettings,
  provider: TissParty,
  emission: string,
): XmlNode {
  const start = blank(ctx.data.startDateBilling) ? guide.dtProcedure : ctx.data.startDateBilling;
  const end = blank(ctx.data.endDateBilling) ? start : ctx.data.endDateBilling;
  if (!guide.procedures.length) problem(ctx, 'procedimentosRealizados', 'noProcedures');
  const items = guide.procedures.map((item, index) => {
    const path = `procedimentoRealizado[${index + 1}].`;
    if (!item.team.length) problem(ctx, `${path}profissionais`, 'required');
    const team = item.team.map((pro, j) => {
      const p = `${path}profissionais[${j + 1}].`;
      return el('profissionais', [
        put(ctx, p, 'grauParticipacao', grauOf(ctx, pro), code(X.XSD_grauPart), true),
        professionalCode(ctx, p, pro),
        put(ctx, p, 'nomeProfissional', pro.name, freeText(70), true),
        put(ctx, p, 'conselhoProfissional', pro.council, code(X.XSD_conselhoProfissional[ctx.version]), true),
        put(ctx, p, 'numeroConselhoProfissional', pro.councilNumber, text(15), true),
        put(ctx, p, 'UF', ufToIbge(pro.uf), code(X.XSD_UF), true),
        put(ctx, p, 'CBO', pro.cbo, code(X.XSD_CBOS[ctx.version]), true),
      ]);
    });
    return el('procedimentoRealizado', [...itemCommon(ctx, path, guide, item, index), ...team]);
  });
  return el('guiaHonorarios', [
    el('cabecalhoGuia', [
      put(ctx, '', 'registroANS', settings.registerANS, { t: 'digits', len: 6 }, true),
      put(ctx, '', 'numeroGuiaPrestador', ctx.numGuide, text(20), true),
    ]),
    put(ctx, '', 'guiaSolicInternacao', ctx.data.numberProtocol, text(20), true),
    put(ctx, '', 'senha', ctx.data.password, text(20), false),
    put(ctx, '', 'numeroGuiaOperadora', null, text(20), false),
    el('beneficiario', beneficiary(ctx, guide, true)),
    group(ctx, '', 'localContratado', [
      el('codigoContratado', [
        partyChoice(ctx, 'localContratado.', guide.hospital, {
          code: 'codigoNaOperadora',
          cnpj: 'cnpjLocalExecutante',
        }),
      ]),
      put(ctx, 'localContratado.', 'nomeContratado', guide.hospital.name, freeText(70), true),
      put(ctx, 'localContratado.', 'cnes', blank(guide.hospital.cnes) ? D.cnes : guide.hospital.cnes, text(7), true),
    ]),
    el('dadosContratadoExecutante', [
      put(
        ctx,
        '',
        'codigonaOperadora',
        blank(provider.codeAtOperator) ? cnpjCharacters(provider.cnpj) : provider.codeAtOperator,
        text(14),
        true,
      ),
      ctx.is4 ? null : put(ctx, '', 'nomeContratadoExecutante', provider.name, freeText(70), true),
      put(ctx, '', 'cnesContratadoExecutante', blank(provider.cnes) ? D.cnes : provider.cnes, text(7), true),
    ]),
    el('dadosInternacao', [
      put(ctx, '', 'dataInicioFaturamento', start, DATE, true),
      put(ctx, '', 'dataFimFaturamento', end, DATE, true),
      ctx.is403
        ? put(
            ctx,
            '',
            'caraterAtendimento',
            caraterAtendimentoOf(guide.isEmergency),
            code(X.XSD_caraterAtendimento),
            true,
          )
        : null,
    ]),
    el('procedimentosRealizados', items),
    put(ctx, '', 'observacao', guide.observation, freeText(500), false),
    put(ctx, '', 'valorTotalHonorarios', guide.total, money(10), true),
    put(ctx, '', 'dataEmissaoGuia', blank(ctx.data.emissionDate) ? emission : ctx.data.emissionDate, DATE, true),
  ])!;
}
