import {
  scheduleDemandApplications,
  scheduleDemands,
  scheduleLines,
  scheduleShifts,
  scheduleSlots,
  scheduleTags,
  scheduleVacations,
  systemActor,
  withActor,
  workplaces,
} from '@honora/db';
import { addDays } from '@honora/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, UNKNOWN_ID } from './billing-settings-world';
import { TestClient, type TestApp } from './helpers';
import { createOnCallWorld, day, monthUrl, today } from './on-call-world';

/**
 * The demands (platform.md §2 Demands; §6 module demands; decision 049): a hospital's request for
 * cover, covered on the roster's line of its workplace and shift; the doctors apply to its open
 * days and the coordinator assigns them through the grid's own placement and rules.
 */
const DEMANDS = '/api/demands';
const APPS = '/api/demand-applications';
const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const e = {
  past: 'Não é possível escalar no passado: escolha um dia a partir de hoje',
  endBeforeStart: 'O último dia deve ser o primeiro ou depois dele',
  tooLong: 'Uma demanda cobre no máximo 92 dias',
  doctorsNeeded: 'Informe de 1 a 20 médicos por dia',
  workplace: 'Local de trabalho não encontrado entre os locais da empresa',
  shift: 'Turno não encontrado entre os turnos da empresa',
  shiftElsewhere: 'Este turno é de outro local de trabalho',
  tag: 'Etiqueta não encontrada entre as etiquetas ativas da empresa',
  nul: 'Contém um caractere inválido (NUL); apague-o e tente de novo',
  notDoctor: 'Só os anestesistas e residentes ativos da empresa se candidatam a uma demanda',
  vacation: 'Ana Souza está indisponível nesta data (férias)',
};

let t: TestApp;
let companyId: string;
let manager: TestClient;
let scheduler: TestClient;
let biller: TestClient;
let ana: TestClient;
let bruno: TestClient;
let carla: TestClient;
let outsider: TestClient;
let doctor: Record<'ana' | 'bruno' | 'carla' | 'rita', string>;
let lines: Record<'day' | 'night' | 'call' | 'foreign', string>;
let pediatric: string;

const owner = <T>(fn: Parameters<typeof withActor<T>>[2]) => withActor(t.database.db, systemActor, fn);

beforeAll(async () => {
  const world = await createOnCallWorld();
  ({ t, companyId, manager, scheduler, biller, outsider, doctor, lines } = world);
  ana = world.doctorClient;
  const signIn = async (email: string) => {
    const client = new TestClient(t.app);
    expect((await client.login(email, 'senha-forte-1')).statusCode).toBe(200);
    return client;
  };
  bruno = await signIn('bruno@plantao.dev');
  carla = await signIn('carla@plantao.dev');
  const [tag] = await owner((tx) =>
    tx
      .insert(scheduleTags)
      .values({ companyId, name: 'Anestesia pediátrica', color: 'BLUE', doctorIds: [doctor.ana, doctor.bruno] })
      .returning(),
  );
  pediatric = tag!.id;
});
afterAll(() => t.close());

/** A workplace and a 07:00–13:00 plantão of its own, with no line yet. */
async function newPair(name: string) {
  return owner(async (tx) => {
    const [w] = await tx.insert(workplaces).values({ companyId, name }).returning();
    const [s] = await tx
      .insert(scheduleShifts)
      .values({ companyId, name: `Manhã ${name}`, startMinute: 7 * 60, endMinute: 13 * 60, slotCategory: 'PLANTAO' })
      .returning();
    return { workplaceId: w!.id, shiftId: s!.id };
  });
}
async function pairOf(lineId: string) {
  const [line] = await owner((tx) => tx.select().from(scheduleLines).where(eq(scheduleLines.id, lineId)));
  return { workplaceId: line!.workplaceId, shiftId: line!.shiftId };
}
const lineRow = async (id: string) =>
  (await owner((tx) => tx.select().from(scheduleLines).where(eq(scheduleLines.id, id))))[0]!;
