import { guideDataSchema, readInsurerSettings } from '@honora/contract';
import {
  addDays,
  brazilDate,
  eventActors,
  eventMoneyTotals,
  eventTeam,
  ledgerBalances,
  normalizeGuideNumber,
  priceEvent,
  type EventStatus,
  type ItemBalance,
  type LedgerEntry,
  type PricedProcedure,
  type Proportion,
} from '@honora/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Tx } from '../../client';
import {
  eventObservations,
  eventProcedures,
  events,
  pricedColumns,
  healthInsurers,
  hospitals,
  patients,
  surgeons,
  transactions,
} from '../../schema';
import { demoPricingContext, type DemoInsurer } from './event-pricing';
import type { DemoWorld } from './index';

type InsurerName = 'Unimed Demo' | 'Bradesco Saúde Demo' | 'Hospital Demo Pagador';
type Status = EventStatus;

/** One demo event: its status, how many days ago, the insurer, the procedures (code, proportion) and extras. */
interface Sample {
  status: Status;
  daysAgo: number;
  insurer: InsurerName;
  codes: [string, Proportion][];
  emergency?: boolean;
  resident?: boolean;
  observation?: { type: 'Pending' | 'InternalPending' | 'Comment'; text: string };
}

const U: InsurerName = 'Unimed Demo';
const B: InsurerName = 'Bradesco Saúde Demo';
const H: InsurerName = 'Hospital Demo Pagador';
const one = (code: string): [string, Proportion][] => [[code, '1']];
const two = (a: string, b: string): [string, Proportion][] => [
  [a, '1'],
  [b, '0.5'],
];

/**
 * Forty events of the demo matriz over the last three months (hand-written sample): codes of the
 * demo CBHPM edition (cesarean, laparoscopic cholecystectomy, knee arthroplasty, appendectomy…)
 * and the paying hospital's own procedures, in the statuses of every list and group.
 */
const samples: Sample[] = [
  ...(['31309054', '31005497', '30726034', '31003079', '30213053', '31303102', '30306027', '30733057', '31602231', '30713153'] as const).map(
    (code, i): Sample => ({ status: 'AwaitingCheck', daysAgo: 1 + i * 2, insurer: i % 3 === 2 ? B : U, codes: one(code), emergency: i === 3, resident: i % 4 === 1 }),
  ),
  { status: 'AwaitingCheck', daysAgo: 4, insurer: H, codes: one('99000101') },
  { status: 'AwaitingCheck', daysAgo: 9, insurer: U, codes: two('31003079', '31009115') },
  { status: 'Pending', daysAgo: 12, insurer: U, codes: one('30724058'), observation: { type: 'Pending', text: 'Falta a assinatura do paciente no termo de consentimento' } },
  { status: 'Pending', daysAgo: 15, insurer: B, codes: one('31309127'), observation: { type: 'Pending', text: 'Guia sem o número da senha de autorização' } },
  { status: 'Pending', daysAgo: 18, insurer: U, codes: one('31206220'), observation: { type: 'Pending', text: 'Ficha anestésica ilegível: pedir cópia ao hospital' } },
  ...(['31309054', '31005497', '30205050', '31009336'] as const).map((code, i): Sample => ({ status: 'WaitSendGuia', daysAgo: 20 + i * 3, insurer: U, codes: one(code) })),
  ...(['30726034', '31003583', '31309054', '30715016', '30306027', '31602118', '31303102', '99000102'] as const).map(
    (code, i): Sample => ({ status: 'WaitPayment', daysAgo: 30 + i * 4, insurer: code.startsWith('99') ? H : i % 2 ? B : U, codes: one(code), resident: i === 2 }),
  ),
  { status: 'WaitSendRecourse', daysAgo: 55, insurer: U, codes: one('30724058') },
  { status: 'WaitSendRecourse', daysAgo: 58, insurer: B, codes: two('31005497', '31009115') },
  { status: 'WaitRecourse', daysAgo: 62, insurer: U, codes: one('30213053') },
  { status: 'WaitRecourse', daysAgo: 66, insurer: B, codes: one('31303102') },
  ...(['31309054', '30726034', '31003079', '31005497', '30733057'] as const).map((code, i): Sample => ({ status: 'Received', daysAgo: 70 + i * 4, insurer: i % 2 ? B : U, codes: one(code) })),
  { status: 'PartialCuted', daysAgo: 74, insurer: U, codes: two('31003079', '31009115') },
  { status: 'PartialCuted', daysAgo: 84, insurer: B, codes: one('30724058') },
  { status: 'Filled', daysAgo: 3, insurer: U, codes: one('31309127') },
  { status: 'InternalPending', daysAgo: 6, insurer: B, codes: one('31602223'), observation: { type: 'InternalPending', text: 'Conferir com a coordenação o porte do bloqueio' } },
  { status: 'ProtocolCreated', daysAgo: 1, insurer: U, codes: [] },
  { status: 'ProtocolCreated', daysAgo: 2, insurer: B, codes: [] },
]; // prettier-ignore

