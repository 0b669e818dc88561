import ExcelJS from 'exceljs';
import {
  formSectionsSchema,
  messages,
  type Form,
  type FormCategory,
  type FormSummary,
  type PublicForm,
} from '@honora/contract';
import { formResponses, forms, systemActor, withActor } from '@honora/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminWorld, type AdminWorld } from './admin-world';
import { fieldErrors, UNKNOWN_ID } from './billing-settings-world';
import { body, good, sections } from './forms-world';

/**
 * Forms with public responses (platform.md §2, §3 Form, §5 required questions and the hour limit,
 * §8 Forms messages; decision 057): the builder's CRUD and states, the public link without a
 * session, every answer checked by type, the honeypot, the per-IP limit, responses by period,
 * the summary and the Excel export; another company's ids are not found.
 */
const e = messages.screens.forms.errors;
const FORMS = '/api/forms';
const CATEGORIES = '/api/admin/form-categories';
let w: AdminWorld;
let form: Form;
let otherFormId: string;
let ip = 0;

const publicUrl = (slug = form.slug, companyId = w.matrizId) => `/api/public/forms/${companyId}/${slug}`;
const submit = (answers: Record<string, unknown>, extra: Record<string, unknown> = {}, url = publicUrl()) =>
  w.t.app.inject({
    method: 'POST',
    url: `${url}/responses`,
    payload: { answers, ...extra },
    remoteAddress: `10.1.0.${++ip}`,
  });
const anonymousGet = (url: string) => w.t.app.inject({ method: 'GET', url });
const storedCount = async () =>
  Number(
    (
      await w.t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(formResponses)
        .where(eq(formResponses.formId, form.id))
    )[0]!.n,
  );

beforeAll(async () => {
  w = await createAdminWorld();
  const created = await w.member.post(FORMS, body());
  expect(created.statusCode, created.body).toBe(200);
  form = created.json() as Form;
  const [other] = await withActor(w.t.database.db, systemActor, (tx) =>
    tx
      .insert(forms)
      .values({
        companyId: w.filialId,
        title: 'Outra',
        slug: 'outra',
        published: true,
        openedAt: new Date(),
        // Stored as the builder's schema writes it.
        sections: formSectionsSchema.parse(sections),
      })
      .returning(),
  );
  otherFormId = other!.id;
});

afterAll(() => w.t.close());

