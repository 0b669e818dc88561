import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tissHash, tissLeafText, writtenTissHash } from './hash';
import { md5Hex } from './md5';
import { buildRecursoGlosa } from './recurso-glosa';
import { RecursoTestData, SAMPLE_RECURSO_HASH, sampleRecursoGlosa } from './recurso-glosa-testing';
import type { RecursoGlosaInput, RecursoItemInput, RecursoProblem } from './recurso-glosa-types';
import { encodeLatin1, encodeUtf8 } from './text';
import { TISS_VERSIONS, type TissVersion } from './types';

const built = (input: RecursoGlosaInput) => {
  const result = buildRecursoGlosa(input);
  if (!result.ok) throw new Error(`unexpected problems: ${JSON.stringify(result.problems)}`);
  return result;
};
const problemsOf = (input: RecursoGlosaInput): string[] => {
  const result = buildRecursoGlosa(input);
  return result.ok ? [] : result.problems.map((p: RecursoProblem) => `${p.code}:${p.field}`);
};
/** The opening tags in document order, without the prefix. */
const tags = (xml: string) => [...xml.matchAll(/<ans:([\w-]+)[\s>]/g)].map((m) => m[1]!);
const item = (over: Partial<RecursoItemInput> = {}): RecursoItemInput => {
  const base = sampleRecursoGlosa().object;
  if (base.kind !== 'guides' || base.guides[0]!.appeal.kind !== 'items') throw new Error('sample shape');
  return { ...base.guides[0]!.appeal.items[0]!, ...over };
};
const withItems = (version: TissVersion, items: RecursoItemInput[][]): RecursoGlosaInput => ({
  ...sampleRecursoGlosa(),
  version,
  object: {
    kind: 'guides',
    guides: items.map((list, i) => ({ originGuideNumber: `G${i + 1}`, appeal: { kind: 'items', items: list } })),
  },
});
const protocolAppeal = (version: TissVersion, justification = 'PROTOCOLO INTEIRO', value = '1000.00') => ({
  ...sampleRecursoGlosa(),
  version,
  object: { kind: 'protocol' as const, glosaCode: '1104', justification, value },
});

