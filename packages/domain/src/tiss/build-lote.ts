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
 *
 * Files: the guide data (lote-guide-data.ts), the leaves and their checks (lote-leaves.ts), the
 * structures guides share (lote-parts.ts), one file per guide type (guide-honorarios.ts,
 * guide-sp-sadt.ts, guide-consulta.ts) and, here, the lote around them.
 */
import { consulta } from './guide-consulta';
import { honorarios } from './guide-honorarios';
import { spSadt } from './guide-sp-sadt';
import { substituteTissHash, tissHash, verifyTissHash } from './hash';
import { resolveGuideData, tissGuideNumber } from './lote-guide-data';
import { DATE, problem, put, text, TIME, type Ctx } from './lote-leaves';
import { partyChoice } from './lote-parts';
import { encodeLatin1 } from './text';
import type { TissGuideType, TissLoteInput, TissLoteResult, TissProblem, TissVersion } from './types';
import { el, leaf, serializeXml, type XmlNode } from './xml';

export { resolveGuideData, tissGuideNumber } from './lote-guide-data';
export { formatTissDecimal } from './lote-leaves';

const NAMESPACE = 'http://www.ans.gov.br/padroes/tiss/schemas';
const HASH_PLACEHOLDER = '0'.repeat(32);
/** At most this many guides in one lote (guiasTISS maxOccurs). */
export const TISS_MAX_GUIDES_PER_LOTE = 100;

/** The root element's attributes for a version (namespace, schema location of that version's set). */
export function tissRootAttributes(version: TissVersion): string {
  const file = `tissV${version.replace(/\./g, '_')}.xsd`;
  return ` xmlns:ans="${NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${NAMESPACE} ${file}"`;
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
