import { scheduleTags, systemActor, withActor } from '@honora/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, UNKNOWN_ID } from './billing-settings-world';
import type { TestApp, TestClient } from './helpers';
import { createOnCallWorld, day, monthUrl } from './on-call-world';

/**
 * The schedule tags (platform.md §2 TagsSchedule; decision 044): a competence the company's
 * doctors hold, a line of the roster asking for it, and the roster refusing whoever lacks it.
 */
const TAGS = '/api/schedule-tags';
const LINES = '/api/on-call/lines';
const e = {
  duplicate: 'Já existe uma etiqueta com este nome',
  color: 'Escolha uma das cores oferecidas',
  doctor: 'Médico não encontrado entre os anestesistas e residentes ativos da empresa',
  inUse: 'A etiqueta é exigida por linhas da escala de plantão: retire-a das linhas antes de excluí-la',
  tag: 'Etiqueta não encontrada entre as etiquetas ativas da empresa',
  required: 'Esse campo é requerido',
  nul: 'Contém um caractere inválido (NUL); apague-o e tente de novo',
};

let t: TestApp;
let companyId: string;
let manager: TestClient;
let scheduler: TestClient;
let biller: TestClient;
let doctorClient: TestClient;
let outsider: TestClient;
let doctor: Record<'ana' | 'bruno' | 'carla' | 'rita', string>;
let lines: Record<'day' | 'night' | 'call' | 'foreign', string>;

beforeAll(async () => {
  ({ t, companyId, manager, scheduler, biller, doctorClient, outsider, doctor, lines } = await createOnCallWorld());
});
afterAll(() => t.close());

const tagBody = (over: Record<string, unknown> = {}) => ({
  name: 'Anestesia pediátrica',
  color: 'BLUE',
  description: 'Crianças até 12 anos',
  doctorIds: [doctor.ana],
  ...over,
});
const storedTags = () =>
  withActor(t.database.db, systemActor, (tx) =>
    tx.select().from(scheduleTags).where(eq(scheduleTags.companyId, companyId)),
  );
const place = (n: number, doctorId: string | null, version = 0, position = 0) =>
  manager.put(`${monthUrl}/slots`, { lineId: lines.day, day: day(n), position, doctorId, version });

/** The line's body as it stands, with `over` applied. */
async function lineBody(id: string, over: Record<string, unknown>) {
  const line = (await manager.get(LINES)).json().items.find((l: { id: string }) => l.id === id);
  const { workplaceId, shiftId, positions, onCallPercentage, active, requiredTag } = line;
  return { workplaceId, shiftId, positions, onCallPercentage, active, requiredTagId: requiredTag?.id ?? null, ...over };
}
const askFor = async (lineId: string, tagId: string | null) =>
  manager.put(`${LINES}/${lineId}`, await lineBody(lineId, { requiredTagId: tagId }));