const stored = () =>
  owner(async (tx) => ({
    demands: await tx.select().from(scheduleDemands),
    lines: await tx.select().from(scheduleLines),
    applications: await tx.select().from(scheduleDemandApplications),
    slots: await tx.select().from(scheduleSlots).where(isNotNull(scheduleSlots.doctorId)),
  }));
const body = (pair: { workplaceId: string; shiftId: string }, over: Record<string, unknown> = {}) => ({
  ...pair,
  startsOn: day(1),
  endsOn: day(3),
  doctorsNeeded: 1,
  requiredTagId: null,
  priority: 'NORMAL',
  description: 'Pedido do hospital',
  ...over,
});
async function create(pair: { workplaceId: string; shiftId: string }, over: Record<string, unknown> = {}) {
  const res = await manager.post(DEMANDS, body(pair, over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; lineId: string };
}
const detail = async (id: string) => {
  const res = await manager.get(`${DEMANDS}/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** The latest application of a doctor to a day of a demand, as the coordinator sees it. */
async function applicationOf(demandId: string, doctorId: string, on: string): Promise<string> {
  const found = (await detail(demandId)).days
    .find((d: { day: string }) => d.day === on)
    .applications.filter((a: { doctor: { id: string } }) => a.doctor.id === doctorId);
  return found.at(-1).id;
}
const place = (lineId: string, on: string, doctorId: string, position: number) =>
  manager.put(`${monthUrl}/slots`, { lineId, day: on, position, doctorId, version: 0 });

describe('creating a demand: its line on the roster', () => {
  it('creates the line of a new workplace and shift, with the doctors asked for and the tag', async () => {
    const pair = await newPair('Maternidade Leste');
    const res = await manager.post(
      DEMANDS,
      body(pair, { endsOn: day(10), doctorsNeeded: 2, requiredTagId: pediatric, priority: 'URGENT' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      workplace: { name: 'Maternidade Leste' },
      shift: { name: 'Manhã Maternidade Leste', start: '07:00', end: '13:00', slotCategory: 'PLANTAO' },
      startsOn: day(1),
      endsOn: day(10),
      doctorsNeeded: 2,
      requiredTag: { id: pediatric, name: 'Anestesia pediátrica', color: 'BLUE' },
      priority: 'URGENT',
      status: 'OPEN',
      state: 'OPEN',
      coverage: { filled: 0, needed: 20 },
      pending: 0,
      createdByName: 'Gestora Gina',
    });
    const line = await lineRow(res.json().lineId);
    expect(line).toMatchObject({ ...pair, positions: 2, requiredTagId: pediatric, active: true });
    const listed = (await scheduler.get(`${DEMANDS}?from=${day(1)}&to=${day(28)}`)).json();
    expect(listed.agendaDisplay).toBe('SHIFT');
    expect(listed.items.map((i: { id: string }) => i.id)).toContain(res.json().id);
  });

  it('raises the positions of an existing line to the doctors asked for, and never lowers them', async () => {
    const raised = await create(await pairOf(lines.day), { startsOn: day(11), endsOn: day(12), doctorsNeeded: 3 });
    expect(raised.lineId).toBe(lines.day);
    expect((await lineRow(lines.day)).positions).toBe(3);
    const kept = await create(await pairOf(lines.call), { doctorsNeeded: 1 });
    expect(kept.lineId).toBe(lines.call);
    expect((await lineRow(lines.call)).positions).toBe(2);
  });

  it('refuses a line asking for another tag than the demand, or none, naming it; nothing written', async () => {
    const before = await stored();
    const untagged = await manager.post(DEMANDS, body(await pairOf(lines.night), { requiredTagId: pediatric }));
    expect(untagged.statusCode).toBe(409);
    expect(untagged.json().message).toBe(
      'A linha Hospital Norte — PLANTAO 1140 da escala não exige etiqueta: exija Anestesia pediátrica na linha, em Locais e turnos do plantão, ou deixe a demanda sem etiqueta',
    );
    const maternity = (await manager.get(DEMANDS))
      .json()
      .items.find((i: { workplace: { name: string } }) => i.workplace.name === 'Maternidade Leste');
    const clash = await manager.post(
      DEMANDS,
      body(
        { workplaceId: maternity.workplace.id, shiftId: maternity.shift.id },
        { startsOn: day(20), endsOn: day(21) },
      ),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(
      'A linha Maternidade Leste — Manhã Maternidade Leste da escala exige a etiqueta Anestesia pediátrica: a demanda deve exigir a mesma',
    );
    expect(await stored()).toEqual(before);
  });

  it('refuses a second open demand of the same workplace and shift on a day in common', async () => {
    const before = await stored();
    const res = await manager.post(
      DEMANDS,
      body(await pairOf(lines.day), { startsOn: day(12), endsOn: day(14), doctorsNeeded: 1 }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Já há uma demanda aberta de Hospital Central — PLANTAO 420 nestes dias (${br(day(11))} a ${br(day(12))}): altere-a em vez de criar outra`,
    );
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['a first day in the past', { startsOn: addDays(today, -1) }, 'startsOn', e.past],
    ['a last day before the first', { startsOn: day(5), endsOn: day(4) }, 'endsOn', e.endBeforeStart],
    ['93 days', { startsOn: day(1), endsOn: addDays(day(1), 92) }, 'endsOn', e.tooLong],
    ['a day that does not exist', { endsOn: '2031-02-30' }, 'endsOn', 'Data inválida'],
    ['no doctor a day', { doctorsNeeded: 0 }, 'doctorsNeeded', e.doctorsNeeded],
    ['21 doctors a day', { doctorsNeeded: 21 }, 'doctorsNeeded', e.doctorsNeeded],
    ['half a doctor', { doctorsNeeded: 1.5 }, 'doctorsNeeded', e.doctorsNeeded],
    ['an unknown workplace', { workplaceId: UNKNOWN_ID }, 'workplaceId', e.workplace],
    ['an unknown shift', { shiftId: UNKNOWN_ID }, 'shiftId', e.shift],
    ['an unknown tag', { requiredTagId: UNKNOWN_ID }, 'requiredTagId', e.tag],
    [
      'a priority outside the list',
      { priority: 'CRITICAL' },
      'priority',
      'Escolha a prioridade: baixa, normal, alta ou urgente',
    ],
    ['a NUL byte', { description: 'Sala\u00003' }, 'description', e.nul],
  ])('refuses %s, writing nothing', async (_name, over, path, message) => {
    const before = await stored();
    const errors = fieldErrors(await manager.post(DEMANDS, body(await newPairOnce(), over)));
    expect(errors[path]).toBe(message);
    expect(await stored()).toEqual(before);
  });

  it("refuses another company's workplace and a shift of another workplace", async () => {
    const foreign = await pairOf(lines.foreign);
    const pair = await newPairOnce();
    const before = await stored();
    expect(fieldErrors(await manager.post(DEMANDS, body({ ...pair, workplaceId: foreign.workplaceId })))).toEqual({
      workplaceId: e.workplace,
    });
    expect(fieldErrors(await manager.post(DEMANDS, body({ ...pair, shiftId: foreign.shiftId })))).toEqual({
      shiftId: e.shift,
    });
    const [own] = await owner((tx) =>
      tx
        .insert(scheduleShifts)
        .values({ companyId, name: 'Só das Recusas', startMinute: 0, endMinute: 360, slotCategory: 'PLANTAO', ...pair })
        .returning(),
    );
    const elsewhere = await pairOf(lines.night);
    expect(fieldErrors(await manager.post(DEMANDS, body({ ...elsewhere, shiftId: own!.id })))).toEqual({
      shiftId: e.shiftElsewhere,
    });
    expect((await stored()).demands).toEqual(before.demands);
  });

  it('refuses a body of the wrong types without a 500', async () => {
    for (const wrong of [{ workplaceId: 12 }, { doctorsNeeded: '2' }, { startsOn: 20270101 }, []]) {
      const res = await manager.post(
        DEMANDS,
        Array.isArray(wrong) ? wrong : { ...body(await newPairOnce()), ...wrong },
      );
      expect(res.statusCode).toBe(400);
    }
    expect((await manager.get(`${DEMANDS}?from=ontem`)).statusCode).toBe(400);
    expect((await manager.get(`${DEMANDS}?status=ALL`)).statusCode).toBe(400);
  });
});

