/**
 * Test data for the TISS builder (unit tests, the XSD corpus test and `bench/tiss.ts`): a seeded
 * generator of valid guides of every type — names with accents, emoji, `&` and `<`, several
 * procedures, proportions, techniques and team sizes, SP/SADT expenses — so that every generated
 * lote must pass the built-in checks and the ANS schema of its version.
 */
import type {
  TissExpenseLine,
  TissGuideInput,
  TissGuideType,
  TissInsurerSettings,
  TissLoteInput,
  TissParty,
  TissProcedureItem,
  TissProfessional,
  TissVersion,
} from './types';
import { tissItemTotalCents } from './item-values';

const cents = (text: string): bigint => {
  const [int = '0', frac = ''] = text.split('.');
  return BigInt(int || '0') * 100n + BigInt((frac + '00').slice(0, 2));
};
const centsText = (value: bigint): string => {
  const s = value.toString().padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
};

/** mulberry32: a small seeded PRNG (the same seed gives the same data everywhere). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class TissTestData {
  private readonly random: () => number;
  private counter = 0;

  constructor(seed = 1) {
    this.random = seededRandom(seed);
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }
  pick<T>(values: readonly T[]): T {
    return values[Math.floor(this.random() * values.length)]!;
  }
  chance(p: number): boolean {
    return this.random() < p;
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
  money(maxInt: number): string {
    return `${this.int(1, maxInt)}.${this.digits(2)}`;
  }

  name(): string {
    const first = [
      'JOSÉ',
      'João',
      'Maria',
      'Antônio',
      'Conceição',
      'Zoë',
      'Ana & Bia',
      'Érica',
      'Łukasz',
      'Nuño',
      'Çağla',
      'Renée',
    ];
    const last = [
      'Da Silva',
      'Gonçalves',
      'D’Ávila',
      'Müller',
      'Ribeiro <Jr>',
      'Assunção 😀',
      'Smith—Jones',
      'Ñúñez',
      "O'Brien",
      'Lima "Filho"',
      'Ферзь',
      '€uro',
    ];
    return `${this.pick(first)} ${this.pick(last)} ${this.pick(last)}`;
  }

  professional(grauPart: string | null): TissProfessional {
    return {
      name: this.name(),
      council: this.pick(['06', '06', '06', '02', '10']),
      councilNumber: this.digits(this.int(4, 8)),
      uf: this.pick(['SP', 'RJ', 'MG', '35', 'df', 'BA', 'RS']),
      cbo: this.pick(['225151', '225125', '225225', '225250', '225130']),
      ...(this.chance(0.5)
        ? { cpf: this.digits(11), codeAtOperator: this.chance(0.3) ? this.digits(this.int(3, 14)) : null }
        : { cpf: null, codeAtOperator: this.digits(this.int(3, 14)) }),
      grauPart,
    };
  }

  party(): TissParty {
    const byCode = this.chance(0.5);
    return {
      codeAtOperator: byCode ? this.digits(this.int(3, 10)) : null,
      cnpj: byCode ? null : this.digits(14),
      name: `Hospital ${this.name()}`,
      cnes: this.chance(0.8) ? this.digits(7) : null,
    };
  }

  procedure(date: string, index: number, maxInt: number): TissProcedureItem {
    const quantity = this.int(1, 3);
    const unit = this.money(Math.floor(maxInt / 4));
    const factor = this.pick(['1.00', '0.70', '0.50', '1.30', '0.65', '']);
    const teamSize = this.int(1, 4);
    const graus = ['06', '07', '00', '01', '02', null];
    return {
      rowId: `row-${index}`,
      date,
      startTime: this.chance(0.7)
        ? `${String(this.int(0, 22)).padStart(2, '0')}:${String(this.int(0, 59)).padStart(2, '0')}`
        : null,
      endTime: this.chance(0.7) ? '23:59' : null,
      tableCode: this.pick([null, '22', '22', '00', '98']),
      code: this.digits(8),
      description:
        `${this.pick(['Colecistectomia', 'Anestesia para cirurgia', 'Endoscopia — digestiva', 'Cesariana “urgência”'])} ${this.name()}`.repeat(
          this.int(1, 3),
        ),
      quantity,
      proportion: this.pick(['1', '0.7', '0.5', '1.00', '1.3']),
      technique: this.pick(['KConventional', 'KVideo', 'KRobotic', null] as const),
      reductionFactor: factor,
      unitValue: unit,
      // What an insurer recomputes: round(quantity × unit × factor).
      totalValue: centsText(tissItemTotalCents(BigInt(quantity), cents(unit), cents(factor || '1.00'))),
      team: Array.from({ length: teamSize }, (_, j) => this.professional(j === 0 ? '06' : this.pick(graus))),
    };
  }

  expense(date: string): TissExpenseLine {
    return {
      expenseCode: this.pick(['01', '02', '03', '05', '07', '08', '2']),
      tableCode: this.pick([null, '18', '19', '20']),
      itemCode: this.digits(this.int(6, 10)),
      description: `Material ${this.name()}`,
      realizedDate: this.chance(0.5) ? date : null,
      startTime: null,
      endTime: null,
      amountRealized: this.pick(['1', '2.5', '10', null]),
      unityOfMeasurement: this.pick([null, '036', '001']),
      reductOrAcresc: this.pick([null, '1.00']),
      unityValue: this.money(500),
      totalValue: this.money(5000),
      anvisaRegister: this.chance(0.3) ? this.digits(11) : null,
      manufacturerRefCode: this.chance(0.3) ? `REF-${this.digits(5)}` : null,
      functionAuthorizationNumber: null,
    };
  }

  /** One valid guide of the type for the version (values fit the version's widths). */
  guide(type: TissGuideType, version: TissVersion): TissGuideInput {
    this.counter += 1;
    const date = `2026-${String(this.int(1, 12)).padStart(2, '0')}-${String(this.int(1, 28)).padStart(2, '0')}`;
    const maxInt = version === '4.03.00' ? 99999 : 9999;
    const procedures = Array.from({ length: type === 'Consulta' ? 1 : this.int(1, 5) }, (_, i) =>
      this.procedure(date, i, maxInt),
    );
    const expenses = type === 'SPSADT' ? Array.from({ length: this.int(0, 3) }, () => this.expense(date)) : [];
    const authorized = this.chance(0.6);
    return {
      eventId: `event-${this.counter}`,
      type,
      numGuide: `${this.counter}${this.digits(3)}`,
      data: {
        numberProviderGuide: this.chance(0.2) ? `G${this.counter}` : null,
        // guiaSolicInternacao is required in honorários: a valid honorários guide has it.
        numberProtocol: type === 'Honorario' || this.chance(0.5) ? this.digits(10) : null,
        authorizationDate: authorized ? date : null,
        password: authorized && this.chance(0.7) ? `S&<${this.digits(6)}` : null,
        passwordExpirationDate: null,
        numberWallet: this.chance(0.5) ? this.digits(17) : null,
        attendanceRN: this.pick([null, 'N', 'S']),
        clinicIndication: this.chance(0.3) ? `Indicação ${this.name()}` : null,
        attendimentType: this.pick([null, '04', '4', version === '3.05.00' ? '05' : '23']),
        accidenteIndication: this.pick([null, '9', '0', '2']),
        consultType: this.pick([null, '1', '2']),
        startDateBilling: this.chance(0.5) ? date : null,
        emissionDate: null,
      },
      wallet: this.digits(this.int(8, 20)),
      patientName: this.name(),
      dtProcedure: date,
      isEmergency: this.chance(0.3),
      hospital: this.party(),
      requester: this.chance(0.8) ? this.professional(null) : null,
      executor: this.professional('06'),
      procedures,
      expenses,
      observation: this.chance(0.3) ? `Obs: ${this.name()} ✓ “ok” – fim` : null,
      total: this.money(maxInt),
    };
  }

  settings(version: TissVersion, overrides: Partial<TissInsurerSettings> = {}): TissInsurerSettings {
    return {
      registerANS: this.digits(6),
      version,
      hashEncoding: this.pick(['ISO-8859-1', 'UTF-8'] as const),
      xmlFields: {},
      replaceDataBy: {},
      padGuideNumber: this.chance(0.5),
      guideNumberPadding: 7,
      ...overrides,
    };
  }

  /** A lote of `count` guides of one type. */
  lote(
    type: TissGuideType,
    version: TissVersion,
    count: number,
    settings?: Partial<TissInsurerSettings>,
  ): TissLoteInput {
    return {
      settings: this.settings(version, settings),
      provider: {
        codeAtOperator: this.chance(0.7) ? this.digits(6) : null,
        cnpj: this.digits(14),
        name: `Grupo ${this.name()}`,
        cnes: this.chance(0.5) ? this.digits(7) : null,
      },
      batchNumber: String(this.int(1, 999999)),
      sequence: String(this.int(1, 99999)),
      registeredDate: '2026-02-01',
      registeredTime: '10:15:00',
      guides: Array.from({ length: count }, () => this.guide(type, version)),
    };
  }
}