/** The status object of each demo status (billing.md §4: what the transitions on the way set). */
function statusFlags(status: Status) {
  const sent = !['AwaitingCheck', 'Pending', 'WaitSendGuia', 'Filled', 'InternalPending', 'ProtocolCreated'].includes(
    status,
  );
  const finished = status === 'Received' || status === 'PartialCuted';
  return {
    guiaSent: sent,
    recourseIdentify: status === 'WaitSendRecourse' || status === 'WaitRecourse',
    recourseSent: status === 'WaitRecourse',
    isLocked: finished,
    received: finished,
    hasCuted: status === 'PartialCuted',
  };
}

const cents = (text: string) => BigInt(text.replace('.', ''));
const money = (value: bigint) => `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;

/**
 * The ledger entries of a finished demo event (decision 016): every procedure received, and 15 %
 * of the first one glosado when partially cut. Its totals come from these entries.
 */
function receipts(status: Status, rows: readonly { id: string; value: string }[]): LedgerEntry[] {
  if (status !== 'Received' && status !== 'PartialCuted') return [];
  return rows.flatMap((row, index) => {
    const value = cents(row.value);
    const glosado = status === 'PartialCuted' && index === 0 ? (value * 15n) / 100n : 0n;
    const entry = { type: 'PROCEDURE' as const, procedureRowId: row.id };
    return [
      { ...entry, action: 'Received' as const, value: money(value - glosado) },
      ...(glosado > 0n ? [{ ...entry, action: 'Glosado' as const, value: money(glosado) }] : []),
    ];
  });
}

async function demoRecords(tx: Tx, world: DemoWorld) {
  const live = <T extends typeof patients | typeof hospitals | typeof surgeons>(table: T) =>
    tx
      .select()
      .from(table as typeof patients)
      .where(and(eq(table.companyId, world.matrizId), isNull(table.deletedAt)))
      .orderBy(asc(table.name));
  const insurers = await tx
    .select()
    .from(healthInsurers)
    .where(and(eq(healthInsurers.companyId, world.matrizId), isNull(healthInsurers.deletedAt)));
  return {
    insurers: new Map(insurers.map((i) => [i.name, i])),
    patients: await live(patients),
    hospitals: await live(hospitals),
    surgeons: await live(surgeons),
  };
}

/**
 * The demo's events (issue 6): forty events of the demo matriz for the demo anesthetist,
 * priced by the engine on the same context the server prices with (never typed values), guide
 * numbers unique per insurer and shaped by its rules, written in three bulk inserts.
 */
export async function seedDemoEvents(tx: Tx, world: DemoWorld): Promise<void> {
  const anesthetistId = world.userIdsByEmail['anestesista@demo.honora.dev'];
  const residentId = world.userIdsByEmail['residente@demo.honora.dev'] ?? null;
  const billerId = world.userIdsByEmail['faturista@demo.honora.dev'] ?? 'system';
  const records = await demoRecords(tx, world);
  if (!anesthetistId || records.patients.length === 0) return;
  const today = brazilDate(new Date());
  const eventRows: (typeof events.$inferInsert)[] = [];
  const procedureRows: (typeof eventProcedures.$inferInsert)[] = [];
  const observationRows: (typeof eventObservations.$inferInsert)[] = [];
  const transactionRows: (typeof transactions.$inferInsert)[] = [];
  const used = new Set<string>();

  for (const [i, sample] of samples.entries()) {
    const insurer = records.insurers.get(sample.insurer);
    if (!insurer) continue;
    const id = randomUUID();
    const dtProcedure = addDays(today, -sample.daysAgo);
    const anesthesiaEnd = i % 2 ? '09:10' : '10:45';
    const patient = records.patients[i % records.patients.length]!;
    const surgeon = records.surgeons.length > 0 && i % 3 !== 0 ? records.surgeons[i % records.surgeons.length]! : null;
    const people = {
      anesthetistId,
      secondaryAnesthetistId: null,
      thirdAnesthetistId: null,
      residentId: sample.resident ? residentId : null,
      surgeonId: surgeon?.id ?? null,
      actors: [],
    };
    const team = eventTeam(people);
    const accommodation = patient.accommodation as NonNullable<typeof events.$inferInsert.accommodation>;
    const priced = await priceSample(tx, insurer, sample, { dtProcedure, accommodation, anesthesiaEnd }, team);
    const rows = priced.map((p) => ({ ...p, id: randomUUID() }));
    const entries = receipts(sample.status, rows);
    const balances = ledgerBalances(
      rows.map((p) => ({ type: 'PROCEDURE' as const, rowId: p.id, value: p.value })),
      entries,
    ).items;
    const totals = eventMoneyTotals(balances);
    const actors = priced.length > 0 ? eventActors(team, priced) : [];
    // The patient's card when the event is of the patient's insurer, else the card of that plan
    // (every demo guide can be billed in TISS, which requires the beneficiary's card).
    const wallet =
      patient.healthInsuranceId === insurer.id && patient.healthInsuranceWallet
        ? patient.healthInsuranceWallet
        : `0${String(7_000_000_000 + i * 7_919)}`;
    eventRows.push({
      id,
      companyId: world.matrizId,
      type: 'Honorario',
      isEmergency: sample.emergency ?? false,
      numGuide: guideNumber(insurer, i),
      dtProcedure,
      anesthesiaStart: '07:30',
      anesthesiaEnd,
      healthInsuranceId: insurer.id,
      healthInsuranceWallet: wallet,
      hospitalId: records.hospitals.length > 0 ? records.hospitals[i % records.hospitals.length]!.id : null,
      patientId: patient.id,
      accommodation,
      status: sample.status,
      ...statusFlags(sample.status),
      ...people,
      ...(priced.length > 0 ? totals : {}),
      actors: actors as unknown as Record<string, unknown>[],
      revenueIds: [...new Set(actors.map((a) => a.id))],
      revenueTypes: [...new Set(actors.map((a) => a.type))],
      // The authorization password the demo company makes mandatory on its Honorário events.
      guideData: guideDataSchema.parse({ numberWallet: wallet, password: String(400_000 + i * 37) }),
    });
    procedureRows.push(
      ...rows.map((p) => {
        const balance = balances.find((b) => b.rowId === p.id)!;
        return procedureRow(p, balance, id, world.matrizId);
      }),
    );
    const paidOn = addDays(dtProcedure, Math.min(30, sample.daysAgo));
    transactionRows.push(
      ...entries.map((entry) => ({
        ...entry,
        eventId: id,
        companyId: world.matrizId,
        isMatriz: true,
        date: paidOn,
        userId: billerId,
        userName: 'Fábio Faturista',
        receiverId: anesthetistId,
        healthInsuranceId: insurer.id,
        hospitalId: eventRows.at(-1)!.hospitalId ?? null,
        dtProcedure,
      })),
    );
    if (sample.observation) {
      observationRows.push({
        eventId: id,
        companyId: world.matrizId,
        ...sample.observation,
        userId: billerId,
        userName: 'Fábio Faturista',
      });
    }
    used.add(insurer.id);
  }
  if (eventRows.length === 0) return;
  await tx.insert(events).values(eventRows);
  if (procedureRows.length > 0) await tx.insert(eventProcedures).values(procedureRows);
  if (observationRows.length > 0) await tx.insert(eventObservations).values(observationRows);
  if (transactionRows.length > 0) await tx.insert(transactions).values(transactionRows);
  await tx
    .update(healthInsurers)
    .set({ hasEvents: true })
    .where(inArray(healthInsurers.id, [...used]));
}

/** A guide number unique per insurer, shaped by the insurer's rules (letters allowed, padding) as a save shapes it. */
function guideNumber(insurer: DemoInsurer, index: number): string {
  const settings = readInsurerSettings({ flags: insurer.flags, configs: insurer.configs });
  const raw = settings.flags.allowAlphanumericGuideNumber ? `BR${7100 + index}` : String(81_000 + index * 7);
  const checked = normalizeGuideNumber(raw, {
    allowAlphanumeric: settings.flags.allowAlphanumericGuideNumber,
    pad: settings.flags.padGuideNumber,
    padding: settings.configs.guideNumberPadding,
  });
  if (!checked.ok) throw new Error(`demo guide number ${raw} breaks ${insurer.name}'s rules`);
  return checked.value;
}

