/**
 * The TISS RECURSO_GLOSA builder (shared/tiss/NOTES.md §7 "Recurso de glosa", §5b, §6, §9):
 * typed input → element tree in the order of `ctm_recursoGlosa` of the insurer's version →
 * ISO-8859-1 text with the epilogo hash. Every leaf goes through the lote's `put` (Latin-1
 * transliteration, formatting, required / length / code / width checks), so what is checked is
 * what is written.
 *
 * Version rules (the three XSDs side by side):
 * - 3.05.00: justifications ≤ 150 characters, dadosContratado = the choice then nomeContratado;
 * - 4.01.00: justifications ≤ 500, dadosContratado is the bare choice;
 * - 4.03.00: as 4.01 plus the optional centroConsumo of an item, valorRecursado 10,2 (8,2 before).
 * Justifications longer than the version allows are problems, never cut; names and procedure
 * descriptions are cut to their element like the lote's free text. valorTotalRecursado is the sum
 * of the items' valorRecursado (or of the whole guides' / the protocol's claimed value, which
 * the XSD has no element for). numeroProtocolo is an integer in the appeal (st_numerico12), so a
 * protocol kept as text must be digits.
 */
import { centsText, toCents } from '../money/cents';
import { tissRootAttributes } from './build-lote';
import { substituteTissHash, tissHash, verifyTissHash } from './hash';
import { code, DATE, freeText, group, money, put, text, TIME, type Ctx } from './lote-leaves';
import { partyChoice } from './lote-parts';
import type {
  RecursoGlosaInput,
  RecursoGlosaResult,
  RecursoGuideInput,
  RecursoItemInput,
  RecursoObject,
  RecursoProblem,
  RecursoProblemCode,
} from './recurso-glosa-types';
import type { TissProblem, TissVersion } from './types';
import * as X from './xsd-domains';
import { el, leaf, serializeXml, type XmlNode } from './xml';

/** At most this many guides in one appeal (recursoGuia maxOccurs). */
export const RECURSO_MAX_GUIDES = 100;
const HASH_PLACEHOLDER = '0'.repeat(32);
/** dm_centroConsumo (4.03.00): 1 berçário … 6 centro cirúrgico … 10 nutrição. */
const CONSUMPTION_CENTERS: readonly string[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];

/** The lote's leaf context, plus the appeal's own problems and the claimed values (in cents). */
interface AppealCtx extends Ctx {
  appealProblems: RecursoProblem[];
  claimed: bigint[];
}

function appealCtx(version: TissVersion): AppealCtx {
  return {
    version,
    is4: version !== '3.05.00',
    is403: version === '4.03.00',
    itemWidth: version === '4.03.00' ? 10 : 8,
    problems: [],
    warnings: [],
    overrides: new Map(),
    data: {},
    guide: null,
    eventId: null,
    numGuide: null,
    appealProblems: [],
    claimed: [],
  };
}

/** NOTES.md §9: appeal justifications widened from 150 to 500 characters in 4.00.00. */
const justification = (ctx: Ctx) => text(ctx.is4 ? 500 : 150);
const glosaCode = { t: 'digits', len: 4 } as const;

/** A claimed value: checked and formatted like the element it is (or would be), added to the total. */
function claim(ctx: AppealCtx, path: string, name: string, value: string, width: number): XmlNode | null {
  const node = put(ctx, path, name, value, money(width), true);
  if (node?.text && /^\d+\.\d{2}$/.test(node.text)) ctx.claimed.push(toCents(node.text));
  return node;
}

