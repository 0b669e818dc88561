import { describe, expect, it } from 'vitest';
import { TISS_VERSIONS, type TissVersion } from '../types';
import type { XmlNode } from '../xml';
import { isStatementReadable, statementVersionFamily } from './read-statement';
import {
  analiseContaMessage,
  generatedAnaliseConta,
  notReadyMessage,
  operatorErrorMessage,
  readStatementTree,
  statementFile,
  statementMessage,
  type AnaliseFixture,
} from './testing';
import type { AnaliseContaStatement, StatementReadResult } from './types';
import { statementLines } from './match-lines';

const fixture = (): AnaliseFixture => ({
  registroANS: '123456',
  protocols: [
    {
      numeroLotePrestador: '1001',
      numeroProtocolo: '202601000001',
      guides: [
        {
          numeroGuiaPrestador: 'HON000001',
          senha: 'SENHA123',
          observacao: 'REVISAR',
          glosas: [{ codigo: '1705', descricao: 'VALOR APRESENTADO A MAIOR' }],
          items: [
            {
              code: '31005497',
              informado: '850.00',
              glosas: [{ valor: '255.00', tipo: '1834' }],
              centroConsumo: '6',
            },
            { code: '31005497', grau: '07', informado: '255', processado: '255.00', date: '2026-01-11' },
          ],
        },
        { numeroGuiaPrestador: '00042', items: [{ code: '40201120', grau: null, informado: '300.00' }] },
      ],
    },
    {
      numeroLotePrestador: '1002',
      numeroProtocolo: '202601000002',
      glosa: { codigo: '1102', descricao: 'PROTOCOLO GLOSADO' },
      situacaoProtocolo: '4',
      guides: [],
      totals: { informado: '0.00', processado: '0.00', liberado: '0.00', glosa: '0.00' },
    },
  ],
});

const analise = (result: StatementReadResult): AnaliseContaStatement[] => {
  if (result.body?.kind !== 'analiseConta') throw new Error(`not an análise de conta: ${JSON.stringify(result)}`);
  return result.body.statements;
};
const codes = (result: StatementReadResult) => result.problems.map((p) => p.code);

/** The tree with the first element named `name` replaced by the elements `replace` gives (none removes it). */
function editFirst(root: XmlNode, name: string, replace: (node: XmlNode) => XmlNode[]): XmlNode {
  let done = false;
  const walk = (node: XmlNode): XmlNode[] => {
    if (!done && node.name === name) {
      done = true;
      return replace(node);
    }
    return node.children ? [{ name: node.name, children: node.children.flatMap(walk) }] : [node];
  };
  const [edited] = walk(root);
  if (!done) throw new Error(`no ${name}`);
  return edited!;
}
/** The line of the first occurrence of a text in the serialized file (1-based). */
const lineOf = (root: XmlNode, needle: string) =>
  statementFile(root)
    .xml.split('\n')
    .findIndex((line) => line.includes(needle)) + 1;
const setText = (root: XmlNode, name: string, text: string) => editFirst(root, name, () => [{ name, text }]);

