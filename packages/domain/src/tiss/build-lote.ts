/**
 * The TISS ENVIO_LOTE_GUIAS builder (issue 8, NOTES.md §1–§6, §9): typed input → element tree →
 * ISO-8859-1 text with the epilogo hash. One function per guide type writes the elements in the
 * XSD's order for the insurer's version; every leaf goes through `put`, which applies the
 * insurer's xmlFields, transliterates to Latin-1, formats (dates, times, money) and runs the
 * built-in checks (required, length, code domain, format, width), so what is checked is exactly
 * what is written.
 *
 * Sources of the values (the ones not obvious from the types):
 * - numeroGuiaPrestador = data.numberProviderGuide ?? numGuide, zero-padded when the insurer asks;
 * - honorários guiaSolicInternacao = data.numberProtocol (the request guide's number; required by
 *   the XSD, so a guide without it is a problem — never the guide's own number);
 * - honorários codigonaOperadora = the provider's code at the operator, else its CNPJ's 14
 *   characters; other provider choices write the CNPJ in the CNPJ element;
 * - item values multiply out: valorTotal = round(quantidade × valorUnitario × reducaoAcrescimo)
 *   (item-values.ts), checked here;
 * - SP/SADT tipoAtendimento / tipoConsulta: codes.ts attendanceTypeOf / consultTypeOf (a
 *   procedure is not a consulta); consulta valorProcedimento = the guide's total (the event's
 *   priced value, the one the event and the batch show);
 * - numeroCarteira = data.numberWallet ?? wallet; senha = data.password;
 * - SP/SADT dadosAutorizacao = data.authorizationDate / password / passwordExpirationDate
 *   (written only with the authorization date, which the XSD requires inside the group);
 * - SP/SADT requester = guide.requester, else the consulta executor, else the first team member;
 * - regimeAtendimento (4.x) = 01 ambulatorial unless xmlFields say otherwise;
 * - elements without a source in the app (numeroGuiaOperadora, guiaPrincipal, codValidacao,
 *   dataSolicitacao, indCobEspecial, coberturaEspecial, saudeOcupacional, ausenciaCodValidacao,
 *   centroConsumo…) are written only when the insurer's xmlFields give them a value.
 * Free-text values (names, descriptions, observations) are cut to the element's length;
 * identifiers and codes that do not fit are reported instead.
 */
import {
  TISS_GUIDE_DEFAULTS as D,
  attendanceTypeOf,
  caraterAtendimentoOf,
  consultTypeOf,
  expenseTableOf,
  simNaoOf,
  tecnicaUtilizadaOf,
  ufToIbge,
  viaAcessoOf,
} from './codes';
import { substituteTissHash, tissHash, verifyTissHash } from './hash';
import { tissItemValuesAgree } from './item-values';
import { encodeLatin1, transliterateLatin1, transliterateLatin1Report } from './text';
import {
  TISS_GUIDE_DATA_KEYS,
  type TissGuideInput,
  type TissGuideType,
  type TissInsurerSettings,
  type TissLoteInput,
  type TissLoteResult,
  type TissParty,
  type TissProblem,
  type TissProcedureItem,
  type TissProfessional,
  type TissVersion,
} from './types';
import * as X from './xsd-domains';
import { el, leaf, serializeXml, type XmlNode } from './xml';

const NAMESPACE = 'http://www.ans.gov.br/padroes/tiss/schemas';
const HASH_PLACEHOLDER = '0'.repeat(32);
/** At most this many guides in one lote (guiasTISS maxOccurs). */
export const TISS_MAX_GUIDES_PER_LOTE = 100;

const DATA_KEYS = new Set<string>(TISS_GUIDE_DATA_KEYS);

/** The root element's attributes for a version (namespace, schema location of that version's set). */
export function tissRootAttributes(version: TissVersion): string {
  const file = `tissV${version.replace(/\./g, '_')}.xsd`;
  return ` xmlns:ans="${NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${NAMESPACE} ${file}"`;
}

type GuideData = Record<string, string | null | undefined>;

/**
 * The guide data as the insurer wants it: each replaceDataBy entry takes the value of the
 * guide-data field it names (TISS_GUIDE_DATA_KEYS; null when that field is empty) or, when it
 * names no field, its own text as a fixed value.
 */
