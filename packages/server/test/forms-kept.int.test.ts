import { formSectionsSchema, messages } from '@honora/contract';
import { formResponses, forms, systemActor, withActor } from '@honora/db';
import { createCompany } from '@honora/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { good, sections } from './forms-world';

/**
 * A response to a form read moments ago is checked against the kept definition and stored by one
 * guarded statement (decision 057, "The public response"): any change of the form made elsewhere
 * — here straight in the database, as another server process would — is seen by the very next
 * response, and the per-IP limit counts those responses too.
 */
const e = messages.screens.forms.errors;
let t: TestApp;
let companyId: string;
let formId: string;
let ip = 0;

const url = () => `/api/public/forms/${companyId}/kept/responses`;
const submit = (answers: Record<string, unknown>, remoteAddress = `10.7.0.${++ip}`, extra = {}) =>
  t.app.inject({ method: 'POST', url: url(), payload: { answers, ...extra }, remoteAddress });
const changeForm = (values: Partial<typeof forms.$inferInsert>) =>
  withActor(t.database.db, systemActor, (tx) => tx.update(forms).set(values).where(eq(forms.id, formId)));
const storedCount = async () =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(formResponses)
      .where(eq(formResponses.formId, formId))
  )[0]!.n;

beforeAll(async () => {
  t = await createTestApp({ FORMS_RATE_LIMIT_IP: '3' });
  companyId = (await createCompany(t.database.db, { name: 'Clínica' })).id;
  const [form] = await withActor(t.database.db, systemActor, (tx) =>
    tx
      .insert(forms)
      .values({ companyId, title: 'Guardado', slug: 'kept', published: true, openedAt: new Date(), sections })
      .returning(),
  );
  formId = form!.id;
});

afterAll(() => t.close());

describe('a response to a kept form', () => {
  it('is stored by the public actor, and a robot’s is answered and not stored', async () => {
    expect((await submit(good)).statusCode).toBe(200); // reads the form and keeps it
    expect((await submit(good)).statusCode).toBe(200); // the kept form
    expect((await submit(good, undefined, { website: 'http://spam.example' })).statusCode).toBe(200);
    const rows = await t.database.db.select().from(formResponses).where(eq(formResponses.formId, formId));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ companyId, createdBy: 'public', createdByName: 'Resposta pública' });
  });

  it('counts against the per-IP limit', async () => {
    const before = await storedCount();
    for (let n = 0; n < 3; n += 1) expect((await submit(good, '10.7.9.9')).statusCode).toBe(200);
    const refused = await submit(good, '10.7.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(e.tooManyResponses);
    expect(await storedCount()).toBe(before + 3);
  });

  it('sees a close, a reopening and a new question made elsewhere at the next response', async () => {
    expect((await submit(good)).statusCode).toBe(200);
    await changeForm({ closedAt: new Date() });
    const closed = await submit(good);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(e.formClosed);
    await changeForm({ closedAt: null, openedAt: new Date() });
    expect((await submit(good)).statusCode).toBe(200);
    const required = { id: 'crm', type: 'text', label: 'CRM', required: true };
    const [first, ...rest] = sections;
    await changeForm({
      sections: formSectionsSchema.parse([{ ...first, questions: [...first!.questions, required] }, ...rest]),
    });
    const before = await storedCount();
    const refused = await submit(good);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(e.requiredNotFilled);
    expect((await submit({ ...good, crm: '12345' })).statusCode).toBe(200);
    expect(await storedCount()).toBe(before + 1);
  });

  it('is not found once the form is unpublished or removed', async () => {
    expect((await submit({ ...good, crm: '1' })).statusCode).toBe(200);
    await changeForm({ published: false });
    expect((await submit({ ...good, crm: '1' })).statusCode).toBe(404);
    await changeForm({ published: true, deletedAt: new Date() });
    const removed = await submit({ ...good, crm: '1' });
    expect(removed.statusCode).toBe(404);
    expect(removed.json().message).toBe(e.formNotFound);
  });
});
