import { BUILD_NUMBER, messages } from '@honora/contract';
import { addDays, zonedDay } from '@honora/domain';
import { companyWebConfigs, releases, systemActor, withActor } from '@honora/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminWorld } from './admin-world';
import { fieldErrors, UNKNOWN_ID } from './billing-settings-world';
import type { TestApp, TestClient } from './helpers';

/**
 * Releases and the changelog (platform.md §2 Changelog, Releases, about; §9 build; decision 055):
 * administrators write them, every signed-in user reads the published ones with an unread count
 * per user; the session carries the selected company's web config minVersion.
 */
const ADMIN = '/api/admin/releases';
const PUBLIC = '/api/releases';
const e = messages.screens.releases.errors;
const today = zonedDay(Date.now());

let t: TestApp;
let superAdmin: TestClient;
let plainAdmin: TestClient;
let member: TestClient;
let matrizId: string;

beforeAll(async () => {
  ({ t, superAdmin, plainAdmin, member, matrizId } = await createAdminWorld());
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  version: '1.0.0',
  buildNumber: 100,
  releasedOn: today,
  notes: 'Primeira versão.\nCom duas linhas.',
  published: true,
  ...over,
});

const changelog = async (client: TestClient) => {
  const res = await client.get(PUBLIC);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { version: string; notes: string }[]; unread: number };
};

