import type { PricingStep, PricingStepKind } from '@honora/domain';
import { describe, expect, it } from 'vitest';
import { formatDecimalText, formatFactorChange, formatMoneyText, formatShareText } from './decimal-format';
import { stepLines, stepText } from './step-text';

/** One step of every kind: a kind added to the engine without a sample here fails to compile. */
const samples: { [K in PricingStepKind]: Extract<PricingStep, { kind: K }> } = {
  porte: { kind: 'porte', porte: '10B', value: '1270.00' },
  anestheticPorte: { kind: 'anestheticPorte', anestheticPorte: 5, porte: '7C', value: '638.05' },
  anestheticPorteStandIn: { kind: 'anestheticPorteStandIn', anestheticPorte: 3, porte: '4C', value: '1221.49' },
  portesMap: { kind: 'portesMap', porte: '7C', value: '700.00' },
  fraction: { kind: 'fraction', factor: '0.1', value: '2.10' },
  band: { kind: 'band', factor: '1.1', value: '701.855' },
  custom: { kind: 'custom', value: '350.00' },
  override: { kind: 'override', value: '420.00' },
  indicator: { kind: 'indicator', indicator: 'C', points: '180', utm: '1.17', value: '210.60' },
  package: { kind: 'package', packageName: 'Pacote parto', value: '1500.00' },
  hours: { kind: 'hours', minutes: 130, hours: 3, hourValue: '200.00', value: '600.00' },
  proportion: { kind: 'proportion', factor: '0.5', automatic: true, value: '319.025' },
  accommodation: { kind: 'accommodation', accommodation: 'APARTMENT', factor: '2', value: '1403.71' },
  emergency: { kind: 'emergency', factor: '1.3', value: '1824.823' },
  technique: { kind: 'technique', technique: 'KVideo', factor: '1.5', value: '2737.2345' },
  uco: { kind: 'uco', quantity: '1.47', unitValue: '24.24', amount: '35.6328', value: '2772.8673' },
  accommodationValue: { kind: 'accommodationValue', accommodation: 'ONE_DAY_CLINIC', amount: '50', value: '2822.87' },
  rounding: { kind: 'rounding', value: '1234.57' },
  notValued: { kind: 'notValued', value: '0.00' },
  userCustom: { kind: 'userCustom', value: '999.90' },
};

describe('stepText', () => {
  it.each(Object.values(samples))('has a pt-BR line for $kind', (step) => {
    const line = stepText(step, '1234.565');
    expect(line.length).toBeGreaterThan(5);
    expect(line).not.toMatch(/undefined|NaN|\[object/);
    // Every amount is shown with a decimal comma, none as the engine's decimal text.
    expect(line).not.toMatch(/\d\.\d{1,2}(?!\d)/);
  });

  it.each([
    [samples.anestheticPorte, 'Porte anestésico 5 → porte 7C: R$ 638,05'],
    [samples.band, 'Banda da negociação +10%: × 1,1 = R$ 701,855'],
    [samples.accommodation, 'Acomodação apartamento: × 2 = R$ 1.403,71'],
    [samples.emergency, 'Urgência: × 1,3 = R$ 1.824,823'],
    [samples.technique, 'Técnica vídeo: × 1,5 = R$ 2.737,2345'],
    [samples.uco, 'UCO 1,47 × R$ 24,24 = + R$ 35,6328: R$ 2.772,8673'],
    [samples.proportion, 'Proporção automática 50%: × 0,5 = R$ 319,025'],
    [samples.indicator, 'Indicador anestésico C: 180 pontos × UTM 1,17 = R$ 210,60'],
    [samples.hours, '3 horas (130 min de anestesia) × R$ 200,00 = R$ 600,00'],
    [samples.rounding, 'Arredondamento: R$ 1.234,565 → R$ 1.234,57'],
    [
      samples.anestheticPorteStandIn,
      'Sem porte anestésico na tabela: usado o porte anestésico 3 (CBHPM: atos sem porte previsto) → porte 4C: R$ 1.221,49',
    ],
    [
      { kind: 'package', packageName: 'Pacote parto', billedOn: '31309127', value: '0.00' },
      'Pacote Pacote parto: cobrado uma vez, no procedimento 31309127 (o primeiro do pacote): R$ 0,00',
    ],
    [
      { kind: 'hours', minutes: 0, hours: 0, hourValue: '200.00', billedOn: '31602231', value: '0.00' },
      'Horas de anestesia cobradas uma vez, no procedimento 31602231 (o primeiro do grupo por hora): R$ 0,00',
    ],
    [
      { kind: 'hours', minutes: 0, hours: 0, hourValue: '200.00', missingTimes: true, value: '0.00' },
      'Cobrança por hora sem o início ou o fim da anestesia: nenhuma hora cobrada = R$ 0,00',
    ],
    [
      {
        kind: 'proportion',
        factor: '0.5',
        automatic: true,
        leader: { code: '30602246', order: 2, value: '2544.23' },
        value: '390.29',
      },
      'Proporção automática 50%: o procedimento 30602246 tem o maior valor do evento (R$ 2.544,23 a 100%) e fica com 100%; os demais, 50%: × 0,5 = R$ 390,29',
    ],
    [
      {
        kind: 'proportion',
        factor: '1',
        automatic: true,
        leader: { code: '30602246', order: 2, value: '2544.23' },
        value: '2544.23',
      },
      'Proporção automática 100%: este é o procedimento de maior valor do evento (R$ 2.544,23 a 100%): × 1 = R$ 2.544,23',
    ],
  ] as [PricingStep, string][])('renders %j as %s', (step, line) => {
    expect(stepText(step, '1234.565')).toBe(line);
  });

  it('shows the value before the rounding from the previous step', () => {
    const steps: PricingStep[] = [samples.porte, { kind: 'rounding', value: '1270.00' }];
    expect(stepLines(steps)).toEqual(['Porte 10B: R$ 1.270,00', 'Arredondamento: R$ 1.270,00 → R$ 1.270,00']);
  });
});

describe('decimal text shown pt-BR', () => {
  it.each([
    ['1234.565', 'R$ 1.234,565'],
    ['12', 'R$ 12,00'],
    ['0.5', 'R$ 0,50'],
    ['1234567.10', 'R$ 1.234.567,10'],
    ['-3.5', '-R$ 3,50'],
    ['-0.00', 'R$ 0,00'],
    ['12.3400', 'R$ 12,34'],
  ])('money %s → %s', (text, shown) => expect(formatMoneyText(text)).toBe(shown));

  it.each([
    ['1.5', '1,5'],
    ['2.000', '2'],
    ['1470.25', '1.470,25'],
    ['0.1000', '0,1'],
  ])('decimal %s → %s', (text, shown) => expect(formatDecimalText(text)).toBe(shown));

  it.each([
    ['0.5', '50%'],
    ['1', '100%'],
    ['0.333333', '33,3333%'],
    ['0.7', '70%'],
  ])('share %s → %s', (text, shown) => expect(formatShareText(text)).toBe(shown));

  it.each([
    ['1.1', '+10%'],
    ['0.9', '-10%'],
    ['1.025', '+2,5%'],
    ['1', '+0%'],
  ])('factor change %s → %s', (text, shown) => expect(formatFactorChange(text)).toBe(shown));

  it('leaves text that is not a number as it is', () => {
    expect(formatMoneyText('abc')).toBe('abc');
    expect(formatDecimalText('')).toBe('');
  });
});
