/**
 * Reading statement files from their bytes: the shared sample (its hash verifies), generated
 * statements of every version (valid against the ANS schemas: tiss/statement-xsd.test.ts), both
 * encodings and both hash encodings, and the files that must be refused with a code — a wrong
 * hash, foreign or non-TISS XML, an operator's error answer, a truncated file, DOCTYPE and
 * entities, bad bytes. The sample is read from ../shared (never copied).
 */
import { readFileSync } from 'node:fs';
import { sharedPath } from '@honora/db/testing';
import { TISS_VERSIONS, encodeLatin1, encodeUtf8 } from '@honora/domain';
import { isStatementReadable, statementLines, type StatementReadResult } from '@honora/domain/tiss/statements/index';
import {
  analiseContaMessage,
  generatedAnaliseConta,
  generatedAnaliseContaFile,
  notReadyMessage,
  operatorErrorMessage,
  rehash,
  statementFile,
  sampleAnaliseConta,
} from '@honora/domain/tiss/statements/testing';
import { pagamentoMessage, samplePagamento } from '@honora/domain/tiss/statements/testing-pagamento';
import { describe, expect, it } from 'vitest';
import { bareStatementParse, readStatementFile } from './statement-file';

const codes = (result: StatementReadResult) => result.problems.map((p) => p.code);
/** The 1-based lines of the file that contain a text. */
const linesOf = (xml: string, needle: string) =>
  xml.split('\n').flatMap((line, i) => (line.includes(needle) ? [i + 1] : []));

