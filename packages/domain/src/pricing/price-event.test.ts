import { describe, expect, it } from 'vitest';
import { priceEvent } from './price-event';
import { makeContext, makeEvent } from './test-fixtures';
import type { NegotiationTerms, PricingEvent, PricingProcedureInput } from './types';

type Options = Parameters<typeof makeContext>[1];
const price = (
  procedures: (string | Partial<PricingProcedureInput>)[],
  terms: Partial<NegotiationTerms> = {},
  event: Partial<PricingEvent> = {},
  options: Options = {},
) => priceEvent(makeEvent(procedures, event), makeContext(terms, options));
const one = (...args: Parameters<typeof price>) => price(...args).procedures[0]!;
const kinds = (procedure: { steps: { kind: string }[] }) => procedure.steps.map((s) => s.kind);

describe('KCBHPM on the ANESTHETIC basis (2022 edition, 2021-10 valuation)', () => {
  it.each([
    ['30101212', '1', '3A', '486.63'],
    ['31602223', '2', '3C', '780.58'],
    ['30101026', '3', '4C', '1221.49'],
    ['30101050', '4', '6B', '1956.34'],
    ['30602246', '5', '7C', '2544.23'],
    ['30101166', '6', '9B', '3279.08'],
    ['30205158', '7', '10C', '3866.96'],
    ['30715016', '8', '12A', '4454.84'],
  ])('%s: porte anestésico %s → porte %s = %s', (code, size, porte, value) => {
    const procedure = one([code]);
    expect(procedure).toMatchObject({ type: 'KCBHPM', porte, porteAnestesico: size, valueTable: value, value });
    expect(procedure.steps[0]).toMatchObject({ kind: 'anestheticPorte', anestheticPorte: Number(size), porte, value });
    expect(kinds(procedure)).toEqual(['anestheticPorte', 'proportion', 'rounding']);
  });

  it('says when no porte anestésico is in the table and size 3 stands in, and keeps the absence', () => {
    const procedure = one(['30207223']);
    // Billed as size 3 (CBHPM "atos sem porte previsto"), but the table's porte anestésico stays absent.
    expect(procedure).toMatchObject({ porte: '4C', porteAnestesico: null, value: '1221.49' });
    expect(procedure.steps[0]).toEqual({
      kind: 'anestheticPorteStandIn',
      anestheticPorte: 3,
      porte: '4C',
      value: '1221.49',
    });
    expect(kinds(procedure)).toEqual(['anestheticPorteStandIn', 'proportion', 'rounding']);
  });

  it('keeps the edition data: name, table code 22, auxiliaries', () => {
    expect(one(['30602246'])).toMatchObject({
      name: 'Reconstrução mamária com retalhos cutâneos regionais',
      tableCode: '22',
      qtdAux: 2,
      uco: null,
      techniqueUsed: 'KConventional',
      techniqueUsedProportion: '1',
      proportion: '1',
      valueChanged: false,
      userCustom: false,
    });
  });

  it('does not price porte anestésico 0 (local anesthesia) nor a missing one when the negotiation says so', () => {
    const local = price(['30101930']);
    expect(local.procedures[0]).toMatchObject({ type: 'KCBHPM', value: '0.00', steps: [] });
    expect(local.problems).toEqual([{ rowId: 'r1', code: '30101930', kind: 'noAnesthesia' }]);
    expect(price(['30207223'], { missingAnestheticPorte: null }).problems[0]?.kind).toBe('noAnesthesia');
  });

  it('uses a negotiated porte value (portesMap) over the valuation', () => {
    const procedure = one(['30602246'], { portesMap: { '7C': '3000.00' } });
    expect(procedure.value).toBe('3000.00');
    expect(procedure.steps.slice(0, 2)).toEqual([
      { kind: 'anestheticPorte', anestheticPorte: 5, porte: '7C', value: '2544.23' },
      { kind: 'portesMap', porte: '7C', value: '3000.00' },
    ]);
  });

  it('answers noValuation without a valuation', () => {
    const result = price(['30602246'], {}, {}, { valuation: null });
    expect(result.problems).toEqual([{ rowId: 'r1', code: '30602246', kind: 'noValuation' }]);
    expect(result.procedures[0]!.value).toBe('0.00');
  });
});

