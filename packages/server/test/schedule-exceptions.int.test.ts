import { scheduleExceptions, systemActor, withActor } from '@honora/db';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, UNKNOWN_ID } from './billing-settings-world';
import type { TestClient } from './helpers';
import {
  createAbsenceWorld,
  dayFromToday,
  expectDenied,
  expectStatusError,
  type AbsenceWorld,
} from './schedule-absences-world';

const URL = '/api/schedule-exceptions';
const e = {
  doctor: 'Médico não encontrado entre os anestesistas e residentes ativos da empresa',
  workplace: 'Local de trabalho não encontrado ou excluído',
  doctorRequired: 'Escolha o médico',
  workplaceRequired: 'Escolha o local de trabalho',
  mismatch: 'Uma exceção é de um médico ou de um local, não dos dois',
  past: 'A exceção não pode começar no passado',
  inForce: 'Exceção em vigor não pode ser alterada nem excluída',
  ended: 'Exceção encerrada não pode ser alterada nem excluída',
  kind: 'Escolha o tipo da exceção',
  tooLong: 'O período pode ter no máximo 366 dias',
  dateRange: 'A data final precisa ser depois da inicial',
  invalidDate: 'Data inválida',
  required: 'Esse campo é requerido',
  nul: 'Contém um caractere inválido (NUL); apague-o e tente de novo',
};

let w: AbsenceWorld;
beforeAll(async () => {
  w = await createAbsenceWorld();
}, 60_000);
afterAll(() => w.t.close());

const doctorBody = (change: Record<string, unknown> = {}) => ({
  kind: 'DOCTOR',
  doctorId: w.doctor.ana,
  workplaceId: null,
  startsOn: dayFromToday(10),
  endsOn: dayFromToday(12),
  reason: 'Congresso de anestesiologia',
  ...change,
});
const closingBody = (change: Record<string, unknown> = {}) =>
  doctorBody({ kind: 'WORKPLACE', doctorId: null, workplaceId: w.place.central, reason: 'Reforma', ...change });