describe('releases', () => {
  let firstId: string;
  let draftId: string;

  it('lets administrators publish and keep drafts, newest build first', async () => {
    const first = await plainAdmin.post(ADMIN, body());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ version: '1.0.0', buildNumber: 100, published: true, notes: body().notes });
    expect(first.json().publishedAt).toEqual(expect.any(String));
    firstId = first.json().id;
    const draft = await superAdmin.post(
      ADMIN,
      body({ version: '1.1.0', buildNumber: 110, notes: '', published: false }),
    );
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({ published: false, publishedAt: null, notes: '' });
    draftId = draft.json().id;
    const list = (await plainAdmin.get(ADMIN)).json().items as { version: string }[];
    expect(list.map((r) => r.version)).toEqual(['1.1.0', '1.0.0']);
  });

  it('stamps the record metadata and the change history through the triggers', async () => {
    const [row] = await t.database.db.select().from(releases).where(eq(releases.id, firstId));
    expect(row).toMatchObject({ createdByName: 'admin@admin.dev', createdEnv: 'web' });
  });

  it('shows clients only the published releases, and all of them are unread at first', async () => {
    const log = await changelog(member);
    expect(log.items.map((r) => r.version)).toEqual(['1.0.0']);
    expect(log.unread).toBe(1);
  });

  it('counts unread per user: reading clears one user only, a new publication comes back', async () => {
    const read = await member.post(`${PUBLIC}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ unread: 0 });
    expect((await changelog(member)).unread).toBe(0);
    expect((await changelog(plainAdmin)).unread).toBe(1);
    await new Promise((r) => setTimeout(r, 20));
    const publish = await plainAdmin.put(`${ADMIN}/${draftId}`, body({ version: '1.1.0', buildNumber: 110 }));
    expect(publish.statusCode, publish.body).toBe(200);
    const log = await changelog(member);
    expect(log.items.map((r) => r.version)).toEqual(['1.1.0', '1.0.0']);
    expect(log.unread).toBe(1);
    expect((await changelog(plainAdmin)).unread).toBe(2);
  });

  it('keeps a published release read when only its text is fixed', async () => {
    await member.post(`${PUBLIC}/read`);
    const fix = await plainAdmin.put(
      `${ADMIN}/${draftId}`,
      body({ version: '1.1.0', buildNumber: 110, notes: 'Corrigido.' }),
    );
    expect(fix.statusCode, fix.body).toBe(200);
    expect((await changelog(member)).unread).toBe(0);
  });

  it('refuses a duplicate version or build with 409 naming the other release', async () => {
    const version = await plainAdmin.post(ADMIN, body({ buildNumber: 200 }));
    expect(version.statusCode, version.body).toBe(409);
    expect(version.json().fields).toEqual([
      {
        path: 'version',
        message: expect.stringContaining('1.0.0'),
        messageKey: expect.any(String),
        params: expect.anything(),
      },
    ]);
    expect(version.json().message).toBe('A versão 1.0.0 já está cadastrada (build 100)');
    const build = await plainAdmin.put(`${ADMIN}/${draftId}`, body({ version: '1.1.0', buildNumber: 100 }));
    expect(build.statusCode, build.body).toBe(409);
    expect(build.json().message).toBe('O build 100 já está cadastrado na versão 1.0.0');
  });

  it.each([
    [{ version: '1.0' }, 'version', e.version],
    [{ version: 'v1.2.3' }, 'version', e.version],
    [{ version: 12 }, 'version', e.version],
    [{ buildNumber: 0 }, 'buildNumber', e.buildNumber],
    [{ buildNumber: -3 }, 'buildNumber', e.buildNumber],
    [{ buildNumber: 1.5 }, 'buildNumber', e.buildNumber],
    [{ buildNumber: 1e300 }, 'buildNumber', e.buildNumber],
    [{ buildNumber: '7' }, 'buildNumber', e.buildNumber],
    [{ releasedOn: '2026-02-30' }, 'releasedOn', e.releasedOn],
    [{ releasedOn: '1999-12-31' }, 'releasedOn', e.releasedOn],
    [{ releasedOn: 'ontem' }, 'releasedOn', e.releasedOn],
    [{ notes: '   ', published: true }, 'notes', e.notesRequired],
    [{ notes: 'x'.repeat(20_001) }, 'notes', e.notesRequired],
  ])('refuses %j with a pt-BR message', async (over, path, message) => {
    const res = await plainAdmin.post(ADMIN, body({ version: '9.9.9', buildNumber: 999, ...over }));
    expect(fieldErrors(res)[path]).toBe(message);
  });

  it('refuses an absurd future day (more than a year ahead)', async () => {
    const res = await plainAdmin.post(
      ADMIN,
      body({ version: '9.9.9', buildNumber: 999, releasedOn: addDays(today, 400) }),
    );
    expect(fieldErrors(res).releasedOn).toBe(e.releasedOn);
  });

  it('answers 400, never 500, to NUL bytes and wrong types', async () => {
    const nul = await plainAdmin.post(ADMIN, body({ version: '9.9.9', buildNumber: 999, notes: 'a\u0000b' }));
    expect(nul.statusCode).toBe(400);
    const wrong = await plainAdmin.post(ADMIN, { version: ['1'], buildNumber: {}, releasedOn: 5, published: 'sim' });
    expect(wrong.statusCode).toBe(400);
    const badId = await plainAdmin.put(`${ADMIN}/nao-e-id`, body());
    expect(badId.statusCode).toBe(400);
  });

  it('keeps writes to administrators: a client session is refused, and sees no drafts', async () => {
    for (const res of [
      await member.get(ADMIN),
      await member.post(ADMIN, body({ version: '5.0.0', buildNumber: 500 })),
      await member.put(`${ADMIN}/${firstId}`, body()),
      await member.request('DELETE', `${ADMIN}/${firstId}`),
    ]) {
      expect([401, 403]).toContain(res.statusCode);
    }
    expect((await changelog(member)).items).toHaveLength(2);
  });

  it('unpublishes, deletes softly and frees the version and build again', async () => {
    const hide = await plainAdmin.put(
      `${ADMIN}/${draftId}`,
      body({ version: '1.1.0', buildNumber: 110, published: false }),
    );
    expect(hide.json()).toMatchObject({ published: false, publishedAt: null });
    expect((await changelog(member)).items.map((r) => r.version)).toEqual(['1.0.0']);
    const gone = await plainAdmin.request('DELETE', `${ADMIN}/${draftId}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await plainAdmin.request('DELETE', `${ADMIN}/${draftId}`)).statusCode).toBe(404);
    expect((await plainAdmin.put(`${ADMIN}/${UNKNOWN_ID}`, body())).statusCode).toBe(404);
    const again = await plainAdmin.post(ADMIN, body({ version: '1.1.0', buildNumber: 110 }));
    expect(again.statusCode, again.body).toBe(200);
  });

  it('needs a session to read the changelog', async () => {
    const res = await t.app.inject({ method: 'GET', url: PUBLIC });
    expect(res.statusCode).toBe(401);
  });
});

describe('the company web config minVersion in the session (platform.md §9)', () => {
  it('answers the selected company minVersion, 0 without a company', async () => {
    const before = (await member.get('/api/auth/session')).json().session;
    expect(before.company?.id).toBe(matrizId);
    expect(before.minVersion).toBe(0);
    await withActor(t.database.db, systemActor, (tx) =>
      tx
        .update(companyWebConfigs)
        .set({ minVersion: BUILD_NUMBER + 1 })
        .where(eq(companyWebConfigs.companyId, matrizId)),
    );
    const after = (await member.get('/api/auth/session')).json().session;
    expect(after.minVersion).toBe(BUILD_NUMBER + 1);
    expect((await plainAdmin.get('/api/auth/session')).json().session.minVersion).toBe(0);
  });
});
