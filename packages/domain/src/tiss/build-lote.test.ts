import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTissLote, checkTissLote, formatTissDecimal, resolveGuideData, tissGuideNumber } from './build-lote';
import { tecnicaUtilizadaOf, ufToIbge, viaAcessoLetterOf, viaAcessoOf } from './codes';
import { tissHash, tissLeafText, verifyTissHash } from './hash';
import { md5Hex } from './md5';
import { encodeLatin1, encodeUtf8, transliterateLatin1, transliterateLatin1Report } from './text';
import { SAMPLE_HASHES, TissTestData, sampleLote } from './testing';
import { TISS_VERSIONS, type TissGuideType, type TissLoteInput, type TissProblem } from './types';

/** A deep copy (the domain has no structuredClone in its types). */
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const TYPES: readonly TissGuideType[] = ['Honorario', 'SPSADT', 'Consulta'];
const ascii = (s: string) => encodeLatin1(s);

/** The text of the first `name` leaf of the message (decoded). */
const leafValue = (xml: string, name: string): string | null => {
  const m = new RegExp(`<ans:${name}>([^<]*)</ans:${name}>`).exec(xml);
  return m
    ? m[1]!
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
    : null;
};
const has = (xml: string, name: string) => xml.includes(`<ans:${name}>`);
const honorarios = (version = '4.03.00' as const) => sampleLote('Honorario', version);
const withGuide = (lote: TissLoteInput, change: (g: TissLoteInput['guides'][number]) => void): TissLoteInput => {
  const copy = clone(lote);
  change(copy.guides[0]!);
  return copy;
};
const codes = (problems: TissProblem[]) => problems.map((p) => `${p.code}:${p.field}`);

describe('md5', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    [
      '12345678901234567890123456789012345678901234567890123456789012345678901234567890',
      '57edf4a22be3c955ac49da2e2107b67a',
    ],
  ])('RFC 1321 vector %j', (text, hash) => {
    expect(md5Hex(ascii(text))).toBe(hash);
  });
});

describe('transliterateLatin1', () => {
  it.each([
    ['JOSÉ DA CONCEIÇÃO', 'JOSÉ DA CONCEIÇÃO'],
    ['Łukasz Wałęsa', 'Lukasz Walesa'],
    ['Çağla Øre', 'Çagla Øre'],
    ['Nguyễn Đức', 'Nguyen Duc'],
    ['D’Ávila “ok” ‘x’', "D'Ávila 'ok' 'x'"],
    ['a – b — c − d', 'a - b - c - d'],
    ['10 €', '10 EUR'],
    ['Maria 😀 Silva', 'Maria Silva'],
    ['Ферзь Ana', 'Ana'],
    ['  tab\tand\nnewline  ', 'tab and newline'],
    ['non\u00A0breaking', 'non breaking'],
    ['ctrl\u0001\u0085x', 'ctrlx'],
    ['A & B <C>', 'A & B <C>'],
    ['', ''],
    ['東京 Ω ≥ 3', 'Omega >= 3'],
    ['βHCG ≤ 5 µg', 'betaHCG <= 5 µg'],
    ['ﬁbrose Ｈ2', 'fibrose H2'],
  ])('%j → %j', (input, output) => {
    expect(transliterateLatin1(input)).toBe(output);
  });

  it('reports what it could not keep, each character once, and nothing for layout', () => {
    expect(transliterateLatin1Report('東京 Ω ≥ 3 東')).toEqual({ text: 'Omega >= 3', dropped: ['東', '京'] });
    expect(transliterateLatin1Report('Maria 😀 Silva')).toEqual({ text: 'Maria Silva', dropped: ['😀'] });
    expect(transliterateLatin1Report('Nguyễn\tĐức\u0001')).toEqual({ text: 'Nguyen Duc', dropped: [] });
  });

  it('always gives Latin-1 text without control characters (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const out = transliterateLatin1(s);
        for (const ch of out) {
          const cp = ch.codePointAt(0)!;
          expect((cp >= 0x20 && cp < 0x7f) || (cp >= 0xa1 && cp <= 0xff)).toBe(true);
        }
        expect(out).toBe(out.trim());
      }),
      { seed: 8, numRuns: 300 },
    );
  });

  it('encodes Latin-1 and UTF-8', () => {
    expect([...encodeLatin1('é')]).toEqual([0xe9]);
    expect([...encodeUtf8('é€😀')]).toEqual([0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80]);
  });
});

