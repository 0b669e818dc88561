import { mandatoryFields } from '@honora/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettingsWorld, expectDenied, fieldErrors, type SettingsWorld } from './billing-settings-world';

let w: SettingsWorld;
beforeAll(async () => {
  w = await createSettingsWorld();
});
afterAll(() => w.t.close());

const empty = (eventType: string) => ({ eventType, fields: [], updatedAt: null });

describe('mandatory fields', () => {
  it('answers one entry per event type, none set at first', async () => {
    const res = await w.admin.get('/api/mandatory-fields');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [empty('Honorario'), empty('SPSADT'), empty('Consulta')] });
  });

  it('sets the fields of one type (kept in catalog order), then replaces them', async () => {
    const first = await w.admin.put('/api/mandatory-fields/SPSADT', {
      fields: ['clinicIndication', 'numGuide', 'password'],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ eventType: 'SPSADT', fields: ['numGuide', 'password', 'clinicIndication'] });
    expect(first.json().updatedAt).toEqual(expect.any(String));

    const second = await w.admin.put('/api/mandatory-fields/SPSADT', { fields: ['hospitalId'] });
    expect(second.json().fields).toEqual(['hospitalId']);
    const { items } = (await w.admin.get('/api/mandatory-fields')).json();
    expect(items).toEqual([
      empty('Honorario'),
      { eventType: 'SPSADT', fields: ['hospitalId'], updatedAt: expect.any(String) },
      empty('Consulta'),
    ]);
    const rows = await w.t.database.db.select().from(mandatoryFields).where(eq(mandatoryFields.companyId, w.matrizId));
    expect(rows).toHaveLength(1);

    const cleared = await w.admin.put('/api/mandatory-fields/SPSADT', { fields: [] });
    expect(cleared.json().fields).toEqual([]);
  });

  it.each([
    ['Honorario', ['voar'], 'Campo desconhecido: voar'],
    ['Honorario', ['numGuide', 'numGuide'], 'Campo repetido: Número da guia'],
    ['SPSADT', ['codeProcedureConsult'], 'O campo Código do procedimento da consulta não se aplica a SP/SADT'],
    ['Consulta', ['startDateBilling'], 'O campo Início do faturamento não se aplica a Consulta'],
  ])('%s %j → %s, saving nothing', async (type, fields, message) => {
    const before = (await w.admin.get('/api/mandatory-fields')).json();
    expect(fieldErrors(await w.admin.put(`/api/mandatory-fields/${type}`, { fields }))).toEqual({ fields: message });
    expect((await w.admin.get('/api/mandatory-fields')).json()).toEqual(before);
  });

  it('names the catalog key of a field that does not apply to the type, with its params', async () => {
    const res = await w.admin.put('/api/mandatory-fields/Consulta', { fields: ['startDateBilling'] });
    expect(res.json().fields).toEqual([
      {
        path: 'fields',
        message: 'O campo Início do faturamento não se aplica a Consulta',
        messageKey: 'screens.billingSettings.mandatoryFields.errors.notForType',
        params: { field: 'Início do faturamento', type: 'Consulta' },
      },
    ]);
  });

  it('refuses an unknown event type and a body without the list', async () => {
    const badType = await w.admin.put('/api/mandatory-fields/Internacao', { fields: [] });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().fields[0].message).toBe('Tipo de evento inválido');
    expect((await w.admin.put('/api/mandatory-fields/Consulta', {})).statusCode).toBe(400);
  });

  it("keeps each company's own: the filial does not inherit the matriz's, another company sees none", async () => {
    await w.admin.put('/api/mandatory-fields/Honorario', { fields: ['numGuide', 'anesthetistId'] });
    await w.filialAdmin.put('/api/mandatory-fields/Honorario', { fields: ['patientId'] });
    const matriz = (await w.admin.get('/api/mandatory-fields')).json().items[0];
    const filial = (await w.filialAdmin.get('/api/mandatory-fields')).json().items[0];
    const other = (await w.outsider.get('/api/mandatory-fields')).json().items[0];
    expect(matriz.fields).toEqual(['numGuide', 'anesthetistId']);
    expect(filial.fields).toEqual(['patientId']);
    expect(other).toEqual(empty('Honorario'));
  });

  it('belongs to the billing profiles: the manager and the biller read them; the anesthetist may not', async () => {
    expect((await w.manager.get('/api/mandatory-fields')).statusCode).toBe(200);
    expect((await w.biller.get('/api/mandatory-fields')).statusCode).toBe(200);
    expectDenied(await w.anesthetist.get('/api/mandatory-fields'), 'read');
    expectDenied(await w.anesthetist.put('/api/mandatory-fields/Consulta', { fields: ['consultType'] }), 'write');
    expect((await w.admin.get('/api/mandatory-fields')).json().items[2]).toEqual(empty('Consulta'));
  });
});
