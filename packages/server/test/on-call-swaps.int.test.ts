import { scheduleSettings, scheduleSlots, systemActor, withActor } from '@honora/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, type TestApp } from './helpers';
import { createOnCallWorld, day, month, monthUrl } from './on-call-world';

/**
 * Swaps and hand-overs (platform.md §3 schedule change statuses; decision 043): the colleague
 * accepts, the coordinator approves where required, and the roster's rules decide at the end.
 */
let t: TestApp;
let companyId: string;
let manager: TestClient;
let scheduler: TestClient;
let ana: TestClient;
let bruno: TestClient;
let carla: TestClient;
let outsider: TestClient;
let doctor: Record<'ana' | 'bruno' | 'carla' | 'rita', string>;
let lines: Record<'day' | 'night' | 'call' | 'foreign', string>;
type SlotKey = 'ana10' | 'ana12' | 'ana14' | 'ana16' | 'carla13';
const slot = {} as Record<SlotKey, string>;
const SWAPS = '/api/on-call/swaps';

beforeAll(async () => {
  ({ t, companyId, manager, scheduler, doctorClient: ana, outsider, doctor, lines } = await createOnCallWorld());
  const signIn = async (email: string) => {
    const client = new TestClient(t.app);
    expect((await client.login(email, 'senha-forte-1')).statusCode).toBe(200);
    return client;
  };
  bruno = await signIn('bruno@plantao.dev');
  carla = await signIn('carla@plantao.dev');
  for (const [key, n, who] of [
    ['ana10', 10, doctor.ana],
    ['ana12', 12, doctor.ana],
    ['ana14', 14, doctor.ana],
    ['ana16', 16, doctor.ana],
    ['carla13', 13, doctor.carla],
  ] as const) {
    const res = await scheduler.put(`${monthUrl}/slots`, {
      lineId: lines.day,
      day: day(n),
      position: 0,
      doctorId: who,
      version: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    slot[key] = res.json().slot.id;
  }
});
afterAll(() => t.close());

const list = async (client: TestClient) => (await client.get(`${SWAPS}?month=${month}`)).json();
const doctorOf = async (id: string) =>
  (
    await withActor(t.database.db, systemActor, (tx) => tx.select().from(scheduleSlots).where(eq(scheduleSlots.id, id)))
  )[0]!.doctorId;

describe('asking', () => {
  it('refuses a slot of a month not yet published', async () => {
    const res = await ana.post(SWAPS, { kind: 'HANDOVER', slotId: slot.ana10, targetDoctorId: doctor.bruno });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].message).toBe('Plantão não encontrado entre os seus, em escala publicada');
    const version = (await scheduler.get(monthUrl)).json().header.version;
    expect((await scheduler.post(`${monthUrl}/publish`, { version })).statusCode).toBe(200);
  });

  it.each([
    [{ kind: 'HANDOVER', slotId: 'carla13', targetDoctorId: 'bruno' }, 'slotId'],
    [{ kind: 'HANDOVER', slotId: 'ana10', targetDoctorId: 'ana' }, 'targetDoctorId'],
    [{ kind: 'HANDOVER', slotId: 'ana10', targetDoctorId: '00000000-0000-4000-8000-000000000000' }, 'targetDoctorId'],
    [{ kind: 'SWAP', slotId: 'ana10', targetDoctorId: null, counterSlotId: 'carla13' }, 'targetDoctorId'],
    [{ kind: 'SWAP', slotId: 'ana10', targetDoctorId: 'bruno', counterSlotId: 'carla13' }, 'counterSlotId'],
    [{ kind: 'TRADE', slotId: 'ana10' }, 'kind'],
    [{ kind: 'HANDOVER', slotId: 'ana10', justification: 'x'.repeat(501) }, 'justification'],
  ])('refuses %j on %s, writing nothing', async (body, field) => {
    const ids = (value: unknown) =>
      typeof value === 'string' ? (slot[value as SlotKey] ?? doctor[value as keyof typeof doctor] ?? value) : value;
    const res = await ana.post(SWAPS, Object.fromEntries(Object.entries(body).map(([k, v]) => [k, ids(v)])));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields[0].path).toBe(field);
    expect((await list(manager)).items).toEqual([]);
  });

  it('lists the doctor her slots to offer and the colleagues with theirs', async () => {
    const mine = await list(ana);
    expect(mine.coordinates).toBe(false);
    expect(mine.mySlots.map((s: { id: string }) => s.id)).toEqual([slot.ana10, slot.ana12, slot.ana14, slot.ana16]);
    const carlaOption = mine.colleagues.find((c: { id: string }) => c.id === doctor.carla);
    expect(carlaOption.slots.map((s: { id: string }) => s.id)).toEqual([slot.carla13]);
  });
});