describe('análise de conta, by version', () => {
  it.each(TISS_VERSIONS)('%s: reads every level with no problem', (version) => {
    const result = readStatementTree(analiseContaMessage(version, fixture()));
    expect(result.problems).toEqual([]);
    expect(isStatementReadable(result)).toBe(true);
    expect(result.envelope).toMatchObject({ version, padrao: version, registroANSOrigem: '123456' });
    const [statement] = analise(result);
    expect(statement!.header).toMatchObject({ registroANS: '123456', numeroCNPJ: '11444777000161' });
    expect(statement!.totals).toEqual({
      informado: '1405.00',
      processado: '1405.00',
      liberado: '1150.00',
      glosa: '255.00',
    });
    const [first, second] = statement!.protocols;
    expect(second!.glosas).toEqual([{ codigoGlosa: '1102', descricaoGlosa: 'PROTOCOLO GLOSADO' }]);
    expect(second!.situacaoProtocolo).toBe('4');
    const guide = first!.guides[0]!;
    expect(guide.glosas).toEqual([{ codigoGlosa: '1705', descricaoGlosa: 'VALOR APRESENTADO A MAIOR' }]);
    expect(guide.totals).toEqual({ informado: '1105.00', processado: '1105.00', liberado: '850.00', glosa: '255.00' });
    expect(guide.items[0]).toMatchObject({
      sequencialItem: '1',
      codigoTabela: '22',
      codigoProcedimento: '31005497',
      grauParticipacao: '06',
      valorInformado: '850.00',
      qtdExecutada: '1.0000',
      valorProcessado: '850.00',
      valorLiberado: '595.00',
      glosas: [{ valorGlosa: '255.00', tipoGlosa: '1834' }],
    });
    expect(guide.items[1]!.valorInformado).toBe('255.00');
    expect(first!.guides[1]!.items[0]!.grauParticipacao).toBeNull();
  });

  it('reads what only some versions have: 3.05 names, 4.03 centroConsumo and observacao', () => {
    const read = (version: TissVersion) => analise(readStatementTree(analiseContaMessage(version, fixture())))[0]!;
    const v305 = read('3.05.00');
    expect(v305.provider.nomeContratado).toBe('GRUPO DE ANESTESIA EXEMPLO');
    expect(v305.protocols[0]!.guides[0]!.nomeBeneficiario).toBe('PACIENTE EXEMPLO');
    const v401 = read('4.01.00');
    expect(v401.provider.nomeContratado).toBeNull();
    expect(v401.protocols[0]!.guides[0]!.nomeBeneficiario).toBeNull();
    expect(v401.protocols[0]!.guides[0]!.items[0]!.centroConsumo).toBeNull();
    const v403 = read('4.03.00');
    expect(v403.protocols[0]!.guides[0]!.items[0]!.centroConsumo).toBe('6');
    expect(v403.protocols[0]!.guides[0]!.observacao).toBe('REVISAR');
  });

  it('reads 4.03 values up to 10,2 and flags them as too wide in 4.01 (8,2), still reading them', () => {
    const wide: AnaliseFixture = {
      protocols: [
        {
          numeroLotePrestador: '1',
          numeroProtocolo: '2',
          guides: [{ numeroGuiaPrestador: 'G1', items: [{ code: '1', informado: '12345678.90' }] }],
        },
      ],
    };
    const v403 = readStatementTree(analiseContaMessage('4.03.00', wide));
    expect(v403.problems).toEqual([]);
    expect(analise(v403)[0]!.protocols[0]!.guides[0]!.items[0]!.valorInformado).toBe('12345678.90');
    const v401 = readStatementTree(analiseContaMessage('4.01.00', wide));
    expect(codes(v401)).toEqual(['valueTooWide', 'valueTooWide', 'valueTooWide']);
    expect(v401.problems.every((p) => p.severity === 'warning')).toBe(true);
    expect(analise(v401)[0]!.protocols[0]!.guides[0]!.items[0]!.valorProcessado).toBe('12345678.90');
  });

  it('maps each Padrao to the family whose rules apply', () => {
    expect(
      ['3.03.03', '3.05.00', '4.00.01', '4.01.00', '4.02.00', '4.03.00', '2.02.03', '5.00.00', ''].map(
        statementVersionFamily,
      ),
    ).toEqual(['3.05.00', '3.05.00', '4.01.00', '4.01.00', '4.03.00', '4.03.00', null, null, null]);
    const result = readStatementTree(setText(analiseContaMessage('4.03.00', fixture()), 'Padrao', '2.02.03'));
    expect(codes(result)).toEqual(['unsupportedVersion']);
    expect(result.body).toBeNull();
    const noVersion = readStatementTree(editFirst(analiseContaMessage('4.03.00', fixture()), 'Padrao', () => []));
    expect(codes(noVersion)).toEqual(['missingField', 'unsupportedVersion']);
    expect(isStatementReadable(noVersion)).toBe(false);
  });

  it('reads up to 30 statements of one file, 5,000 items into 5,000 lines', () => {
    const two = readStatementTree(
      analiseContaMessage('4.03.00', fixture(), { ...fixture(), numeroDemonstrativo: 'B' }),
    );
    expect(analise(two).map((s) => s.header.numeroDemonstrativo)).toEqual(['DAC2026000001', 'B']);
    const big = readStatementTree(analiseContaMessage('4.03.00', generatedAnaliseConta(5000)));
    expect(big.problems).toEqual([]);
    expect(statementLines(analise(big))).toHaveLength(5000);
  });
});