describe('factors on 30602246 (porte 7C = 2544.23)', () => {
  it.each<[string, Partial<NegotiationTerms>, Partial<PricingEvent>, Partial<PricingProcedureInput>, string, string[]]>(
    [
      ['plain', {}, {}, {}, '2544.23', []],
      ['emergency 1.3', {}, { isEmergency: true }, {}, '3307.50', ['emergency']],
      ['apartment 2', {}, { accommodation: 'APARTMENT' }, {}, '5088.46', ['accommodation']],
      [
        'one-day clinic 1.5 (3816.345 rounds up)',
        {},
        { accommodation: 'ONE_DAY_CLINIC' },
        {},
        '3816.35',
        ['accommodation'],
      ],
      ['outpatient 1 (no step)', {}, { accommodation: 'OUTPATIENT' }, {}, '2544.23', []],
      ['video 1.5', {}, {}, { techniqueUsed: 'KVideo' }, '3816.35', ['technique']],
      ['robotic 2', {}, {}, { techniqueUsed: 'KRobotic' }, '5088.46', ['technique']],
      ['conventional 1 (no step)', {}, {}, { techniqueUsed: 'KConventional' }, '2544.23', []],
      ['proportion 0.7', {}, {}, { proportion: '0.7' }, '1780.96', []],
      ['proportion 0.5 (1272.115 rounds up)', {}, {}, { proportion: '0.5' }, '1272.12', []],
      ['band +20 %', { proportion: '0.2' }, {}, {}, '3053.08', ['band']],
      ['band −10 %', { proportion: '-0.1' }, {}, {}, '2289.81', ['band']],
      ['emergency 1.5 negotiated', { emergencyFactor: '1.5' }, { isEmergency: true }, {}, '3816.35', ['emergency']],
      [
        'apartment value +50',
        { accommodationValues: { APARTMENT: '50', NURSERY: '0', OUTPATIENT: '0', ONE_DAY_CLINIC: '0', NONE: '0' } },
        { accommodation: 'APARTMENT' },
        {},
        '5138.46',
        ['accommodation', 'accommodationValue'],
      ],
      [
        'everything: +10 % × 0.5 × 2 × 1.3 × 1.5 = 5457.37335',
        { proportion: '0.1' },
        { accommodation: 'APARTMENT', isEmergency: true },
        { proportion: '0.5', techniqueUsed: 'KVideo' },
        '5457.37',
        ['band', 'accommodation', 'emergency', 'technique'],
      ],
    ],
  )('%s', (_, terms, event, input, value, extraSteps) => {
    const procedure = one([{ code: '30602246', ...input }], terms, event);
    expect(procedure.value).toBe(value);
    expect(procedure.valueOriginal).toBe(value);
    const expected = ['anestheticPorte', 'band', 'proportion', 'accommodation', 'emergency', 'technique'];
    const present = expected.filter((k) => k === 'anestheticPorte' || k === 'proportion' || extraSteps.includes(k));
    expect(kinds(procedure)).toEqual([
      ...present,
      ...(extraSteps.includes('accommodationValue') ? ['accommodationValue'] : []),
      'rounding',
    ]);
  });

  it('skips the accommodation factor when the insurer does not apply it', () => {
    const procedure = one(['30602246'], {}, { accommodation: 'APARTMENT' }, { factorByAccommodation: false });
    expect(procedure.value).toBe('2544.23');
  });

  it('keeps the running value exact until the rounding step', () => {
    const procedure = one(['30602246'], { proportion: '0.1' }, { isEmergency: true });
    expect(procedure.steps).toEqual([
      { kind: 'anestheticPorte', anestheticPorte: 5, porte: '7C', value: '2544.23' },
      { kind: 'band', factor: '1.1', value: '2798.653' },
      { kind: 'proportion', factor: '1', automatic: false, value: '2798.653' },
      { kind: 'emergency', factor: '1.3', value: '3638.2489' },
      { kind: 'rounding', value: '3638.25' },
    ]);
    expect(procedure).toMatchObject({ valueTable: '2544.23', valueBase: '2798.65' });
  });
});