/**
 * The input that reproduces the hand-written samples of shared/tiss/samples (same values, same
 * leaf text, hence the same epilogo hash as listed in shared/tiss/xsd/SOURCES.md).
 */
export function sampleLote(type: TissGuideType, version: TissVersion): TissLoteInput {
  const anesthetist: TissProfessional = {
    name: 'MEDICO ANESTESISTA EXEMPLO',
    council: '06',
    councilNumber: '123456',
    uf: 'SP',
    cbo: '225151',
    cpf: '12345678909',
    codeAtOperator: null,
    grauPart: '06',
  };
  const hospital: TissParty = {
    codeAtOperator: null,
    cnpj: '11222333000181',
    name: 'HOSPITAL EXEMPLO',
    cnes: '1234567',
  };
  const base: TissGuideInput = {
    eventId: 'sample',
    type,
    numGuide: null,
    data: {},
    wallet: '00123456789012345',
    patientName: 'PACIENTE EXEMPLO',
    dtProcedure: '2026-01-10',
    isEmergency: false,
    hospital,
    requester: null,
    executor: null,
    procedures: [],
    expenses: [],
    observation: null,
    total: '0',
  };
  const procedure = (over: Partial<TissProcedureItem>): TissProcedureItem => ({
    rowId: 'r1',
    date: '2026-01-10',
    startTime: '08:00',
    endTime: '09:30',
    tableCode: '22',
    code: '31005497',
    description: 'COLECISTECTOMIA SEM COLANGIOGRAFIA POR VIDEOLAPAROSCOPIA',
    quantity: 1,
    proportion: '1',
    technique: 'KVideo',
    reductionFactor: '1.00',
    unitValue: '850.00',
    totalValue: '850.00',
    team: [anesthetist],
    ...over,
  });
  const guide: TissGuideInput =
    type === 'Honorario'
      ? {
          ...base,
          numGuide: 'HON000001',
          data: { numberProtocol: 'INT20260001', password: 'SENHA123' },
          procedures: [procedure({})],
          total: '850',
        }
      : type === 'SPSADT'
        ? {
            ...base,
            numGuide: 'SADT000001',
            data: {
              authorizationDate: '2026-01-05',
              password: 'SENHA456',
              attendimentType: version === '3.05.00' ? '05' : '23',
              accidenteIndication: '9',
            },
            requester: {
              ...anesthetist,
              name: 'MEDICO SOLICITANTE EXEMPLO',
              councilNumber: '654321',
              cpf: null,
              cbo: '225125',
              grauPart: null,
            },
            procedures: [
              procedure({
                startTime: '10:00:00',
                endTime: '10:40:00',
                code: '40201120',
                description: 'ENDOSCOPIA DIGESTIVA ALTA',
                technique: 'KConventional',
                unitValue: '300',
                totalValue: '300.00',
              }),
            ],
            total: '300.00',
          }
        : {
            ...base,
            numGuide: 'CON000001',
            data: {
              attendanceDateConsult: '2026-01-08',
              codeProcedureConsult: '10101012',
              valueProcedureConsult: '150',
            },
            executor: anesthetist,
            total: '150.00',
          };
  return {
    settings: {
      registerANS: '123456',
      version,
      hashEncoding: 'ISO-8859-1',
      xmlFields:
        type === 'SPSADT' ? { 'ans:numeroGuiaOperadora': 'OP20260001', dataSolicitacao: '{authorizationDate}' } : {},
      replaceDataBy: {},
      padGuideNumber: false,
      guideNumberPadding: 7,
    },
    provider: { codeAtOperator: '000123', cnpj: null, name: 'GRUPO DE ANESTESIA EXEMPLO', cnes: null },
    // The three samples were written as lotes 1001, 1002 and 1003, five minutes apart.
    batchNumber: String(1001 + ['Honorario', 'SPSADT', 'Consulta'].indexOf(type)),
    sequence: String(1001 + ['Honorario', 'SPSADT', 'Consulta'].indexOf(type)),
    registeredDate: '2026-01-12',
    registeredTime: `14:${30 + 5 * ['Honorario', 'SPSADT', 'Consulta'].indexOf(type)}:00`,
    guides: [guide],
  };
}

/** The epilogo hashes of the samples (shared/tiss/xsd/SOURCES.md). */
export const SAMPLE_HASHES: Readonly<Record<TissVersion, Readonly<Record<TissGuideType, string>>>> = {
  '4.03.00': {
    Honorario: 'c639ba2ab9d32c4a7e9f965e2e70d19e',
    SPSADT: '512afc217b3394e371993a3711d69b6f',
    Consulta: '5a08c851a3daa260e41536f63e4ebaab',
  },
  '4.01.00': {
    Honorario: 'a11812b78da1c20a645668ece849b433',
    SPSADT: 'c19341ad4cbfc3c59711d484115026cc',
    Consulta: '94c0b889d96ea31f523aabfbaf4b1ce7',
  },
  '3.05.00': {
    Honorario: 'a31fd3490aca3af9b0b2e165722d6875',
    SPSADT: 'e136bf2688b02e8820042ad7eecb481a',
    Consulta: '9e66c9035f0d6f8e8d7cf1e96af7a667',
  },
};
