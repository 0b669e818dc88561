import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPeopleWorld, type PeopleWorld } from './people-registries-world';

/**
 * The history of a registry record (the registry slice, docs/decisions/024-registry-slice.md):
 * the change log of that record, oldest first, read by whoever may read the record.
 */
let w: PeopleWorld;

beforeAll(async () => {
  w = await createPeopleWorld();
});
afterAll(() => w.t.close());

interface History {
  items: { operation: string; changedByName: string; changedByAdmin: boolean; changes: Record<string, unknown> }[];
}

describe.each([
  {
    registry: 'hospitals',
    body: { name: 'Hospital Histórico', cnpj: null, cnes: null, address: null, active: true },
    change: { cnes: '1234567' },
    field: 'cnes',
  },
  {
    registry: 'surgeons',
    body: { name: 'Dr. Histórico', crm: null, crmState: null, specialtyId: null, cbo: null, active: true },
    change: { cbo: '225225' },
    field: 'cbo',
  },
])('GET /api/$registry/:id/history', ({ registry, body, change, field }) => {
  it('answers the creation, each change, the deletion and the restore, who made them and the fields changed', async () => {
    const created = (await w.admin.post(`/api/${registry}`, body)).json() as { id: string };
    expect((await w.admin.put(`/api/${registry}/${created.id}`, { ...body, ...change })).statusCode).toBe(200);
    expect((await w.admin.request('DELETE', `/api/${registry}/${created.id}`)).statusCode).toBe(200);
    expect((await w.admin.post(`/api/${registry}/${created.id}/restore`, {})).statusCode).toBe(200);

    const res = await w.admin.get(`/api/${registry}/${created.id}/history`);
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as History;
    expect(items.map((item) => item.operation)).toEqual(['INSERT', 'UPDATE', 'DELETE', 'RESTORE']);
    expect(items[0]!.changes).toMatchObject({ name: { from: null, to: body.name } });
    expect(items[1]!.changes).toEqual({ [field]: { from: null, to: Object.values(change)[0] } });
    expect(items.every((item) => item.changedByName.length > 0 && !item.changedByAdmin)).toBe(true);
    // The columns the database derives from the name are never a change a person made.
    expect(items[0]!.changes).not.toHaveProperty('name_search');
  });

  it('is read with the read action (the resident), and is 404 to another company and to an unknown id', async () => {
    const created = (await w.admin.post(`/api/${registry}`, body)).json() as { id: string };
    expect((await w.resident.get(`/api/${registry}/${created.id}/history`)).statusCode).toBe(200);
    expect((await w.outsider.get(`/api/${registry}/${created.id}/history`)).statusCode).toBe(404);
    expect((await w.admin.get(`/api/${registry}/00000000-0000-4000-8000-000000000000/history`)).statusCode).toBe(404);
    expect((await w.nobody.get(`/api/${registry}/${created.id}/history`)).statusCode).toBe(403);
  });
});