describe('the sample of shared/tiss/samples/recurso-glosa-minimal.xml', () => {
  it('is rebuilt from its data: the same hash, total and element order', () => {
    const result = built(sampleRecursoGlosa());
    expect(result.hash).toBe(SAMPLE_RECURSO_HASH);
    expect(writtenTissHash(result.xml)).toBe(SAMPLE_RECURSO_HASH);
    expect(result.total).toBe('255.00');
    expect(result.warnings).toEqual([]);
    expect(result.xml.startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>\n<ans:mensagemTISS ')).toBe(true);
    expect(result.xml).toContain('xsi:schemaLocation="http://www.ans.gov.br/padroes/tiss/schemas tissV4_03_00.xsd"');
    const body = tags(result.xml);
    expect(body.slice(body.indexOf('guiaRecursoGlosa'))).toEqual([
      'guiaRecursoGlosa',
      'registroANS',
      'numeroGuiaRecGlosaPrestador',
      'nomeOperadora',
      'objetoRecurso',
      'dadosContratado',
      'codigoPrestadorNaOperadora',
      'numeroLote',
      'numeroProtocolo',
      'opcaoRecurso',
      'recursoGuia',
      'numeroGuiaOrigem',
      'senha',
      'opcaoRecursoGuia',
      'itensGuia',
      'sequencialItem',
      'dataInicio',
      'procRecurso',
      'codigoTabela',
      'codigoProcedimento',
      'descricaoProcedimento',
      'grauParticipacao',
      'codGlosaItem',
      'valorRecursado',
      'justificativaItem',
      'valorTotalRecursado',
      'dataRecurso',
      'epilogo',
      'hash',
    ]);
    expect(body.slice(0, 4)).toEqual(['mensagemTISS', 'cabecalho', 'identificacaoTransacao', 'tipoTransacao']);
    expect(result.xml).toContain('<ans:tipoTransacao>RECURSO_GLOSA</ans:tipoTransacao>');
  });
});

describe('version differences', () => {
  it('3.05.00 names the contractor inside dadosContratado; 4.x does not', () => {
    for (const version of TISS_VERSIONS) {
      const { xml } = built({ ...sampleRecursoGlosa(), version });
      expect(xml.includes('<ans:nomeContratado>GRUPO DE ANESTESIA EXEMPLO</ans:nomeContratado>'), version).toBe(
        version === '3.05.00',
      );
      expect(xml).toContain(`<ans:Padrao>${version}</ans:Padrao>`);
    }
    const nameless = { ...sampleRecursoGlosa(), version: '3.05.00' as const };
    nameless.provider = { ...nameless.provider, name: null };
    expect(problemsOf(nameless)).toEqual(['required:dadosContratado.nomeContratado']);
  });

  it('centroConsumo is written only in 4.03.00; valorRecursado is 10,2 in 4.03.00 and 8,2 before', () => {
    for (const version of TISS_VERSIONS) {
      const { xml } = built(withItems(version, [[item({ consumptionCenter: '6' })]]));
      expect(xml.includes('<ans:centroConsumo>6</ans:centroConsumo>'), version).toBe(version === '4.03.00');
      expect(xml.indexOf('grauParticipacao') < xml.indexOf('codGlosaItem')).toBe(true);
    }
    expect(problemsOf(withItems('4.03.00', [[item({ consumptionCenter: '11' })]]))).toEqual([
      'codeDomain:recursoGuia[1].itensGuia[1].centroConsumo',
    ]);
    const large = [[item({ value: '1000000.00' })]];
    expect(built(withItems('4.03.00', large)).total).toBe('1000000.00');
    for (const version of ['3.05.00', '4.01.00'] as const) {
      expect(problemsOf(withItems(version, large))).toEqual([
        'valueTooLarge:recursoGuia[1].itensGuia[1].valorRecursado',
      ]);
    }
  });

  it('a provider by CNPJ is written as CNPJ in the header and cnpjContratado in the appeal', () => {
    const input = { ...sampleRecursoGlosa() };
    input.provider = { codeAtOperator: null, cnpj: '12.345.678/0001-95', name: 'GRUPO', cnes: null };
    const { xml } = built(input);
    expect(xml).toContain('<ans:CNPJ>12345678000195</ans:CNPJ>');
    expect(xml).toContain('<ans:cnpjContratado>12345678000195</ans:cnpjContratado>');
    expect(xml).not.toContain('codigoPrestadorNaOperadora');
    expect(problemsOf({ ...input, operator: { registerANS: '12345', name: 'X' } })).toEqual(['format:registroANS']);
    input.provider = { codeAtOperator: null, cnpj: null, name: 'GRUPO', cnes: null };
    expect(problemsOf(input)).toEqual([
      'required:identificacaoPrestador.codigoPrestadorNaOperadora',
      'required:dadosContratado.codigoPrestadorNaOperadora',
    ]);
  });
});

describe('valorTotalRecursado', () => {
  it('is the sum of every item of every guide, in cents (no floating point)', () => {
    const input = withItems('4.03.00', [
      [item({ value: '0.1' }), item({ sequence: 2, value: '0.2' })],
      [item({ value: '1234.565' }), item({ sequence: 2, value: '10' })],
    ]);
    const result = built(input);
    expect(result.total).toBe('1244.87');
    expect(result.xml).toContain('<ans:valorTotalRecursado>1244.87</ans:valorTotalRecursado>');
    expect(result.xml).toContain('<ans:valorRecursado>0.10</ans:valorRecursado>');
    expect(result.xml).toContain('<ans:valorRecursado>1234.57</ans:valorRecursado>');
  });

  it('is the sum of the whole guides’ claimed values, which have no element of their own', () => {
    const input: RecursoGlosaInput = {
      ...sampleRecursoGlosa(),
      object: {
        kind: 'guides',
        guides: ['100.50', '49.50', '0.01'].map((value, i) => ({
          originGuideNumber: `G${i}`,
          appeal: { kind: 'wholeGuide' as const, glosaCode: '1705', justification: 'GUIA INTEIRA', value },
        })),
      },
    };
    const result = built(input);
    expect(result.total).toBe('150.01');
    expect(result.xml.match(/<ans:recursoGuiaCompleta>/g)).toHaveLength(3);
    expect(result.xml).not.toContain('valorRecursado');
    expect(tags(result.xml).filter((t) => t === 'codGlosaGuia' || t === 'justificativaGuia')).toHaveLength(6);
  });

  it('reports a claimed value that is not a number or is above 10,2 in total', () => {
    expect(problemsOf(withItems('4.03.00', [[item({ value: 'abc' })]]))).toEqual([
      'format:recursoGuia[1].itensGuia[1].valorRecursado',
    ]);
    const big = withItems('4.03.00', [[item({ value: '60000000.00' }), item({ sequence: 2, value: '60000000.00' })]]);
    expect(problemsOf(big)).toEqual(['valueTooLarge:valorTotalRecursado']);
  });
});

describe('justification lengths (NOTES.md §9: 150 in 3.05.00, 500 in 4.x), never cut', () => {
  const limits: [TissVersion, number][] = [
    ['3.05.00', 150],
    ['4.01.00', 500],
    ['4.03.00', 500],
  ];
  it.each(limits)(
    '%s: %i characters pass, one more is a problem on the item, the guide and the protocol',
    (version, max) => {
      const exact = 'Ç'.repeat(max - 1) + 'X';
      const over = exact + 'Y';
      const items = built(withItems(version, [[item({ justification: exact })]]));
      expect(items.xml).toContain(`<ans:justificativaItem>${exact}</ans:justificativaItem>`);
      expect(buildRecursoGlosa(withItems(version, [[item({ justification: over })]]))).toEqual({
        ok: false,
        problems: [{ field: 'recursoGuia[1].itensGuia[1].justificativaItem', code: 'tooLong', params: { max } }],
      });
      const whole = (justification: string): RecursoGlosaInput => ({
        ...sampleRecursoGlosa(),
        version,
        object: {
          kind: 'guides',
          guides: [
            { originGuideNumber: 'G1', appeal: { kind: 'wholeGuide', glosaCode: '1705', justification, value: '1' } },
          ],
        },
      });
      expect(built(whole(exact)).xml).toContain(`<ans:justificativaGuia>${exact}</ans:justificativaGuia>`);
      expect(problemsOf(whole(over))).toEqual(['tooLong:recursoGuia[1].recursoGuiaCompleta.justificativaGuia']);
      expect(built(protocolAppeal(version, exact)).xml).toContain(exact);
      expect(problemsOf(protocolAppeal(version, over))).toEqual(['tooLong:recursoProtocolo.justificativaProtocolo']);
    },
  );

  it('the length is counted on the written text (spaces collapsed and trimmed)', () => {
    const padded = `  ${'A'.repeat(75)}     ${'B'.repeat(74)}  `;
    expect(built(withItems('3.05.00', [[item({ justification: padded })]])).xml).toContain(
      `${'A'.repeat(75)} ${'B'.repeat(74)}<`,
    );
  });
});

describe('numeroProtocolo (an integer of ≤ 12 digits in the appeal)', () => {
  it.each([['ABC123'], ['2026/0001'], ['12 34'], ['1e5'], ['-12']])('%s is a problem', (protocolNumber) => {
    expect(buildRecursoGlosa({ ...sampleRecursoGlosa(), protocolNumber })).toEqual({
      ok: false,
      problems: [{ field: 'numeroProtocolo', code: 'protocolNotNumeric', params: { max: 12 } }],
    });
  });

  it('13 digits are too long, an empty one is missing; 12 digits with leading zeros pass', () => {
    expect(problemsOf({ ...sampleRecursoGlosa(), protocolNumber: '1234567890123' })).toEqual([
      'tooLong:numeroProtocolo',
    ]);
    expect(problemsOf({ ...sampleRecursoGlosa(), protocolNumber: ' ' })).toEqual(['required:numeroProtocolo']);
    expect(built({ ...sampleRecursoGlosa(), protocolNumber: '000000000012' }).xml).toContain(
      '<ans:numeroProtocolo>000000000012</ans:numeroProtocolo>',
    );
  });
});

describe('number of guides (recursoGuia 1–100)', () => {
  const guides = (count: number) => {
    const data = new RecursoTestData(3);
    const input = data.appeal('4.03.00', { shape: 'items', provider: 'code', guides: count, itemsPerGuide: 1 });
    return input;
  };
  it('0 and 101 guides are problems; 1 and 100 pass', () => {
    expect(buildRecursoGlosa(guides(0))).toEqual({
      ok: false,
      problems: [{ field: 'recursoGuia', code: 'appealSize', params: { count: 0, max: 100 } }],
    });
    expect(buildRecursoGlosa(guides(101))).toEqual({
      ok: false,
      problems: [{ field: 'recursoGuia', code: 'appealSize', params: { count: 101, max: 100 } }],
    });
    expect(buildRecursoGlosa(guides(1)).ok).toBe(true);
    const hundred = built(guides(100));
    expect(hundred.xml.match(/<ans:recursoGuia>/g)).toHaveLength(100);
  });

  it('a guide appealed by items needs at least one item; each problem names its guide and item', () => {
    const input = withItems('4.03.00', [[item()], []]);
    expect(problemsOf(input)).toEqual(['required:recursoGuia[2].itensGuia']);
    const bad = withItems('4.01.00', [
      [item()],
      [item(), item({ sequence: 2, glosaCode: '18X4', startDate: '31/02/2026' })],
    ]);
    expect(problemsOf(bad)).toEqual([
      'format:recursoGuia[2].itensGuia[2].dataInicio',
      'format:recursoGuia[2].itensGuia[2].codGlosaItem',
    ]);
  });
});

describe('protocol-level appeal (objetoRecurso 1)', () => {
  it.each(TISS_VERSIONS)(
    '%s: recursoProtocolo with its code and justification; the total is the claimed value',
    (version) => {
      const result = built(protocolAppeal(version, 'VALOR DO PROTOCOLO', '98765.4'));
      expect(result.total).toBe('98765.40');
      expect(result.xml).toContain('<ans:objetoRecurso>1</ans:objetoRecurso>');
      const body = tags(result.xml);
      expect(body.slice(body.indexOf('opcaoRecurso'), body.indexOf('dataRecurso') + 1)).toEqual([
        'opcaoRecurso',
        'recursoProtocolo',
        'codigoGlosaProtocolo',
        'justificativaProtocolo',
        'valorTotalRecursado',
        'dataRecurso',
      ]);
      expect(result.xml).toContain('<ans:valorTotalRecursado>98765.40</ans:valorTotalRecursado>');
    },
  );
});

describe('epilogo hash in the insurer’s encoding', () => {
  it('an accented value hashes differently in ISO-8859-1 and UTF-8; the text is the same but for the hash', () => {
    const accented = withItems('4.03.00', [[item({ justification: 'JOSÉ — ANESTESIA 😀 & <ficha>' })]]);
    const latin1 = built(accented);
    const utf8 = built({ ...accented, hashEncoding: 'UTF-8' });
    const leaves = tissLeafText(latin1.xml);
    expect(leaves).toContain('JOSÉ - ANESTESIA & <ficha>');
    expect(latin1.hash).toBe(md5Hex(encodeLatin1(leaves)));
    expect(utf8.hash).toBe(md5Hex(encodeUtf8(leaves)));
    expect(latin1.hash).not.toBe(utf8.hash);
    expect(utf8.xml.replace(utf8.hash, latin1.hash)).toBe(latin1.xml);
    expect(latin1.warnings).toEqual([
      { field: 'recursoGuia[1].itensGuia[1].justificativaItem', code: 'droppedCharacters', params: { chars: '😀' } },
    ]);
    const ascii = sampleRecursoGlosa();
    expect(built({ ...ascii, hashEncoding: 'UTF-8' }).hash).toBe(built(ascii).hash);
  });

  it('property: for random valid appeals the hash recomputed from the XML equals the written one', () => {
    const chars = ['A', 'z', '7', ' ', 'ç', 'Ã', 'é', 'º', '&', '<', '>', '"', "'", '’', '—', '😀', 'ü', '€'];
    const freeText = fc
      .array(fc.constantFrom(...chars), { minLength: 0, maxLength: 40 })
      .map((list) => `J${list.join('')}`);
    const money = fc
      .tuple(fc.nat({ max: 99999 }), fc.nat({ max: 99 }))
      .map(([i, c]) => `${i}.${String(c).padStart(2, '0')}`);
    const arbItem = fc.record({ description: freeText, justification: freeText, value: money });
    const arbGuide = fc.record({
      whole: fc.boolean(),
      items: fc.array(arbItem, { minLength: 1, maxLength: 4 }),
      password: fc.option(fc.stringMatching(/^[A-Z0-9]{1,20}$/)),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...TISS_VERSIONS),
        fc.constantFrom('ISO-8859-1' as const, 'UTF-8' as const),
        fc.array(arbGuide, { minLength: 1, maxLength: 5 }),
        freeText,
        (version, hashEncoding, guides, operatorName) => {
          const input: RecursoGlosaInput = {
            ...sampleRecursoGlosa(),
            version,
            hashEncoding,
            operator: { registerANS: '123456', name: operatorName },
            object: {
              kind: 'guides',
              guides: guides.map((g, i) => ({
                originGuideNumber: `G${i}`,
                password: g.password,
                appeal: g.whole
                  ? {
                      kind: 'wholeGuide',
                      glosaCode: '1705',
                      justification: g.items[0]!.justification,
                      value: g.items[0]!.value,
                    }
                  : { kind: 'items', items: g.items.map((it, n) => item({ ...it, sequence: n + 1 })) },
              })),
            },
          };
          const result = built(input);
          expect(writtenTissHash(result.xml)).toBe(result.hash);
          expect(tissHash(result.xml, hashEncoding)).toBe(result.hash);
        },
      ),
      { seed: 2026, numRuns: 200 },
    );
  });
});
