import type {
  CbhpmProcedure,
  CbhpmValuation,
  NegotiationTerms,
  PorteGrade,
  PricingContext,
  PricingEvent,
  PricingProcedureInput,
} from './types';

/**
 * Test fixtures of the pricing engine (not exported from the package): real rows of the CBHPM
 * 2022 edition and the October 2021 valuation (../shared/data/cbhpm/cbhpm2022_procedimentos.csv,
 * cbhpm_porte_valores.csv cotação 2021-10), written by hand, and the negotiation defaults of the
 * contract (NEGOTIATION_DEFAULTS; the domain cannot import the contract).
 */
export const VALUATION_2021_10: CbhpmValuation = {
  portes: {
    '1A': '27.00', '1B': '74.58', '1C': '106.83', '2A': '158.30', '2B': '249.14', '2C': '339.66',
    '3A': '486.63', '3B': '633.61', '3C': '780.58', '4A': '927.55', '4B': '1074.52', '4C': '1221.49',
    '5A': '1368.45', '5B': '1515.43', '5C': '1662.40', '6A': '1809.37', '6B': '1956.34', '6C': '2103.31',
    '7A': '2250.29', '7B': '2397.26', '7C': '2544.23', '8A': '2691.20', '8B': '2838.16', '8C': '2985.13',
    '9A': '3132.11', '9B': '3279.08', '9C': '3426.05', '10A': '3573.02', '10B': '3719.99', '10C': '3866.96',
    '11A': '4013.94', '11B': '4160.90', '11C': '4307.87', '12A': '4454.84', '12B': '4601.81', '12C': '4748.78',
    '13A': '4895.76', '13B': '5042.73', '13C': '5189.70', '14A': '5336.67', '14B': '5483.64', '14C': '5630.60',
  },
  ucoValue: '24.24',
}; // prettier-ignore

const row = (
  code: string,
  description: string,
  porte: PorteGrade | null,
  anestheticPorte: number | null,
  extra: Partial<CbhpmProcedure> = {},
): CbhpmProcedure => ({
  code,
  description,
  porte,
  porteFraction: null,
  anestheticPorte,
  uco: null,
  auxiliaries: null,
  film: null,
  ...extra,
});

/** Rows of the 2022 edition, one per anesthetic size and the odd cases (fraction + UCO, AN 0, AN missing). */
export const EDITION_2022: CbhpmProcedure[] = [
  row('30101212', 'Curativo de queimaduras – por unidade topográfica (UT) ambulatorial', '1C', 1),
  row('31602223', 'Passagem de cateter peridural ou subaracnóideo com bloqueio de prova', '3C', 2),
  row('30101026', 'Alopecia parcial – exérese e sutura', '4C', 3, { auxiliaries: 1 }),
  row('30101050', 'Apêndice pré-auricular – ressecção', '4A', 4, { auxiliaries: 1 }),
  row('30602246', 'Reconstrução mamária com retalhos cutâneos regionais', '10B', 5, { auxiliaries: 2 }),
  row('30101166', 'Correção de deformidades nos membros com utilização de implantes', '9B', 6, { auxiliaries: 2 }),
  row('30205158', 'Faringolaringoesofagectomia total', '12B', 7, { auxiliaries: 3 }),
  row('30715016', 'Artrodese da coluna com instrumentação por segmento', '12C', 8, { auxiliaries: 2 }),
  row('30205271', 'Adenoidectomia por videoendoscopia', '8A', 5, { uco: '33.800', auxiliaries: 1 }),
  row('40301010', '3-metil histidina, dosagem no soro', '1A', null, { porteFraction: '0.10', uco: '3.267' }),
  row('30101930', 'Abscesso de unha (drenagem) – tratamento cirúrgico', '2B', 0),
  row('30207223', 'Tratamento conservador de fratura de ossos', '4C', null),
  row('31309054', 'Cesariana', '9A', 5, { auxiliaries: 1 }),
];