async function create(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post(URL, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string };
}
const remove = (client: TestClient, id: string) => client.request('DELETE', `${URL}/${id}`);
const listed = async (client: TestClient, query = '') => {
  const res = await client.get(`${URL}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as { id: string; inForce: boolean; past: boolean; reason: string }[];
};
const stored = () =>
  withActor(w.t.database.db, systemActor, (tx) =>
    tx.select().from(scheduleExceptions).orderBy(asc(scheduleExceptions.id)),
  );

/** An exception written straight to the table: one in force or already ended (the API refuses those dates). */
async function insertException(startOffset: number, endOffset: number, reason: string) {
  const [row] = await withActor(w.t.database.db, systemActor, (tx) =>
    tx
      .insert(scheduleExceptions)
      .values({
        companyId: w.companyId,
        kind: 'DOCTOR',
        doctorId: w.doctor.bruno,
        startsOn: dayFromToday(startOffset),
        endsOn: dayFromToday(endOffset),
        reason,
      })
      .returning(),
  );
  return row!.id;
}

describe('work exceptions: create, list, change, remove', () => {
  it("creates a doctor's exception and a workplace closing, listed with names and the forms' choices", async () => {
    const res = await w.manager.post(URL, doctorBody({ reason: '  Congresso  ' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(String),
      kind: 'DOCTOR',
      doctorId: w.doctor.ana,
      doctorName: 'Ana Souza',
      workplaceId: null,
      workplaceName: null,
      startsOn: dayFromToday(10),
      endsOn: dayFromToday(12),
      reason: 'Congresso',
      inForce: false,
      past: false,
    });
    const closing = await create(w.scheduler, closingBody({ startsOn: dayFromToday(0), endsOn: dayFromToday(0) }));
    const list = (await w.scheduler.get(URL)).json();
    expect(list.items.find((i: { id: string }) => i.id === closing.id)).toMatchObject({
      kind: 'WORKPLACE',
      workplaceName: 'Hospital Central',
      doctorId: null,
      inForce: true,
    });
    expect(list.doctors).toEqual([
      { id: w.doctor.ana, name: 'Ana Souza', initials: 'AN' },
      { id: w.doctor.bruno, name: 'Bruno Lima', initials: 'BR' },
      { id: w.doctor.rita, name: 'Rita Residente', initials: 'RI' },
    ]);
    expect(list.workplaces.map((p: { name: string }) => p.name)).toEqual(['Ala Norte', 'Hospital Central']);
  });

  it('lists from 31 days back by default, in start order, and by the period asked', async () => {
    const old = await insertException(-45, -32, 'Antiga');
    const recent = await insertException(-20, -5, 'Recente');
    const running = await insertException(-2, 3, 'Em curso');
    const items = await listed(w.manager);
    const ids = items.map((i) => i.id);
    expect(ids).not.toContain(old);
    expect(items.find((i) => i.id === recent)).toMatchObject({ past: true, inForce: false });
    expect(items.find((i) => i.id === running)).toMatchObject({ past: false, inForce: true });
    const starts = items.map((i) => (i as unknown as { startsOn: string }).startsOn);
    expect(starts).toEqual([...starts].sort());
    const window = await listed(w.manager, `?from=${dayFromToday(-40)}&until=${dayFromToday(-30)}`);
    expect(window.map((i) => i.id)).toEqual([old]);
    expect((await listed(w.manager, `?from=${dayFromToday(100)}`)).length).toBe(0);
  });

  it('refuses a bad period in the list query with pt-BR field errors', async () => {
    expect(fieldErrors(await w.manager.get(`${URL}?from=${dayFromToday(5)}&until=${dayFromToday(1)}`))).toEqual({
      until: e.dateRange,
    });
    expect(fieldErrors(await w.manager.get(`${URL}?from=2026-02-30`))).toEqual({ from: e.invalidDate });
    expect(fieldErrors(await w.manager.get(`${URL}?until=${'9'.repeat(5000)}`))).toEqual({ until: e.invalidDate });
  });

  it('changes an exception that has not started, and removes it (soft): it leaves the list', async () => {
    const { id } = await create(w.manager, doctorBody());
    const edit = await w.scheduler.put(
      `${URL}/${id}`,
      closingBody({ workplaceId: w.place.north, reason: 'Dedetização' }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ id, kind: 'WORKPLACE', doctorId: null, workplaceName: 'Ala Norte' });
    expect((await remove(w.manager, id)).json()).toMatchObject({ id, reason: 'Dedetização' });
    expect((await listed(w.manager)).map((i) => i.id)).not.toContain(id);
    expect((await w.manager.put(`${URL}/${id}`, doctorBody())).statusCode).toBe(404);
    expect((await remove(w.manager, id)).statusCode).toBe(404);
  });

  it('refuses to change or delete an exception in force or one that ended (platform.md §4), changing nothing', async () => {
    const running = await insertException(0, 2, 'Licença');
    const ended = await insertException(-3, -1, 'Encerrada');
    const before = await stored();
    expectStatusError(await w.manager.put(`${URL}/${running}`, doctorBody()), e.inForce);
    expectStatusError(await remove(w.manager, running), e.inForce);
    expectStatusError(await w.manager.put(`${URL}/${ended}`, doctorBody()), e.ended);
    expectStatusError(await remove(w.manager, ended), e.ended);
    expect(await stored()).toEqual(before);
  });
});

describe('work exceptions: bad input, nothing written', () => {
  it.each([
    [{ endsOn: dayFromToday(9) }, 'endsOn', e.dateRange],
    [{ startsOn: dayFromToday(-1) }, 'startsOn', e.past],
    [{ startsOn: '2026-02-30' }, 'startsOn', e.invalidDate],
    [{ endsOn: '2027-13-01' }, 'endsOn', e.invalidDate],
    [{ startsOn: '1999-12-31' }, 'startsOn', e.invalidDate],
    [{ startsOn: 20270310 }, 'startsOn', e.invalidDate],
    [{ startsOn: 1e308 }, 'startsOn', e.invalidDate],
    [{ endsOn: `${dayFromToday(12)}\u0000` }, 'endsOn', e.nul],
    [{ endsOn: dayFromToday(10 + 366) }, 'endsOn', e.tooLong],
    [{ kind: 'FERIAS' }, 'kind', e.kind],
    [{ kind: 42 }, 'kind', e.kind],
    [{ kind: undefined }, 'kind', e.kind],
    [{ doctorId: null }, 'doctorId', e.doctorRequired],
    [{ doctorId: 'medico' }, 'doctorId', e.doctor],
    [{ doctorId: 2 ** 63 }, 'doctorId', e.doctor],
    [{ workplaceId: 'nao-e-local' }, 'workplaceId', 'Local de trabalho não encontrado ou excluído'],
    [{ reason: '' }, 'reason', e.required],
    [{ reason: '   ' }, 'reason', e.required],
    [{ reason: 'x'.repeat(301) }, 'reason', 'O tamanho máximo é: 300'],
    [{ reason: 'Motivo\u0000' }, 'reason', e.nul],
    [{ reason: 12 }, 'reason', e.required],
  ])('%j → %s: %s', async (change, path, message) => {
    const before = await stored();
    expect(fieldErrors(await w.manager.post(URL, doctorBody(change)))[path]).toBe(message);
    expect(await stored()).toEqual(before);
  });

  it('refuses a kind that does not match its target, on the field at fault', async () => {
    expect(fieldErrors(await w.manager.post(URL, doctorBody({ workplaceId: w.place.central })))).toEqual({
      workplaceId: e.mismatch,
    });
    expect(fieldErrors(await w.manager.post(URL, closingBody({ workplaceId: null })))).toEqual({
      workplaceId: e.workplaceRequired,
    });
    expect(fieldErrors(await w.manager.post(URL, closingBody({ doctorId: w.doctor.ana })))).toEqual({
      doctorId: e.mismatch,
    });
  });

  it("refuses people who are not the company's active doctors and workplaces not live in it", async () => {
    const before = await stored();
    for (const doctorId of [UNKNOWN_ID, w.doctor.foreign, w.doctor.inactive, w.managerId])
      expect(fieldErrors(await w.manager.post(URL, doctorBody({ doctorId })))).toEqual({ doctorId: e.doctor });
    for (const workplaceId of [UNKNOWN_ID, w.place.removed, w.place.foreign])
      expect(fieldErrors(await w.manager.post(URL, closingBody({ workplaceId })))).toEqual({
        workplaceId: e.workplace,
      });
    const { id } = await create(w.manager, doctorBody());
    const edit = await w.manager.put(`${URL}/${id}`, closingBody({ workplaceId: w.place.foreign }));
    expect(fieldErrors(edit)).toEqual({ workplaceId: e.workplace });
    const afterCreate = await stored();
    expect(afterCreate.length).toBe(before.length + 1);
    expect(afterCreate.find((row) => row.id === id)).toMatchObject({ kind: 'DOCTOR', doctorId: w.doctor.ana });
  });

  it('answers 400 (415 for text), never 500, to a body that is not an object and an id that is not one', async () => {
    expect((await w.manager.post(URL, [doctorBody()])).statusCode).toBe(400);
    expect((await w.manager.post(URL, null)).statusCode).toBe(400);
    expect((await w.manager.post(URL, 'texto')).statusCode).toBe(415);
    expect((await w.manager.put(`${URL}/nao-e-id`, doctorBody())).statusCode).toBe(400);
    expect((await remove(w.manager, 'nao-e-id')).statusCode).toBe(400);
    expect((await w.manager.put(`${URL}/${UNKNOWN_ID}`, doctorBody())).statusCode).toBe(404);
    expect((await remove(w.manager, UNKNOWN_ID)).statusCode).toBe(404);
  });
});

describe('work exceptions: who may see and change them', () => {
  it("answers 404 to another company's exception and lists only the company's own", async () => {
    const { id } = await create(w.manager, doctorBody({ reason: 'Só nossa' }));
    const before = await stored();
    expect((await w.outsider.put(`${URL}/${id}`, doctorBody())).statusCode).toBe(404);
    expect((await remove(w.outsider, id)).statusCode).toBe(404);
    const theirs = (await w.outsider.get(URL)).json();
    expect(theirs).toEqual({
      items: [],
      doctors: [{ id: w.doctor.foreign, name: 'Otto Alheio', initials: 'OT' }],
      workplaces: [{ id: w.place.foreign, name: 'Hospital Alheio' }],
    });
    expect(fieldErrors(await w.outsider.post(URL, doctorBody()))).toEqual({ doctorId: e.doctor });
    expect(await stored()).toEqual(before);
  });

  it('lets the manager (c) do all, the scheduler (d) all but remove; refuses the anesthetist (b) and biller (f)', async () => {
    const { id } = await create(w.scheduler, doctorBody());
    expect((await w.scheduler.put(`${URL}/${id}`, doctorBody({ reason: 'Outro' }))).statusCode).toBe(200);
    expectDenied(await remove(w.scheduler, id), 'rm');
    for (const client of [w.anesthetist, w.biller]) {
      expectDenied(await client.get(URL), 'list');
      expectDenied(await client.post(URL, doctorBody()), 'write');
      expectDenied(await client.put(`${URL}/${id}`, doctorBody()), 'write');
      expectDenied(await remove(client, id), 'rm');
    }
    expect((await remove(w.manager, id)).statusCode).toBe(200);
  });
});
