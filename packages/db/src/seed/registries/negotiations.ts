import { addDays, brazilDate } from '@honora/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../client';
import { cbhpmProcedures, healthInsurers, negotiations } from '../../schema';
import type { DemoWorld } from './index';

type Tables = { editionId: string | null; valuationId: string | null };
type NewNegotiation = Omit<typeof negotiations.$inferInsert, 'companyId' | 'healthInsurerId'>;

/** The first day of the month `months` away from the month of `date` (YYYY-MM-DD). */
function monthStart(date: string, months: number): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
}

/** Codes of the demo edition the sample uses (CBHPM 2022): cesarean, vaginal delivery, endoscopy anesthesia. */
const SAMPLE = { override: '31309054', package: '31309127', hourly: '31602231' } as const;

/** Which of the sample codes the demo edition has (none without an edition). */
async function editionSample(tx: Tx, editionId: string | null): Promise<Set<string>> {
  if (!editionId) return new Set();
  const rows = await tx
    .select({ code: cbhpmProcedures.code })
    .from(cbhpmProcedures)
    .where(and(eq(cbhpmProcedures.editionId, editionId), inArray(cbhpmProcedures.code, Object.values(SAMPLE))));
  return new Set(rows.map((r) => r.code));
}

const customs = [
  { code: '99000101', description: 'Consulta pré-anestésica em consultório', value: '180.00' },
  { code: '99000102', description: 'Acompanhamento anestésico de exame de imagem', value: '420.00' },
];

/** Tables in use when the demo has a CBHPM edition; otherwise the negotiation prices its own procedures only. */
function withTables(
  tables: Tables,
  terms: Record<string, unknown>,
): Pick<NewNegotiation, 'cbhpmEditionId' | 'cbhpmValuationId' | 'useCbhpm' | 'terms'> {
  const table = tables.editionId !== null && tables.valuationId !== null;
  return {
    cbhpmEditionId: table ? tables.editionId : null,
    cbhpmValuationId: table ? tables.valuationId : null,
    useCbhpm: table,
    terms: table ? terms : { ...terms, customsProcedures: customs },
  };
}

/**
 * Bradesco's history, so the insurer screen shows every status: an ENDED first contract, the
 * CURRENT one (since six months ago, until the end of this month) and a FUTURE readjustment
 * from next month with each kind of term (custom procedure, override, package, hourly group).
 */
function bradescoHistory(tables: Tables, today: string, sample: Set<string>): NewNegotiation[] {
  const currentStart = monthStart(today, -6);
  const nextMonth = monthStart(today, 1);
  // An override must name a procedure of the table; packages and hourly groups may name any code.
  const override = sample.has(SAMPLE.override) ? [{ code: SAMPLE.override, kind: 'VALUE', value: '1950.00' }] : [];
  return [
    { name: 'CBHPM 2022 cheia', startsOn: null, endsOn: addDays(currentStart, -1), ...withTables(tables, {}) },
    {
      name: 'CBHPM 2022 -5%',
      startsOn: currentStart,
      endsOn: addDays(nextMonth, -1),
      ...withTables(tables, { proportion: '-0.05' }),
    },
    {
      name: 'Reajuste CBHPM 2022 +8%',
      startsOn: nextMonth,
      endsOn: null,
      ...withTables(tables, {
        proportion: '0.08',
        automaticProportion: true,
        customsProcedures: customs.slice(0, 1),
        overridesProcedures: override,
        packages: [{ id: 'pacote-parto', name: 'Pacote parto normal', codes: [SAMPLE.package], value: '1800.00' }],
        billingPerHourGroups: [
          { id: 'hora-endoscopia', name: 'Sedação endoscopia', codes: [SAMPLE.hourly], hourValue: '320.00' },
        ],
      }),
    },
  ];
}

/**
 * The demo insurers' negotiations (hand-written sample, dates from today): Unimed bills the
 * CBHPM table +10 % since always; Bradesco has an ended, a current and a future contract; the
 * paying hospital prices its own procedures. Terms left out take the contract's defaults when read.
 */
export async function seedDemoNegotiations(tx: Tx, world: DemoWorld, tables: Tables): Promise<void> {
  const companyId = world.matrizId;
  const insurers = await tx
    .select({ id: healthInsurers.id, name: healthInsurers.name })
    .from(healthInsurers)
    .where(eq(healthInsurers.companyId, companyId));
  const idOf = (name: string) => insurers.find((i) => i.name === name)?.id;
  const today = brazilDate(new Date());
  const plan: [string, NewNegotiation[]][] = [
    [
      'Unimed Demo',
      [
        {
          name: 'CBHPM 2022 +10%',
          startsOn: null,
          endsOn: null,
          ...withTables(tables, { feeBasis: 'ANESTHETIC', proportion: '0.1' }),
        },
      ],
    ],
    ['Bradesco Saúde Demo', bradescoHistory(tables, today, await editionSample(tx, tables.editionId))],
    [
      'Hospital Demo Pagador',
      [
        {
          name: 'Tabela própria do hospital',
          startsOn: null,
          endsOn: null,
          ...withTables({ editionId: null, valuationId: null }, {}),
        },
      ],
    ],
  ];
  for (const [insurerName, rows] of plan) {
    const healthInsurerId = idOf(insurerName);
    if (!healthInsurerId) continue;
    await tx.insert(negotiations).values(rows.map((row) => ({ ...row, companyId, healthInsurerId })));
  }
}