describe('the builder (/client/Forms, module forms)', () => {
  it('creates a draft that the public link does not show', async () => {
    expect(form).toMatchObject({
      published: false,
      acceptance: 'unpublished',
      responseCount: 0,
      slug: 'pesquisa-2026',
    });
    expect((await anonymousGet(publicUrl())).statusCode).toBe(404);
  });

  it.each([
    [
      'a choice without options',
      [{ id: 'q', type: 'radio', label: 'X' }],
      'sections.0.questions.0.options',
      e.optionsRequired,
    ],
    [
      'repeated options',
      [{ id: 'q', type: 'select', label: 'X', options: ['a', 'a'] }],
      'sections.0.questions.0.options',
      e.duplicateOption,
    ],
    [
      'options on text',
      [{ id: 'q', type: 'text', label: 'X', options: ['a'] }],
      'sections.0.questions.0.options',
      e.optionsNotAllowed,
    ],
    ['an unknown type', [{ id: 'q', type: 'rating', label: 'X' }], 'sections.0.questions.0.type', e.questionType],
    [
      'min above max',
      [{ id: 'q', type: 'number', label: 'X', min: 5, max: 1 }],
      'sections.0.questions.0.min',
      e.minAboveMax,
    ],
    [
      'a condition on a later question',
      [
        { id: 'a', type: 'text', label: 'A', condition: { questionId: 'b', equals: 'x' } },
        { id: 'b', type: 'text', label: 'B' },
      ],
      'sections.0.questions.0.condition.questionId',
      e.conditionEarlier,
    ],
    [
      'a condition value that is not an option',
      [
        { id: 'a', type: 'booleanNa', label: 'A' },
        { id: 'b', type: 'text', label: 'B', condition: { questionId: 'a', equals: 'talvez' } },
      ],
      'sections.0.questions.1.condition.equals',
      e.conditionValue,
    ],
    [
      'a repeated question id',
      [
        { id: 'a', type: 'text', label: 'A' },
        { id: 'a', type: 'text', label: 'B' },
      ],
      'sections.0.questions.1.id',
      e.duplicateQuestionId,
    ],
  ])('refuses %s (400 naming the field)', async (_name, questions, path, message) => {
    const res = await w.member.post(FORMS, body({ slug: 'x', sections: [{ id: 's', questions }] }));
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldErrors(res)[path]).toBe(message);
  });

  it.each([
    [{ slug: 'Com Espaço' }, 'slug'],
    [{ slug: 'ação' }, 'slug'],
    [{ title: '' }, 'title'],
    [{ title: 'x\u0000y' }, null],
    [{ responseHourLimit: 0 }, 'responseHourLimit'],
    [{ responseHourLimit: 1.5 }, 'responseHourLimit'],
    [{ responseHourLimit: 1e20 }, 'responseHourLimit'],
    [{ sections: [] }, 'sections'],
    [{ categoryId: UNKNOWN_ID }, 'categoryId'],
  ])('refuses %j', async (extra, path) => {
    const res = await w.member.post(FORMS, body({ slug: 'outro', ...extra }));
    expect(res.statusCode, res.body).toBe(400);
    if (path) expect(Object.keys(fieldErrors(res))).toContain(path);
  });

  it('refuses a slug the company already uses, and accepts it in another company', async () => {
    const res = await w.member.post(FORMS, body());
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res).slug).toBe(e.slugTaken);
    expect((await w.member.post(FORMS, body({ slug: 'outra' }))).statusCode).toBe(200);
  });

  it('publishes, and a published slug changes only when confirmed', async () => {
    const published = await w.member.post(`${FORMS}/${form.id}/status`, { action: 'publish' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ published: true, acceptance: 'open' });
    expect((await w.member.post(`${FORMS}/${form.id}/status`, { action: 'publish' })).statusCode).toBe(409);
    const unconfirmed = await w.member.put(`${FORMS}/${form.id}`, body({ slug: 'pesquisa-nova' }));
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().fields).toEqual([
      expect.objectContaining({ path: 'slug', message: e.slugChangeNeedsConfirmation }),
    ]);
    const confirmed = await w.member.put(
      `${FORMS}/${form.id}`,
      body({ slug: 'pesquisa-nova', confirmSlugChange: true }),
    );
    expect(confirmed.statusCode).toBe(200);
    form = confirmed.json() as Form;
    expect(form.slug).toBe('pesquisa-nova');
  });

  it("answers another company's form as not found", async () => {
    for (const res of [
      await w.member.get(`${FORMS}/${otherFormId}`),
      await w.member.put(`${FORMS}/${otherFormId}`, body({ slug: 'y' })),
      await w.member.post(`${FORMS}/${otherFormId}/status`, { action: 'close' }),
      await w.member.get(`${FORMS}/${otherFormId}/responses`),
      await w.member.get(`${FORMS}/${otherFormId}/summary`),
      await w.member.get(`${FORMS}/${otherFormId}/responses.xlsx`),
      await w.member.request('DELETE', `${FORMS}/${otherFormId}`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect(((await w.member.get(FORMS)).json() as { items: Form[] }).items.map((f) => f.id)).not.toContain(otherFormId);
  });
});

describe('the public response (no session)', () => {
  it('shows the published form and nothing of the company but its name', async () => {
    const res = await anonymousGet(publicUrl());
    expect(res.statusCode, res.body).toBe(200);
    const shown = res.json() as PublicForm;
    expect(shown.companyName).toBe('Cooperativa Árvore');
    expect(Object.keys(shown).sort().join()).toBe('companyName,deadline,description,opening,sections,title');
    expect(res.body).not.toContain(w.matrizId);
    expect(res.body).not.toContain('createdBy');
  });

  it('is not found for an unknown slug, another company id, or a bad id', async () => {
    expect((await anonymousGet(publicUrl('nao-existe'))).statusCode).toBe(404);
    expect((await anonymousGet(publicUrl(form.slug, w.filialId))).statusCode).toBe(404);
    expect((await anonymousGet(publicUrl('pesquisa-2026'))).statusCode).toBe(404);
    expect((await anonymousGet(publicUrl(form.slug, 'abc'))).statusCode).toBe(400);
  });

  it('stores a valid response, dropping hidden and unknown questions', async () => {
    const res = await submit({ ...good, who: 'escondida', extra: 'x' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await w.t.database.db.select().from(formResponses).where(eq(formResponses.formId, form.id));
    expect(row!.answers).toEqual({ ...good, score: '9.5' });
    expect(row!.createdBy).toBe('public');
  });

  it('requires the required questions, also those a condition shows', async () => {
    const res = await submit({ score: '5', channel: 'Indicação' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(e.requiredNotFilled);
    expect(fieldErrors(res)).toMatchObject({ 'answers.name': e.problems.required, 'answers.who': e.problems.required });
    expect((await submit({ ...good, channel: 'Indicação', who: 'Dr. Bruno' })).statusCode).toBe(200);
  });

  it.each([
    [{ score: 'dez' }, 'answers.score', e.problems.notNumber],
    [{ score: '11' }, 'answers.score', e.problems.aboveMax],
    [{ score: 9 }, null, null],
    [{ channel: 'Jornal' }, 'answers.channel', e.problems.unknownOption],
    [{ channel: ['Site'] }, 'answers.channel', e.problems.wrongShape],
    [{ topics: 'Agenda' }, 'answers.topics', e.problems.wrongShape],
    [{ day: '31/12/2026' }, 'answers.day', e.problems.notDate],
    [{ day: '2026-02-30' }, 'answers.day', e.problems.notDate],
    [{ at: '25:00' }, 'answers.at', e.problems.notTime],
    [{ when: '2026-11-02' }, 'answers.when', e.problems.notDateTime],
    [{ again: 'talvez' }, 'answers.again', e.problems.notBooleanNa],
    [{ name: 'a\u0000b' }, null, null],
    [{ notes: 'x'.repeat(10_001) }, 'answers.notes', e.problems.tooLong],
  ])('refuses wrong answer #%# with a 400 and stores nothing', async (wrong, path, message) => {
    const before = await storedCount();
    const res = await submit({ ...good, ...wrong });
    expect(res.statusCode, res.body).toBe(400);
    if (path) expect(fieldErrors(res)[path]).toBe(message);
    expect(await storedCount()).toBe(before);
  });

  it('accepts a 10,000-character answer and stores markup as given', async () => {
    const script = '<script>alert("x")</script>';
    expect((await submit({ ...good, notes: 'y'.repeat(10_000) })).statusCode).toBe(200);
    expect((await submit({ ...good, name: script })).statusCode).toBe(200);
    const rows = await w.t.database.db.select().from(formResponses).where(eq(formResponses.formId, form.id));
    expect(rows.map((r) => r.answers.name)).toContain(script);
  });

  it('answers a filled honeypot with a success and stores nothing', async () => {
    const before = await storedCount();
    const res = await submit(good, { website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(await storedCount()).toBe(before);
  });
});

describe('closed, past the hour limit, removed', () => {
  it('a closed form says so and takes nothing until reopened', async () => {
    expect((await w.member.post(`${FORMS}/${form.id}/status`, { action: 'close' })).statusCode).toBe(200);
    const read = await anonymousGet(publicUrl());
    expect(read.statusCode).toBe(409);
    expect(read.json().message).toBe(e.formClosed);
    expect((await submit(good)).statusCode).toBe(409);
    expect((await w.member.post(`${FORMS}/${form.id}/status`, { action: 'reopen' })).statusCode).toBe(200);
    expect((await anonymousGet(publicUrl())).statusCode).toBe(200);
  });

  it('a form past its hour limit says so', async () => {
    expect(
      (await w.member.put(`${FORMS}/${form.id}`, body({ slug: form.slug, responseHourLimit: 2 }))).statusCode,
    ).toBe(200);
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx
        .update(forms)
        .set({ openedAt: new Date(Date.now() - 3 * 3_600_000) })
        .where(eq(forms.id, form.id)),
    );
    const read = await anonymousGet(publicUrl());
    expect(read.statusCode).toBe(409);
    expect(read.json().message).toBe(e.formExpired);
    expect((await submit(good)).statusCode).toBe(409);
    expect((await w.member.get(`${FORMS}/${form.id}`)).json()).toMatchObject({ acceptance: 'expired' });
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.update(forms).set({ openedAt: new Date() }).where(eq(forms.id, form.id)),
    );
    expect((await submit(good)).statusCode).toBe(200);
  });
});

describe('responses, summary and Excel', () => {
  it('lists by period in pages and reads one', async () => {
    const res = await w.member.get(`${FORMS}/${form.id}/responses`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { items: { id: string }[]; total: number; pageSize: number };
    expect(page.total).toBe(5);
    expect(page.pageSize).toBe(100);
    const future = await w.member.get(`${FORMS}/${form.id}/responses?from=2099-01-01`);
    expect(future.json().total).toBe(0);
    expect((await w.member.get(`${FORMS}/${form.id}/responses?from=2026-02-01&to=2026-01-01`)).statusCode).toBe(400);
    expect((await w.member.get(`${FORMS}/${form.id}/responses?page=0`)).statusCode).toBe(400);
    const one = await w.member.get(`/api/form-responses/${page.items[0]!.id}`);
    expect(one.statusCode).toBe(200);
    expect((await w.member.get(`/api/form-responses/${UNKNOWN_ID}`)).statusCode).toBe(404);
  });

  it('summarizes choices and numbers', async () => {
    const summary = (await w.member.get(`${FORMS}/${form.id}/summary`)).json() as FormSummary;
    expect(summary.total).toBe(5);
    const channel = summary.questions.find((q) => q.questionId === 'channel');
    expect(channel?.counts).toEqual([
      { value: 'Site', count: 4 },
      { value: 'Indicação', count: 1 },
    ]);
    expect(summary.questions.find((q) => q.questionId === 'score')).toMatchObject({ answered: 5, average: 9.5 });
  });

  it('exports one row per response, the labels as headers, real numbers and dates, markup as text', async () => {
    const res = await w.member.get(`${FORMS}/${form.id}/responses.xlsx`);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers.slice(0, 3)).toEqual(['Enviada em', 'Seu nome', 'Nota de 0 a 10']);
    expect(headers).not.toContain('name');
    expect(sheet.rowCount).toBe(6);
    expect(sheet.getRow(2).getCell(3).value).toBe(9.5);
    expect(sheet.getRow(2).getCell(1).value).toBeInstanceOf(Date);
    expect(sheet.getRow(2).getCell(8).value).toEqual(new Date(Date.UTC(2026, 10, 2)));
    const names = sheet.getColumn(2).values as unknown[];
    expect(names).toContain('<script>alert("x")</script>');
  });
});

describe('administrators (/admin/Forms, FormsCategories, FormsResponses)', () => {
  let categoryId: string;

  it('keep the categories; a category in use is not removed', async () => {
    const created = await w.plainAdmin.post(CATEGORIES, { name: 'Pesquisas', position: 1 });
    expect(created.statusCode, created.body).toBe(200);
    categoryId = (created.json() as FormCategory).id;
    const duplicate = await w.plainAdmin.post(CATEGORIES, { name: 'PESQUISAS' });
    expect(fieldErrors(duplicate).name).toBe(e.duplicateCategory);
    // A company's user is outside the admin workspace: 401, as every admin route answers it.
    expect((await w.member.post(CATEGORIES, { name: 'X' })).statusCode).toBe(401);
    const categories = (await w.member.get('/api/form-categories')).json() as { items: FormCategory[] };
    expect(categories.items.map((c) => c.name)).toEqual(['Pesquisas']);
    expect((await w.member.put(`${FORMS}/${form.id}`, body({ slug: form.slug, categoryId }))).statusCode).toBe(200);
    const refused = await w.plainAdmin.request('DELETE', `${CATEGORIES}/${categoryId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(e.categoryInUse.replace('{count}', '1'));
    const renamed = await w.plainAdmin.put(`${CATEGORIES}/${categoryId}`, { name: 'Pesquisas de satisfação' });
    expect(renamed.json()).toMatchObject({ name: 'Pesquisas de satisfação', formCount: 1 });
  });

  it("see every company's forms, change their state and read their responses", async () => {
    const list = (await w.plainAdmin.get('/api/admin/forms')).json() as { items: (Form & { companyName: string })[] };
    expect(list.items.map((f) => f.companyName).sort()).toEqual([
      'Cooperativa Árvore',
      'Cooperativa Árvore',
      'Filial Galho',
    ]);
    const closed = await w.plainAdmin.post(`/api/admin/forms/${otherFormId}/status`, { action: 'close' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ acceptance: 'closed', companyName: 'Filial Galho' });
    expect((await w.plainAdmin.post(`/api/admin/forms/${otherFormId}/status`, { action: 'fly' })).statusCode).toBe(400);
    expect((await w.plainAdmin.get(`/api/admin/forms/${form.id}/responses`)).json().total).toBe(5);
    expect((await w.plainAdmin.get(`/api/admin/forms/${form.id}/summary`)).json().total).toBe(5);
    expect((await w.plainAdmin.get(`/api/admin/forms/${form.id}/responses.xlsx`)).statusCode).toBe(200);
    expect((await w.member.get('/api/admin/forms')).statusCode).toBe(401);
  });

  it('a removed form leaves the public link', async () => {
    expect((await w.member.request('DELETE', `${FORMS}/${form.id}`)).statusCode).toBe(200);
    expect((await anonymousGet(publicUrl())).statusCode).toBe(404);
    expect((await w.member.get(`${FORMS}/${form.id}`)).statusCode).toBe(404);
  });
});
