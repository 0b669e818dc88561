import {
  addDays,
  centsText,
  generateInstallments,
  validateContractTerms,
  zonedDay,
  type ContractTerms,
} from '@honora/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../client';
import { contractInstallments, contracts, healthInsurers, hospitals } from '../../schema';
import type { DemoWorld } from './index';

/**
 * The demo group's contracts (platform.md §2 contracts, periodOfPayment; §3 Contract; decision
 * 045), dated from today so every start shows them alive: the maternity's plantões covered for a
 * fixed monthly value since January (billed, the installments due before this month received but
 * last month's, so one is overdue), extra hours at São Lucas paid by the hour each semester (still
 * open), and last year's package with an insurer, wholly received and closed.
 */
interface DemoContract {
  type: string;
  hospital: string | null;
  insurer: string | null;
  terms: Pick<
    ContractTerms,
    'startsOn' | 'endsOn' | 'billingType' | 'billingDay' | 'fixedValue' | 'value' | 'hoursPerPeriod' | 'ratePerHour'
  >;
  notes: string | null;
  /** Billed contracts: the installments due before this day are received, except those listed. */
  billed: { receivedBefore: string; unpaid: number[] } | null;
}

export function demoContracts(today: string): DemoContract[] {
  const year = Number(today.slice(0, 4));
  const thisMonth = `${today.slice(0, 7)}-01`;
  // The installment of month k (January = 0) falls due in month k + 2: last month's is unpaid.
  const lastMonthDue = addDays(thisMonth, -20).slice(0, 7);
  return [
    {
      type: 'Cobertura de plantões',
      hospital: 'Maternidade Nossa Senhora de Fátima',
      insurer: null,
      terms: {
        startsOn: `${year}-01-01`,
        endsOn: `${year}-12-31`,
        billingType: 'Monthly',
        billingDay: 10,
        fixedValue: true,
        value: 72_000_000n,
        hoursPerPeriod: null,
        ratePerHour: null,
      },
      notes: 'Plantões presenciais de 12 h no centro obstétrico, 24 h por dia, todos os dias.',
      billed: { receivedBefore: thisMonth, unpaid: [Number(lastMonthDue.slice(5, 7)) - 2] },
    },
    {
      type: 'Horas extras',
      hospital: 'Hospital São Lucas da Consolação',
      insurer: null,
      terms: {
        startsOn: `${year}-01-01`,
        endsOn: `${year + 1}-12-31`,
        billingType: 'Biannual',
        billingDay: 15,
        fixedValue: false,
        value: null,
        hoursPerPeriod: '120',
        ratePerHour: 18_000n,
      },
      notes: 'Salas extras de fim de semana combinadas com a coordenação do centro cirúrgico.',
      billed: null,
    },
    {
      type: 'Pacote de anestesia ambulatorial',
      hospital: null,
      insurer: 'Unimed Demo',
      terms: {
        startsOn: `${year - 1}-01-01`,
        endsOn: `${year - 1}-12-31`,
        billingType: 'Yearly',
        billingDay: 5,
        fixedValue: true,
        value: 9_600_000n,
        hoursPerPeriod: null,
        ratePerHour: null,
      },
      notes: null,
      billed: { receivedBefore: today, unpaid: [] },
    },
  ];
}

const earliest = (a: string, b: string) => (a < b ? a : b);

export async function seedDemoContracts(tx: Tx, world: DemoWorld): Promise<void> {
  const companyId = world.matrizId;
  const today = zonedDay(Date.now());
  const idOf = async (table: typeof hospitals | typeof healthInsurers, name: string | null) => {
    if (name === null) return null;
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.companyId, companyId), eq(table.name, name)));
    if (!row) throw new Error(`demo contracts: ${name} is not a demo registry record`);
    return row.id;
  };
  for (const demo of demoContracts(today)) {
    const hospitalId = await idOf(hospitals, demo.hospital);
    const insurerId = await idOf(healthInsurers, demo.insurer);
    const installments = generateInstallments(demo.terms);
    const terms: ContractTerms = { id: null, type: demo.type, hospitalId, insurerId, ...demo.terms, installments };
    const problems = validateContractTerms(terms);
    if (problems.length > 0) throw new Error(`demo contract ${demo.type}: ${JSON.stringify(problems)}`);
    const received = installments.map(
      (i, index) => demo.billed !== null && i.dueOn < demo.billed.receivedBefore && !demo.billed.unpaid.includes(index),
    );
    const allReceived = received.every(Boolean);
    const [row] = await tx
      .insert(contracts)
      .values({
        companyId,
        type: demo.type,
        hospitalId,
        insurerId,
        ...demo.terms,
        value: demo.terms.value === null ? null : centsText(demo.terms.value),
        ratePerHour: demo.terms.ratePerHour === null ? null : centsText(demo.terms.ratePerHour),
        notes: demo.notes,
        status: demo.billed === null ? 'Open' : allReceived ? 'Closed' : 'WaitPayment',
      })
      .returning();
    await tx.insert(contractInstallments).values(
      installments.map((i, index) => ({
        companyId,
        contractId: row!.id,
        seq: index + 1,
        dueOn: i.dueOn,
        value: centsText(i.value),
        periodStartsOn: i.period.startsOn,
        periodEndsOn: i.period.endsOn,
        status: received[index] ? 'Received' : 'WaitPayment',
        receivedOn: received[index] ? earliest(addDays(i.dueOn, 2), today) : null,
        receiptNote: received[index] ? 'Transferência bancária' : null,
      })),
    );
  }
}