describe('a hand-over with the coordinator’s approval', () => {
  let id: string;
  it('goes Pending → accepted by the colleague → Accepted by the coordinator, and moves the slot', async () => {
    const asked = await ana.post(SWAPS, {
      kind: 'HANDOVER',
      slotId: slot.ana10,
      targetDoctorId: doctor.bruno,
      justification: 'Congresso',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      status: 'Pending',
      needsApproval: true,
      can: { cancel: true, accept: false },
    });
    id = asked.json().id;
    expect((await ana.post(SWAPS, { kind: 'HANDOVER', slotId: slot.ana10 })).statusCode).toBe(409);

    const seen = (await list(bruno)).items.find((s: { id: string }) => s.id === id);
    expect(seen.can).toMatchObject({ accept: true, reject: true, approve: false });
    expect((await bruno.post(`${SWAPS}/${id}/approve`, { version: 1 })).statusCode).toBe(403);
    const accepted = await bruno.post(`${SWAPS}/${id}/accept`, { version: 1 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'Pending', version: 2 });
    expect(accepted.json().targetAcceptedAt).not.toBeNull();
    expect(await doctorOf(slot.ana10)).toBe(doctor.ana);

    const stale = await manager.post(`${SWAPS}/${id}/approve`, { version: 1 });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('otherUser');
    const approved = await manager.post(`${SWAPS}/${id}/approve`, { version: 2 });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'Accepted', decidedByName: 'Gestora Gina' });
    expect(await doctorOf(slot.ana10)).toBe(doctor.bruno);
    expect((await ana.post(`${SWAPS}/${id}/cancel`, { version: 3 })).statusCode).toBe(409);
  });
});

describe('when the rules refuse at the end', () => {
  it('leaves the request in Error, with the breach, and the roster as it was', async () => {
    const asked = (
      await ana.post(SWAPS, { kind: 'HANDOVER', slotId: slot.ana12, targetDoctorId: doctor.carla })
    ).json();
    expect((await carla.post(`${SWAPS}/${asked.id}/accept`, { version: 1 })).statusCode).toBe(200);
    // Meanwhile the publisher puts Carla in another plantão at the same time.
    const other = await scheduler.put(`${monthUrl}/slots`, {
      lineId: lines.day,
      day: day(12),
      position: 1,
      doctorId: doctor.carla,
      version: 0,
    });
    expect(other.statusCode, other.body).toBe(200);
    const res = await manager.post(`${SWAPS}/${asked.id}/approve`, { version: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('Error');
    expect(res.json().outcome).toMatch(/^Carla Dias já está em Hospital Central/);
    expect(await doctorOf(slot.ana12)).toBe(doctor.ana);
  });
});

describe('a swap applied at once where the company needs no approval', () => {
  it('exchanges the two slots when the colleague accepts', async () => {
    await withActor(t.database.db, systemActor, (tx) =>
      tx.insert(scheduleSettings).values({ companyId, swapNeedsApproval: false }),
    );
    const asked = await ana.post(SWAPS, {
      kind: 'SWAP',
      slotId: slot.ana14,
      targetDoctorId: doctor.carla,
      counterSlotId: slot.carla13,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const done = await carla.post(`${SWAPS}/${asked.json().id}/accept`, { version: 1 });
    expect(done.json()).toMatchObject({ status: 'Accepted', needsApproval: false });
    expect(await doctorOf(slot.ana14)).toBe(doctor.carla);
    expect(await doctorOf(slot.carla13)).toBe(doctor.ana);
  });

  it('lets any colleague take an open offer, and the asker cancel or the colleague reject', async () => {
    const open = (await ana.post(SWAPS, { kind: 'HANDOVER', slotId: slot.ana16 })).json();
    expect(open.targetDoctorId).toBeNull();
    expect((await list(bruno)).items.some((s: { id: string }) => s.id === open.id)).toBe(true);
    // Only a doctor of the company takes an open offer: the coordinator approves, never takes.
    const byCoordinator = await manager.post(`${SWAPS}/${open.id}/accept`, { version: 1 });
    expect(byCoordinator.statusCode).toBe(403);
    expect((await list(manager)).items.find((s: { id: string }) => s.id === open.id).can.accept).toBe(false);
    const taken = await bruno.post(`${SWAPS}/${open.id}/accept`, { version: 1 });
    expect(taken.json()).toMatchObject({ status: 'Accepted', targetDoctorName: 'Bruno Lima' });
    expect(await doctorOf(slot.ana16)).toBe(doctor.bruno);

    const back = (
      await bruno.post(SWAPS, { kind: 'HANDOVER', slotId: slot.ana16, targetDoctorId: doctor.carla })
    ).json();
    expect((await carla.post(`${SWAPS}/${back.id}/reject`, { version: 1 })).json().status).toBe('Rejected');
    const again = (
      await bruno.post(SWAPS, { kind: 'HANDOVER', slotId: slot.ana16, targetDoctorId: doctor.carla })
    ).json();
    expect((await ana.post(`${SWAPS}/${again.id}/cancel`, { version: 1 })).statusCode).toBe(403);
    expect((await bruno.post(`${SWAPS}/${again.id}/cancel`, { version: 1 })).json().status).toBe('Cancelled');
  });

  it("never shows another company's requests nor acts on them", async () => {
    expect((await list(outsider)).items).toEqual([]);
    const [any] = (await list(manager)).items;
    expect((await outsider.post(`${SWAPS}/${any.id}/cancel`, { version: any.version })).statusCode).toBe(404);
  });
});
