import { messages } from '@honora/contract';
import { companies, healthInsurers, systemActor, withActor } from '@honora/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './helpers';
import { signedIn } from './negotiations-world';
import { createEventsWorld, eventBody, type EventsWorld } from './events-world';

const e = messages.screens.events.errors;

/**
 * platform.md §6 / billing.md §6: "company flags control who may manipulate events (branch or
 * headquarters)". The matriz's eventsByBranch / eventsByHeadquarters decide whether its filiais'
 * events are entered and changed by the filial or by the matriz; the other side still sees them.
 */
let w: EventsWorld;
let matrizAdmin: TestClient;
let filialInsurer: string;

beforeAll(async () => {
  w = await createEventsWorld();
  matrizAdmin = await signedIn(w.t, 'admin@matriz-eventos.dev', w.matrizId, 'a');
  filialInsurer = await withActor(w.t.database.db, systemActor, async (tx) => {
    const [row] = await tx
      .insert(healthInsurers)
      .values({ companyId: w.filialId, name: 'Cortesia Filial Flags', isNotValued: true })
      .returning({ id: healthInsurers.id });
    return row!.id;
  });
  // The events world signs in seven members: slow on a busy machine.
}, 180_000);
afterAll(() => w.t.close());

async function setMatrizFlags(flags: Record<string, boolean>): Promise<void> {
  await withActor(w.t.database.db, systemActor, (tx) =>
    tx.update(companies).set({ flags }).where(eq(companies.id, w.matrizId)),
  );
}

const filialEvent = () => eventBody(w, { companyId: w.filialId, healthInsuranceId: filialInsurer, patientId: null });
const matrizEvent = () => eventBody(w, { healthInsuranceId: w.insurers.notValued, patientId: null });

async function createdBy(client: TestClient, body: ReturnType<typeof eventBody>): Promise<number> {
  return (await client.post('/api/events', body)).statusCode;
}

async function canEdit(client: TestClient, id: string): Promise<boolean> {
  const res = await client.get(`/api/events/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { actions: { edit?: boolean } }).actions.edit === true;
}

describe('who manipulates the filiais’ events (eventsByBranch, eventsByHeadquarters)', () => {
  it('without either flag both the filial and the matriz do', async () => {
    await setMatrizFlags({});
    expect(await createdBy(w.filialAdmin, filialEvent())).toBe(200);
    expect(await createdBy(matrizAdmin, filialEvent())).toBe(200);
  });

  it('by branch: the filial enters and changes its events; the matriz sees them but changes none', async () => {
    await setMatrizFlags({ eventsByBranch: true });
    const own = await w.filialAdmin.post('/api/events', filialEvent());
    expect(own.statusCode, own.body).toBe(200);
    const id = own.json().id as string;
    expect(await canEdit(w.filialAdmin, id)).toBe(true);
    expect(await canEdit(matrizAdmin, id)).toBe(false);
    const refused = await matrizAdmin.post('/api/events', filialEvent());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(e.notWritable);
    const action = await matrizAdmin.post(`/api/events/${id}/actions`, { action: 'check' });
    expect(action.statusCode).toBeGreaterThanOrEqual(400);
    expect(await createdBy(matrizAdmin, matrizEvent())).toBe(200);
  });

  it('by headquarters: the matriz enters and changes the filiais’ events; the filial only sees them', async () => {
    await setMatrizFlags({ eventsByHeadquarters: true });
    const entered = await matrizAdmin.post('/api/events', filialEvent());
    expect(entered.statusCode, entered.body).toBe(200);
    const id = entered.json().id as string;
    expect(await canEdit(matrizAdmin, id)).toBe(true);
    expect(await canEdit(w.filialAdmin, id)).toBe(false);
    const refused = await w.filialAdmin.post('/api/events', filialEvent());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(e.notWritable);
  });

  it('with both flags both may again', async () => {
    await setMatrizFlags({ eventsByBranch: true, eventsByHeadquarters: true });
    expect(await createdBy(w.filialAdmin, filialEvent())).toBe(200);
    expect(await createdBy(matrizAdmin, filialEvent())).toBe(200);
    await setMatrizFlags({});
  });
});
