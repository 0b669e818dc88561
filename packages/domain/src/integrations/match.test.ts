import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchName, suggestMatches, type MatchType, type ProductCandidate, type RegistryCandidate } from './match';

describe('matchName', () => {
  it.each([
    ['Dr. João  Cortês', 'joao cortes'],
    ['DRA. ANA-LÚCIA', 'ana lucia'],
    ['Hospital São Lucas Ltda.', 'hospital sao lucas ltda'],
    ['  ', ''],
  ])('%s → %s', (name, expected) => expect(matchName(name)).toBe(expected));
});

const p = (id: string, facts: Partial<ProductCandidate> = {}): ProductCandidate => ({ id, name: id, ...facts });
const r = (axregId: number, facts: Partial<RegistryCandidate> = {}): RegistryCandidate => ({
  axregId,
  name: `r${axregId}`,
  ...facts,
});

describe('suggestMatches', () => {
  const cases: [string, MatchType, ProductCandidate[], RegistryCandidate[], string[]][] = [
    [
      'CRM and state',
      'surgeon',
      [p('a', { crm: '0123', crmState: 'sp' })],
      [r(1, { crm: '123', crmState: 'SP' })],
      ['a:1:crm'],
    ],
    [
      'CRM of another state',
      'surgeon',
      [p('a', { crm: '123', crmState: 'RJ' })],
      [r(1, { crm: '123', crmState: 'SP' })],
      [],
    ],
    [
      'name without accents',
      'anesthetist',
      [p('a', { name: 'José Ávila' })],
      [r(1, { name: 'Dr. Jose Avila' })],
      ['a:1:name'],
    ],
    ['ambiguous name', 'surgeon', [p('a', { name: 'Ana' }), p('b', { name: 'ana' })], [r(1, { name: 'Ana' })], []],
    [
      'CNPJ with punctuation',
      'hospital',
      [p('h', { cnpj: '60.701.190/0001-04' })],
      [r(9, { cnpj: '60701190000104' })],
      ['h:9:cnpj'],
    ],
    ['incomplete CNPJ is no key', 'hospital', [p('h', { cnpj: '6070' })], [r(9, { cnpj: '6070' })], []],
    [
      'registro ANS before name',
      'healthInsurance',
      [p('u', { registerAns: '123456', name: 'X' }), p('v', { name: 'Unimed' })],
      [r(5, { registerAns: '123456', name: 'Unimed' })],
      ['u:5:registerAns'],
    ],
    [
      'insurer by CNPJ',
      'healthInsurance',
      [p('u', { cnpj: '11222333000181' })],
      [r(5, { cnpj: '11.222.333/0001-81' })],
      ['u:5:cnpj'],
    ],
    ['no facts', 'surgeon', [p('a', { name: '' })], [r(1, { name: '' })], []],
  ];
  it.each(cases)('%s', (_label, type, products, records, expected) => {
    expect(suggestMatches(type, products, records).map((s) => `${s.productId}:${s.axregId}:${s.reason}`)).toEqual(
      expected,
    );
  });

  it('leaves out what is already mapped', () => {
    const products = [p('a', { name: 'Ana' }), p('b', { name: 'Bia' })];
    const records = [r(1, { name: 'Ana' }), r(2, { name: 'Bia' })];
    const got = suggestMatches('surgeon', products, records, { productIds: new Set(['a']), axregIds: new Set([2]) });
    expect(got).toEqual([]);
  });

  const facts = fc.record({
    name: fc.constantFrom('Ana', 'Ána', 'Bia', 'Caio', 'Dr. Caio'),
    crm: fc.constantFrom(null, '1', '2', '3'),
    crmState: fc.constantFrom(null, 'SP', 'RJ'),
  });
  it('pairs each product and each registry record at most once (property)', () => {
    fc.assert(
      fc.property(fc.array(facts, { maxLength: 12 }), fc.array(facts, { maxLength: 12 }), (ps, rs) => {
        const products = ps.map((f, i) => ({ id: `p${i}`, ...f }));
        const records = rs.map((f, i) => ({ axregId: i + 1, ...f }));
        const got = suggestMatches('surgeon', products, records);
        expect(new Set(got.map((s) => s.productId)).size).toBe(got.length);
        expect(new Set(got.map((s) => s.axregId)).size).toBe(got.length);
        // Suggestions only pair records that share the key they were matched by.
        for (const s of got) {
          const product = products.find((x) => x.id === s.productId)!;
          const record = records.find((x) => x.axregId === s.axregId)!;
          if (s.reason === 'name')
            expect(
              product.name
                .normalize('NFD')
                .replace(/\p{M}/gu, '')
                .replace(/^Dr\. /, '')
                .toLowerCase(),
            ).toBe(
              record.name
                .normalize('NFD')
                .replace(/\p{M}/gu, '')
                .replace(/^Dr\. /, '')
                .toLowerCase(),
            );
        }
      }),
    );
  });

  it('matches 10,000 against 10,000 quickly', () => {
    const products = Array.from({ length: 10_000 }, (_, i) =>
      p(`p${i}`, { name: `Médico ${i}`, crm: String(i), crmState: 'SP' }),
    );
    const records = Array.from({ length: 10_000 }, (_, i) =>
      r(i + 1, { name: `Medico ${i}`, crm: String(i), crmState: 'SP' }),
    );
    const started = Date.now();
    expect(suggestMatches('surgeon', products, records)).toHaveLength(10_000);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