function itemNode(ctx: AppealCtx, path: string, item: RecursoItemInput): XmlNode | null {
  return el('itensGuia', [
    put(ctx, path, 'sequencialItem', item.sequence, { t: 'int', digits: 4 }, true),
    put(ctx, path, 'dataInicio', item.startDate, DATE, true),
    put(ctx, path, 'dataFim', item.endDate, DATE, false),
    group(ctx, path, 'procRecurso', [
      put(ctx, `${path}procRecurso.`, 'codigoTabela', item.tableCode, code(X.XSD_tabela), true),
      put(ctx, `${path}procRecurso.`, 'codigoProcedimento', item.code, text(10), true),
      put(ctx, `${path}procRecurso.`, 'descricaoProcedimento', item.description, freeText(150), true),
    ]),
    put(ctx, path, 'grauParticipacao', item.grauPart, code(X.XSD_grauPart), false),
    ctx.is403 ? put(ctx, path, 'centroConsumo', item.consumptionCenter, code(CONSUMPTION_CENTERS), false) : null,
    put(ctx, path, 'codGlosaItem', item.glosaCode, glosaCode, true),
    claim(ctx, path, 'valorRecursado', item.value, ctx.itemWidth),
    put(ctx, path, 'justificativaItem', item.justification, justification(ctx), true),
  ]);
}

function guideAppeal(ctx: AppealCtx, path: string, guide: RecursoGuideInput): (XmlNode | null)[] {
  const appeal = guide.appeal;
  if (appeal.kind === 'wholeGuide') {
    const whole = `${path}recursoGuiaCompleta.`;
    // The guide's claimed value has no element: checked as a valorTotalRecursado part (10,2).
    claim(ctx, whole, 'valorRecursado', appeal.value, 10);
    return [
      el('recursoGuiaCompleta', [
        put(ctx, whole, 'codGlosaGuia', appeal.glosaCode, glosaCode, true),
        put(ctx, whole, 'justificativaGuia', appeal.justification, justification(ctx), true),
      ]),
    ];
  }
  if (!appeal.items.length) ctx.appealProblems.push({ field: `${path}itensGuia`, code: 'required' });
  return appeal.items.map((item, i) => itemNode(ctx, `${path}itensGuia[${i + 1}].`, item));
}

function guideNode(ctx: AppealCtx, path: string, guide: RecursoGuideInput): XmlNode | null {
  return el('recursoGuia', [
    put(ctx, path, 'numeroGuiaOrigem', guide.originGuideNumber, text(20), true),
    put(ctx, path, 'numeroGuiaOperadora', guide.operatorGuideNumber, text(20), false),
    put(ctx, path, 'senha', guide.password, text(20), false),
    el('opcaoRecursoGuia', guideAppeal(ctx, path, guide)),
  ]);
}

function appealOption(ctx: AppealCtx, object: RecursoObject): XmlNode | null {
  if (object.kind === 'protocol') {
    const path = 'recursoProtocolo.';
    claim(ctx, path, 'valorRecursado', object.value, 10);
    return el('opcaoRecurso', [
      el('recursoProtocolo', [
        put(ctx, path, 'codigoGlosaProtocolo', object.glosaCode, glosaCode, true),
        put(ctx, path, 'justificativaProtocolo', object.justification, justification(ctx), true),
      ]),
    ]);
  }
  const count = object.guides.length;
  if (count < 1 || count > RECURSO_MAX_GUIDES) {
    ctx.appealProblems.push({ field: 'recursoGuia', code: 'appealSize', params: { count, max: RECURSO_MAX_GUIDES } });
  }
  return el(
    'opcaoRecurso',
    object.guides.map((guide, i) => guideNode(ctx, `recursoGuia[${i + 1}].`, guide)),
  );
}

/** numeroProtocolo: an integer of at most 12 digits in the appeal (NOTES.md §5b). */
function protocolNode(ctx: AppealCtx, protocol: string): XmlNode | null {
  const node = put(ctx, '', 'numeroProtocolo', protocol, text(12), true);
  if (node && !/^\d+$/.test(node.text!)) {
    ctx.appealProblems.push({ field: 'numeroProtocolo', code: 'protocolNotNumeric', params: { max: 12 } });
  }
  return node;
}

