import { companyMembers, specialties, systemActor, users, withActor } from '@honora/db';
import { addMember, createUser } from '@honora/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { TestClient } from './helpers';
import {
  createPeopleWorld,
  fieldErrors,
  instantBetween,
  names,
  PASSWORD,
  sheetRows,
  type PeopleWorld,
} from './people-registries-world';

let w: PeopleWorld;
let brunoId: string;
let filialOnlyId: string;
let victimId: string;

const person = { name: 'Nova Anestesista', phone: '', crm: '', crmState: '', sigla: '', specialtyId: '', cbo: '' };
/** The migration's specialties (decision 063). */
let anesthesiologyId: string;
let cardiologyId: string;

/** A user with a CLIENT membership, written as the seed would. */
async function anesthetist(
  email: string,
  name: string,
  companyId: string,
  userTypes = ['KAnesthetist'],
  extra: Partial<typeof users.$inferInsert> = {},
) {
  const db = w.t.database.db;
  const user = await createUser(db, { email, name, passwordHash: await hashPassword(PASSWORD), ...extra });
  await addMember(db, {
    companyId,
    userId: user.id,
    profiles: [userTypes.includes('KResident') ? 'g' : 'b'],
    userTypes,
  });
  return user.id;
}

async function membership(userId: string, companyId: string) {
  const [row] = await w.t.database.db
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)));
  return row;
}

beforeAll(async () => {
  w = await createPeopleWorld();
  const named = await w.t.database.db.select().from(specialties);
  anesthesiologyId = named.find((s) => s.name === 'Anestesiologia')!.id;
  cardiologyId = named.find((s) => s.name === 'Cardiologia')!.id;
  brunoId = await anesthetist('bruno@pessoas.dev', 'Bruno Ânestesista', w.matrizId, ['KAnesthetist'], {
    crm: '123456/SP',
    crmState: 'SP',
    sigla: 'BA',
    specialtyId: anesthesiologyId,
    cbo: '225151',
  });
  filialOnlyId = await anesthetist('filial.anestesista@pessoas.dev', 'Fábio da Filial', w.filialId);
  victimId = await anesthetist('vitima@outra.dev', 'Vítima Secreta Anestesista', w.otherId);
});
afterAll(() => w.t.close());

describe('the list', () => {
  it("shows the visible companies' anesthetists and residents, one row per person, never plain users", async () => {
    const res = await w.admin.get('/api/anesthetists');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: string; name: string; isResident: boolean; companyId: string }[];
    expect(items.map((i) => i.name)).toEqual(['Bruno Ânestesista', 'Fábio da Filial', 'Rita Residente']);
    expect(items.find((i) => i.id === w.residentId)).toMatchObject({ isResident: true, companyId: w.matrizId });
    expect(items.find((i) => i.id === brunoId)).toMatchObject({
      isResident: false,
      crm: '123456',
      crmState: 'SP',
      sigla: 'BA',
      specialtyId: anesthesiologyId,
      specialty: 'Anestesiologia',
      cbo: '225151',
      email: 'bruno@pessoas.dev',
      userTypes: ['KAnesthetist'],
      companyIds: [w.matrizId],
      active: true,
      deletedAt: null,
    });
    expect(items.find((i) => i.id === filialOnlyId)?.companyId).toBe(w.filialId);
    expect(res.body).not.toContain('Secreta');
  });

  it('filters by type and searches without accents', async () => {
    expect(names(await w.admin.get('/api/anesthetists?userType=KResident'))).toEqual(['Rita Residente']);
    expect(names(await w.admin.get('/api/anesthetists?userType=KAnesthetist'))).toEqual([
      'Bruno Ânestesista',
      'Fábio da Filial',
    ]);
    expect(names(await w.admin.get('/api/anesthetists?search=ANESTESISTA'))).toEqual(['Bruno Ânestesista']);
    expect(names(await w.admin.get('/api/anesthetists?search=fabio'))).toEqual(['Fábio da Filial']);
    expect(fieldErrors(await w.admin.get('/api/anesthetists?userType=KUser'))).toHaveProperty('userType');
  });

  it('shows the filial only its own and its matriz’s people', async () => {
    expect(names(await w.filialAdmin.get('/api/anesthetists'))).toEqual([
      'Bruno Ânestesista',
      'Fábio da Filial',
      'Rita Residente',
    ]);
    expect(names(await w.outsider.get('/api/anesthetists'))).toEqual(['Vítima Secreta Anestesista']);
  });

  it('is refused to the resident (no anesthetists module) and to members without a profile', async () => {
    const res = await w.resident.get('/api/anesthetists');
    expect(res.statusCode).toBe(403);
    expect(res.json().params).toEqual({ module: 'anesthetists', action: 'list' });
    expect((await w.nobody.get('/api/anesthetists/export')).statusCode).toBe(403);
    expect((await w.scheduler.get('/api/anesthetists')).statusCode).toBe(200);
  });
});

