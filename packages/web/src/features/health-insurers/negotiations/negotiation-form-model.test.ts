import { NEGOTIATION_DEFAULTS, negotiationInputSchema, type Negotiation } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { bodyOf, startedBodyOf } from './negotiation-body';
import { errorAt, hasHiddenValues, newRowId, rowsOf, sectionOfPath, valuesOf } from './negotiation-form-model';

const EDITION = '11111111-1111-4111-8111-111111111111';
const VALUATION = '22222222-2222-4222-8222-222222222222';

function negotiation(overrides: Partial<Negotiation> = {}): Negotiation {
  return {
    ...(structuredClone(NEGOTIATION_DEFAULTS) as unknown as Negotiation),
    id: '33333333-3333-4333-8333-333333333333',
    companyId: '44444444-4444-4444-8444-444444444444',
    healthInsurerId: '55555555-5555-4555-8555-555555555555',
    name: 'Tabela 2026',
    start: '2026-03-01',
    end: '2026-12-31',
    cbhpmId: EDITION,
    cbhpmName: 'CBHPM 2022 v1',
    valuationId: VALUATION,
    valuationName: 'Valoração 2021 v1',
    useCbhpm: true,
    status: 'FUTURE',
    isEditable: true,
    proportion: '-0.105',
    utm: '1.2',
    portesMap: { '3A': '1234.5' },
    ucoByType: { Honorario: '0', SPSADT: '24.24', Consulta: null },
    customsProcedures: [{ code: '99999999', description: 'Próprio', value: '350' }],
    overridesProcedures: [
      { code: '30602246', kind: 'VALUE', value: '1000.1' },
      { code: '30602247', kind: 'PORTE', porte: '7C' },
      { code: '30602248', kind: 'INDICATOR', indicator: 'C' },
    ],
    packages: [{ id: 'p1', name: 'Parto', codes: ['31309127', '31309135'], value: '1500' }],
    billingPerHourGroups: [{ id: 'h1', name: 'Hora', codes: ['31602339'], hourValue: '200.5' }],
    expenses: [
      {
        id: 'e1',
        code: '90000001',
        tableCode: '19',
        description: 'Material',
        expenseCode: '03',
        unityOfMeasurement: '036',
        unityValue: '12.34',
      },
    ],
    createdAt: '2026-01-01T00:00:00.000Z',
    createdByName: 'Gestora',
    updatedAt: null,
    updatedByName: null,
    ...overrides,
  };
}

describe('a new negotiation', () => {
  it('starts from the contract defaults and sends them back unchanged', () => {
    const values = valuesOf(null);
    expect(values.utm).toBe('1,17');
    expect(values.emergencyFactor).toBe('1,3');
    expect(values.proportion).toBe('0');
    expect(values['accommodationFactors.ONE_DAY_CLINIC']).toBe('1,5');
    expect(values['accommodationValues.APARTMENT']).toBe('0,00');
    expect(values['ucoByType.SPSADT']).toBe('');
    expect(values['anestheticPortes.5']).toBe('7C');
    expect(values['anestheticIndicators.Z']).toBe('2670');
    const parsed = negotiationInputSchema.parse(bodyOf({ ...values, name: 'Nova' }, rowsOf(null)));
    const { name: _name, start, end, cbhpmId, valuationId, useCbhpm, ...terms } = parsed;
    expect({ start, end, cbhpmId, valuationId, useCbhpm }).toEqual({
      start: null,
      end: null,
      cbhpmId: null,
      valuationId: null,
      useCbhpm: true,
    });
    expect(terms).toEqual(JSON.parse(JSON.stringify(NEGOTIATION_DEFAULTS)));
  });

  it('reads pt-BR typing: dates, a 10 % band, money with thousands, a blank UCO', () => {
    const values = {
      ...valuesOf(null),
      name: 'Nova',
      start: '1/3/2026',
      end: '31/12/2026',
      proportion: '10',
      'portesMap.10B': '1.270,00',
      'ucoByType.Honorario': '',
      missingAnestheticPorte: 'none',
    };
    const body = bodyOf(values, rowsOf(null));
    expect(body).toMatchObject({
      start: '2026-03-01',
      end: '2026-12-31',
      proportion: '0.1',
      portesMap: { '10B': '1270' },
      ucoByType: { Honorario: null },
      missingAnestheticPorte: null,
    });
  });

  it('hands text that is not a date or a number to the contract, which answers in pt-BR', () => {
    const values = { ...valuesOf(null), name: 'x'.repeat(26), start: '31/02/2026', utm: 'abc' };
    const result = negotiationInputSchema.safeParse(bodyOf(values, rowsOf(null)));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      name: 'O tamanho máximo é: 25',
      start: 'Data inválida',
      utm: 'Informe um fator positivo, até 9999,9999 (no máximo 4 casas decimais)',
    });
  });
});