let spare: { workplaceId: string; shiftId: string } | undefined;
/** One pair without a demand, for the refusals. */
async function newPairOnce() {
  spare ??= await newPair('Hospital das Recusas');
  return spare;
}

describe('coverage on the roster', () => {
  it('counts per day the doctors the line has (capped at the need) against the need', async () => {
    const demand = (await manager.get(DEMANDS))
      .json()
      .items.find((i: { lineId: string; startsOn: string }) => i.lineId === lines.day && i.startsOn === day(11));
    expect((await place(lines.day, day(11), doctor.ana, 0)).statusCode).toBe(200);
    expect((await place(lines.day, day(11), doctor.bruno, 1)).statusCode).toBe(200);
    expect((await place(lines.day, day(12), doctor.carla, 2)).statusCode).toBe(200);
    const shown = await detail(demand.id);
    expect(shown.coverage).toEqual({ filled: 3, needed: 6 });
    expect(shown.state).toBe('OPEN');
    expect(shown.days.map((d: { filled: number }) => d.filled)).toEqual([2, 1]);
    expect(shown.days[0].doctors.map((d: { name: string }) => d.name)).toEqual(['Ana Souza', 'Bruno Lima']);
    const listed = (await manager.get(`${DEMANDS}?from=${day(11)}&to=${day(11)}&status=OPEN`)).json();
    expect(listed.items.map((i: { id: string }) => i.id)).toEqual([demand.id]);
    expect((await manager.get(`${DEMANDS}?from=${day(11)}&to=${day(11)}&status=COVERED`)).json().items).toEqual([]);
  });
});