function headerNode(ctx: AppealCtx, input: RecursoGlosaInput): XmlNode | null {
  return el('cabecalho', [
    el('identificacaoTransacao', [
      leaf('tipoTransacao', 'RECURSO_GLOSA'),
      put(ctx, '', 'sequencialTransacao', input.sequence, { t: 'int', digits: 12 }, true),
      put(ctx, '', 'dataRegistroTransacao', input.registeredDate, DATE, true),
      put(ctx, '', 'horaRegistroTransacao', input.registeredTime, TIME, true),
    ]),
    el('origem', [
      el('identificacaoPrestador', [
        partyChoice(ctx, 'identificacaoPrestador.', input.provider, {
          code: 'codigoPrestadorNaOperadora',
          cnpj: 'CNPJ',
          cpf: 'CPF',
        }),
      ]),
    ]),
    el('destino', [put(ctx, '', 'registroANS', input.operator.registerANS, { t: 'digits', len: 6 }, true)]),
    leaf('Padrao', input.version),
  ]);
}

function appealNode(ctx: AppealCtx, input: RecursoGlosaInput): { node: XmlNode | null; total: string } {
  const contractor = el('dadosContratado', [
    partyChoice(ctx, 'dadosContratado.', input.provider, {
      code: 'codigoPrestadorNaOperadora',
      cnpj: 'cnpjContratado',
      cpf: 'cpfContratado',
    }),
    ctx.is4 ? null : put(ctx, 'dadosContratado.', 'nomeContratado', input.provider.name, freeText(70), true),
  ]);
  const head = [
    put(ctx, '', 'registroANS', input.operator.registerANS, { t: 'digits', len: 6 }, true),
    put(ctx, '', 'numeroGuiaRecGlosaPrestador', input.appealNumber, text(20), true),
    put(ctx, '', 'nomeOperadora', input.operator.name, freeText(70), true),
    leaf('objetoRecurso', input.object.kind === 'protocol' ? '1' : '2'),
    put(ctx, '', 'numeroGuiaRecGlosaOperadora', input.operatorAppealNumber, text(20), false),
    contractor,
    put(ctx, '', 'numeroLote', input.batchNumber, text(12), true),
    protocolNode(ctx, input.protocolNumber),
  ];
  const option = appealOption(ctx, input.object);
  const total = centsText(ctx.claimed.reduce((sum, c) => sum + c, 0n));
  const node = el('guiaRecursoGlosa', [
    ...head,
    option,
    put(ctx, '', 'valorTotalRecursado', total, money(10), true),
    put(ctx, '', 'dataRecurso', input.appealDate, DATE, true),
  ]);
  return { node, total };
}

const appealProblem = (p: TissProblem): RecursoProblem => ({
  field: p.field,
  // `put`, `group` and `partyChoice` report only codes RECURSO_PROBLEM_CODES lists.
  code: p.code as RecursoProblemCode,
  ...(p.params ? { params: p.params } : {}),
});

/**
 * Builds the RECURSO_GLOSA message (one appeal, tied to one lote and its protocol) of the
 * insurer's TISS version, NOTES.md §7: the final ISO-8859-1 text, its epilogo hash (§6, in the
 * insurer's hash encoding, computed on the serialized text, substituted and verified again) and
 * valorTotalRecursado — or the problems (codes with the field's path) when any check fails;
 * no file is given then.
 */
export function buildRecursoGlosa(input: RecursoGlosaInput): RecursoGlosaResult {
  const ctx = appealCtx(input.version);
  const header = headerNode(ctx, input);
  const { node, total } = appealNode(ctx, input);
  // registroANS is written twice (destino and the appeal): one problem is enough.
  const seen = new Set<string>();
  const problems = [...ctx.problems.map(appealProblem), ...ctx.appealProblems].filter((p) => {
    const key = `${p.code}|${p.field}`;
    return !seen.has(key) && !!seen.add(key);
  });
  if (problems.length) return { ok: false, problems };
  const root = el('mensagemTISS', [
    header,
    el('prestadorParaOperadora', [el('recursoGlosa', [node])]),
    el('epilogo', [leaf('hash', HASH_PLACEHOLDER)]),
  ])!;
  const encoding = input.hashEncoding ?? 'ISO-8859-1';
  const draft = serializeXml(root, tissRootAttributes(input.version));
  const hash = tissHash(draft, encoding);
  const xml = substituteTissHash(draft, hash);
  if (!verifyTissHash(xml, encoding)) return { ok: false, problems: [{ field: 'hash', code: 'hash' }] };
  return { ok: true, xml, hash, total, warnings: ctx.warnings.map(appealProblem) };
}