describe('code mappings', () => {
  it.each([
    ['1', '1', 'U'],
    ['1.00', '1', 'U'],
    ['0.7', '3', 'D'],
    ['0.70', '3', 'D'],
    ['0.5', '2', 'M'],
    ['1.3', null, null],
    ['', null, null],
  ])('proportion %j → viaAcesso %j / letter %j', (proportion, via, letter) => {
    expect(viaAcessoOf(proportion)).toBe(via);
    expect(viaAcessoLetterOf(proportion)).toBe(letter);
  });
  it.each([
    ['KConventional', '1'],
    ['KVideo', '2'],
    ['KRobotic', '3'],
    [null, null],
  ] as const)('technique %j → %j', (technique, code) => {
    expect(tecnicaUtilizadaOf(technique)).toBe(code);
  });
  it.each([
    ['SP', '35'],
    ['df', '53'],
    ['35', '35'],
    ['EX', '98'],
    [null, null],
  ])('UF %j → %j', (uf, code) => {
    expect(ufToIbge(uf)).toBe(code);
  });
  it.each([
    ['1234.5', 2, '1234.50'],
    ['0.005', 2, '0.01'],
    ['12,3', 2, '12.30'],
    ['99999999.999', 2, '100000000.00'],
    ['2.5', 4, '2.5000'],
    ['-1', 2, null],
    ['abc', 2, null],
  ] as const)('decimal %j (%i) → %j', (value, frac, out) => {
    expect(formatTissDecimal(value, frac)).toBe(out);
  });
});

describe('the samples of shared/tiss/samples', () => {
  it.each(TISS_VERSIONS.flatMap((v) => TYPES.map((t) => [v, t] as const)))(
    '%s %s reproduces the sample hash',
    (version, type) => {
      const result = buildTissLote(sampleLote(type, version));
      expect(result.problems).toEqual([]);
      expect(result.hash).toBe(SAMPLE_HASHES[version][type]);
      expect(verifyTissHash(result.xml, 'ISO-8859-1')).toBe(true);
    },
  );
});