describe('applications and the assignment', () => {
  let tagged: string;
  let plain: { id: string; lineId: string };

  beforeAll(async () => {
    const items = (await manager.get(DEMANDS)).json().items;
    tagged = items.find((i: { workplace: { name: string } }) => i.workplace.name === 'Maternidade Leste').id;
    plain = await create(await newPair('Hospital Oeste'), { startsOn: day(15), endsOn: day(18), doctorsNeeded: 1 });
  });

  it('offers a doctor the open demands whose tag he holds, with the days still open', async () => {
    const offered = (await ana.get(`${DEMANDS}/open`)).json();
    expect(offered.isDoctor).toBe(true);
    const ids = offered.items.map((i: { id: string }) => i.id);
    expect(ids).toEqual(expect.arrayContaining([tagged, plain.id]));
    const central = offered.items.find((i: { startsOn: string; doctorsNeeded: number }) => i.startsOn === day(11));
    expect(central.days.map((d: { day: string }) => d.day)).toEqual([day(11), day(12)]);
    expect(central.days[0]).toMatchObject({ needed: 3, filled: 2, application: null });
    expect((await carla.get(`${DEMANDS}/open`)).json().items.map((i: { id: string }) => i.id)).not.toContain(tagged);
    expect((await manager.get(`${DEMANDS}/open`)).json()).toEqual({ isDoctor: false, items: [] });
  });

  it("takes a doctor's applications to open days, all or none", async () => {
    const res = await ana.post(`${DEMANDS}/${plain.id}/applications`, { days: [day(16), day(15), day(16)] });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .days.map((d: { day: string; application: { status: string } | null }) => [d.day, d.application?.status]),
    ).toEqual([
      [day(15), 'APPLIED'],
      [day(16), 'APPLIED'],
      [day(17), undefined],
      [day(18), undefined],
    ]);
    const before = await stored();
    const refusals: [TestClient, string, string[], string][] = [
      [ana, plain.id, [day(15)], `Você já se candidatou ao dia ${br(day(15))}`],
      [ana, plain.id, [day(17), day(19)], `O dia ${br(day(19))} não faz parte da demanda`],
      [carla, tagged, [day(2)], 'A demanda exige a etiqueta Anestesia pediátrica, que você não tem'],
      [manager, plain.id, [day(17)], e.notDoctor],
    ];
    for (const [client, id, days, message] of refusals) {
      const refused = await client.post(`${DEMANDS}/${id}/applications`, { days });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toBe(message);
    }
    expect((await ana.post(`${DEMANDS}/${plain.id}/applications`, { days: [] })).statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it("lets the doctor withdraw his own waiting application, and no one else's", async () => {
    const mine = await applicationOf(plain.id, doctor.ana, day(16));
    expect((await bruno.post(`${APPS}/${mine}/withdraw`)).statusCode).toBe(404);
    const res = await ana.post(`${APPS}/${mine}/withdraw`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().days.find((d: { day: string }) => d.day === day(16)).application.status).toBe('WITHDRAWN');
    const again = await ana.post(`${APPS}/${mine}/withdraw`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta candidatura não está mais aguardando (Retirada)');
    // Withdrawn, the day may be applied to again.
    expect((await ana.post(`${DEMANDS}/${plain.id}/applications`, { days: [day(16)] })).statusCode).toBe(200);
  });

  it('assigns the applicant in the first free position of the line that day, through the roster', async () => {
    const application = await applicationOf(plain.id, doctor.ana, day(15));
    expect((await ana.post(`${APPS}/${application}/assign`)).statusCode).toBe(403);
    const res = await scheduler.post(`${APPS}/${application}/assign`);
    expect(res.statusCode, res.body).toBe(200);
    const day15 = res.json().days.find((d: { day: string }) => d.day === day(15));
    expect(day15).toMatchObject({ filled: 1, needed: 1, doctors: [{ id: doctor.ana, name: 'Ana Souza' }] });
    expect(day15.applications[0]).toMatchObject({ status: 'ASSIGNED', changedByName: 'Escalista Edu' });
    expect(res.json().coverage).toEqual({ filled: 1, needed: 4 });
    const grid = (await manager.get(monthUrl)).json();
    expect(grid.slots.filter((s: { lineId: string }) => s.lineId === plain.lineId)).toMatchObject([
      { day: day(15), position: 0, doctorId: doctor.ana },
    ]);
    // A covered day is offered no more, but the doctor still sees his assignment.
    const offered = (await ana.get(`${DEMANDS}/open`)).json().items.find((i: { id: string }) => i.id === plain.id);
    expect(offered.days[0]).toMatchObject({ day: day(15), application: { status: 'ASSIGNED' } });
    expect(
      (await bruno.get(`${DEMANDS}/open`))
        .json()
        .items.find((i: { id: string }) => i.id === plain.id)
        .days.map((d: { day: string }) => d.day),
    ).toEqual([day(16), day(17), day(18)]);
    const covered = await bruno.post(`${DEMANDS}/${plain.id}/applications`, { days: [day(15)] });
    expect(covered.json().message).toBe(`O dia ${br(day(15))} já está coberto`);
  });

  it('refuses an assignment that breaks a rule of the roster with its message, writing nothing', async () => {
    await owner((tx) =>
      tx.insert(scheduleVacations).values({ companyId, doctorId: doctor.ana, startsOn: day(16), endsOn: day(16) }),
    );
    const application = await applicationOf(plain.id, doctor.ana, day(16));
    const before = await stored();
    const res = await manager.post(`${APPS}/${application}/assign`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(e.vacation);
    expect(await stored()).toEqual(before);
    const declined = await manager.post(`${APPS}/${application}/decline`);
    expect(declined.statusCode, declined.body).toBe(200);
    const day16 = declined.json().days.find((d: { day: string }) => d.day === day(16));
    expect(day16.applications.map((a: { status: string }) => a.status)).toEqual(['WITHDRAWN', 'DECLINED']);
  });

  it('refuses to assign a day already covered', async () => {
    expect((await bruno.post(`${DEMANDS}/${plain.id}/applications`, { days: [day(17)] })).statusCode).toBe(200);
    expect((await carla.post(`${DEMANDS}/${plain.id}/applications`, { days: [day(17)] })).statusCode).toBe(200);
    const first = await applicationOf(plain.id, doctor.bruno, day(17));
    const second = await applicationOf(plain.id, doctor.carla, day(17));
    expect((await manager.post(`${APPS}/${first}/assign`)).statusCode).toBe(200);
    const before = await stored();
    const res = await manager.post(`${APPS}/${second}/assign`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`O dia ${br(day(17))} já está coberto`);
    expect(await stored()).toEqual(before);
  });

  it('lets one of two assignments of the last position at once win', async () => {
    expect((await bruno.post(`${DEMANDS}/${plain.id}/applications`, { days: [day(18)] })).statusCode).toBe(200);
    expect((await carla.post(`${DEMANDS}/${plain.id}/applications`, { days: [day(18)] })).statusCode).toBe(200);
    const first = await applicationOf(plain.id, doctor.bruno, day(18));
    const second = await applicationOf(plain.id, doctor.carla, day(18));
    const [a, b] = await Promise.all([
      manager.post(`${APPS}/${first}/assign`),
      scheduler.post(`${APPS}/${second}/assign`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const slots = await owner((tx) =>
      tx
        .select()
        .from(scheduleSlots)
        .where(and(eq(scheduleSlots.lineId, plain.lineId), eq(scheduleSlots.day, day(18)))),
    );
    expect(slots).toHaveLength(1);
    // The 16th stays open: its only applicant was on vacation.
    expect((await detail(plain.id)).coverage).toEqual({ filled: 3, needed: 4 });
  });
});

describe('permissions', () => {
  it('lets the doctor apply but not list, create or decide; the biller nothing; another company finds nothing', async () => {
    const demand = (await manager.get(DEMANDS))
      .json()
      .items.find((i: { workplace: { name: string } }) => i.workplace.name === 'Hospital Oeste');
    const pair = await newPairOnce();
    expect((await ana.get(DEMANDS)).statusCode).toBe(403);
    expect((await ana.get(`${DEMANDS}/${demand.id}`)).statusCode).toBe(403);
    expect((await ana.post(DEMANDS, body(pair))).statusCode).toBe(403);
    expect((await ana.post(`${DEMANDS}/${demand.id}/close`)).statusCode).toBe(403);
    const asBiller = [
      biller.get(DEMANDS),
      biller.get(`${DEMANDS}/open`),
      biller.post(`${DEMANDS}/${demand.id}/applications`, { days: [day(16)] }),
      biller.post(DEMANDS, body(pair)),
      biller.post(`${APPS}/${UNKNOWN_ID}/assign`),
    ];
    for (const res of await Promise.all(asBiller)) expect(res.statusCode).toBe(403);
    // The resident has no grant of module demands by default (platform.md §6).
    const rita = new TestClient(t.app);
    expect((await rita.login('rita@plantao.dev', 'senha-forte-1')).statusCode).toBe(200);
    expect((await rita.get(`${DEMANDS}/open`)).statusCode).toBe(403);
    expect((await outsider.get(DEMANDS)).json().items).toEqual([]);
    expect((await outsider.get(`${DEMANDS}/${demand.id}`)).statusCode).toBe(404);
    expect((await outsider.put(`${DEMANDS}/${demand.id}`, body(pair))).statusCode).toBe(404);
    expect((await outsider.post(`${DEMANDS}/${demand.id}/cancel`)).statusCode).toBe(404);
    const application = await applicationOf(demand.id, doctor.bruno, day(18));
    expect((await outsider.post(`${APPS}/${application}/decline`)).statusCode).toBe(404);
    expect((await outsider.post(`${APPS}/${application}/withdraw`)).statusCode).toBe(404);
    expect((await outsider.post(`${DEMANDS}/${demand.id}/applications`, { days: [day(16)] })).statusCode).toBe(404);
    expect((await manager.get(`${DEMANDS}/${UNKNOWN_ID}`)).statusCode).toBe(404);
  });
});

describe('changing, closing and cancelling', () => {
  it('changes an open demand; once applied to, its workplace and shift stay and its days keep the applications', async () => {
    const pair = await newPair('Hospital Sudeste');
    const demand = await create(pair, { startsOn: day(20), endsOn: day(22), doctorsNeeded: 2 });
    const res = await manager.put(
      `${DEMANDS}/${demand.id}`,
      body(pair, { startsOn: day(20), endsOn: day(23), doctorsNeeded: 4, priority: 'LOW' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ endsOn: day(23), doctorsNeeded: 4, priority: 'LOW', coverage: { needed: 16 } });
    expect((await lineRow(demand.lineId)).positions).toBe(4);
    expect((await bruno.post(`${DEMANDS}/${demand.id}/applications`, { days: [day(23)] })).statusCode).toBe(200);
    const moved = await manager.put(
      `${DEMANDS}/${demand.id}`,
      body(await newPair('Hospital Sudoeste'), { startsOn: day(20), endsOn: day(23) }),
    );
    expect(moved.json().message).toBe('A demanda já tem candidaturas: o local e o turno não podem mudar');
    const shrunk = await manager.put(`${DEMANDS}/${demand.id}`, body(pair, { startsOn: day(20), endsOn: day(22) }));
    expect(shrunk.json().message).toBe(
      `Há candidaturas em dias fora do novo período (${br(day(23))}): recuse-as antes`,
    );
  });

  it('closes a demand: no longer offered, its waiting applications declined, its placements kept', async () => {
    const items = (await manager.get(DEMANDS)).json().items;
    const sudeste = items.find((i: { workplace: { name: string } }) => i.workplace.name === 'Hospital Sudeste');
    const res = await manager.post(`${DEMANDS}/${sudeste.id}/close`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CLOSED', state: 'CLOSED', pending: 0 });
    expect((await bruno.get(`${DEMANDS}/open`)).json().items.map((i: { id: string }) => i.id)).not.toContain(
      sudeste.id,
    );
    const edit = await manager.put(`${DEMANDS}/${sudeste.id}`, body(await pairOf(sudeste.lineId)));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('A demanda não está aberta (encerrada): não pode mais ser alterada');
    expect((await manager.post(`${DEMANDS}/${sudeste.id}/cancel`)).statusCode).toBe(409);
  });

  it('cancels a demand and keeps the doctors it placed on the roster', async () => {
    const oeste = (await manager.get(DEMANDS))
      .json()
      .items.find((i: { workplace: { name: string } }) => i.workplace.name === 'Hospital Oeste');
    const res = await manager.post(`${DEMANDS}/${oeste.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CANCELLED', state: 'CANCELLED' });
    expect(res.json().coverage.filled).toBeGreaterThan(0);
    const grid = (await manager.get(monthUrl)).json();
    expect(grid.slots.filter((s: { lineId: string }) => s.lineId === oeste.lineId).length).toBeGreaterThan(0);
    expect((await manager.get(`${DEMANDS}?status=CANCELLED&from=${day(1)}&to=${day(28)}`)).json().items).toHaveLength(
      1,
    );
  });
});