export function resolveGuideData(
  guide: TissGuideInput,
  settings: Pick<TissInsurerSettings, 'replaceDataBy'>,
): GuideData {
  const original: GuideData = { ...guide.data };
  const data: GuideData = { ...original };
  for (const [field, replacement] of Object.entries(settings.replaceDataBy ?? {})) {
    if (replacement === undefined || replacement === null) continue;
    const name = replacement.trim();
    data[field] = DATA_KEYS.has(name) ? (original[name] ?? null) : replacement;
  }
  return data;
}

const blank = (value: string | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value.trim() === '';

/** A CNPJ's 14 characters without its punctuation ("11.222.333/0001-81" → "11222333000181"). */
const cnpjCharacters = (cnpj: string | null | undefined): string | null =>
  blank(cnpj) ? null : cnpj!.replace(/[.\-/\s]/g, '').toUpperCase();

/** numeroGuiaPrestador: the guide data's number or the event's, zero-padded when the insurer asks. */
export function tissGuideNumber(
  guide: TissGuideInput,
  settings: Pick<TissInsurerSettings, 'replaceDataBy' | 'padGuideNumber' | 'guideNumberPadding'>,
  data: GuideData = resolveGuideData(guide, settings),
): string | null {
  const raw = !blank(data.numberProviderGuide) ? data.numberProviderGuide! : guide.numGuide;
  if (blank(raw)) return null;
  const number = transliterateLatin1(raw!);
  return settings.padGuideNumber ? number.padStart(settings.guideNumberPadding || 7, '0') : number;
}

// ---------------------------------------------------------------------------------------------
// Leaves: kinds, formatting and checks

type Kind =
  | { t: 'text'; max: number; cut?: boolean }
  | { t: 'code'; domain: readonly string[] }
  | { t: 'digits'; len: number }
  | { t: 'cnpj' }
  | { t: 'date' }
  | { t: 'time' }
  | { t: 'decimal'; total: number; frac: number }
  | { t: 'int'; digits: number };

const text = (max: number): Kind => ({ t: 'text', max });
const freeText = (max: number): Kind => ({ t: 'text', max, cut: true });
const code = (domain: readonly string[]): Kind => ({ t: 'code', domain });
const money = (width: number): Kind => ({ t: 'decimal', total: width, frac: 2 });
const DATE: Kind = { t: 'date' };
const TIME: Kind = { t: 'time' };
const SIM_NAO = code(['S', 'N']);

interface Ctx {
  version: TissVersion;
  is4: boolean;
  is403: boolean;
  /** Width of item and consulta values: 10,2 in 4.03, 8,2 before. */
  itemWidth: number;
  problems: TissProblem[];
  warnings: TissProblem[];
  overrides: Map<string, string>;
  data: GuideData;
  guide: TissGuideInput | null;
  eventId: string | null;
  numGuide: string | null;
}

function problem(
  ctx: Ctx,
  field: string,
  codeName: TissProblem['code'],
  params?: TissProblem['params'],
  list: TissProblem[] = ctx.problems,
): void {
  list.push({
    eventId: ctx.eventId,
    numGuide: ctx.numGuide,
    field,
    code: codeName,
    ...(params ? { params } : {}),
  });
}

const validDate = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

function formatDate(value: string): string | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(value);
  if (m) return validDate(+m[1]!, +m[2]!, +m[3]!) ? `${m[1]}-${m[2]}-${m[3]}` : null;
  m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (m) return validDate(+m[3]!, +m[2]!, +m[1]!) ? `${m[3]}-${m[2]}-${m[1]}` : null;
  return null;
}

