import { companies, systemActor, withActor } from '@honora/db';
import { createCompany } from '@honora/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './helpers';
import { createPeopleWorld, fieldErrors, instantBetween, names, type PeopleWorld } from './people-registries-world';

let w: PeopleWorld;

beforeAll(async () => {
  w = await createPeopleWorld();
});
afterAll(() => w.t.close());

const setMatrizFlags = (flags: Record<string, boolean>) =>
  withActor(w.t.database.db, systemActor, (tx) =>
    tx.update(companies).set({ flags }).where(eq(companies.id, w.matrizId)),
  );

describe('GET /api/company/branches', () => {
  it('answers the matriz and its filiais to the matriz, with their structure', async () => {
    const res = await w.admin.get('/api/company/branches');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items).toEqual([
      expect.objectContaining({
        id: w.matrizId,
        name: 'Cooperativa Pessoas',
        isMatriz: true,
        matrizId: null,
        active: true,
      }),
      expect.objectContaining({
        id: w.filialId,
        name: 'Filial Pessoas',
        isFilial: true,
        matrizId: w.matrizId,
        deletedAt: null,
      }),
    ]);
    expect(names(res)).toEqual(['Cooperativa Pessoas', 'Filial Pessoas']);
    expect(typeof body.syncedAt).toBe('string');
  });

  it('answers the filial itself and its matriz, unless the matriz hides its data from filiais', async () => {
    expect(names(await w.filialAdmin.get('/api/company/branches'))).toEqual(['Cooperativa Pessoas', 'Filial Pessoas']);
    await setMatrizFlags({ filialHiddenMatrizData: true });
    expect(names(await w.filialAdmin.get('/api/company/branches'))).toEqual(['Filial Pessoas']);
    await setMatrizFlags({});
  });

  it('is open to every member (module account) and never shows another family', async () => {
    for (const client of [w.nobody, w.resident, w.biller]) {
      const res = await client.get('/api/company/branches');
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Outra Cooperativa');
    }
    expect(names(await w.outsider.get('/api/company/branches'))).toEqual(['Outra Cooperativa']);
    expect((await new TestClient(w.t.app).get('/api/company/branches')).statusCode).toBe(401);
  });

  it('answers with updatedSince only the companies changed after it, a deleted one marked', async () => {
    const since = await instantBetween();
    const newFilial = await createCompany(w.t.database.db, {
      name: 'Filial Nova',
      isFilial: true,
      matrizId: w.matrizId,
    });
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.update(companies).set({ name: 'Filial Pessoas Renomeada' }).where(eq(companies.id, w.filialId)),
    );
    const res = await w.admin.get(`/api/company/branches?updatedSince=${encodeURIComponent(since)}`);
    expect(names(res)).toEqual(['Filial Nova', 'Filial Pessoas Renomeada']);
    expect(res.json().items[1].updatedAt).not.toBeNull();

    const later = await instantBetween();
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, newFilial.id)),
    );
    // No longer in the session's family, the deleted filial still reaches the matriz's cache as deleted.
    const afterDelete = (await w.admin.get(`/api/company/branches?updatedSince=${encodeURIComponent(later)}`)).json();
    expect(afterDelete.items).toEqual([expect.objectContaining({ id: newFilial.id, active: false })]);
    expect(afterDelete.items[0].deletedAt).not.toBeNull();
    expect(names(await w.admin.get('/api/company/branches'))).toEqual([
      'Cooperativa Pessoas',
      'Filial Pessoas Renomeada',
    ]);
    expect(
      (await w.filialAdmin.get(`/api/company/branches?updatedSince=${encodeURIComponent(later)}`)).json().items,
    ).toEqual([]);
    expect(fieldErrors(await w.admin.get('/api/company/branches?updatedSince=ontem'))).toEqual({
      updatedSince: 'Data inválida',
    });
  });
});