describe('answers that are not statements', () => {
  it.each(TISS_VERSIONS)('%s: mensagemErro is operatorError with its code, not a crash', (version) => {
    const result = readStatementTree(operatorErrorMessage(version, '5001', 'PRESTADOR NÃO CADASTRADO'));
    expect(result.body).toBeNull();
    expect(result.problems).toEqual([
      {
        code: 'operatorError',
        severity: 'error',
        path: 'demonstrativosRetorno/mensagemErro[1]',
        line: 22,
        params: { codigoGlosa: '5001', descricaoGlosa: 'PRESTADOR NÃO CADASTRADO' },
      },
    ]);
    expect(isStatementReadable(result)).toBe(false);
  });

  it('situacaoDemonstrativoRetorno is statementNotReady with the status', () => {
    const result = readStatementTree(notReadyMessage('4.03.00'));
    expect(result.body).toBeNull();
    expect(result.problems.map((p) => [p.code, p.params])).toEqual([
      [
        'statementNotReady',
        {
          situacaoDemonstrativo: '2',
          dataSituacaoDemonstrativo: '2026-02-21',
          numeroProtocolo: '202601000001',
          tipoDemonstrativo: '1',
        },
      ],
    ]);
  });

  it('another transaction is notStatement; a body unlike its transaction is a warning', () => {
    const lote = setText(analiseContaMessage('4.03.00', fixture()), 'tipoTransacao', 'ENVIO_LOTE_GUIAS');
    expect(codes(readStatementTree(lote))).toEqual(['notStatement']);
    const mislabelled = setText(analiseContaMessage('4.03.00', fixture()), 'tipoTransacao', 'DEMONSTRATIVO_PAGAMENTO');
    const result = readStatementTree(mislabelled);
    expect(result.problems.map((p) => [p.code, p.severity])).toEqual([['transactionMismatch', 'warning']]);
    expect(isStatementReadable(result)).toBe(true);
    const odonto = statementMessage('4.03.00', 'DEMONSTRATIVO_PAGAMENTO', [
      { name: 'demonstrativoPagamentoOdonto', children: [{ name: 'x', text: '1' }] },
    ]);
    expect(codes(readStatementTree(odonto))).toEqual(['unsupportedBody']);
  });
});

describe('the epilogo hash', () => {
  const message = () => analiseContaMessage('4.03.00', fixture());

  it('accepts the MD5 of the Latin-1 or the UTF-8 leaf text, in any letter case', () => {
    expect(readStatementTree(message()).envelope!.hashEncoding).toBe('ISO-8859-1');
    expect(readStatementTree(message(), { hashEncoding: 'UTF-8' }).envelope!.hashEncoding).toBe('UTF-8');
    const upper = readStatementTree(message(), { hash: readStatementTree(message()).envelope!.hash!.toUpperCase() });
    expect(upper.problems).toEqual([]);
  });

  it('a wrong hash is hashMismatch, an empty one hashMissing; the body is still read but not importable', () => {
    const wrong = readStatementTree(message(), { hash: 'c190fd56ff726bf5f21e8d46f7670f68' });
    expect(codes(wrong)).toEqual(['hashMismatch']);
    expect(wrong.body).not.toBeNull();
    expect(isStatementReadable(wrong)).toBe(false);
    expect(codes(readStatementTree(message(), { hash: '' }))).toEqual(['hashMissing']);
    expect(codes(readStatementTree(editFirst(message(), 'epilogo', () => [])))).toEqual(['hashMissing']);
  });

  it('a changed value after hashing is a mismatch', () => {
    const edited = readStatementTree(message(), {
      hash: readStatementTree(setText(message(), 'valorLiberado', '596.00')).envelope!.hash!,
    });
    expect(codes(edited)).toContain('hashMismatch');
  });
});

