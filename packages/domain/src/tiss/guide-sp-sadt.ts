/** The guia de SP/SADT of the TISS lote (NOTES.md §4), in the XSD's order for the insurer's version. */
import {
  TISS_GUIDE_DEFAULTS as D,
  attendanceTypeOf,
  caraterAtendimentoOf,
  consultTypeOf,
  expenseTableOf,
  ufToIbge,
} from './codes';
import type { TissGuideInput, TissInsurerSettings, TissParty } from './types';
import { blank } from './lote-guide-data';
import {
  code,
  type Ctx,
  DATE,
  freeText,
  group,
  missing,
  money,
  problem,
  padCode,
  put,
  text,
  TIME,
  formatTissDecimal,
} from './lote-leaves';
import { beneficiary, grauOf, itemCommon, partyChoice, professionalCode, professionalData } from './lote-parts';
import { transliterateLatin1 } from './text';
import * as X from './xsd-domains';
import { el, type XmlNode } from './xml';

const EXPENSE_TOTALS: readonly [string, readonly string[]][] = [
  ['valorDiarias', ['05']],
  ['valorTaxasAlugueis', ['07']],
  ['valorMateriais', ['03']],
  ['valorMedicamentos', ['02']],
  ['valorOPME', ['08']],
  ['valorGasesMedicinais', ['01']],
];

function sumDecimals(values: readonly (string | null)[]): string | null {
  let cents = 0n;
  for (const value of values) {
    const formatted = blank(value) ? '0.00' : formatTissDecimal(value!, 2);
    if (formatted === null) return null;
    cents += BigInt(formatted.replace('.', ''));
  }
  const s = cents.toString().padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
}