describe('KCBHPM on the PROCEDURE basis', () => {
  const basis = { feeBasis: 'PROCEDURE' as const };
  it('bills the porte with the band: 30602246 = 10B 3719.99 (+10 % = 4091.989)', () => {
    expect(one(['30602246'], basis)).toMatchObject({ porte: '10B', valueTable: '3719.99', value: '3719.99' });
    expect(one(['30602246'], { ...basis, proportion: '0.1' }).value).toBe('4091.99');
  });
  it('adds UCO after the factors (SPSADT: valuation UCO 24.24 × 33.8 = 819.312)', () => {
    const spsadt = one(['30205271'], basis, { type: 'SPSADT', isEmergency: true });
    // 2691.20 × 1.3 = 3498.56, + 819.312
    expect(spsadt.value).toBe('4317.87');
    expect(spsadt.steps.find((s) => s.kind === 'uco')).toEqual({
      kind: 'uco',
      quantity: '33.8',
      unitValue: '24.24',
      amount: '819.312',
      value: '4317.872',
    });
    expect(one(['30205271'], basis, { type: 'Honorario' }).value).toBe('2691.20');
    const negotiatedUco = { ...basis, ucoByType: { Honorario: '10', SPSADT: null, Consulta: null } };
    expect(one(['30205271'], negotiatedUco, { type: 'Honorario' }).value).toBe('3029.20');
  });
  it('applies the porte fraction: 40301010 = 1A 27.00 × 0.1 + 3.267 UCO × 24.24', () => {
    const procedure = one(['40301010'], basis, { type: 'SPSADT' });
    expect(procedure).toMatchObject({ valueTable: '2.70', value: '81.89' });
    expect(kinds(procedure)).toEqual(['porte', 'fraction', 'proportion', 'uco', 'rounding']);
  });
  it('answers noPorte for a procedure without porte', () => {
    const context = makeContext(basis);
    const procedures = new Map(context.procedures);
    procedures.set('10000001', { ...context.procedures.get('30602246')!, code: '10000001', porte: null });
    const result = priceEvent(makeEvent(['10000001']), { ...context, procedures });
    expect(result.problems).toEqual([{ rowId: 'r1', code: '10000001', kind: 'noPorte' }]);
  });
});

describe('overrides, customs, packages', () => {
  it.each<[string, NegotiationTerms['overridesProcedures'][number], string, string, string | null]>([
    ['VALUE, no band', { code: '31602223', kind: 'VALUE', value: '1000.00' }, 'KOVERRIDE', '1000.00', '2'],
    [
      'PORTE 4C with band: 1221.49 × 1.2',
      { code: '31602223', kind: 'PORTE', porte: '4C' },
      'KOVERRIDEPORTE',
      '1465.79',
      '2',
    ],
    [
      'INDICATOR A: 128 × 1.17, no band',
      { code: '31602223', kind: 'INDICATOR', indicator: 'A' },
      'KOVERRIDEINDICATOR',
      '149.76',
      'A',
    ],
    [
      'INDICATOR Z: 2670 × 1.17',
      { code: '31602223', kind: 'INDICATOR', indicator: 'Z' },
      'KOVERRIDEINDICATOR',
      '3123.90',
      'Z',
    ],
  ])('override %s', (_, override, type, value, porteAnestesico) => {
    const procedure = one(['31602223'], { overridesProcedures: [override], proportion: '0.2' });
    expect(procedure).toMatchObject({ type, value, porteAnestesico });
  });
  it('shows the indicator points and the UTM', () => {
    const override = { code: '31602223', kind: 'INDICATOR' as const, indicator: 'A' as const };
    expect(one(['31602223'], { overridesProcedures: [override] }).steps[0]).toEqual({
      kind: 'indicator',
      indicator: 'A',
      points: '128',
      utm: '1.17',
      value: '149.76',
    });
  });
  it('prices a custom procedure with the factors but no band, even without a valuation', () => {
    const customs = [{ code: '99000001', description: 'Bloqueio guiado', value: '350.00' }];
    const procedure = one(
      ['99000001'],
      { customsProcedures: customs, proportion: '0.2' },
      { isEmergency: true },
      { valuation: null },
    );
    expect(procedure).toMatchObject({ type: 'KCUSTOM', name: 'Bloqueio guiado', value: '455.00', valueBase: '350.00' });
  });
  it('refuses a code found nowhere (only in problems), and edition codes when the negotiation does not use CBHPM', () => {
    const result = price(['12345678', '30602246'], {}, {}, { useCbhpm: false });
    expect(result.procedures).toEqual([]);
    expect(result.problems.map((p) => [p.code, p.kind])).toEqual([
      ['12345678', 'notFound'],
      ['30602246', 'notFound'],
    ]);
    expect(result.total).toBe('0.00');
  });
  it('bills a package once, closed: no factors, the first by order carries the value', () => {
    const packages = [{ id: 'p1', name: 'Mama', codes: ['30602246', '31602223'], value: '5000.00' }];
    const result = price(
      [
        { code: '31602223', order: 2, techniqueUsed: 'KRobotic' },
        { code: '30602246', order: 1 },
      ],
      { packages, proportion: '0.2' },
      { accommodation: 'APARTMENT', isEmergency: true },
    );
    expect(result.procedures.map((p) => [p.type, p.value])).toEqual([
      ['KPACKAGE', '0.00'],
      ['KPACKAGE', '5000.00'],
    ]);
    expect(kinds(result.procedures[1]!)).toEqual(['package', 'rounding']);
    // The second code of the package says it was billed on the first.
    expect(result.procedures[0]!.steps[0]).toEqual({
      kind: 'package',
      packageName: 'Mama',
      billedOn: '30602246',
      value: '0.00',
    });
    expect(result.total).toBe('5000.00');
  });
});

