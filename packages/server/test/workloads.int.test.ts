import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, UNKNOWN_ID } from './billing-settings-world';
import type { TestApp, TestClient } from './helpers';
import { createOnCallWorld, day, month, monthUrl } from './on-call-world';

/**
 * The workloads (platform.md §2 workloads; §6 module workloads; decision 047): the hours a doctor
 * owes per week or month and the balance of the published roster's presential hours against them.
 */
const URL = '/api/workloads';
let t: TestApp;
let manager: TestClient;
let scheduler: TestClient;
let biller: TestClient;
let doctorClient: TestClient;
let outsider: TestClient;
let doctor: Record<'ana' | 'bruno' | 'carla' | 'rita', string>;

beforeAll(async () => {
  let lines: Record<'day' | 'night' | 'call' | 'foreign', string>;
  ({ t, manager, scheduler, biller, doctorClient, outsider, doctor, lines } = await createOnCallWorld());
  // Ana: two 12 h day plantões, a 12 h night plantão and a sobreaviso (not hours worked).
  for (const [lineId, n] of [
    [lines.day, 10],
    [lines.day, 11],
    [lines.night, 12],
    [lines.call, 13],
  ] as const) {
    const res = await manager.put(`${monthUrl}/slots`, {
      lineId,
      day: day(n),
      position: 0,
      doctorId: doctor.ana,
      version: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  doctorId: doctor.ana,
  hoursPerPeriod: '40',
  period: 'MONTH',
  startsOn: `${month}-01`,
  ...over,
});
const daysOfMonth = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
const list = async (client: TestClient = manager) => (await client.get(`${URL}?month=${month}`)).json();

describe('workloads and their balance', () => {
  let anaId: string;

  it('owes the month but counts nothing while the month is not published', async () => {
    const res = await manager.post(URL, body({ notes: ' Contrato CLT ' }));
    expect(res.statusCode, res.body).toBe(200);
    anaId = res.json().id;
    expect(res.json()).toMatchObject({
      doctor: { name: 'Ana Souza' },
      hoursPerPeriod: '40.00',
      period: 'MONTH',
      endsOn: null,
      notes: 'Contrato CLT',
    });
    const answer = await list();
    expect(answer.published).toBe(false);
    expect(answer.items).toHaveLength(1);
    expect(answer.items[0].balance).toEqual({
      month,
      owed: 2400,
      worked: null,
      balance: null,
      carried: 0,
      cumulative: 0,
    });
    expect(answer.withoutWorkload).toHaveLength(3);
    expect(answer.withoutWorkload).not.toContain(doctor.ana);
  });

  it('counts the presential hours of the published roster, never the sobreaviso', async () => {
    const version = (await manager.get(monthUrl)).json().header.version;
    expect((await manager.post(`${monthUrl}/publish`, { version })).statusCode).toBe(200);
    const answer = await list();
    expect(answer.published).toBe(true);
    // 3 × 12 h presential = 2,160 minutes against 40 h = 2,400.
    expect(answer.items[0].balance).toEqual({
      month,
      owed: 2400,
      worked: 2160,
      balance: -240,
      carried: 0,
      cumulative: -240,
    });
  });

  it('prorates a weekly workload starting mid-month, and lists it by doctor', async () => {
    const res = await scheduler.post(
      URL,
      body({ doctorId: doctor.bruno, period: 'WEEK', hoursPerPeriod: '10', startsOn: `${month}-15` }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const days = daysOfMonth - 14;
    const row = (await list()).items.find((i: { doctor: { id: string } }) => i.doctor.id === doctor.bruno);
    expect(row.balance).toMatchObject({ owed: Math.round((600 * days) / 7), worked: 0 });
    expect((await list()).items.map((i: { doctor: { name: string } }) => i.doctor.name)).toEqual([
      'Ana Souza',
      'Bruno Lima',
    ]);
  });

  it('shows the history month by month', async () => {
    const res = await manager.get(`${URL}/${anaId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().workload.id).toBe(anaId);
    expect(res.json().months).toEqual([
      { month, owed: 2400, worked: 2160, balance: -240, carried: 0, cumulative: -240 },
    ]);
  });

  it('refuses a second workload of the doctor binding the same days, naming the one in force', async () => {
    const res = await manager.post(URL, body({ startsOn: `${month}-20`, endsOn: `${month}-25` }));
    expect(fieldErrors(res)).toEqual({
      startsOn: `Ana Souza já tem uma carga horária que vale nestes dias (a partir de 01/${month.slice(5)}/${month.slice(0, 4)})`,
    });
    // Changing the workload itself does not clash with itself.
    const update = await manager.put(`${URL}/${anaId}`, body({ hoursPerPeriod: '36', endsOn: `${month}-28` }));
    expect(update.statusCode, update.body).toBe(200);
    const after = await manager.post(URL, body({ startsOn: `${month}-29`, hoursPerPeriod: '10' }));
    expect(after.statusCode, after.body).toBe(200);
    expect((await manager.request('DELETE', `${URL}/${after.json().id}`)).statusCode).toBe(200);
    await manager.put(`${URL}/${anaId}`, body());
  });

  it('refuses bad input with a pt-BR message and writes nothing', async () => {
    const before = (await list()).items.length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ hoursPerPeriod: '0' }, 'hoursPerPeriod', 'Informe as horas por período, maiores que zero, com até 2 decimais'],
      [
        { hoursPerPeriod: '1.234' },
        'hoursPerPeriod',
        'Informe as horas por período, maiores que zero, com até 2 decimais',
      ],
      [{ hoursPerPeriod: 40 }, 'hoursPerPeriod', 'Informe as horas por período, maiores que zero, com até 2 decimais'],
      [
        { period: 'WEEK', hoursPerPeriod: '169' },
        'hoursPerPeriod',
        'Mais horas do que o período tem (168 por semana, 744 por mês)',
      ],
      [{ period: 'DAY' }, 'period', 'Escolha o período: por semana ou por mês'],
      [{ endsOn: `${month}-01` }, 'endsOn', 'O início deve ser anterior ao fim'],
      [
        { doctorId: UNKNOWN_ID },
        'doctorId',
        'Médico não encontrado entre os anestesistas e residentes ativos da empresa',
      ],
      [{ doctorId: 'x' }, 'doctorId', 'Médico não encontrado entre os anestesistas e residentes ativos da empresa'],
    ];
    for (const [over, path, message] of cases) {
      const res = await manager.post(URL, body({ doctorId: doctor.carla, ...over }));
      expect(fieldErrors(res)[path], JSON.stringify(over)).toBe(message);
    }
    const nul = await manager.post(URL, body({ doctorId: doctor.carla, notes: 'a\u0000b' }));
    expect(nul.statusCode).toBe(400);
    expect((await manager.get(`${URL}?month=2026-13`)).statusCode).toBe(400);
    expect((await list()).items).toHaveLength(before);
  });

  it('lets the schedule profiles in, keeps the others and other companies out', async () => {
    expect((await biller.get(`${URL}?month=${month}`)).statusCode).toBe(403);
    expect((await doctorClient.get(`${URL}?month=${month}`)).statusCode).toBe(403);
    expect((await doctorClient.post(URL, body())).statusCode).toBe(403);
    expect((await list(scheduler)).items).toHaveLength(2);
    expect((await list(outsider)).items).toEqual([]);
    const id = (await list()).items[0].id;
    expect((await outsider.get(`${URL}/${id}`)).statusCode).toBe(404);
    expect((await outsider.put(`${URL}/${id}`, body())).statusCode).toBe(404);
    expect((await outsider.request('DELETE', `${URL}/${id}`)).statusCode).toBe(404);
    expect(fieldErrors(await outsider.post(URL, body())).doctorId).toBeTruthy();
  });

  it('removes a workload (the scheduler has no rm)', async () => {
    const id = (await list()).items.find((i: { doctor: { id: string } }) => i.doctor.id === doctor.bruno).id;
    expect((await scheduler.request('DELETE', `${URL}/${id}`)).statusCode).toBe(403);
    expect((await manager.request('DELETE', `${URL}/${id}`)).statusCode).toBe(200);
    expect((await list()).items).toHaveLength(1);
  });
});