describe('problems of values and lines', () => {
  const message = () => analiseContaMessage('4.03.00', fixture());
  const itemPath =
    'demonstrativosRetorno/demonstrativoAnaliseConta[1]/dadosConta/dadosProtocolo[1]/relacaoGuias[1]/detalhesGuia[1]';

  it('a negative value is an error at its path and line, and is read', () => {
    const tree = setText(message(), 'valorInformado', '-850.00');
    const result = readStatementTree(tree);
    const line = lineOf(tree, '<ans:valorInformado>-850.00<');
    expect(result.problems.filter((p) => p.code === 'valueNegative')).toEqual([
      {
        code: 'valueNegative',
        severity: 'error',
        path: `${itemPath}/valorInformado`,
        line,
        params: { value: '-850.00' },
      },
    ]);
    expect(analise(result)[0]!.protocols[0]!.guides[0]!.items[0]!.valorInformado).toBe('-850.00');
  });

  it('a non-numeric value (or one with three decimals) is an error and reads as null', () => {
    for (const text of ['850,00', 'R$ 850', '850.001', '']) {
      const result = readStatementTree(setText(message(), 'valorProcessado', text));
      const expected = text ? 'valueNotNumeric' : 'missingField';
      expect(result.problems.map((p) => [p.code, p.path])).toEqual([[expected, `${itemPath}/valorProcessado`]]);
      expect(analise(result)[0]!.protocols[0]!.guides[0]!.items[0]!.valorProcessado).toBeNull();
    }
  });

  it('missing required fields are named by path', () => {
    let tree = editFirst(message(), 'codigoProcedimento', () => []);
    tree = editFirst(tree, 'numeroGuiaPrestador', () => []);
    tree = editFirst(tree, 'numeroCNPJ', () => []);
    expect(readStatementTree(tree).problems.map((p) => [p.code, p.path.replace(/^.*AnaliseConta\[1\]\//, '')])).toEqual(
      [
        ['missingField', 'cabecalhoDemonstrativo/numeroCNPJ'],
        ['missingField', 'dadosConta/dadosProtocolo[1]/relacaoGuias[1]/numeroGuiaPrestador'],
        [
          'missingField',
          'dadosConta/dadosProtocolo[1]/relacaoGuias[1]/detalhesGuia[1]/procedimento/codigoProcedimento',
        ],
      ],
    );
  });

  it('the same protocol + guide + sequencialItem twice is a duplicate line (leading zeros ignored)', () => {
    const f = fixture();
    f.protocols[0]!.guides[0]!.items[1]!.sequencialItem = '01';
    f.protocols[0]!.guides.push({ numeroGuiaPrestador: '42', items: [{ code: '40201120', informado: '1.00' }] });
    const result = readStatementTree(analiseContaMessage('4.03.00', f));
    expect(result.problems.map((p) => [p.code, p.params?.numeroGuiaPrestador, p.params?.sequencialItem])).toEqual([
      ['duplicateLine', 'HON000001', '01'],
      ['duplicateLine', '42', '1'],
    ]);
  });

  it('an element that may appear once, written twice, keeps the first value and is an error', () => {
    const tree = editFirst(message(), 'valorInformado', (node) => [node, { name: 'valorInformado', text: '1.00' }]);
    const result = readStatementTree(tree);
    expect(result.problems.map((p) => [p.code, p.path, p.severity])).toEqual([
      ['repeatedElement', `${itemPath}/valorInformado`, 'error'],
    ]);
    expect(analise(result)[0]!.protocols[0]!.guides[0]!.items[0]!.valorInformado).toBe('850.00');
  });

  it('released + glosa ≠ processed beyond 0.05 is a warning; within 0.05 it is not', () => {
    const f = fixture();
    f.protocols[0]!.guides[0]!.items[0]!.liberado = '595.06';
    f.protocols[0]!.guides[0]!.totals = { liberado: '850.06' };
    f.protocols[0]!.totals = { liberado: '1150.06' };
    f.totals = { liberado: '1150.06' };
    const tree = analiseContaMessage('4.03.00', f);
    expect(readStatementTree(tree).problems).toEqual([
      {
        code: 'itemValuesMismatch',
        severity: 'warning',
        path: itemPath,
        line: lineOf(tree, '<ans:detalhesGuia>'),
        params: { processado: '850.00', liberado: '595.06', glosa: '255.00' },
      },
    ]);
    f.protocols[0]!.guides[0]!.items[0]!.liberado = '595.05';
    f.protocols[0]!.guides[0]!.totals = { liberado: '850.05' };
    expect(readStatementTree(analiseContaMessage('4.03.00', f)).problems).toEqual([]);
  });

  it('guide, protocol and statement totals that do not add up are warnings naming the total', () => {
    const f = fixture();
    f.protocols[0]!.guides[1]!.totals = { informado: '301.00' };
    f.protocols[0]!.totals = { glosa: '250.00' };
    f.totals = { processado: '1400.00' };
    const result = readStatementTree(analiseContaMessage('4.03.00', f));
    expect(result.problems.map((p) => [p.code, p.path.replace(/^.*AnaliseConta\[1\]/, ''), p.params])).toEqual([
      [
        'totalsMismatch',
        '/dadosConta/dadosProtocolo[1]/relacaoGuias[2]/valorInformadoGuia',
        { written: '301.00', sum: '300.00' },
      ],
      ['totalsMismatch', '/dadosConta/dadosProtocolo[1]/valorGlosaProtocolo', { written: '250.00', sum: '255.00' }],
      ['totalsMismatch', '/valorProcessadoGeral', { written: '1400.00', sum: '1405.00' }],
    ]);
    expect(result.problems.every((p) => p.severity === 'warning')).toBe(true);
  });
});