function formatTime(value: string): string | null {
  const m = /^(?:\d{4}-\d{2}-\d{2}[T ])?(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?$/.exec(value);
  if (!m) return null;
  const [h, min, s] = [+m[1]!, +m[2]!, +(m[3] ?? 0)];
  if (h > 23 || min > 59 || s > 59) return null;
  return `${String(h).padStart(2, '0')}:${m[2]}:${m[3] ?? '00'}`;
}

/** Decimal text with `frac` decimals (rounded half away from zero), or null when not a number ≥ 0. */
export function formatTissDecimal(value: string, frac: number): string | null {
  let v = value.replace(/\s/g, '');
  if (v.includes(',') && !v.includes('.')) v = v.replace(',', '.');
  if (!/^\+?(\d+(\.\d*)?|\.\d+)$/.test(v)) return null;
  v = v.replace('+', '');
  const [intPart = '0', fracPart = ''] = v.split('.');
  const digits = (intPart || '0') + fracPart.padEnd(frac + 1, '0').slice(0, frac + 1);
  // Round on the extra digit with BigInt so large values keep every digit.
  let scaled = BigInt(digits.slice(0, -1) || '0');
  if (+digits.slice(-1) >= 5) scaled += 1n;
  const s = scaled.toString().padStart(frac + 1, '0');
  return frac ? `${s.slice(0, -frac)}.${s.slice(-frac)}` : s;
}

/** Pads a numeric code to the length of its domain's codes ('6' → '06'). */
function padCode(value: string, domain: readonly string[]): string {
  const len = domain[0]?.length ?? 0;
  return /^\d+$/.test(value) && value.length < len ? value.padStart(len, '0') : value;
}

function resolveOverride(ctx: Ctx, template: string): string | null {
  const ref = /^\{\s*([\w.]+)\s*\}$/.exec(template.trim());
  if (!ref) return template;
  const name = ref[1]!;
  if (DATA_KEYS.has(name)) return ctx.data[name] ?? null;
  const guide = ctx.guide;
  if (!guide) return null;
  const event: Record<string, string | null> = {
    numGuide: ctx.numGuide,
    wallet: guide.wallet,
    patientName: guide.patientName,
    dtProcedure: guide.dtProcedure,
    observation: guide.observation,
    total: guide.total,
  };
  return event[name] ?? null;
}

/**
 * One leaf: the insurer's xmlFields value for `name` when it gives one (a guide's leaves only),
 * else `raw`; transliterated, formatted by kind and checked. Null (omitted) when empty.
 */
function put(
  ctx: Ctx,
  path: string,
  name: string,
  raw: string | number | null | undefined,
  kind: Kind,
  required: boolean,
): XmlNode | null {
  const field = path + name;
  let source = raw === null || raw === undefined ? '' : String(raw);
  const template = ctx.overrides.get(name);
  if (template !== undefined) {
    const resolved = resolveOverride(ctx, template);
    if (!blank(resolved)) source = resolved!;
  }
  const latin1 = transliterateLatin1Report(source);
  let value = latin1.text;
  if (latin1.dropped.length)
    problem(ctx, field, 'droppedCharacters', { chars: latin1.dropped.join(' ') }, ctx.warnings);
  if (value === '') {
    if (required) problem(ctx, field, 'required');
    return null;
  }
  switch (kind.t) {
    case 'text':
      if (value.length > kind.max) {
        if (kind.cut) value = value.slice(0, kind.max).trimEnd();
        else problem(ctx, field, 'tooLong', { max: kind.max });
      }
      break;
    case 'code':
      value = padCode(value.toUpperCase(), kind.domain);
      if (!kind.domain.includes(value)) problem(ctx, field, 'codeDomain', { value });
      break;
    case 'digits': {
      const digits = value.replace(/[.\-/\s]/g, '');
      if (digits.length === kind.len && /^\d+$/.test(digits)) value = digits;
      else problem(ctx, field, 'format', { expected: `${kind.len} dígitos` });
      break;
    }
    case 'cnpj': {
      const cnpj = value.replace(/[.\-/\s]/g, '').toUpperCase();
      const ok = ctx.is403 ? /^[A-Z0-9]{12}\d{2}$/.test(cnpj) : /^\d{14}$/.test(cnpj);
      if (ok) value = cnpj;
      else problem(ctx, field, 'format', { expected: ctx.is403 ? 'CNPJ de 14 caracteres' : 'CNPJ de 14 dígitos' });
      break;
    }
    case 'date': {
      const date = formatDate(value);
      if (date) value = date;
      else problem(ctx, field, 'format', { expected: 'AAAA-MM-DD' });
      break;
    }
    case 'time': {
      const time = formatTime(value);
      if (time) value = time;
      else problem(ctx, field, 'format', { expected: 'HH:MM' });
      break;
    }
    case 'decimal': {
      const decimal = formatTissDecimal(value, kind.frac);
      if (decimal === null) {
        problem(ctx, field, 'format', { expected: 'número decimal' });
        break;
      }
      value = decimal;
      const intDigits = decimal.split('.')[0]!.replace(/^0+(?=\d)/, '');
      if (intDigits.length > kind.total - kind.frac) {
        const max = `${'9'.repeat(kind.total - kind.frac)}.${'9'.repeat(kind.frac)}`;
        problem(ctx, field, 'valueTooLarge', { max });
      }
      break;
    }
    case 'int': {
      const n = Number(value);
      if (!/^\d+$/.test(value) && !(Number.isInteger(n) && n >= 0)) {
        problem(ctx, field, 'format', { expected: 'número inteiro' });
        break;
      }
      value = String(n);
      if (value.length > kind.digits) problem(ctx, field, 'valueTooLarge', { max: '9'.repeat(kind.digits) });
      break;
    }
  }
  return { name, text: value };
}

/** A required element the input cannot give: reported, omitted. */
function missing(ctx: Ctx, field: string): null {
  problem(ctx, field, 'required');
  return null;
}

/** A required group: reports `required` when none of its children could be written. */
function group(ctx: Ctx, path: string, name: string, children: readonly (XmlNode | null)[]): XmlNode | null {
  const node = el(name, children);
  if (!node) problem(ctx, path + name, 'required');
  return node;
}

// ---------------------------------------------------------------------------------------------
// Shared structures

type ChoiceNames = { code: string; cnpj?: string; cpf?: string };

/** A party as a choice: its code at the operator, else its CNPJ, else its CPF (an xmlFields entry picks its branch). */
function partyChoice(ctx: Ctx, path: string, party: TissParty, names: ChoiceNames): XmlNode | null {
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

function beneficiary(ctx: Ctx, guide: TissGuideInput, nameBeforeRN: boolean): (XmlNode | null)[] {
  const wallet = !blank(ctx.data.numberWallet) ? ctx.data.numberWallet : guide.wallet;
  const carteira = put(ctx, '', 'numeroCarteira', wallet, text(20), true);
  const rn = put(ctx, '', 'atendimentoRN', simNaoOf(ctx.data.attendanceRN) ?? D.attendanceRN, SIM_NAO, true);
  if (ctx.is4) return [carteira, rn];
  const name = put(ctx, '', 'nomeBeneficiario', guide.patientName, freeText(70), true);
  return nameBeforeRN ? [carteira, name, rn] : [carteira, rn, name];
}

/** ct_contratadoProfissionalDados (SP/SADT requester, consulta executor). */
function professionalData(ctx: Ctx, path: string, pro: TissProfessional): (XmlNode | null)[] {
  return [
    put(ctx, path, 'nomeProfissional', pro.name, freeText(70), false),
    put(ctx, path, 'conselhoProfissional', pro.council, code(X.XSD_conselhoProfissional[ctx.version]), true),
    put(ctx, path, 'numeroConselhoProfissional', pro.councilNumber, text(15), true),
    put(ctx, path, 'UF', ufToIbge(pro.uf), code(X.XSD_UF), true),
    put(ctx, path, 'CBOS', pro.cbo, code(X.XSD_CBOS[ctx.version]), true),
  ];
}

function professionalCode(ctx: Ctx, path: string, pro: TissProfessional): XmlNode | null {
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

const grauOf = (ctx: Ctx, pro: TissProfessional) =>
  pro.grauPart ?? (!blank(ctx.data.grauPart) ? ctx.data.grauPart : D.grauPart);

/** The elements an honorários and an SP/SADT item share, from sequencialItem to valorTotal. */
function itemCommon(
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

// ---------------------------------------------------------------------------------------------
// Guides

function honorarios(
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

function spSadt(ctx: Ctx, guide: TissGuideInput, settings: TissInsurerSettings, provider: TissParty): XmlNode {
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

function consulta(ctx: Ctx, guide: TissGuideInput, settings: TissInsurerSettings, provider: TissParty): XmlNode {
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

/** The guiasTISS element of each guide type. */
export const TISS_GUIDE_ELEMENT: Readonly<Record<TissGuideType, string>> = {
  Honorario: 'guiaHonorarios',
  SPSADT: 'guiaSP-SADT',
  Consulta: 'guiaConsulta',
};

// ---------------------------------------------------------------------------------------------
// The lote

function normalizedOverrides(xmlFields: Readonly<Record<string, string>> | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const [key, value] of Object.entries(xmlFields ?? {})) {
    const name = key.trim().replace(/^ans:/, '');
    if (name && typeof value === 'string') map.set(name, value);
  }
  return map;
}

function buildTree(input: TissLoteInput): { root: XmlNode; problems: TissProblem[]; warnings: TissProblem[] } {
  const { settings, provider } = input;
  const version = settings.version;
  const problems: TissProblem[] = [];
  const base: Ctx = {
    version,
    is4: version !== '3.05.00',
    is403: version === '4.03.00',
    itemWidth: version === '4.03.00' ? 10 : 8,
    problems,
    warnings: [],
    overrides: new Map(),
    data: {},
    guide: null,
    eventId: null,
    numGuide: null,
  };
  const overrides = normalizedOverrides(settings.xmlFields);

  const guides = input.guides;
  if (guides.length < 1 || guides.length > TISS_MAX_GUIDES_PER_LOTE) {
    problem(base, 'guiasTISS', 'loteSize', { count: guides.length, max: TISS_MAX_GUIDES_PER_LOTE });
  }
  const type = guides[0]?.type ?? 'Honorario';
  const seen = new Map<string, number>();
  const emission = input.registeredDate;
  const built: XmlNode[] = [];
  for (const guide of guides) {
    const data = resolveGuideData(guide, settings);
    const numGuide = tissGuideNumber(guide, settings, data);
    const ctx: Ctx = { ...base, overrides, data, guide, eventId: guide.eventId, numGuide };
    if (guide.type !== type) {
      problem(ctx, 'tipoGuia', 'mixedTypes', { value: guide.type, expected: type });
      continue;
    }
    if (numGuide) {
      const count = (seen.get(numGuide) ?? 0) + 1;
      seen.set(numGuide, count);
      if (count === 2) problem(ctx, 'numeroGuiaPrestador', 'duplicateGuide', { value: numGuide });
    }
    built.push(
      type === 'Honorario'
        ? honorarios(ctx, guide, settings, provider, emission)
        : type === 'SPSADT'
          ? spSadt(ctx, guide, settings, provider)
          : consulta(ctx, guide, settings, provider),
    );
  }

  const header = base;
  const identification = partyChoice(header, 'identificacaoPrestador.', provider, {
    code: 'codigoPrestadorNaOperadora',
    cnpj: 'CNPJ',
    cpf: 'CPF',
  });
  const root = el('mensagemTISS', [
    el('cabecalho', [
      el('identificacaoTransacao', [
        leaf('tipoTransacao', 'ENVIO_LOTE_GUIAS'),
        put(header, '', 'sequencialTransacao', input.sequence, text(12), true),
        put(header, '', 'dataRegistroTransacao', input.registeredDate, DATE, true),
        put(header, '', 'horaRegistroTransacao', input.registeredTime, TIME, true),
      ]),
      el('origem', [el('identificacaoPrestador', [identification])]),
      el('destino', [put(header, '', 'registroANS', settings.registerANS, { t: 'digits', len: 6 }, true)]),
      leaf('Padrao', version),
    ]),
    el('prestadorParaOperadora', [
      el('loteGuias', [put(header, '', 'numeroLote', input.batchNumber, text(12), true), el('guiasTISS', built)]),
    ]),
    el('epilogo', [leaf('hash', HASH_PLACEHOLDER)]),
  ])!;
  return { root, problems, warnings: base.warnings };
}

/** The built-in checks of a lote (required data, lengths, code domains, formats, widths, lote rules), without building the file. */
export function checkTissLote(input: TissLoteInput): TissProblem[] {
  return buildTree(input).problems;
}

/**
 * Builds the ENVIO_LOTE_GUIAS message of the insurer's version: the final text, its ISO-8859-1
 * bytes, the epilogo hash (in the insurer's hash encoding, computed on the serialized text,
 * substituted and verified again) and the problems of the built-in checks — the text is returned
 * even when there are problems; the caller decides.
 */
export function buildTissLote(input: TissLoteInput): TissLoteResult {
  const { root, problems, warnings } = buildTree(input);
  const encoding = input.settings.hashEncoding ?? 'ISO-8859-1';
  const draft = serializeXml(root, tissRootAttributes(input.settings.version));
  const hash = tissHash(draft, encoding);
  const xml = substituteTissHash(draft, hash);
  if (!verifyTissHash(xml, encoding)) problems.push({ eventId: null, numGuide: null, field: 'hash', code: 'hash' });
  return { xml, bytes: encodeLatin1(xml), hash, problems, warnings };
}
