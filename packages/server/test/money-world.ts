import type { EventCreateBody } from '@honora/contract';
import { events, eventProcedures, systemActor, transactions, typesOfPayment, users, withActor } from '@honora/db';
import { eventMoneyTotals, ledgerBalances, type MoneyItem } from '@honora/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createEventsWorld, TABLE_CODES, TODAY, type EventsWorld } from './events-world';
import type { TestClient } from './helpers';

export { TABLE_CODES, TODAY };

/**
 * The money tests' world (issue 7), on the events world: a type of payment of the matriz (and a
 * removed one, and one of another company), the resident's user id, and helpers that register an
 * event through the API with typed procedure values, complementation and co-participation fee and
 * bring it to WaitPayment, as a biller would.
 */
export interface MoneyWorld extends EventsWorld {
  typeOfPaymentId: string;
  removedTypeOfPaymentId: string;
  otherTypeOfPaymentId: string;
  residentId: string;
}

export async function createMoneyWorld(env: Record<string, string> = {}): Promise<MoneyWorld> {
  const w = await createEventsWorld(env);
  const db = w.t.database.db;
  const [typeIds, [resident]] = await Promise.all([
    withActor(db, systemActor, async (tx) => {
      const rows = await tx
        .insert(typesOfPayment)
        .values([
          { companyId: w.matrizId, name: 'PIX' },
          { companyId: w.matrizId, name: 'Cheque' },
          { companyId: w.otherId, name: 'Boleto da Outra' },
        ])
        .returning({ id: typesOfPayment.id });
      await tx.update(typesOfPayment).set({ deletedAt: new Date() }).where(eq(typesOfPayment.id, rows[1]!.id));
      return rows.map((r) => r.id);
    }),
    db.select({ id: users.id }).from(users).where(eq(users.email, 'residente@eventos.dev')),
  ]);
  return {
    ...w,
    typeOfPaymentId: typeIds[0]!,
    removedTypeOfPaymentId: typeIds[1]!,
    otherTypeOfPaymentId: typeIds[2]!,
    residentId: resident!.id,
  };
}

export interface MoneyEventView {
  id: string;
  version: number;
  status: { status: string; isLocked: boolean };
  values?: Record<string, string>;
  procedures: { rowId: string; value?: string; received?: string; glosado?: string; loss?: string; over?: string }[];
  actions: Record<string, boolean>;
}

export interface MoneyEventOptions {
  /** Typed values of the procedure rows (userCustom). */
  values?: string[];
  complementation?: string;
  attendanceFee?: string;
  /** Expense lines' totalValue. */
  expenses?: string[];
  insurer?: string;
  overrides?: Partial<EventCreateBody>;
  /** Leave the event in AwaitingCheck. */
  unchecked?: boolean;
}

let guide = 70_000;

/** Registers an event through the API (as `client`) and checks it to WaitPayment. */
export async function moneyEvent(w: MoneyWorld, client: TestClient, options: MoneyEventOptions = {}) {
  const values = options.values ?? ['300.00'];
  const body: EventCreateBody = {
    companyId: w.matrizId,
    type: 'Honorario',
    dtProcedure: TODAY,
    healthInsuranceId: options.insurer ?? w.insurers.valued,
    patientId: w.patientId,
    accommodation: 'NURSERY',
    numGuide: String(guide++),
    procedures: values.map((value, i) => ({
      idProc: TABLE_CODES[i % TABLE_CODES.length]!,
      order: i + 1,
      userCustom: true,
      value,
    })),
    complementation: options.complementation ?? '0',
    attendanceFee: options.attendanceFee ?? '0',
    guideData: { expenses: (options.expenses ?? []).map((totalValue) => ({ expenseCode: '01', totalValue })) },
    ...options.overrides,
  };
  const created = await client.post('/api/events', body);
  expect(created.statusCode, created.body).toBe(200);
  const view = created.json() as MoneyEventView;
  if (options.unchecked) return view;
  const checked = await client.post(`/api/events/${view.id}/actions`, { action: 'check', version: view.version });
  expect(checked.statusCode, checked.body).toBe(200);
  const result = checked.json() as MoneyEventView;
  expect(result.status.status).toBe('WaitPayment');
  return result;
}

export async function eventRow(w: MoneyWorld, id: string) {
  const [row] = await w.t.database.db.select().from(events).where(eq(events.id, id));
  return row!;
}

export async function entriesOf(w: MoneyWorld, eventId: string) {
  return w.t.database.db
    .select()
    .from(transactions)
    .where(eq(transactions.eventId, eventId))
    .orderBy(asc(transactions.creationDate), asc(transactions.id));
}

/**
 * Checks that the event's stored totals and procedure columns are exactly what its ACTIVE
 * entries say (decision 016), computing the ledger afresh from the database rows.
 */
export async function expectTotalsMatchLedger(w: MoneyWorld, eventId: string) {
  const db = w.t.database.db;
  const row = await eventRow(w, eventId);
  const rows = await db
    .select()
    .from(eventProcedures)
    .where(and(eq(eventProcedures.eventId, eventId), isNull(eventProcedures.deletedAt)));
  const active = (await entriesOf(w, eventId)).filter((t) => t.canceledId === null && t.canceledById === null);
  const items: MoneyItem[] = [
    ...rows.map((p) => ({ type: 'PROCEDURE' as const, rowId: p.id, value: p.value })),
    { type: 'COMPLEMENTATION', rowId: null, value: row.complementation },
    { type: 'ATTENDANCEFEE', rowId: null, value: row.attendanceFee },
    { type: 'EXPENSE', rowId: null, value: row.expenses },
  ];
  const { items: balances, orphans } = ledgerBalances(items, active);
  expect(orphans).toEqual([]);
  const totals = eventMoneyTotals(balances);
  for (const [field, value] of Object.entries(totals)) {
    expect(`${field}=${row[field as keyof typeof row] as string}`).toBe(`${field}=${value}`);
  }
  for (const p of rows) {
    const b = balances.find((x) => x.rowId === p.id)!;
    expect({ received: p.received, loss: p.loss, glosado: p.glosado, discount: p.discount, over: p.over }).toEqual({
      received: b.received,
      loss: b.loss,
      glosado: b.glosado,
      discount: b.discount,
      over: b.over,
    });
  }
  return totals;
}

/** Expects the refusal (status, code and message) and answers the body. */
export function expectRefused(res: LightMyRequestResponse, status: number, message: string, code?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { code: string; message: string; fields?: { path: string; message: string }[] };
  if (code) expect(body.code).toBe(code);
  if (body.code === 'inputError' && body.fields?.length && body.message !== message) {
    expect(body.fields.map((f) => f.message)).toContain(message);
  } else {
    expect(body.message).toBe(message);
  }
  return body;
}