describe('readStatementFile', () => {
  it.each(TISS_VERSIONS)('%s: reads the generated statements and answers', (version) => {
    const read = [
      analiseContaMessage(version, sampleAnaliseConta()),
      analiseContaMessage(version, generatedAnaliseConta(120, 7), sampleAnaliseConta()),
      pagamentoMessage(version, samplePagamento),
      operatorErrorMessage(version),
      notReadyMessage(version),
    ].map((message) => readStatementFile(statementFile(message).bytes));
    expect(read.map((r) => [codes(r), r.envelope?.version, r.body?.kind ?? null])).toEqual([
      [[], version, 'analiseConta'],
      [[], version, 'analiseConta'],
      [[], version, 'pagamento'],
      [['operatorError'], version, null],
      [['statementNotReady'], version, null],
    ]);
  });

  it('reads the shared sample and verifies its hash', () => {
    const bytes = readFileSync(sharedPath('tiss', 'samples', 'demonstrativo-analise-conta-minimal.xml'));
    const result = readStatementFile(bytes);
    expect(result.problems).toEqual([]);
    expect(result.envelope).toMatchObject({
      tipoTransacao: 'DEMONSTRATIVO_ANALISE_CONTA',
      version: '4.03.00',
      hash: 'c190fd56ff726bf5f21e8d46f7670f68',
      hashEncoding: 'ISO-8859-1',
    });
    if (result.body?.kind !== 'analiseConta') throw new Error('not read');
    expect(statementLines(result.body.statements)).toEqual([
      expect.objectContaining({
        numeroLotePrestador: '1001',
        numeroProtocolo: '202601000001',
        numeroGuiaPrestador: 'HON000001',
        procedureCode: '31005497',
        grau: '06',
        valorInformado: '850.00',
        valorLiberado: '595.00',
        glosas: [{ valorGlosa: '255.00', tipoGlosa: '1834' }],
      }),
    ]);
  });

  it.each([
    ['ISO-8859-1', 'ISO-8859-1'],
    ['ISO-8859-1', 'UTF-8'],
    ['UTF-8', 'UTF-8'],
    ['UTF-8', 'ISO-8859-1'],
  ] as const)('a %s file hashed over %s bytes reads the same accented text', (encoding, hashEncoding) => {
    const file = statementFile(analiseContaMessage('4.03.00', sampleAnaliseConta()), { encoding, hashEncoding });
    const result = readStatementFile(file.bytes);
    expect(result.problems).toEqual([]);
    expect(result.envelope!.hashEncoding).toBe(hashEncoding);
    if (result.body?.kind !== 'analiseConta') throw new Error('not read');
    const guide = result.body.statements[0]!.protocols[0]!.guides[0]!;
    expect(guide.observacao).toBe('ANÁLISE CONCLUÍDA');
    expect(guide.glosas[0]!.descricaoGlosa).toBe('VALOR APRESENTADO A MAIOR & SEM JUSTIFICATIVA');
  });

  it('a wrong hash is hashMismatch, an empty one hashMissing', () => {
    const message = analiseContaMessage('4.03.00', sampleAnaliseConta());
    const wrong = readStatementFile(statementFile(message, { hash: 'c190fd56ff726bf5f21e8d46f7670f68' }).bytes);
    expect(codes(wrong)).toEqual(['hashMismatch']);
    expect(isStatementReadable(wrong)).toBe(false);
    expect(codes(readStatementFile(statementFile(message, { hash: '' }).bytes))).toEqual(['hashMissing']);
  });

  it('refuses XML that is not a TISS message', () => {
    const refused = (xml: string) => readStatementFile(encodeLatin1(xml)).problems.map((p) => [p.code, p.params?.root]);
    expect(refused('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body>x</body></html>')).toEqual([
      ['notTiss', 'html'],
    ]);
    expect(
      refused(
        '<ans:loteGuias xmlns:ans="http://www.ans.gov.br/padroes/tiss/schemas"><ans:numeroLote>1</ans:numeroLote></ans:loteGuias>',
      ),
    ).toEqual([['notTiss', 'ans:loteGuias']]);
    expect(refused('<mensagemTISS><cabecalho/></mensagemTISS>')).toEqual([['notTiss', 'mensagemTISS']]);
    expect(codes(readStatementFile(encodeLatin1('%PDF-1.4 not xml')))).toEqual(['malformed']);
    expect(codes(readStatementFile(new Uint8Array()))).toEqual(['malformed']);
  });

  it('an operator error answer is operatorError with its glosa code', () => {
    const result = readStatementFile(statementFile(operatorErrorMessage('4.01.00', '5001', 'ERRO DE SCHEMA')).bytes);
    expect(result.body).toBeNull();
    expect(result.problems.map((p) => [p.code, p.params])).toEqual([
      ['operatorError', { codigoGlosa: '5001', descricaoGlosa: 'ERRO DE SCHEMA' }],
    ]);
  });

  it('a truncated file is malformed, with the line where it ended', () => {
    const { xml } = statementFile(analiseContaMessage('4.03.00', sampleAnaliseConta()));
    const cut = xml.slice(0, xml.indexOf('<ans:valorLiberado>'));
    const [problem] = readStatementFile(encodeLatin1(cut)).problems;
    expect(problem).toMatchObject({ code: 'malformed', severity: 'error', line: cut.split('\n').length });
  });

  it('refuses a DOCTYPE and any entity that is not predefined', () => {
    const { xml } = statementFile(analiseContaMessage('4.03.00', sampleAnaliseConta()));
    const laughs = xml.replace(
      '?>\n',
      '?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>\n',
    );
    expect(codes(readStatementFile(encodeLatin1(laughs)))).toEqual(['doctype']);
    const entity = xml.replace('OPERADORA EXEMPLO', '&lol2; OPERADORA');
    expect(codes(readStatementFile(encodeLatin1(entity)))).toEqual(['entity']);
    const numeric = rehash(xml.replace('OPERADORA EXEMPLO', '&#79;PERADORA EXEMPLO'));
    expect(readStatementFile(encodeLatin1(numeric)).problems).toEqual([]);
  });

  it('refuses bad bytes and encodings it does not read', () => {
    const { bytes, xml } = statementFile(analiseContaMessage('4.03.00', sampleAnaliseConta()), { encoding: 'UTF-8' });
    const broken = Uint8Array.from(bytes);
    broken[xml.indexOf('ANÁLISE') + 2] = 0xff;
    expect(codes(readStatementFile(broken))).toEqual(['encoding']);
    // The Latin-1 bytes of an accented file declared UTF-8 are not valid UTF-8.
    expect(codes(readStatementFile(encodeLatin1(xml)))).toEqual(['encoding']);
    const cp1252 = xml.replace('encoding="UTF-8"', 'encoding="windows-1252"');
    expect(readStatementFile(encodeLatin1(cp1252)).problems.map((p) => [p.code, p.params])).toEqual([
      ['encoding', { declared: 'windows-1252' }],
    ]);
    expect(codes(readStatementFile(Uint8Array.from([0xff, 0xfe, 0x3c, 0x00])))).toEqual(['encoding']);
    // No declaration: XML's default, UTF-8 (with or without a byte-order mark).
    const bare = xml.replace(/^<\?xml[^>]*\?>\n/, '');
    expect(readStatementFile(encodeUtf8(bare)).problems).toEqual([]);
    expect(readStatementFile(Uint8Array.from([0xef, 0xbb, 0xbf, ...encodeUtf8(bare)])).problems).toEqual([]);
  });

  it('reports negative and non-numeric values and duplicate lines at the file line', () => {
    const { xml } = statementFile(analiseContaMessage('4.03.00', sampleAnaliseConta()));
    const edited = rehash(
      xml
        .replace('<ans:valorInformado>255.00<', '<ans:valorInformado>-255.00<')
        .replace('<ans:valorGlosa>55.00<', '<ans:valorGlosa>55,00<')
        .replace('<ans:sequencialItem>2<', '<ans:sequencialItem>1<'),
    );
    const result = readStatementFile(encodeLatin1(edited));
    const found = result.problems.filter((p) => p.severity === 'error').map((p) => [p.code, p.line]);
    expect(found).toEqual([
      ['valueNotNumeric', linesOf(edited, '<ans:valorGlosa>55,00<')[0]],
      ['valueNegative', linesOf(edited, '<ans:valorInformado>-255.00<')[0]],
      ['duplicateLine', linesOf(edited, '<ans:detalhesGuia>')[1]],
    ]);
  });

  it('skips an XML signature after the epilogo (the hash cannot cover it)', () => {
    const { xml } = statementFile(analiseContaMessage('4.03.00', sampleAnaliseConta()));
    const signed = xml.replace(
      '</ans:epilogo>\n',
      '</ans:epilogo>\n<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:SignatureValue>QUJD</ds:SignatureValue></ds:Signature>\n',
    );
    expect(readStatementFile(encodeLatin1(signed)).problems).toEqual([]);
  });

  it('reads a 5,000-item statement whole; the bare parse sees the same elements', () => {
    const file = generatedAnaliseContaFile(5000);
    const result = readStatementFile(file.bytes);
    expect(result.problems).toEqual([]);
    if (result.body?.kind !== 'analiseConta') throw new Error('not read');
    expect(statementLines(result.body.statements)).toHaveLength(5000);
    expect(bareStatementParse(file.bytes)).toBe((file.xml.match(/<ans:/g) ?? []).length);
    // A correctness test of a large file, not a timing one (the bench times it): a busy machine gets room.
  }, 30_000);
});
