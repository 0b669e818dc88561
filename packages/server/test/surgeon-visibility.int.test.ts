import { messages } from '@honora/contract';
import { companies, events, surgeons, systemActor, users, withActor } from '@honora/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventsWorld, eventBody, type EventsWorld } from './events-world';
import type { TestClient } from './helpers';
import { signedIn } from './negotiations-world';
import { readSheet } from './xlsx-sheet';

const t = messages.screens.events;

/**
 * "Company flags control … who sees the surgeon" (platform.md §3, §6; decision 018 "Surgeon"):
 * without surgeonVisibleToAll, a member who is only a doctor sees the surgeon and the
 * surgeon-side team only of the events they take part in, on every route that shows an event;
 * their saves keep what they were not shown. Staff always see it; with the flag on, all do.
 */
let w: EventsWorld;
/** An anesthetist who also bills (profile f: every event of the company), not a staff user. */
let doctor: TestClient;
let doctorId: string;
let surgeonId: string;
let assistantId: string;
/** An event of a colleague, with a surgeon and an assistant surgeon. */
let othersEvent: string;
/** An event the doctor takes part in, with the same surgeon. */
let ownEvent: string;

async function setFlags(flags: Record<string, boolean>) {
  await withActor(w.t.database.db, systemActor, (tx) =>
    tx.update(companies).set({ flags }).where(eq(companies.id, w.matrizId)),
  );
}

async function created(client: TestClient, body: ReturnType<typeof eventBody>): Promise<string> {
  const res = await client.post('/api/events', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
}

beforeAll(async () => {
  w = await createEventsWorld();
  doctor = await signedIn(w.t, 'medico.faturista@eventos.dev', w.matrizId, 'f', ['KAnesthetist']);
  const db = w.t.database.db;
  [{ id: doctorId }] = (await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'medico.faturista@eventos.dev'))) as [{ id: string }];
  const surgeonIds = await withActor(db, systemActor, async (tx) => {
    const rows = await tx
      .insert(surgeons)
      .values([
        { companyId: w.matrizId, name: 'Dr. Escondido Bisturi' },
        { companyId: w.matrizId, name: 'Dra. Auxiliar Reservada' },
      ])
      .returning({ id: surgeons.id });
    return rows.map((r) => r.id);
  });
  [surgeonId, assistantId] = [surgeonIds[0]!, surgeonIds[1]!];
  const team = { surgeonId, actors: [{ id: assistantId, type: 'assistantSurgeon' as const, order: 1 }] };
  othersEvent = await created(w.biller, eventBody(w, { anesthetistId: w.anesthetistId, numGuide: '77101', ...team }));
  ownEvent = await created(w.biller, eventBody(w, { anesthetistId: doctorId, numGuide: '77102', ...team }));
  await setFlags({});
}, 180_000);
afterAll(() => w.t.close());

type View = {
  version: number;
  surgeonId: string | null;
  surgeonHidden: boolean;
  names: { surgeon: string | null };
  actors: { id: string; type: string }[];
  revenueIds: string[];
  procedures: { revenueTeam: { role: string }[] }[];
};

async function view(client: TestClient, id: string): Promise<{ body: string; json: View }> {
  const res = await client.get(`/api/events/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, json: res.json() as View };
}

describe('surgeonVisibleToAll off', () => {
  it('a doctor gets a colleague’s event without its surgeon or surgeon-side team, anywhere in the answer', async () => {
    const { body, json } = await view(doctor, othersEvent);
    expect(json.surgeonHidden).toBe(true);
    expect(json.surgeonId).toBeNull();
    expect(json.names.surgeon).toBeNull();
    expect(json.actors.map((a) => a.type)).toEqual(['anesthetist']);
    for (const hidden of [surgeonId, assistantId, 'Escondido', 'Reservada']) expect(body).not.toContain(hidden);
    for (const p of json.procedures) expect(p.revenueTeam.every((line) => !line.role.includes('urgeon'))).toBe(true);
  });

  it('staff and the doctor on their own event see the surgeon', async () => {
    const staff = (await view(w.biller, othersEvent)).json;
    expect(staff).toMatchObject({ surgeonHidden: false, surgeonId, names: { surgeon: 'Dr. Escondido Bisturi' } });
    expect(staff.actors.map((a) => a.id)).toContain(assistantId);
    const own = (await view(doctor, ownEvent)).json;
    expect(own).toMatchObject({ surgeonHidden: false, surgeonId });
    expect(own.actors.map((a) => a.id)).toContain(assistantId);
  });

  it('the list and its export name the surgeon of the doctor’s own events only; the filter reaches only those', async () => {
    const list = await doctor.get('/api/events?numGuide=7710&sort=numGuide&dir=asc');
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().items as { numGuide: string; surgeonName: string | null }[];
    expect(items.map((i) => [i.numGuide, i.surgeonName])).toEqual([
      ['77101', null],
      ['77102', 'Dr. Escondido Bisturi'],
    ]);
    const filtered = await doctor.get(`/api/events?surgeonId=${surgeonId}`);
    expect((filtered.json().items as { id: string }[]).map((i) => i.id)).toEqual([ownEvent]);
    const staffFiltered = await w.biller.get(`/api/events?surgeonId=${surgeonId}`);
    expect((staffFiltered.json().items as { id: string }[]).map((i) => i.id).sort()).toEqual(
      [othersEvent, ownEvent].sort(),
    );

    const sheet = await readSheet(
      await doctor.get('/api/events/export?columns=numGuide,surgeon&numGuide=7710&sort=numGuide&dir=asc'),
    );
    expect(sheet.column(t.exportColumns.numGuide)).toEqual(['77101', '77102']);
    expect(sheet.column(t.exportColumns.surgeon).map((v) => v ?? null)).toEqual([null, 'Dr. Escondido Bisturi']);
  });

  it('a doctor’s save of a colleague’s event keeps the surgeon and the team they were not shown', async () => {
    const before = (await view(doctor, othersEvent)).json;
    const res = await doctor.put(`/api/events/${othersEvent}`, {
      ...eventBody(w, { anesthetistId: w.anesthetistId, numGuide: '77101', surgeonId: null, actors: [] }),
      version: before.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await w.t.database.db.select().from(events).where(eq(events.id, othersEvent));
    expect(row!.surgeonId).toBe(surgeonId);
    expect((row!.actors as { id: string }[]).map((a) => a.id)).toContain(assistantId);
    expect(row!.version).toBe(before.version + 1);
  });

  it('the history leaves out who the surgeon and the team are; the printed guide is refused', async () => {
    const history = await doctor.get(`/api/events/${othersEvent}/history`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.body).not.toContain(surgeonId);
    expect(history.body).not.toContain(assistantId);
    const staffHistory = await w.biller.get(`/api/events/${othersEvent}/history`);
    expect(staffHistory.body).toContain(surgeonId);

    const guide = await doctor.get(`/api/events/${othersEvent}/guide.pdf`);
    expect(guide.statusCode).toBe(403);
    expect(guide.json().message).toBe(t.errors.surgeonHiddenGuide);
  });
});

describe('surgeonVisibleToAll on', () => {
  it('every member who sees the event sees its surgeon', async () => {
    await setFlags({ surgeonVisibleToAll: true });
    const { json } = await view(doctor, othersEvent);
    expect(json).toMatchObject({ surgeonHidden: false, surgeonId });
    const list = await doctor.get('/api/events?numGuide=77101');
    expect(list.json().items[0].surgeonName).toBe('Dr. Escondido Bisturi');
    await setFlags({});
  });
});