describe('GET /api/anesthetists/:id', () => {
  it('answers a visible person with whether another company shares them', async () => {
    const res = await w.admin.get(`/api/anesthetists/${brunoId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: brunoId, name: 'Bruno Ânestesista', managedElsewhere: false });
  });

  it('answers 404 for plain users, unknown ids and other companies’ people', async () => {
    for (const id of [w.adminId, '00000000-0000-4000-8000-000000000000', victimId]) {
      const res = await w.admin.get(`/api/anesthetists/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Secreta');
    }
    expect((await w.outsider.get(`/api/anesthetists/${brunoId}`)).statusCode).toBe(404);
  });
});

describe('POST /api/anesthetists', () => {
  it('creates a new person without password, makes them an anesthetist and e-mails the link to create one', async () => {
    const sentBefore = w.t.sent.length;
    const res = await w.admin.post('/api/anesthetists', {
      ...person,
      email: ' Nova.Pessoa@Pessoas.dev ',
      sigla: 'na',
      crm: '98765',
      crmState: 'mg',
      phone: '(11) 98765-4321',
      userTypes: ['KAnesthetist'],
    });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      email: 'nova.pessoa@pessoas.dev',
      sigla: 'NA',
      crm: '98765',
      crmState: 'MG',
      phone: '+5511987654321',
      companyId: w.matrizId,
      userTypes: ['KAnesthetist'],
      invited: true,
      managedElsewhere: false,
    });
    expect(await membership(created.id, w.matrizId)).toMatchObject({ profiles: ['b'], isActive: true });
    const [user] = await w.t.database.db.select().from(users).where(eq(users.id, created.id));
    expect(user).toMatchObject({ passwordHash: null, crm: '98765/MG', crmState: 'MG' });

    expect(w.t.sent.length).toBe(sentBefore + 1);
    const mail = w.t.sent.at(-1)!;
    expect(mail).toMatchObject({
      channel: 'email',
      to: 'nova.pessoa@pessoas.dev',
      subject: 'Honora — crie a sua senha',
    });
    expect(mail.body).toContain('Cooperativa Pessoas');
    const token = /ResetPassword\?token=([^\s]+)/.exec(mail.body)?.[1];
    expect(token).toBeDefined();
    const confirm = await new TestClient(w.t.app).post('/api/auth/password-reset/confirm', {
      token: decodeURIComponent(token!),
      password: 'nova-senha-forte',
    });
    expect(confirm.statusCode).toBe(200);
    const login = await new TestClient(w.t.app).login('nova.pessoa@pessoas.dev', 'nova-senha-forte');
    expect(login.statusCode).toBe(200);
    expect(login.json().session.permissions.events).toContain('writeOwn');
  });

  it('makes a resident with the resident profile', async () => {
    const res = await w.admin.post('/api/anesthetists', {
      ...person,
      name: 'Residente Nova',
      email: 'residente.nova@pessoas.dev',
      userTypes: ['KResident'],
    });
    expect(res.json()).toMatchObject({ isResident: true, userTypes: ['KResident'] });
    expect((await membership(res.json().id, w.matrizId))?.profiles).toEqual(['g']);
  });

  it('includes an existing person of the family: their profiles stay and the anesthetist one is added, no e-mail', async () => {
    const sentBefore = w.t.sent.length;
    const billerId = (await w.t.database.db.select().from(users).where(eq(users.email, 'faturista@pessoas.dev')))[0]!
      .id;
    const res = await w.filialAdmin.post('/api/anesthetists', {
      ...person,
      name: 'Zeca Faturista',
      email: 'FATURISTA@pessoas.dev',
      sigla: 'ZF',
      userTypes: ['KAnesthetist'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: billerId, invited: false, companyId: w.filialId, sigla: 'ZF' });
    expect(w.t.sent.length).toBe(sentBefore);
    expect(await membership(billerId, w.filialId)).toMatchObject({ profiles: ['b'], userTypes: ['KAnesthetist'] });
    expect(await membership(billerId, w.matrizId)).toMatchObject({ profiles: ['f'], userTypes: ['KUser'] });
  });

  it('refuses someone who already is an anesthetist here', async () => {
    expect(
      fieldErrors(
        await w.admin.post('/api/anesthetists', { ...person, email: 'bruno@pessoas.dev', userTypes: ['KResident'] }),
      ),
    ).toEqual({ email: 'Esta pessoa já é anestesista ou residente desta empresa' });
  });

  it('does not attach (nor show or change) a person of another company by their e-mail', async () => {
    const res = await w.admin.post('/api/anesthetists', {
      ...person,
      name: 'Sobrescrito',
      email: 'vitima@outra.dev',
      userTypes: ['KAnesthetist'],
    });
    expect(fieldErrors(res)).toEqual({
      email:
        'Este e-mail é de uma pessoa cadastrada em outra empresa: peça à administração da plataforma para incluí-la',
    });
    expect(res.body).not.toContain(victimId);
    expect(await membership(victimId, w.matrizId)).toBeUndefined();
    const [victim] = await w.t.database.db.select().from(users).where(eq(users.id, victimId));
    expect(victim?.name).toBe('Vítima Secreta Anestesista');
  });

  it.each([
    [{ email: 'nao-e-email' }, { email: 'Email inválido' }],
    [{ email: 'x@y.dev', userTypes: [] }, { userTypes: 'Escolha anestesista ou residente' }],
    [{ email: 'x@y.dev', userTypes: ['KUser'] }, { 'userTypes.0': 'Escolha anestesista ou residente' }],
    [{ email: 'x@y.dev', sigla: 'A' }, { sigla: 'As iniciais devem ter 2 ou 3 caracteres' }],
    [{ email: 'x@y.dev', sigla: 'ABCD' }, { sigla: 'As iniciais devem ter 2 ou 3 caracteres' }],
    [{ email: 'x@y.dev', crm: '12a', crmState: 'SP' }, { crm: 'Digite apenas números' }],
    [{ email: 'x@y.dev', crm: '123' }, { crmState: 'Esse campo é requerido' }],
    [{ email: 'x@y.dev', cbo: '2251' }, { cbo: 'O CBO tem 6 dígitos' }],
    [{ email: 'x@y.dev', name: 'Zé' }, { name: 'O tamanho mínimo é: 3' }],
    [{ email: 'x@y.dev', phone: '123' }, { phone: 'Número de telefone inválido' }],
  ])('refuses %j and creates nobody', async (patch, errors) => {
    const res = await w.admin.post('/api/anesthetists', { ...person, userTypes: ['KAnesthetist'], ...patch });
    expect(fieldErrors(res)).toEqual(errors);
    expect(await w.t.database.db.select().from(users).where(eq(users.email, 'x@y.dev'))).toEqual([]);
  });

  it('is refused to the scheduler (read only) and to another company’s view of nothing', async () => {
    const res = await w.scheduler.post('/api/anesthetists', {
      ...person,
      email: 'y@y.dev',
      userTypes: ['KAnesthetist'],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().params).toEqual({ module: 'anesthetists', action: 'write' });
  });

  it('refuses to deactivate one’s own access', async () => {
    expect(
      fieldErrors(
        await w.admin.post('/api/anesthetists', {
          ...person,
          name: 'Zélia Administradora',
          email: 'admin@pessoas.dev',
          userTypes: ['KAnesthetist'],
          active: false,
        }),
      ),
    ).toEqual({ active: 'Você não pode desativar o próprio acesso a esta empresa' });
  });
});