describe('version differences', () => {
  it.each([
    ['4.03.00', { caraterAtendimento: true, nomeBeneficiario: false, nomeContratadoExecutante: false }],
    ['4.01.00', { caraterAtendimento: false, nomeBeneficiario: false, nomeContratadoExecutante: false }],
    ['3.05.00', { caraterAtendimento: false, nomeBeneficiario: true, nomeContratadoExecutante: true }],
  ] as const)('honorários %s', (version, expected) => {
    const { xml } = buildTissLote(sampleLote('Honorario', version));
    for (const [name, present] of Object.entries(expected)) expect(has(xml, name), name).toBe(present);
    expect(leafValue(xml, 'Padrao')).toBe(version);
    expect(xml).toContain(`tissV${version.replace(/\./g, '_')}.xsd`);
  });

  it('caraterAtendimento follows isEmergency (4.03 honorários, SP/SADT)', () => {
    const lote = withGuide(honorarios(), (g) => (g.isEmergency = true));
    expect(leafValue(buildTissLote(lote).xml, 'caraterAtendimento')).toBe('2');
    expect(leafValue(buildTissLote(honorarios()).xml, 'caraterAtendimento')).toBe('1');
  });

  it.each([
    ['4.03.00', true, false],
    ['4.01.00', true, false],
    ['3.05.00', false, true],
  ] as const)('SP/SADT and consulta %s: regimeAtendimento %s, nomeContratado %s', (version, regime, nome) => {
    for (const type of ['SPSADT', 'Consulta'] as const) {
      const { xml } = buildTissLote(sampleLote(type, version));
      expect(has(xml, 'regimeAtendimento')).toBe(regime);
      expect(has(xml, 'nomeContratado')).toBe(nome);
      expect(has(xml, 'nomeBeneficiario')).toBe(nome);
    }
    expect(has(buildTissLote(sampleLote('SPSADT', version)).xml, 'nomeContratadoSolicitante')).toBe(regime);
  });

  it.each([
    ['4.03.00', '99999999.99', []],
    [
      '4.01.00',
      '99999999.99',
      ['valueTooLarge:procedimentoRealizado[1].valorUnitario', 'valueTooLarge:procedimentoRealizado[1].valorTotal'],
    ],
    ['3.05.00', '999999.99', []],
  ] as const)('money widths %s (%s)', (version, value, expected) => {
    const lote = withGuide(honorarios(version as '4.03.00'), (g) => {
      g.procedures[0]!.unitValue = value;
      g.procedures[0]!.totalValue = value;
    });
    expect(codes(checkTissLote(lote))).toEqual(expected);
  });

  it.each([
    ['4.03.00', '12ABC34500DE35', []],
    ['4.01.00', '12ABC34500DE35', ['format:localContratado.cnpjLocalExecutante']],
    ['3.05.00', '11.222.333/0001-81', []],
  ] as const)('CNPJ pattern %s %s', (version, cnpj, expected) => {
    const lote = withGuide(honorarios(version as '4.03.00'), (g) => (g.hospital.cnpj = cnpj));
    expect(codes(checkTissLote(lote))).toEqual(expected);
  });

  it.each([
    ['4.03.00', '23', true],
    ['4.03.00', '05', false],
    ['3.05.00', '05', true],
    ['3.05.00', '23', false],
    ['4.01.00', '4', true],
  ] as const)('tipoAtendimento %s %s valid=%s', (version, value, valid) => {
    const lote = withGuide(sampleLote('SPSADT', version), (g) => (g.data.attendimentType = value));
    expect(checkTissLote(lote).map((p) => p.code)).toEqual(valid ? [] : ['codeDomain']);
  });
});

describe('who and what the file names', () => {
  it('honorários: a provider without a code at the operator is named by its CNPJ characters, never the formatted CNPJ', () => {
    const lote = honorarios();
    lote.provider = { codeAtOperator: null, cnpj: '11.222.333/0001-81', name: 'GRUPO', cnes: null };
    const { xml, problems } = buildTissLote(lote);
    expect(problems).toEqual([]);
    expect(leafValue(xml, 'codigonaOperadora')).toBe('11222333000181');
    expect(leafValue(xml, 'CNPJ')).toBe('11222333000181');
    expect(has(xml, 'codigoPrestadorNaOperadora')).toBe(false);
  });

  it('SP/SADT and consulta: the provider without a code goes in cnpjContratado', () => {
    for (const type of ['SPSADT', 'Consulta'] as const) {
      const lote = sampleLote(type, '4.03.00');
      lote.provider = { codeAtOperator: null, cnpj: '11.222.333/0001-81', name: 'GRUPO', cnes: null };
      const { xml, problems } = buildTissLote(lote);
      expect(problems).toEqual([]);
      expect(xml).toMatch(/<ans:contratadoExecutante>\s*<ans:cnpjContratado>11222333000181<\/ans:cnpjContratado>/);
    }
  });

  it("consulta: valorProcedimento is the guide's total (the event's value), not a second value of the guide data", () => {
    const lote = withGuide(sampleLote('Consulta', '4.03.00'), (g) => {
      g.data = { ...g.data, valueProcedureConsult: '999.00' };
      g.total = '150.00';
    });
    expect(leafValue(buildTissLote(lote).xml, 'valorProcedimento')).toBe('150.00');
  });

  it('characters without a Latin-1 form are transliterated, and what is dropped is a warning of its field', () => {
    const lote = withGuide(honorarios(), (g) => (g.observation = '東京 Ω ≥ 3'));
    const { xml, problems, warnings } = buildTissLote(lote);
    expect(problems).toEqual([]);
    expect(leafValue(xml, 'observacao')).toBe('Omega >= 3');
    expect(warnings).toEqual([
      {
        eventId: lote.guides[0]!.eventId,
        numGuide: 'HON000001',
        field: 'observacao',
        code: 'droppedCharacters',
        params: { chars: '東 京' },
      },
    ]);
  });
});