describe('an existing negotiation', () => {
  it('shows its terms pt-BR and sends the same terms back', () => {
    const n = negotiation();
    const values = valuesOf(n);
    expect(values).toMatchObject({
      start: '01/03/2026',
      proportion: '-10,5',
      utm: '1,2',
      'portesMap.3A': '1.234,50',
      'portesMap.3B': '',
      'ucoByType.SPSADT': '24,24',
    });
    const rows = rowsOf(n);
    expect(rows.revenue[1]).toMatchObject({ role: 'assistantAnesthetist', share: '30', grauPart: '07' });
    const parsed = negotiationInputSchema.parse(bodyOf(values, rows));
    for (const key of ['proportion', 'utm', 'portesMap', 'ucoByType', 'customsProcedures', 'overridesProcedures']) {
      expect(parsed[key as keyof typeof parsed]).toEqual(n[key as keyof Negotiation]);
    }
    expect(parsed.packages).toEqual(n.packages);
    expect(parsed.billingPerHourGroups).toEqual(n.billingPerHourGroups);
    expect(parsed.expenses).toEqual(n.expenses);
    expect(parsed.revenueConfigs).toEqual(n.revenueConfigs);
  });

  it('a started one sends its own terms verbatim with the new end', () => {
    const n = negotiation({ status: 'CURRENT', isEditable: false, portesMap: { '3A': '1234.50' } });
    const body = startedBodyOf(n, { ...valuesOf(n), end: '30/06/2026', utm: '9' });
    expect(body).toMatchObject({ end: '2026-06-30', utm: '1.2', portesMap: { '3A': '1234.50' }, name: n.name });
    expect(negotiationInputSchema.safeParse(body).success).toBe(true);
  });

  it('knows when the server hid the amounts', () => {
    expect(hasHiddenValues(negotiation())).toBe(false);
    expect(hasHiddenValues(negotiation({ accommodationValues: undefined }))).toBe(true);
    expect(hasHiddenValues(negotiation({ expenses: undefined }))).toBe(true);
    expect(hasHiddenValues(null)).toBe(false);
  });
});

describe('errors', () => {
  it('finds the section of a field path', () => {
    expect(sectionOfPath('name')).toBe('general');
    expect(sectionOfPath('proportion')).toBe('general');
    expect(sectionOfPath('portesMap.3A')).toBe('factors');
    expect(sectionOfPath('customsProcedures.0.code')).toBe('procedures');
    expect(sectionOfPath('revenueConfigs.1.share')).toBe('team');
    expect(sectionOfPath('transfer.payer')).toBe('transfer');
  });

  it('finds a message at or below a path', () => {
    const errors = { 'packages.0.codes.2': 'O código tem 8 dígitos', name: 'x' };
    expect(errorAt(errors, 'packages.0.codes')).toBe('O código tem 8 dígitos');
    expect(errorAt(errors, 'name')).toBe('x');
    expect(errorAt(errors, 'packages.1.codes')).toBeUndefined();
  });

  it('gives rows distinct keys', () => {
    expect(newRowId()).not.toBe(newRowId());
  });
});