/** guiaSP-SADT: requester, executor, procedures, other expenses and the totals by expense kind. */
export function spSadt(ctx: Ctx, guide: TissGuideInput, settings: TissInsurerSettings, provider: TissParty): XmlNode {
  const requester = guide.requester ?? guide.executor ?? guide.procedures[0]?.team[0] ?? null;
  if (!guide.procedures.length && !guide.expenses.length) problem(ctx, 'procedimentosExecutados', 'noProcedures');
  const hasAuthorization = !blank(ctx.data.authorizationDate) || ctx.overrides.has('dataAutorizacao');
  if (!hasAuthorization && (!blank(ctx.data.password) || !blank(ctx.data.passwordExpirationDate))) {
    problem(ctx, 'dataAutorizacao', 'required');
  }
  const attendance = attendanceTypeOf('SPSADT', ctx.data.attendimentType, guide.procedures[0]?.code, ctx.version);
  const consultType = consultTypeOf(attendance, ctx.data.consultType);

  const items = guide.procedures.map((item, index) => {
    const path = `procedimentoExecutado[${index + 1}].`;
    const team = item.team.map((pro, j) => {
      const p = `${path}equipeSadt[${j + 1}].`;
      return el('equipeSadt', [
        put(ctx, p, 'grauPart', grauOf(ctx, pro), code(X.XSD_grauPart), false),
        professionalCode(ctx, p, pro),
        put(ctx, p, 'nomeProf', pro.name, freeText(70), true),
        put(ctx, p, 'conselho', pro.council, code(X.XSD_conselhoProfissional[ctx.version]), true),
        put(ctx, p, 'numeroConselhoProfissional', pro.councilNumber, text(15), true),
        put(ctx, p, 'UF', ufToIbge(pro.uf), code(X.XSD_UF), true),
        put(ctx, p, 'CBOS', pro.cbo, code(X.XSD_CBOS[ctx.version]), true),
      ]);
    });
    return el('procedimentoExecutado', [...itemCommon(ctx, path, guide, item, index), ...team]);
  });

  const expenses = guide.expenses.map((line, index) => {
    const path = `despesa[${index + 1}].`;
    const expenseCode = padCode(transliterateLatin1(line.expenseCode ?? ''), X.XSD_outrasDespesas);
    return el('despesa', [
      put(ctx, path, 'sequencialItem', index + 1, { t: 'int', digits: 4 }, true),
      put(ctx, path, 'codigoDespesa', expenseCode, code(X.XSD_outrasDespesas), true),
      group(ctx, path, 'servicosExecutados', [
        put(ctx, path, 'dataExecucao', blank(line.realizedDate) ? guide.dtProcedure : line.realizedDate, DATE, true),
        put(ctx, path, 'horaInicial', line.startTime, TIME, false),
        put(ctx, path, 'horaFinal', line.endTime, TIME, false),
        put(
          ctx,
          path,
          'codigoTabela',
          blank(line.tableCode) ? expenseTableOf(expenseCode) : line.tableCode,
          code(X.XSD_tabela),
          true,
        ),
        put(ctx, path, 'codigoProcedimento', line.itemCode, text(10), true),
        put(
          ctx,
          path,
          'quantidadeExecutada',
          blank(line.amountRealized) ? '1' : line.amountRealized,
          { t: 'decimal', total: ctx.is4 ? 9 : 7, frac: 4 },
          true,
        ),
        put(
          ctx,
          path,
          'unidadeMedida',
          blank(line.unityOfMeasurement) ? D.unidadeMedida : line.unityOfMeasurement,
          code(X.XSD_unidadeMedida),
          true,
        ),
        put(
          ctx,
          path,
          'reducaoAcrescimo',
          blank(line.reductOrAcresc) ? '1.00' : line.reductOrAcresc,
          { t: 'decimal', total: 3, frac: 2 },
          true,
        ),
        put(ctx, path, 'valorUnitario', line.unityValue, money(ctx.itemWidth), true),
        put(ctx, path, 'valorTotal', line.totalValue, money(ctx.itemWidth), true),
        ctx.is403 ? put(ctx, path, 'centroConsumo', null, text(2), false) : null,
        put(ctx, path, 'descricaoProcedimento', line.description, freeText(150), true),
        put(ctx, path, 'registroANVISA', line.anvisaRegister, text(15), false),
        put(ctx, path, 'codigoRefFabricante', line.manufacturerRefCode, freeText(60), false),
        put(ctx, path, 'autorizacaoFuncionamento', line.functionAuthorizationNumber, text(30), false),
      ]),
    ]);
  });

  const totals = EXPENSE_TOTALS.map(([name, codes]) => {
    const lines = guide.expenses.filter((line) =>
      codes.includes(padCode((line.expenseCode ?? '').trim(), X.XSD_outrasDespesas)),
    );
    return lines.length
      ? put(ctx, 'valorTotal.', name, sumDecimals(lines.map((l) => l.totalValue)), money(10), false)
      : null;
  });
  const proceduresTotal = guide.procedures.length ? sumDecimals(guide.procedures.map((p) => p.totalValue)) : null;

  return el('guiaSP-SADT', [
    el('cabecalhoGuia', [
      put(ctx, '', 'registroANS', settings.registerANS, { t: 'digits', len: 6 }, true),
      put(ctx, '', 'numeroGuiaPrestador', ctx.numGuide, text(20), true),
      put(ctx, '', 'guiaPrincipal', null, text(20), false),
    ]),
    hasAuthorization
      ? el('dadosAutorizacao', [
          put(ctx, '', 'numeroGuiaOperadora', null, text(20), false),
          put(ctx, '', 'dataAutorizacao', ctx.data.authorizationDate, DATE, true),
          put(ctx, '', 'senha', ctx.data.password, text(20), false),
          put(ctx, '', 'dataValidadeSenha', ctx.data.passwordExpirationDate, DATE, false),
          put(ctx, '', 'ausenciaCodValidacao', null, code(X.XSD_ausenciaCodValidacao), false),
          put(ctx, '', 'codValidacao', null, text(10), false),
        ])
      : null,
    el('dadosBeneficiario', beneficiary(ctx, guide, false)),
    group(ctx, '', 'dadosSolicitante', [
      group(ctx, 'dadosSolicitante.', 'contratadoSolicitante', [
        partyChoice(ctx, 'contratadoSolicitante.', guide.hospital, {
          code: 'codigoPrestadorNaOperadora',
          cnpj: 'cnpjContratado',
          cpf: 'cpfContratado',
        }),
        ctx.is4 ? null : put(ctx, 'contratadoSolicitante.', 'nomeContratado', guide.hospital.name, freeText(70), true),
      ]),
      ctx.is4 ? put(ctx, '', 'nomeContratadoSolicitante', guide.hospital.name, freeText(70), true) : null,
      requester
        ? group(
            ctx,
            'dadosSolicitante.',
            'profissionalSolicitante',
            professionalData(ctx, 'profissionalSolicitante.', requester),
          )
        : missing(ctx, 'profissionalSolicitante'),
    ]),
    el('dadosSolicitacao', [
      put(ctx, '', 'dataSolicitacao', null, DATE, false),
      put(ctx, '', 'caraterAtendimento', caraterAtendimentoOf(guide.isEmergency), code(X.XSD_caraterAtendimento), true),
      put(ctx, '', 'indicacaoClinica', ctx.data.clinicIndication, freeText(500), false),
      ctx.is4 ? put(ctx, '', 'indCobEspecial', null, code(X.XSD_cobEsp), false) : null,
    ]),
    el('dadosExecutante', [
      group(ctx, 'dadosExecutante.', 'contratadoExecutante', [
        partyChoice(ctx, 'contratadoExecutante.', provider, {
          code: 'codigoPrestadorNaOperadora',
          cnpj: 'cnpjContratado',
          cpf: 'cpfContratado',
        }),
        ctx.is4 ? null : put(ctx, 'contratadoExecutante.', 'nomeContratado', provider.name, freeText(70), true),
      ]),
      put(ctx, '', 'CNES', blank(provider.cnes) ? D.cnes : provider.cnes, text(7), true),
    ]),
    el('dadosAtendimento', [
      put(ctx, '', 'tipoAtendimento', attendance, code(X.XSD_tipoAtendimento[ctx.version]), true),
      put(
        ctx,
        '',
        'indicacaoAcidente',
        blank(ctx.data.accidenteIndication) ? D.accidenteIndication : ctx.data.accidenteIndication,
        code(X.XSD_indicadorAcidente),
        true,
      ),
      put(ctx, '', 'tipoConsulta', consultType, code(X.XSD_tipoConsulta), false),
      put(ctx, '', 'motivoEncerramento', ctx.data.reasonToFinishAttendiment, code(X.XSD_motivoSaidaObito), false),
      ctx.is4 ? put(ctx, '', 'regimeAtendimento', D.regimeAtendimento, code(X.XSD_regimeAtendimento), true) : null,
      ctx.is4 ? put(ctx, '', 'saudeOcupacional', null, code(X.XSD_saudeOcupacional), false) : null,
    ]),
    el('procedimentosExecutados', items),
    el('outrasDespesas', expenses),
    put(ctx, '', 'observacao', guide.observation, freeText(500), false),
    el('valorTotal', [
      proceduresTotal !== null
        ? put(ctx, 'valorTotal.', 'valorProcedimentos', proceduresTotal, money(10), false)
        : null,
      ...totals,
      put(ctx, 'valorTotal.', 'valorTotalGeral', guide.total, money(10), true),
    ]),
  ])!;
}
