/**
 * Test data for the statement reader (unit tests, the server's file and XSD tests, the
 * benchmark): statement messages of each version built from small fixtures, whose totals are
 * computed from their items unless a test overrides them, serialized like our own files
 * (ISO-8859-1 or UTF-8 bytes, the epilogo hash in either encoding) — and an N-item análise de
 * conta. Imported by path (`@honora/domain/tiss/statements/testing`), never from the index.
 */
import { centsText, toCents } from '../../money/cents';
import { tissRootAttributes } from '../build-lote';
import { substituteTissHash, tissHash } from '../hash';
import { encodeLatin1, encodeUtf8 } from '../text';
import { seededRandom } from '../testing';
import type { TissHashEncoding, TissVersion } from '../types';
import { el, leaf, serializeXml, type XmlNode } from '../xml';
import { readStatement } from './read-statement';
import type { StatementReadResult } from './types';
import { XmlRecordCollector, type CollectedXml } from './xml-records';

export type FixtureTotals = { informado: string; processado: string; liberado: string; glosa: string };

export interface FixtureItem {
  sequencialItem?: string;
  date?: string;
  codigoTabela?: string;
  code: string;
  description?: string;
  grau?: string | null;
  informado: string;
  /** Defaults to informado. */
  processado?: string;
  /** Defaults to processado − glosas. */
  liberado?: string;
  qtd?: string;
  glosas?: { valor: string; tipo: string }[];
  /** Written in 4.03.00 only. */
  centroConsumo?: string;
}

export interface FixtureGuide {
  numeroGuiaPrestador: string;
  numeroGuiaOperadora?: string;
  senha?: string;
  numeroCarteira?: string;
  glosas?: { codigo: string; descricao?: string }[];
  situacaoGuia?: string;
  /** Written in 4.03.00 only. */
  observacao?: string;
  items: FixtureItem[];
  totals?: Partial<FixtureTotals>;
}

export interface FixtureProtocol {
  numeroLotePrestador: string;
  numeroProtocolo: string;
  dataProtocolo?: string;
  glosa?: { codigo: string; descricao?: string };
  situacaoProtocolo?: string;
  guides: FixtureGuide[];
  totals?: Partial<FixtureTotals>;
}

export interface AnaliseFixture {
  registroANS?: string;
  numeroDemonstrativo?: string;
  protocols: FixtureProtocol[];
  totals?: Partial<FixtureTotals>;
}

const sum = (values: readonly string[]) => centsText(values.reduce((total, v) => total + toCents(v), 0n));

export const itemValues = (item: FixtureItem): FixtureTotals => {
  const processado = item.processado ?? item.informado;
  const glosa = sum((item.glosas ?? []).map((g) => g.valor));
  return {
    informado: item.informado,
    processado,
    liberado: item.liberado ?? centsText(toCents(processado) - toCents(glosa)),
    glosa,
  };
};

const totalsOf = (parts: readonly FixtureTotals[], override: Partial<FixtureTotals> = {}): FixtureTotals => ({
  informado: override.informado ?? sum(parts.map((p) => p.informado)),
  processado: override.processado ?? sum(parts.map((p) => p.processado)),
  liberado: override.liberado ?? sum(parts.map((p) => p.liberado)),
  glosa: override.glosa ?? sum(parts.map((p) => p.glosa)),
});

const guideTotals = (g: FixtureGuide) => totalsOf(g.items.map(itemValues), g.totals);
const protocolTotals = (p: FixtureProtocol) => totalsOf(p.guides.map(guideTotals), p.totals);

const totalLeaves = (t: FixtureTotals, suffix: string) => [
  leaf(`valorInformado${suffix}`, t.informado),
  leaf(`valorProcessado${suffix}`, t.processado),
  leaf(`valorLiberado${suffix}`, t.liberado),
  leaf(`valorGlosa${suffix}`, t.glosa),
];

const glosaReason = (name: string, g: { codigo: string; descricao?: string }) =>
  el(name, [leaf('codigoGlosa', g.codigo), leaf('descricaoGlosa', g.descricao)]);