describe('PUT /api/anesthetists/:id', () => {
  const body = (patch: Record<string, unknown> = {}) => ({
    name: 'Bruno Ânestesista',
    phone: '',
    crm: '123456',
    crmState: 'SP',
    sigla: 'BA',
    specialtyId: anesthesiologyId,
    cbo: '225151',
    userTypes: ['KAnesthetist'],
    active: true,
    ...patch,
  });

  it('changes the person and the membership; a resident made anesthetist gets the anesthetist profile', async () => {
    const id = await anesthetist('promovida@pessoas.dev', 'Paula Promovida', w.matrizId, ['KResident']);
    const res = await w.biller.put(`/api/anesthetists/${id}`, {
      ...body(),
      name: 'Paula Promovida Silva',
      crm: '555',
      crmState: 'BA',
      sigla: 'pps',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Paula Promovida Silva',
      crm: '555',
      crmState: 'BA',
      sigla: 'PPS',
      isResident: false,
      userTypes: ['KAnesthetist'],
    });
    expect(res.json().updatedAt).not.toBeNull();
    expect(await membership(id, w.matrizId)).toMatchObject({ profiles: ['b'], userTypes: ['KAnesthetist'] });
  });

  it('deactivates (no hard delete): the person stays, inactive, out of the active list', async () => {
    const id = await anesthetist('desativado@pessoas.dev', 'Davi Desativado', w.matrizId);
    const res = await w.admin.put(`/api/anesthetists/${id}`, {
      ...body({ name: 'Davi Desativado', sigla: 'DD' }),
      active: false,
    });
    expect(res.json()).toMatchObject({ active: false, deletedAt: null });
    expect(names(await w.admin.get('/api/anesthetists?active=true'))).not.toContain('Davi Desativado');
    expect(names(await w.admin.get('/api/anesthetists?active=false'))).toEqual(['Davi Desativado']);
    expect((await w.admin.get(`/api/anesthetists/${id}`)).json().active).toBe(false);
    const signIn = await new TestClient(w.t.app).login('desativado@pessoas.dev', PASSWORD);
    expect(signIn.json().session?.company?.id ?? null).not.toBe(w.matrizId);
  });

  it('keeps the personal data of a person another company shares; types and active still change', async () => {
    const id = await anesthetist('compartilhado@pessoas.dev', 'Carlos Compartilhado', w.matrizId);
    await addMember(w.t.database.db, {
      companyId: w.otherId,
      userId: id,
      profiles: ['b'],
      userTypes: ['KAnesthetist'],
    });
    expect((await w.admin.get(`/api/anesthetists/${id}`)).json().managedElsewhere).toBe(true);
    const same = { name: 'Carlos Compartilhado', crm: '', crmState: '', sigla: '', specialtyId: '', cbo: '' };
    const rename = await w.admin.put(`/api/anesthetists/${id}`, body({ ...same, name: 'Outro Nome' }));
    expect(fieldErrors(rename)).toEqual({
      name: 'Esta pessoa também trabalha em outra empresa: só ela muda esse dado, no próprio perfil',
    });
    expect(
      fieldErrors(await w.admin.put(`/api/anesthetists/${id}`, body({ ...same, specialtyId: cardiologyId }))),
    ).toHaveProperty('specialtyId');
    const retype = await w.admin.put(`/api/anesthetists/${id}`, body({ ...same, userTypes: ['KResident'] }));
    expect(retype.statusCode).toBe(200);
    expect(retype.json()).toMatchObject({ name: 'Carlos Compartilhado', isResident: true });
    expect(await membership(id, w.otherId)).toMatchObject({ userTypes: ['KAnesthetist'], profiles: ['b'] });
  });

  it('refuses the filial on the matriz’s people (403), other companies (404) and one’s own deactivation', async () => {
    expect((await w.filialAdmin.put(`/api/anesthetists/${brunoId}`, body())).statusCode).toBe(403);
    const outsider = await w.outsider.put(`/api/anesthetists/${brunoId}`, body({ name: 'Invasão' }));
    expect(outsider.statusCode).toBe(404);
    expect((await w.admin.put(`/api/anesthetists/${victimId}`, body())).statusCode).toBe(404);
    expect((await w.admin.get(`/api/anesthetists/${brunoId}`)).json().name).toBe('Bruno Ânestesista');

    const selfId = await anesthetist('eu@pessoas.dev', 'Eu Mesma', w.matrizId, ['KAnesthetist']);
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx
        .update(companyMembers)
        .set({ profiles: ['a', 'b'] })
        .where(eq(companyMembers.userId, selfId)),
    );
    const me = await w.signIn('eu@pessoas.dev');
    expect(
      fieldErrors(await me.put(`/api/anesthetists/${selfId}`, body({ name: 'Eu Mesma', sigla: '', active: false }))),
    ).toEqual({ active: 'Você não pode desativar o próprio acesso a esta empresa' });
  });

  it('lets the anesthetist change his own personal data (writeOwn), not his types, access or anyone else', async () => {
    const ownId = await anesthetist('proprio@pessoas.dev', 'Otávio Próprio', w.matrizId);
    const me = await w.signIn('proprio@pessoas.dev');
    const own = { ...body(), name: 'Otávio Próprio', crm: '98765', crmState: 'MG', sigla: 'OP', cbo: '' };
    const saved = await me.put(`/api/anesthetists/${ownId}`, own);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ crm: '98765', crmState: 'MG', sigla: 'OP' });
    const denied = { code: 'permissionDenied', params: { module: 'anesthetists', action: 'write' } };
    expect((await me.put(`/api/anesthetists/${ownId}`, { ...own, userTypes: ['KResident'] })).json()).toMatchObject(
      denied,
    );
    expect((await me.put(`/api/anesthetists/${brunoId}`, body({ name: 'Outro' }))).json()).toMatchObject(denied);
    expect(await membership(ownId, w.matrizId)).toMatchObject({ profiles: ['b'], userTypes: ['KAnesthetist'] });
    expect((await w.admin.get(`/api/anesthetists/${brunoId}`)).json().name).toBe('Bruno Ânestesista');
  });

  it('validates like the creation', async () => {
    expect(fieldErrors(await w.admin.put(`/api/anesthetists/${brunoId}`, body({ userTypes: [] })))).toEqual({
      userTypes: 'Escolha anestesista ou residente',
    });
    expect(fieldErrors(await w.admin.put(`/api/anesthetists/${brunoId}`, body({ crmState: '' })))).toEqual({
      crmState: 'Esse campo é requerido',
    });
  });
});