describe('proportions', () => {
  const automatic = { automaticProportion: true };
  it('automatic: the highest value gets 100 %, the others 50 % (610.745 rounds up)', () => {
    const result = price(['31602223', '30602246', '30101026'], automatic);
    expect(result.procedures.map((p) => [p.code, p.proportion, p.value])).toEqual([
      ['31602223', '0.5', '390.29'],
      ['30602246', '1', '2544.23'],
      ['30101026', '0.5', '610.75'],
    ]);
    // Every automatic proportion names the procedure that led, with the value it led by.
    const leader = { code: '30602246', order: 2, value: '2544.23' };
    expect(result.procedures.map((p) => p.steps[1])).toEqual([
      { kind: 'proportion', factor: '0.5', automatic: true, leader, value: '390.29' },
      { kind: 'proportion', factor: '1', automatic: true, leader, value: '2544.23' },
      { kind: 'proportion', factor: '0.5', automatic: true, leader, value: '610.745' },
    ]);
  });
  it('automatic with a single procedure names no leader; manual proportions never do', () => {
    expect(one(['30602246'], automatic).steps[1]).toEqual({
      kind: 'proportion',
      factor: '1',
      automatic: true,
      value: '2544.23',
    });
    expect(price(['30602246', { code: '30101026', proportion: '0.5' }]).procedures[1]!.steps[1]).not.toHaveProperty(
      'leader',
    );
  });
  it('automatic ranks by the whole value (technique included) and breaks ties by order', () => {
    const ranked = price([{ code: '30101026' }, { code: '31602223', techniqueUsed: 'KRobotic' }], automatic);
    expect(ranked.procedures.map((p) => p.proportion)).toEqual(['0.5', '1']);
    const tie = price(
      [
        { code: '30602246', order: 2 },
        { code: '30602246', order: 1 },
      ],
      automatic,
    );
    expect(tie.procedures.map((p) => p.proportion)).toEqual(['0.5', '1']);
  });
  it('automatic ignores the manual proportions; packages keep 100 %', () => {
    const packages = [{ id: 'p1', name: 'Cateter', codes: ['31602223'], value: '100.00' }];
    const result = price([{ code: '30101026', proportion: '0.7' }, '31602223'], { ...automatic, packages });
    expect(result.procedures.map((p) => [p.proportion, p.value])).toEqual([
      ['1', '1221.49'],
      ['1', '100.00'],
    ]);
  });
});

describe('values typed by the user and not-valued insurers', () => {
  it('keeps a user value and still shows what the engine computed', () => {
    const procedure = one([{ code: '30602246', userCustom: true, value: '1000' }]);
    expect(procedure).toMatchObject({
      value: '1000.00',
      valueOriginal: '2544.23',
      valueChanged: true,
      userCustom: true,
    });
    expect(procedure.steps.at(-1)).toEqual({ kind: 'userCustom', value: '1000.00' });
    expect(procedure.revenueTeam[0]!.revenue).toBe('1000.00');
  });
  it('ignores the input value when not userCustom', () => {
    expect(one([{ code: '30602246', value: '1' }]).value).toBe('2544.23');
  });
  it('prices every procedure of a not-valued insurer at 0 with one notValued step', () => {
    const result = price(['30602246', '99999999', '30101930'], {}, {}, { isNotValued: true });
    expect(result.procedures.map((p) => [p.type, p.value, p.steps])).toEqual([
      ['KCBHPM', '0.00', [{ kind: 'notValued', value: '0.00' }]],
      ['KCBHPM', '0.00', [{ kind: 'notValued', value: '0.00' }]],
    ]);
    expect(result.problems.map((p) => p.kind)).toEqual(['notFound']);
    expect(result.total).toBe('0.00');
  });
});