describe('defaults and settings', () => {
  it('writes the §9 defaults', () => {
    const lote = withGuide(sampleLote('SPSADT', '4.03.00'), (g) => {
      g.data = {};
      g.procedures[0]!.tableCode = null;
      g.procedures[0]!.team[0]!.grauPart = null;
    });
    const { xml } = buildTissLote(lote);
    // An endoscopy (TUSS 4.02…) is an exam, not a consulta: 23 and no tipoConsulta.
    expect(leafValue(xml, 'tipoAtendimento')).toBe('23');
    expect(has(xml, 'tipoConsulta')).toBe(false);
    expect(leafValue(xml, 'indicacaoAcidente')).toBe('9');
    expect(leafValue(xml, 'atendimentoRN')).toBe('N');
    expect(leafValue(xml, 'codigoTabela')).toBe('22');
    expect(leafValue(xml, 'grauPart')).toBe('06');
    // No authorization date: no dadosAutorizacao (the XSD requires the date inside it).
    expect(has(xml, 'dadosAutorizacao')).toBe(false);
  });

  it.each([
    // version, first procedure, guide data → tipoAtendimento, tipoConsulta
    ['4.03.00', '40201120', {}, '23', null],
    ['4.01.00', '40201120', {}, '23', null],
    ['3.05.00', '40201120', {}, '05', null],
    ['4.03.00', '31005497', {}, '02', null],
    ['4.03.00', '10101012', {}, '04', '1'],
    ['4.03.00', '10101012', { consultType: '2' }, '04', '2'],
    ['4.03.00', '40201120', { attendimentType: '4' }, '04', '1'],
    ['4.03.00', '40201120', { attendimentType: '03', consultType: '2' }, '03', null],
  ] as const)(
    'SP/SADT %s, procedure %s, %j → tipoAtendimento %s, tipoConsulta %s',
    (version, code, data, type, consult) => {
      const lote = withGuide(sampleLote('SPSADT', version), (g) => {
        g.data = { ...data };
        g.procedures[0]!.code = code;
      });
      const { xml, problems } = buildTissLote(lote);
      expect(problems).toEqual([]);
      expect(leafValue(xml, 'tipoAtendimento')).toBe(type);
      expect(consult === null ? has(xml, 'tipoConsulta') : leafValue(xml, 'tipoConsulta')).toBe(consult ?? false);
    },
  );

  it.each([
    [{ numberProviderGuide: null }, 'A12', false, 7, 'A12'],
    [{ numberProviderGuide: null }, '12', true, 7, '0000012'],
    [{ numberProviderGuide: '555' }, '12', true, 5, '00555'],
    [{ numberProviderGuide: '12345678' }, '1', true, 7, '12345678'],
  ])('guide number %j numGuide %j pad %s/%i → %j', (data, numGuide, pad, width, expected) => {
    const lote = withGuide(honorarios(), (g) => {
      g.data = { ...g.data, ...data };
      g.numGuide = numGuide;
    });
    lote.settings = { ...lote.settings, padGuideNumber: pad, guideNumberPadding: width };
    expect(tissGuideNumber(lote.guides[0]!, lote.settings)).toBe(expected);
    expect(leafValue(buildTissLote(lote).xml, 'numeroGuiaPrestador')).toBe(expected);
  });

  it.each([
    [{ password: 'numberProtocol' }, 'senha', 'INT20260001'],
    [{ password: 'FIXA' }, 'senha', 'FIXA'],
    [{ numberProtocol: 'password' }, 'guiaSolicInternacao', 'SENHA123'],
    [{ numberWallet: 'healthCard' }, 'numeroCarteira', '00123456789012345'],
    [{ numberWallet: '999' }, 'numeroCarteira', '999'],
  ] as const)('replaceDataBy %j → %s = %j', (replaceDataBy, element, value) => {
    const lote = honorarios();
    lote.settings = { ...lote.settings, replaceDataBy };
    expect(leafValue(buildTissLote(lote).xml, element)).toBe(value);
  });

  it('replaceDataBy reads the original values (no chains)', () => {
    const guide = withGuide(honorarios(), (g) => (g.data = { password: 'P', numberProtocol: 'N' })).guides[0]!;
    expect(
      resolveGuideData(guide, { replaceDataBy: { password: 'numberProtocol', numberProtocol: 'password' } }),
    ).toMatchObject({
      password: 'N',
      numberProtocol: 'P',
    });
  });

  it.each([
    [{ 'ans:senha': 'XYZ' }, 'senha', 'XYZ'],
    [{ senha: '{numberProtocol}' }, 'senha', 'INT20260001'],
    [{ numeroGuiaOperadora: 'OP1' }, 'numeroGuiaOperadora', 'OP1'],
    [{ numeroGuiaOperadora: '{numGuide}' }, 'numeroGuiaOperadora', 'HON000001'],
    [{ CBO: '225125' }, 'CBO', '225125'],
    [{ observacao: 'Ação & <ok>' }, 'observacao', 'Ação & <ok>'],
    [{ senha: '{clinicIndication}' }, 'senha', 'SENHA123'],
  ] as const)('xmlFields %j → %s = %j', (xmlFields, element, value) => {
    const lote = honorarios();
    lote.settings = { ...lote.settings, xmlFields };
    const result = buildTissLote(lote);
    expect(leafValue(result.xml, element)).toBe(value);
    expect(result.problems).toEqual([]);
  });

  it('xmlFields overrides every occurrence in the guide', () => {
    const lote = withGuide(honorarios(), (g) =>
      g.procedures[0]!.team.push({ ...g.procedures[0]!.team[0]!, grauPart: '07' }),
    );
    lote.settings = { ...lote.settings, xmlFields: { UF: '33' } };
    const { xml } = buildTissLote(lote);
    expect(xml.match(/<ans:UF>33<\/ans:UF>/g)).toHaveLength(2);
  });

  it('proportions and techniques become viaAcesso and tecnicaUtilizada', () => {
    const lote = withGuide(honorarios(), (g) => {
      const item = g.procedures[0]!;
      g.procedures = [
        { ...item, proportion: '1', technique: 'KConventional' },
        { ...item, proportion: '0.7', technique: 'KVideo' },
        { ...item, proportion: '0.5', technique: 'KRobotic' },
        { ...item, proportion: '2', technique: null },
      ];
    });
    const { xml } = buildTissLote(lote);
    expect([...xml.matchAll(/<ans:viaAcesso>(\d)</g)].map((m) => m[1])).toEqual(['1', '3', '2']);
    expect([...xml.matchAll(/<ans:tecnicaUtilizada>(\d)</g)].map((m) => m[1])).toEqual(['1', '2', '3']);
    expect([...xml.matchAll(/<ans:sequencialItem>(\d)</g)].map((m) => m[1])).toEqual(['1', '2', '3', '4']);
  });

  it('never writes empty elements, comments or CDATA; escapes text', () => {
    const lote = withGuide(honorarios(), (g) => {
      g.observation = '   ';
      g.data = { ...g.data, password: '' };
      g.procedures[0]!.team[0]!.name = 'José & <Maria> "D\'Ávila" 😀';
    });
    const { xml } = buildTissLote(lote);
    expect(xml).not.toMatch(/<ans:[\w-]+><\/ans:|<ans:[\w-]+\/>|<!--|CDATA/);
    expect(has(xml, 'senha')).toBe(false);
    expect(has(xml, 'observacao')).toBe(false);
    expect(xml).toContain('José &amp; &lt;Maria&gt; &quot;D&apos;Ávila&quot;</ans:nomeProfissional>');
    expect(xml.startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>\n<ans:mensagemTISS ')).toBe(true);
  });
});

describe('problems', () => {
  const cases: [string, (lote: TissLoteInput) => void, string[]][] = [
    [
      'required wallet',
      (l) => {
        l.guides[0]!.wallet = null;
      },
      ['required:numeroCarteira'],
    ],
    [
      'required team member code',
      (l) => {
        l.guides[0]!.procedures[0]!.team[0]!.cpf = null;
      },
      ['required:procedimentoRealizado[1].profissionais[1].codProfissional.codigoPrestadorNaOperadora'],
    ],
    [
      'required team',
      (l) => {
        l.guides[0]!.procedures[0]!.team = [];
      },
      ['required:procedimentoRealizado[1].profissionais'],
    ],
    [
      'tooLong wallet',
      (l) => {
        l.guides[0]!.wallet = '1'.repeat(21);
      },
      ['tooLong:numeroCarteira'],
    ],
    [
      'long description is cut, not reported',
      (l) => {
        l.guides[0]!.procedures[0]!.description = 'x'.repeat(300);
      },
      [],
    ],
    [
      'codeDomain grau',
      (l) => {
        l.guides[0]!.procedures[0]!.team[0]!.grauPart = '99';
      },
      ['codeDomain:procedimentoRealizado[1].profissionais[1].grauParticipacao'],
    ],
    [
      'codeDomain conselho',
      (l) => {
        l.guides[0]!.procedures[0]!.team[0]!.council = '77';
      },
      ['codeDomain:procedimentoRealizado[1].profissionais[1].conselhoProfissional'],
    ],
    [
      'codeDomain CBO',
      (l) => {
        l.guides[0]!.procedures[0]!.team[0]!.cbo = '123';
      },
      ['codeDomain:procedimentoRealizado[1].profissionais[1].CBO'],
    ],
    [
      'codeDomain UF',
      (l) => {
        l.guides[0]!.procedures[0]!.team[0]!.uf = 'XX';
      },
      ['codeDomain:procedimentoRealizado[1].profissionais[1].UF'],
    ],
    [
      'codeDomain table',
      (l) => {
        l.guides[0]!.procedures[0]!.tableCode = '87';
      },
      ['codeDomain:procedimentoRealizado[1].codigoTabela'],
    ],
    [
      'format date',
      (l) => {
        l.guides[0]!.procedures[0]!.date = '2026-02-30';
      },
      ['format:procedimentoRealizado[1].dataExecucao'],
    ],
    [
      'format time',
      (l) => {
        l.guides[0]!.procedures[0]!.startTime = '25:00';
      },
      ['format:procedimentoRealizado[1].horaInicial'],
    ],
    [
      'format CPF',
      (l) => {
        l.guides[0]!.procedures[0]!.team[0]!.cpf = '123';
      },
      ['format:procedimentoRealizado[1].profissionais[1].codProfissional.cpfContratado'],
    ],
    [
      'format registroANS',
      (l) => {
        l.settings.registerANS = '12345';
      },
      ['format:registroANS', 'format:registroANS'],
    ],
    [
      'format value',
      (l) => {
        l.guides[0]!.total = 'abc';
      },
      ['format:valorTotalHonorarios'],
    ],
    [
      'format quantity',
      (l) => {
        l.guides[0]!.procedures[0]!.quantity = 1.5;
      },
      ['format:procedimentoRealizado[1].quantidadeExecutada'],
    ],
    [
      'valueTooLarge quantity',
      (l) => {
        l.guides[0]!.procedures[0]!.quantity = 1000;
      },
      ['valueTooLarge:procedimentoRealizado[1].quantidadeExecutada'],
    ],
    [
      'valueTooLarge total',
      (l) => {
        l.guides[0]!.total = '100000000';
      },
      ['valueTooLarge:valorTotalHonorarios'],
    ],
    [
      'valueTooLarge reducaoAcrescimo',
      (l) => {
        l.guides[0]!.procedures[0]!.reductionFactor = '10';
      },
      ['valueTooLarge:procedimentoRealizado[1].reducaoAcrescimo'],
    ],
    [
      'noProcedures',
      (l) => {
        l.guides[0]!.procedures = [];
      },
      ['noProcedures:procedimentosRealizados'],
    ],
    [
      'loteSize 0',
      (l) => {
        l.guides = [];
      },
      ['loteSize:guiasTISS'],
    ],
    [
      'loteSize 101',
      (l) => {
        l.guides = Array.from({ length: 101 }, (_, i) => ({ ...l.guides[0]!, numGuide: `G${i}`, eventId: `e${i}` }));
      },
      ['loteSize:guiasTISS'],
    ],
    [
      'mixedTypes',
      (l) => {
        l.guides.push({ ...sampleLote('Consulta', '4.03.00').guides[0]!, eventId: 'c' });
      },
      ['mixedTypes:tipoGuia'],
    ],
    [
      'duplicateGuide',
      (l) => {
        l.guides.push({ ...l.guides[0]!, eventId: 'second' });
      },
      ['duplicateGuide:numeroGuiaPrestador'],
    ],
    [
      // The factor already applied to the unit: an insurer recomputing 850 × 0.5 cuts the item.
      'itemValues',
      (l) => {
        l.guides[0]!.procedures[0]!.reductionFactor = '0.50';
      },
      ['itemValues:procedimentoRealizado[1].valorTotal'],
    ],
    [
      // The guide's own number is no request guide: without one the guide is refused, not invented.
      'guiaSolicInternacao',
      (l) => {
        l.guides[0]!.data = { ...l.guides[0]!.data, numberProtocol: null };
      },
      ['required:guiaSolicInternacao'],
    ],
  ];
  it.each(cases)('%s', (_, change, expected) => {
    const lote = clone(honorarios());
    change(lote);
    const problems = checkTissLote(lote);
    expect(codes(problems)).toEqual(expected);
    expect(buildTissLote(lote).problems).toEqual(problems);
  });

  it('problems carry the event, the guide number and params', () => {
    const lote = withGuide(honorarios(), (g) => (g.wallet = 'x'.repeat(25)));
    expect(checkTissLote(lote)).toEqual([
      { eventId: 'sample', numGuide: 'HON000001', field: 'numeroCarteira', code: 'tooLong', params: { max: 20 } },
    ]);
    const mixed = clone(honorarios());
    mixed.guides.push({ ...sampleLote('Consulta', '4.03.00').guides[0]!, eventId: 'c' });
    expect(checkTissLote(mixed)[0]).toMatchObject({ eventId: 'c', code: 'mixedTypes' });
  });

  it('hash: a tampered file fails verification (the builder reports `hash` when its own check fails)', () => {
    const { xml } = buildTissLote(honorarios());
    expect(verifyTissHash(xml)).toBe(true);
    expect(verifyTissHash(xml.replace('SENHA123', 'SENHA124'))).toBe(false);
    expect(verifyTissHash(xml.replace(/<ans:hash>(\w+)</, (_, h: string) => `<ans:hash>${h.toUpperCase()}<`))).toBe(
      true,
    );
  });

  it('generated guides of every type and version pass the built-in checks', () => {
    const data = new TissTestData(3);
    for (const version of TISS_VERSIONS)
      for (const type of TYPES) expect(checkTissLote(data.lote(type, version, 30))).toEqual([]);
  });
});

describe('hash', () => {
  it('leaf text leaves out tags, indentation and the hash', () => {
    expect(
      tissLeafText(
        '<?xml version="1.0"?>\n<a:r x="1">\n  <a:b>1 &amp; 2</a:b>\n  <a:c><a:d>x</a:d><a:e/></a:c>\n  <a:hash>abc</a:hash>\n</a:r>',
      ),
    ).toBe('1 & 2x');
  });

  it('JOSÉ vector of SOURCES.md: Latin-1 and UTF-8', () => {
    const lote = withGuide(honorarios(), (g) => (g.procedures[0]!.team[0]!.name = 'JOSÉ ANESTESISTA'));
    expect(buildTissLote(lote).hash).toBe('105016246f157f7852b896b71591ef6a');
    lote.settings = { ...lote.settings, hashEncoding: 'UTF-8' };
    const utf8 = buildTissLote(lote);
    expect(utf8.hash).toBe('3d91ed2423d5441e20ddd8a97316bd5b');
    expect(verifyTissHash(utf8.xml, 'UTF-8')).toBe(true);
    expect(verifyTissHash(utf8.xml, 'ISO-8859-1')).toBe(false);
  });

  it('ASCII-only files hash the same under both encodings', () => {
    const { xml } = buildTissLote(honorarios());
    expect(tissHash(xml, 'UTF-8')).toBe(tissHash(xml, 'ISO-8859-1'));
  });
});
