/** The structures several TISS guides share (NOTES.md §4): parties, beneficiary, professionals, items. */
import { TISS_GUIDE_DEFAULTS as D, simNaoOf, tecnicaUtilizadaOf, ufToIbge, viaAcessoOf } from './codes';
import type { TissGuideInput, TissParty, TissProcedureItem, TissProfessional } from './types';
import { tissItemValuesAgree } from './item-values';
import { blank } from './lote-guide-data';
import {
  code,
  type Ctx,
  formatTissDecimal,
  freeText,
  group,
  money,
  problem,
  put,
  SIM_NAO,
  text,
  DATE,
  TIME,
} from './lote-leaves';
import * as X from './xsd-domains';
import { el, type XmlNode } from './xml';

type ChoiceNames = { code: string; cnpj?: string; cpf?: string };

/** A party as a choice: its code at the operator, else its CNPJ, else its CPF (an xmlFields entry picks its branch). */
export function partyChoice(ctx: Ctx, path: string, party: TissParty, names: ChoiceNames): XmlNode | null {
  const overridden = [names.code, names.cnpj, names.cpf].find((n) => n && ctx.overrides.has(n));
  const pick =
    overridden ??
    (!blank(party.codeAtOperator)
      ? names.code
      : names.cnpj && !blank(party.cnpj)
        ? names.cnpj
        : names.cpf && !blank(party.cpf)
          ? names.cpf
          : null);
  if (pick === names.code) return put(ctx, path, names.code, party.codeAtOperator, text(14), true);
  if (pick && pick === names.cnpj) return put(ctx, path, pick, party.cnpj, { t: 'cnpj' }, true);
  if (pick && pick === names.cpf) return put(ctx, path, pick, party.cpf, { t: 'digits', len: 11 }, true);
  problem(ctx, path + names.code, 'required');
  return null;
}

export function beneficiary(ctx: Ctx, guide: TissGuideInput, nameBeforeRN: boolean): (XmlNode | null)[] {
  const wallet = !blank(ctx.data.numberWallet) ? ctx.data.numberWallet : guide.wallet;
  const carteira = put(ctx, '', 'numeroCarteira', wallet, text(20), true);
  const rn = put(ctx, '', 'atendimentoRN', simNaoOf(ctx.data.attendanceRN) ?? D.attendanceRN, SIM_NAO, true);
  if (ctx.is4) return [carteira, rn];
  const name = put(ctx, '', 'nomeBeneficiario', guide.patientName, freeText(70), true);
  return nameBeforeRN ? [carteira, name, rn] : [carteira, rn, name];
}

/** ct_contratadoProfissionalDados (SP/SADT requester, consulta executor). */
export function professionalData(ctx: Ctx, path: string, pro: TissProfessional): (XmlNode | null)[] {
  return [
    put(ctx, path, 'nomeProfissional', pro.name, freeText(70), false),
    put(ctx, path, 'conselhoProfissional', pro.council, code(X.XSD_conselhoProfissional[ctx.version]), true),
    put(ctx, path, 'numeroConselhoProfissional', pro.councilNumber, text(15), true),
    put(ctx, path, 'UF', ufToIbge(pro.uf), code(X.XSD_UF), true),
    put(ctx, path, 'CBOS', pro.cbo, code(X.XSD_CBOS[ctx.version]), true),
  ];
}

export function professionalCode(ctx: Ctx, path: string, pro: TissProfessional): XmlNode | null {
  return el('codProfissional', [
    partyChoice(
      ctx,
      `${path}codProfissional.`,
      { codeAtOperator: pro.codeAtOperator ?? null, cnpj: null, cpf: pro.cpf ?? null, name: null, cnes: null },
      {
        code: 'codigoPrestadorNaOperadora',
        cpf: 'cpfContratado',
      },
    ),
  ]);
}

export const grauOf = (ctx: Ctx, pro: TissProfessional) =>
  pro.grauPart ?? (!blank(ctx.data.grauPart) ? ctx.data.grauPart : D.grauPart);

/** The elements an honorários and an SP/SADT item share, from sequencialItem to valorTotal. */
export function itemCommon(
  ctx: Ctx,
  path: string,
  guide: TissGuideInput,
  item: TissProcedureItem,
  index: number,
): (XmlNode | null)[] {
  return [
    put(ctx, path, 'sequencialItem', index + 1, { t: 'int', digits: 4 }, true),
    put(ctx, path, 'dataExecucao', blank(item.date) ? guide.dtProcedure : item.date, DATE, true),
    put(ctx, path, 'horaInicial', item.startTime, TIME, false),
    put(ctx, path, 'horaFinal', item.endTime, TIME, false),
    group(ctx, path, 'procedimento', [
      put(ctx, path, 'codigoTabela', blank(item.tableCode) ? D.tableCode : item.tableCode, code(X.XSD_tabela), true),
      put(ctx, path, 'codigoProcedimento', item.code, text(10), true),
      put(ctx, path, 'descricaoProcedimento', item.description, freeText(150), true),
    ]),
    put(ctx, path, 'quantidadeExecutada', item.quantity, { t: 'int', digits: 3 }, true),
    put(ctx, path, 'viaAcesso', viaAcessoOf(item.proportion), code(X.XSD_viaDeAcesso), false),
    put(ctx, path, 'tecnicaUtilizada', tecnicaUtilizadaOf(item.technique), code(X.XSD_tecnicaUtilizada), false),
    put(
      ctx,
      path,
      'reducaoAcrescimo',
      blank(item.reductionFactor) ? '1.00' : item.reductionFactor,
      { t: 'decimal', total: 3, frac: 2 },
      true,
    ),
    put(ctx, path, 'valorUnitario', item.unitValue, money(ctx.itemWidth), true),
    put(ctx, path, 'valorTotal', item.totalValue, money(ctx.itemWidth), true),
    itemValuesCheck(ctx, path, item),
  ];
}

/**
 * An insurer recomputes valorTotal = round(quantidade × valorUnitario × reducaoAcrescimo): it
 * must hold (checked once the three values and the quantity are well formed; their own
 * problems are reported by `put`).
 */
function itemValuesCheck(ctx: Ctx, path: string, item: TissProcedureItem): null {
  const factor = blank(item.reductionFactor) ? '1.00' : item.reductionFactor;
  const values = [item.unitValue, factor, item.totalValue].map((v) => formatTissDecimal(v ?? '', 2));
  const wellFormed =
    values.every((v) => v !== null) &&
    Number.isInteger(item.quantity) &&
    item.quantity >= 1 &&
    item.quantity <= 999 &&
    Number(values[1]) <= 9.99;
  if (wellFormed && !tissItemValuesAgree(item.quantity, values[0]!, values[1]!, values[2]!)) {
    problem(ctx, `${path}valorTotal`, 'itemValues', {
      quantity: item.quantity,
      unit: values[0]!,
      factor: values[1]!,
      total: values[2]!,
    });
  }
  return null;
}