describe('order, pages, export and sync', () => {
  beforeAll(async () => {
    for (const [email, name, sigla, crm] of [
      ['a10@outra.dev', 'Anestesista 10', 'AB', '10/SP'],
      ['a9@outra.dev', 'Anestesista 9', 'AA', '9/SP'],
      ['erico@outra.dev', 'Érico Anestesista', 'EA', '100/RJ'],
      ['ana@outra.dev', 'ana anestesista', 'ZZ', null],
    ] as const) {
      await anesthetist(email, name, w.otherId, ['KAnesthetist'], { sigla, crm });
    }
  });

  it('sorts in pt-BR order by name, sigla and CRM (numbers by value)', async () => {
    const get = async (query: string) => names(await w.outsider.get(`/api/anesthetists?search=anestesista&${query}`));
    expect(await get('')).toEqual([
      'ana anestesista',
      'Anestesista 9',
      'Anestesista 10',
      'Érico Anestesista',
      'Vítima Secreta Anestesista',
    ]);
    expect(await get('sort=name&dir=desc')).toEqual([
      'Vítima Secreta Anestesista',
      'Érico Anestesista',
      'Anestesista 10',
      'Anestesista 9',
      'ana anestesista',
    ]);
    expect((await get('sort=sigla')).slice(0, 4)).toEqual([
      'Anestesista 9',
      'Anestesista 10',
      'Érico Anestesista',
      'ana anestesista',
    ]);
    expect((await get('sort=crm')).slice(0, 3)).toEqual(['Anestesista 9', 'Anestesista 10', 'Érico Anestesista']);
  });

  it('pages', async () => {
    const page = (await w.outsider.get('/api/anesthetists?search=anestesista&pageSize=2&page=2')).json();
    expect(page.total).toBe(5);
    expect(page.items.map((i: { name: string }) => i.name)).toEqual(['Anestesista 10', 'Érico Anestesista']);
  });

  it('exports to Excel with pt-BR headers and the type names', async () => {
    const rows = await sheetRows(await w.admin.get('/api/anesthetists/export?search=bruno'));
    expect(rows).toEqual([
      ['Nome', 'E-mail', 'Sigla', 'CRM', 'UF do CRM', 'Especialidade', 'CBO', 'Tipo', 'Ativo'],
      [
        'Bruno Ânestesista',
        'bruno@pessoas.dev',
        'BA',
        '123456',
        'SP',
        'Anestesiologia',
        '225151',
        'Anestesista',
        'Sim',
      ],
    ]);
    expect((await sheetRows(await w.outsider.get('/api/anesthetists/export'))).flat()).not.toContain(
      'Bruno Ânestesista',
    );
  });

  it('answers with updatedSince the people whose data or membership changed, and those who left', async () => {
    const untouched = await anesthetist('sync.intocado@outra.dev', 'Sync Intocado', w.otherId);
    const renamed = await anesthetist('sync.renomeado@outra.dev', 'Sync Renomeado', w.otherId);
    const deactivated = await anesthetist('sync.desativado@outra.dev', 'Sync Desativado', w.otherId);
    const left = await anesthetist('sync.saiu@outra.dev', 'Sync Saiu', w.otherId);
    const since = await instantBetween();
    const db = w.t.database.db;
    await withActor(db, systemActor, async (tx) => {
      await tx.update(users).set({ name: 'Sync Renomeado 2' }).where(eq(users.id, renamed));
      await tx.update(companyMembers).set({ isActive: false }).where(eq(companyMembers.userId, deactivated));
      await tx
        .update(companyMembers)
        .set({ userTypes: ['KUser'] })
        .where(eq(companyMembers.userId, left));
    });
    const fresh = await anesthetist('sync.novo@outra.dev', 'Sync Novo', w.otherId, ['KResident']);
    const res = await w.outsider.get(`/api/anesthetists?updatedSince=${encodeURIComponent(since)}`);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: string; name: string; active: boolean; deletedAt: string | null }[];
    const byId = new Map(items.map((i) => [i.id, i]));
    expect([...byId.keys()].sort()).toEqual([renamed, deactivated, left, fresh].sort());
    expect(byId.get(renamed)).toMatchObject({ name: 'Sync Renomeado 2', deletedAt: null });
    expect(byId.get(deactivated)).toMatchObject({ active: false, deletedAt: null });
    expect(byId.get(left)?.deletedAt).not.toBeNull();
    expect(byId.get(fresh)?.deletedAt).toBeNull();
    expect(byId.has(untouched)).toBe(false);
    expect(names(await w.outsider.get('/api/anesthetists?search=sync&active=all'))).not.toContain('Sync Saiu');
  });
});