function itemNode(version: TissVersion, item: FixtureItem, index: number): XmlNode | null {
  const values = itemValues(item);
  return el('detalhesGuia', [
    leaf('sequencialItem', item.sequencialItem ?? String(index + 1)),
    leaf('dataRealizacao', item.date ?? '2026-01-10'),
    el('procedimento', [
      leaf('codigoTabela', item.codigoTabela ?? '22'),
      leaf('codigoProcedimento', item.code),
      leaf('descricaoProcedimento', item.description ?? 'PROCEDIMENTO EXEMPLO'),
    ]),
    leaf('grauParticipacao', item.grau === undefined ? '06' : item.grau),
    leaf('valorInformado', values.informado),
    leaf('qtdExecutada', item.qtd ?? '1.0000'),
    leaf('valorProcessado', values.processado),
    leaf('valorLiberado', values.liberado),
    ...(item.glosas ?? []).map((g) => el('relacaoGlosa', [leaf('valorGlosa', g.valor), leaf('tipoGlosa', g.tipo)])),
    version === '4.03.00' ? leaf('centroConsumo', item.centroConsumo) : null,
  ]);
}

function guideNode(version: TissVersion, guide: FixtureGuide): XmlNode | null {
  return el('relacaoGuias', [
    leaf('numeroGuiaPrestador', guide.numeroGuiaPrestador),
    leaf('numeroGuiaOperadora', guide.numeroGuiaOperadora),
    leaf('senha', guide.senha),
    version === '3.05.00' ? leaf('nomeBeneficiario', 'PACIENTE EXEMPLO') : null,
    leaf('numeroCarteira', guide.numeroCarteira ?? '00123456789012345'),
    leaf('dataInicioFat', '2026-01-10'),
    ...(guide.glosas ?? []).map((g) => glosaReason('motivoGlosaGuia', g)),
    leaf('situacaoGuia', guide.situacaoGuia ?? '5'),
    ...guide.items.map((item, i) => itemNode(version, item, i)),
    ...totalLeaves(guideTotals(guide), 'Guia'),
    version === '4.03.00' ? leaf('observacao', guide.observacao) : null,
  ]);
}

function protocolNode(version: TissVersion, protocol: FixtureProtocol): XmlNode | null {
  return el('dadosProtocolo', [
    leaf('numeroLotePrestador', protocol.numeroLotePrestador),
    leaf('numeroProtocolo', protocol.numeroProtocolo),
    leaf('dataProtocolo', protocol.dataProtocolo ?? '2026-01-13'),
    protocol.glosa ? glosaReason('GlosaProtocolo', protocol.glosa) : null,
    leaf('situacaoProtocolo', protocol.situacaoProtocolo ?? '5'),
    ...protocol.guides.map((g) => guideNode(version, g)),
    ...totalLeaves(protocolTotals(protocol), 'Protocolo'),
  ]);
}

export const statementHeader = (registroANS: string, numero: string) =>
  el('cabecalhoDemonstrativo', [
    leaf('registroANS', registroANS),
    leaf('numeroDemonstrativo', numero),
    leaf('nomeOperadora', 'OPERADORA EXEMPLO SAÚDE'),
    leaf('numeroCNPJ', '11444777000161'),
    leaf('dataEmissao', '2026-02-20'),
  ]);

/** ct_contratadoDados: the provider's code at the operator (and its name in 3.05.00). */
export const contratado = (version: TissVersion, name: string) =>
  el(name, [
    leaf('codigoPrestadorNaOperadora', '000123'),
    version === '3.05.00' ? leaf('nomeContratado', 'GRUPO DE ANESTESIA EXEMPLO') : null,
  ]);

export function analiseNode(version: TissVersion, fixture: AnaliseFixture): XmlNode | null {
  return el('demonstrativoAnaliseConta', [
    statementHeader(fixture.registroANS ?? '123456', fixture.numeroDemonstrativo ?? 'DAC2026000001'),
    el('dadosPrestador', [contratado(version, 'dadosContratado'), leaf('CNES', '9999999')]),
    el(
      'dadosConta',
      fixture.protocols.map((p) => protocolNode(version, p)),
    ),
    ...totalLeaves(totalsOf(fixture.protocols.map(protocolTotals), fixture.totals), 'Geral'),
  ]);
}

/** A mensagemTISS from the operator with one demonstrativosRetorno body (its children given). */
export function statementMessage(
  version: TissVersion,
  tipoTransacao: string,
  body: readonly (XmlNode | null)[],
): XmlNode {
  return el('mensagemTISS', [
    el('cabecalho', [
      el('identificacaoTransacao', [
        leaf('tipoTransacao', tipoTransacao),
        leaf('sequencialTransacao', '88001'),
        leaf('dataRegistroTransacao', '2026-02-20'),
        leaf('horaRegistroTransacao', '18:00:00'),
      ]),
      el('origem', [leaf('registroANS', '123456')]),
      el('destino', [el('identificacaoPrestador', [leaf('codigoPrestadorNaOperadora', '000123')])]),
      leaf('Padrao', version),
    ]),
    el('operadoraParaPrestador', [el('demonstrativosRetorno', body)]),
    { name: 'epilogo', children: [{ name: 'hash', text: '' }] },
  ])!;
}