export const DEFAULT_TERMS: NegotiationTerms = {
  feeBasis: 'ANESTHETIC',
  proportion: '0',
  automaticProportion: false,
  packages: [],
  billingPerHourGroups: [],
  expenses: [],
  overridesProcedures: [],
  customsProcedures: [],
  portesMap: {},
  anestheticPortes: { '1': '3A', '2': '3C', '3': '4C', '4': '6B', '5': '7C', '6': '9B', '7': '10C', '8': '12A' },
  missingAnestheticPorte: '3',
  anestheticIndicators: {
    A: '128', B: '150', C: '180', D: '220', E: '250', F: '280', G: '320', H: '350', I: '400', J: '450',
    K: '500', L: '550', M: '600', N: '650', P: '700', Q: '750', R: '850', S: '950', T: '1150', U: '1300',
    V: '1500', W: '1700', X: '1935', Y: '2380', Z: '2670',
  },
  utm: '1.17',
  accommodationFactors: { APARTMENT: '2', NURSERY: '1', OUTPATIENT: '1', ONE_DAY_CLINIC: '1.5', NONE: '1' },
  accommodationValues: { APARTMENT: '0', NURSERY: '0', OUTPATIENT: '0', ONE_DAY_CLINIC: '0', NONE: '0' },
  emergencyFactor: '1.3',
  techniquesUsed: { KConventional: '1', KVideo: '1.5', KRobotic: '2' },
  ucoByType: { Honorario: '0', SPSADT: null, Consulta: null },
  revenueConfigs: [
    { role: 'anesthetist', order: 1, share: '1', grauPart: '06' },
    { role: 'assistantAnesthetist', order: 1, share: '0.3', grauPart: '07' },
    { role: 'assistantAnesthetist', order: 2, share: '0', grauPart: 'nao_fatura_pela_ans' },
    { role: 'surgeon', order: 1, share: '1', grauPart: '00' },
    { role: 'assistantSurgeon', order: 1, share: '0.6', grauPart: '01' },
    { role: 'assistantSurgeon', order: 2, share: '0.4', grauPart: '02' },
    { role: 'assistantSurgeon', order: 3, share: '0.3', grauPart: '03' },
    { role: 'assistantSurgeon', order: 4, share: '0.3', grauPart: '04' },
  ],
  transfer: { payer: 'HEALTH_INSURANCE', receiver: 'ANESTHETIST', taxIds: [] },
}; // prettier-ignore

/** A context over the 2022 edition and the 2021-10 valuation; `terms` overrides the defaults. */
export function makeContext(
  terms: Partial<NegotiationTerms> = {},
  options: { factorByAccommodation?: boolean; isNotValued?: boolean; useCbhpm?: boolean; valuation?: null } = {},
): PricingContext {
  return {
    insurer: {
      isNotValued: options.isNotValued ?? false,
      factorByAccommodation: options.factorByAccommodation ?? true,
    },
    negotiation: {
      id: 'n1',
      name: 'CBHPM 2022',
      start: null,
      end: null,
      cbhpmEditionId: 'e2022',
      cbhpmValuationId: 'v2021-10',
      useCbhpm: options.useCbhpm ?? true,
      terms: { ...DEFAULT_TERMS, ...terms },
    },
    procedures: new Map(EDITION_2022.map((p) => [p.code, p])),
    valuation: options.valuation === null ? null : VALUATION_2021_10,
  };
}

/** An event with one anesthetist, nursery, not urgent; `procedures` are codes or inputs. */
export function makeEvent(
  procedures: (string | Partial<PricingProcedureInput>)[],
  extra: Partial<PricingEvent> = {},
): PricingEvent {
  return {
    type: 'Honorario',
    dtProcedure: '2025-03-10',
    accommodation: 'NURSERY',
    isEmergency: false,
    procedures: procedures.map((p, i) => {
      const input = typeof p === 'string' ? { code: p } : p;
      return { rowId: `r${i + 1}`, code: '', order: i + 1, ...input };
    }),
    team: [{ id: 'an1', role: 'anesthetist', order: 1 }],
    ...extra,
  };
}