async function priceSample(
  tx: Tx,
  insurer: DemoInsurer,
  sample: Sample,
  facts: {
    dtProcedure: string;
    accommodation: NonNullable<typeof events.$inferInsert.accommodation>;
    anesthesiaEnd: string;
  },
  team: ReturnType<typeof eventTeam>,
): Promise<PricedProcedure[]> {
  if (sample.codes.length === 0) return [];
  const codes = sample.codes.map(([code]) => code);
  const { dtProcedure } = facts;
  const context = await demoPricingContext(tx, insurer, dtProcedure, codes);
  if (!context) throw new Error(`demo: ${insurer.name} has no negotiation in force on ${dtProcedure}`);
  const result = priceEvent(
    {
      type: 'Honorario',
      dtProcedure,
      accommodation: facts.accommodation,
      isEmergency: sample.emergency ?? false,
      anesthesiaStart: '07:30',
      anesthesiaEnd: facts.anesthesiaEnd,
      procedures: sample.codes.map(([code, proportion], i) => ({ rowId: `row-${i}`, code, order: i + 1, proportion })),
      team,
    },
    context,
  );
  if (result.problems.length > 0) throw new Error(`demo: cannot price ${JSON.stringify(result.problems)}`);
  return result.procedures;
}

function procedureRow(
  p: PricedProcedure & { id: string },
  balance: ItemBalance,
  eventId: string,
  companyId: string,
): typeof eventProcedures.$inferInsert {
  const { received, loss, glosado, discount, over } = balance;
  return { id: p.id, eventId, companyId, idProc: p.code, ...pricedColumns(p), received, loss, glosado, discount, over };
}