/**
 * Every part of an análise de conta once: glosas of a protocol, a guide (two) and an item (two),
 * a guide-level observacao and an item centroConsumo (written in 4.03.00), accents and `&`, and a
 * protocol glosa'd whole, without guides.
 */
export const sampleAnaliseConta = (): AnaliseFixture => ({
  protocols: [
    {
      numeroLotePrestador: '1001',
      numeroProtocolo: '202601000001',
      guides: [
        {
          numeroGuiaPrestador: 'HON000001',
          numeroGuiaOperadora: 'OP123',
          senha: 'SENHA123',
          glosas: [{ codigo: '1705', descricao: 'VALOR APRESENTADO A MAIOR & SEM JUSTIFICATIVA' }, { codigo: '2613' }],
          observacao: 'ANÁLISE CONCLUÍDA',
          items: [
            {
              code: '31005497',
              description: 'COLECISTECTOMIA SEM COLANGIOGRAFIA POR VIDEOLAPAROSCOPIA',
              informado: '850.00',
              glosas: [
                { valor: '200.00', tipo: '1834' },
                { valor: '55.00', tipo: '1801' },
              ],
              centroConsumo: '6',
            },
            { code: '31005497', grau: '07', informado: '255.00' },
          ],
        },
      ],
    },
    {
      numeroLotePrestador: '1002',
      numeroProtocolo: '202601000002',
      glosa: { codigo: '3052', descricao: 'PROTOCOLO SEM GUIAS VÁLIDAS' },
      situacaoProtocolo: '4',
      guides: [],
      totals: { informado: '0.00', processado: '0.00', liberado: '0.00', glosa: '0.00' },
    },
  ],
});

/** A DEMONSTRATIVO_ANALISE_CONTA message with one statement per fixture. */
export const analiseContaMessage = (version: TissVersion, ...fixtures: AnaliseFixture[]): XmlNode =>
  statementMessage(
    version,
    'DEMONSTRATIVO_ANALISE_CONTA',
    fixtures.map((f) => analiseNode(version, f)),
  );

/** The insurer's mensagemErro answer. */
export const operatorErrorMessage = (version: TissVersion, codigo = '5001', descricao = 'MENSAGEM ERRO') =>
  statementMessage(version, 'DEMONSTRATIVO_ANALISE_CONTA', [glosaReason('mensagemErro', { codigo, descricao })]);

/** The insurer's "not ready yet" answer (situacaoDemonstrativoRetorno). */
export const notReadyMessage = (version: TissVersion) =>
  statementMessage(version, 'DEMONSTRATIVO_PAGAMENTO', [
    el('situacaoDemonstrativoRetorno', [
      leaf('identificacaoOperadora', '123456'),
      contratado(version, 'dadosPrestador'),
      leaf('numeroProtocolo', '202601000001'),
      leaf('protocoloSolicitacaoDemonstrativo', '77'),
      leaf('tipoDemonstrativo', '1'),
      leaf('dataSituacaoDemonstrativo', '2026-02-21'),
      leaf('situacaoDemonstrativo', '2'),
    ]),
  ]);

export interface StatementFileOptions {
  /** The file's encoding (declaration and bytes); ISO-8859-1 by default. */
  encoding?: TissHashEncoding;
  /** The bytes the hash is computed over; the file's encoding by default. */
  hashEncoding?: TissHashEncoding;
  /** A hash to write instead of the computed one ('' for an empty hash element). */
  hash?: string;
}

export interface StatementFile {
  xml: string;
  bytes: Uint8Array;
  hash: string;
}

/** Serializes a message like our own files: declaration, `ans:` prefix, hash substituted. */
export function statementFile(root: XmlNode, options: StatementFileOptions = {}): StatementFile {
  const encoding = options.encoding ?? 'ISO-8859-1';
  const version = (findLeaf(root, 'Padrao') ?? '4.03.00') as TissVersion;
  let draft = serializeXml(root, tissRootAttributes(version));
  if (encoding === 'UTF-8') draft = draft.replace('encoding="ISO-8859-1"', 'encoding="UTF-8"');
  const hash = options.hash ?? tissHash(draft, options.hashEncoding ?? encoding);
  const xml = substituteTissHash(draft, hash);
  return { xml, bytes: encoding === 'UTF-8' ? encodeUtf8(xml) : encodeLatin1(xml), hash };
}