describe('the tags registry', () => {
  let tagId: string;

  it('creates a tag with its doctors and lists it with the company doctors', async () => {
    const res = await manager.post(TAGS, tagBody({ doctorIds: [doctor.ana, doctor.ana, doctor.carla] }));
    expect(res.statusCode, res.body).toBe(200);
    tagId = res.json().id;
    expect(res.json()).toMatchObject({ name: 'Anestesia pediátrica', color: 'BLUE', active: true, lines: [] });
    expect(res.json().doctorIds.sort()).toEqual([doctor.ana, doctor.carla].sort());
    const list = (await scheduler.get(TAGS)).json();
    expect(list.items.map((i: { name: string }) => i.name)).toEqual(['Anestesia pediátrica']);
    expect(list.doctors.map((d: { name: string }) => d.name)).toEqual([
      'Ana Souza',
      'Bruno Lima',
      'Carla Dias',
      'Rita Residente',
    ]);
    expect(list.doctors.find((d: { id: string }) => d.id === doctor.rita).isResident).toBe(true);
  });

  it.each([
    ['the same name in other case and accents', { name: '  ANESTESIA PEDIATRICA ' }, 'name', e.duplicate],
    ['a blank name', { name: '   ' }, 'name', e.required],
    ['a name too long', { name: 'x'.repeat(61) }, 'name', 'O tamanho máximo é: 60'],
    ['a NUL byte', { name: 'Card\u0000íaca' }, 'name', e.nul],
    ['a colour outside the palette', { name: 'Cardíaca', color: '#ff0000' }, 'color', e.color],
    ["another company's or unknown doctor", { name: 'Cardíaca', doctorIds: [UNKNOWN_ID] }, 'doctorIds', e.doctor],
    ['a doctor id that is no id', { name: 'Cardíaca', doctorIds: ['ana'] }, 'doctorIds.0', e.doctor],
  ])('refuses %s, writing nothing', async (_name, over, path, message) => {
    const before = await storedTags();
    const errors = fieldErrors(await manager.post(TAGS, tagBody(over)));
    expect(errors[path]).toBe(message);
    expect(await storedTags()).toEqual(before);
  });

  it('refuses a body of the wrong types without a 500', async () => {
    for (const body of [{ name: 12, color: 'BLUE' }, { name: 'X', color: 'BLUE', doctorIds: 'ana' }, []]) {
      expect((await manager.post(TAGS, body)).statusCode).toBe(400);
    }
  });

  it('lets the biller and the doctor see nothing and change nothing; another company finds no tag', async () => {
    expect((await biller.post(TAGS, tagBody({ name: 'Outra' }))).statusCode).toBe(403);
    expect((await doctorClient.post(TAGS, tagBody({ name: 'Outra' }))).statusCode).toBe(403);
    expect((await outsider.put(`${TAGS}/${tagId}`, tagBody({ name: 'Roubada' }))).statusCode).toBe(404);
    expect((await outsider.request('DELETE', `${TAGS}/${tagId}`)).statusCode).toBe(404);
    expect((await outsider.get(TAGS)).json().items).toEqual([]);
    expect((await manager.put(`${TAGS}/${UNKNOWN_ID}`, tagBody({ name: 'Nenhuma' }))).statusCode).toBe(404);
  });

  it('keeps its change history', async () => {
    const res = await manager.put(`${TAGS}/${tagId}`, tagBody({ color: 'GREEN', doctorIds: [doctor.ana] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ color: 'GREEN', doctorIds: [doctor.ana] });
  });
});

describe('a line asking for a tag', () => {
  let pediatric: string;
  let foreignTag: string;

  beforeAll(async () => {
    pediatric = (await storedTags())[0]!.id;
    foreignTag = (await outsider.post(TAGS, tagBody({ doctorIds: [] }))).json().id;
  });

  it("refuses another company's tag and an inactive one for the line", async () => {
    expect(fieldErrors(await askFor(lines.day, foreignTag)).requiredTagId).toBe(e.tag);
    const sleeping = (await manager.post(TAGS, tagBody({ name: 'Inativa', active: false }))).json().id;
    expect(fieldErrors(await askFor(lines.day, sleeping)).requiredTagId).toBe(e.tag);
    expect((await manager.get(`${LINES}/options`)).json().tags.map((tag: { name: string }) => tag.name)).toEqual([
      'Anestesia pediátrica',
    ]);
    expect((await manager.request('DELETE', `${TAGS}/${sleeping}`)).statusCode).toBe(200);
  });

  it('refuses a tag some doctor placed from today on lacks, naming them', async () => {
    expect((await place(10, doctor.bruno)).statusCode).toBe(200);
    const res = await askFor(lines.day, pediatric);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Há médicos escalados nesta linha a partir de hoje sem a etiqueta Anestesia pediátrica: Bruno Lima',
    );
    expect((await place(10, null, 1)).statusCode).toBe(200);
    const asked = await askFor(lines.day, pediatric);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().requiredTag).toEqual({ id: pediatric, name: 'Anestesia pediátrica', color: 'GREEN' });
  });

  it('refuses a doctor without the tag in its cells, and takes one who holds it', async () => {
    const refused = await place(11, doctor.bruno);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Bruno Lima não tem a etiqueta Anestesia pediátrica, exigida por esta linha');
    expect(refused.json().params.violations[0]).toMatchObject({ code: 'missingTag', doctorId: doctor.bruno });
    expect((await place(11, doctor.ana)).statusCode).toBe(200);
    // The month's grid answers the tag with the line.
    const grid = (await scheduler.get(monthUrl)).json();
    expect(grid.lines.find((l: { id: string }) => l.id === lines.day).requiredTag.name).toBe('Anestesia pediátrica');
    expect(grid.violations).toEqual([]);
  });

  it('refuses handing the slot over to a colleague without the tag', async () => {
    const version = (await manager.get(monthUrl)).json().header.version;
    expect((await manager.post(`${monthUrl}/publish`, { version })).statusCode).toBe(200);
    const grid = (await manager.get(monthUrl)).json();
    const slotId = grid.slots.find(
      (s: { day: string; lineId: string }) => s.day === day(11) && s.lineId === lines.day,
    ).id;
    const asked = await doctorClient.post('/api/on-call/swaps', {
      kind: 'HANDOVER',
      slotId,
      targetDoctorId: doctor.bruno,
    });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().message).toBe('Bruno Lima não tem a etiqueta Anestesia pediátrica, exigida por esta linha');
  });

  it('refuses taking the tag from a doctor placed in such a line, and the removal of a tag a line asks for', async () => {
    const taken = await manager.put(`${TAGS}/${pediatric}`, tagBody({ color: 'GREEN', doctorIds: [doctor.carla] }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      'Ana Souza está escalado(a) a partir de hoje em linha que exige esta etiqueta: troque-o(a) na escala antes de retirar a etiqueta',
    );
    const removed = await manager.request('DELETE', `${TAGS}/${pediatric}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(e.inUse);
    const listed = (await manager.get(TAGS)).json().items[0];
    expect(listed.lines).toEqual([{ id: lines.day, label: 'Hospital Central — PLANTAO 420' }]);
    expect(listed.doctorIds).toEqual([doctor.ana]);
  });

  it('frees the tag once the line asks for nothing, and its name may be used again', async () => {
    expect((await askFor(lines.day, null)).statusCode).toBe(200);
    expect((await place(12, doctor.bruno)).statusCode).toBe(200);
    expect((await manager.request('DELETE', `${TAGS}/${pediatric}`)).statusCode).toBe(200);
    expect((await manager.get(TAGS)).json().items).toEqual([]);
    expect((await manager.post(TAGS, tagBody())).statusCode).toBe(200);
  });
});