/** Recomputes the hash of an edited file text (a test that removes or changes an element). */
export const rehash = (xml: string, encoding: TissHashEncoding = 'ISO-8859-1') =>
  substituteTissHash(xml, tissHash(xml, encoding));

function findLeaf(node: XmlNode, name: string): string | null {
  if (node.name === name && !node.children) return node.text ?? '';
  for (const child of node.children ?? []) {
    const found = findLeaf(child, name);
    if (found !== null) return found;
  }
  return null;
}

const withHash = (node: XmlNode, hash: string): XmlNode =>
  node.name === 'hash' && !node.children
    ? { name: 'hash', text: hash }
    : node.children
      ? { name: node.name, children: node.children.map((c) => withHash(c, hash)) }
      : node;

/** What the XML layer would collect from the serialized message (the same leaf text and line numbers). */
export function collectXmlNode(root: XmlNode, options: StatementFileOptions = {}): CollectedXml {
  const tree = withHash(root, statementFile(root, options).hash);
  const collector = new XmlRecordCollector();
  let line = 1;
  const walk = (node: XmlNode) => {
    line += 1;
    collector.open(node.name, line);
    if (node.children) {
      node.children.forEach(walk);
      line += 1;
    } else {
      collector.text(node.text ?? '');
    }
    collector.close();
  };
  walk(tree);
  return collector.finish();
}

/** Reads a message tree as the file reader would read its bytes. */
export const readStatementTree = (root: XmlNode, options: StatementFileOptions = {}): StatementReadResult =>
  readStatement(collectXmlNode(root, options));

const DESCRIPTIONS = [
  'COLECISTECTOMIA SEM COLANGIOGRAFIA POR VIDEOLAPAROSCOPIA',
  'ANESTESIA PARA CESARIANA - URGÊNCIA',
  'HERNIORRAFIA INGUINAL - UNILATERAL',
  'AVALIAÇÃO PRÉ-ANESTÉSICA',
  'ENDOSCOPIA DIGESTIVA ALTA & BIÓPSIA',
];

/**
 * An análise de conta with `itemCount` items: protocols of 100 guides of 5 items (the last ones
 * shorter), values and glosas from a seeded generator, accented descriptions (so the Latin-1 and
 * UTF-8 hashes differ). Every item is consistent and every total adds up.
 */
export function generatedAnaliseConta(itemCount: number, seed = 1): AnaliseFixture {
  const random = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const protocols: FixtureProtocol[] = [];
  for (let made = 0, g = 0; made < itemCount; g++) {
    if (g % 100 === 0) {
      const n = protocols.length + 1;
      protocols.push({
        numeroLotePrestador: String(1000 + n),
        numeroProtocolo: `2026${String(n).padStart(8, '0')}`,
        guides: [],
      });
    }
    const items = Array.from({ length: Math.min(5, itemCount - made) }, (): FixtureItem => {
      const informado = `${int(50, 9999)}.${String(int(0, 99)).padStart(2, '0')}`;
      const glosa = random() < 0.3 ? centsText((toCents(informado) * BigInt(int(10, 50))) / 100n) : null;
      return {
        date: `2026-01-${String(int(1, 28)).padStart(2, '0')}`,
        code: String(int(10101012, 41001999)),
        description: DESCRIPTIONS[int(0, DESCRIPTIONS.length - 1)],
        grau: ['06', '07', '00', '01'][int(0, 3)]!,
        informado,
        glosas: glosa ? [{ valor: glosa, tipo: ['1834', '1705', '2613'][int(0, 2)]! }] : [],
      };
    });
    made += items.length;
    protocols[protocols.length - 1]!.guides.push({ numeroGuiaPrestador: `G${String(g + 1).padStart(7, '0')}`, items });
  }
  return { protocols };
}

/** The file of an `itemCount`-item análise de conta (4.03.00, ISO-8859-1 unless told). */
export const generatedAnaliseContaFile = (
  itemCount: number,
  options: StatementFileOptions & { version?: TissVersion; seed?: number } = {},
): StatementFile =>
  statementFile(
    analiseContaMessage(options.version ?? '4.03.00', generatedAnaliseConta(itemCount, options.seed)),
    options,
  );
