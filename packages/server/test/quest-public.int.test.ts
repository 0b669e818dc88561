import ExcelJS from 'exceljs';
import { messages, type FormResponse, type PublicQuest } from '@honora/contract';
import { formResponses, forms, questionnaireInvitations, questionnaires } from '@honora/db';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { good } from './forms-world';
import {
  asSystem,
  createQuestionnaire,
  createQuestWorld,
  invitationsOf,
  type QuestWorld,
} from './questionnaires-world';

/**
 * The personal link /quest/{email}?t={token} (platform.md §2; decision 060): no session; the
 * token and the address must match a live invitation (anything else is the same 404); the
 * questionnaire's own state governs; answers are checked like the public forms'; one response per
 * address, also under a concurrent double submit; the honeypot stores nothing. The response joins
 * the form's responses with the invited address (list and Excel).
 */
const e = messages.screens.questionnaires.errors;
const fe = messages.screens.forms.errors;
let w: QuestWorld;
type Invitation = Awaited<ReturnType<typeof invitationsOf>>[number];
let ana: Invitation;
let bruno: Invitation;
let carla: Invitation;
let questionnaireId: string;
let ip = 0;

const read = (email: string, token: string) =>
  w.t.app.inject({
    method: 'GET',
    url: `/api/public/quest/${encodeURIComponent(email)}?t=${encodeURIComponent(token)}`,
  });
const submit = (inv: { email: string; token: string }, answers: Record<string, unknown> = good, extra = {}) =>
  w.t.app.inject({
    method: 'POST',
    url: `/api/public/quest/${encodeURIComponent(inv.email)}/responses`,
    payload: { token: inv.token, answers, ...extra },
    remoteAddress: `10.2.0.${++ip}`,
  });
const responsesOf = (invitationId: string) =>
  w.t.database.db.select().from(formResponses).where(eq(formResponses.invitationId, invitationId));

beforeAll(async () => {
  w = await createQuestWorld();
  const q = await createQuestionnaire(w);
  questionnaireId = q.id;
  [ana, bruno, carla] = (await invitationsOf(w, q.id)) as [Invitation, Invitation, Invitation];
});
afterAll(() => w.t.close());

describe('reading the personal link', () => {
  it('shows the questionnaire of an unpublished form to its address, with no ids', async () => {
    const res = await read('ANA@exemplo.com.br', ana.token);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as PublicQuest;
    expect(page).toMatchObject({
      companyName: 'Cooperativa Árvore',
      questionnaireTitle: 'Pesquisa com os cooperados',
      message: 'Leva dois minutos.',
      email: 'ana@exemplo.com.br',
      title: 'Pesquisa de satisfação',
      deadline: null,
      answeredAt: null,
    });
    expect(page.sections).toHaveLength(2);
    expect(res.body).not.toContain(w.matrizId);
    expect(res.body).not.toContain(questionnaireId);
    expect(res.body).not.toContain('bruno');
  });

  it('answers the same 404 to an unknown token, another address and another invitation’s token', async () => {
    const other = await createQuestionnaire(w, { title: 'Outro', emails: 'ana@exemplo.com.br' });
    const [otherAna] = await invitationsOf(w, other.id);
    for (const [email, token] of [
      ['ana@exemplo.com.br', 'x'.repeat(43)],
      ['bruno@exemplo.com.br', ana.token],
      ['ana@exemplo.com.br', bruno.token],
    ] as const) {
      const res = await read(email, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(e.linkInvalid);
      const sent = await submit({ email, token });
      expect(sent.statusCode).toBe(404);
    }
    // The same address on another questionnaire has its own token and page.
    expect((await read('ana@exemplo.com.br', otherAna!.token)).json().questionnaireTitle).toBe('Outro');
    expect((await read('ana@exemplo.com.br', 'curto')).statusCode).toBe(400);
  });
});

describe('answering', () => {
  it('refuses invalid answers per question, and stores nothing for the honeypot', async () => {
    const refused = await submit(ana, { score: '11' });
    expect(refused.statusCode).toBe(400);
    const fields = Object.fromEntries(
      (refused.json().fields as { path: string; message: string }[]).map((f) => [f.path, f.message]),
    );
    expect(fields['answers.name']).toBe(fe.problems.required);
    expect(fields['answers.score']).toBeDefined();
    const robot = await submit(ana, good, { website: 'http://spam' });
    expect(robot.statusCode).toBe(200);
    expect(await responsesOf(ana.id)).toHaveLength(0);
    expect((await read(ana.email, ana.token)).json().answeredAt).toBeNull();
  });

  it('stores one response with the invitation, and refuses a second one (409)', async () => {
    const res = await submit(ana);
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await responsesOf(ana.id);
    expect(stored).toMatchObject({ formId: w.form.id, companyId: w.matrizId, createdBy: 'public' });
    const [row] = await w.t.database.db
      .select()
      .from(questionnaireInvitations)
      .where(eq(questionnaireInvitations.id, ana.id));
    expect(row!.responseId).toBe(stored!.id);
    expect(row!.answeredAt?.getTime()).toBe(stored!.submittedAt.getTime());
    expect((await read(ana.email, ana.token)).json().answeredAt).toBe(stored!.submittedAt.toISOString());
    const again = await submit(ana);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(e.alreadyAnswered.replace('{email}', 'ana@exemplo.com.br'));
    expect(await responsesOf(ana.id)).toHaveLength(1);
  });

  it('keeps exactly one response of two sent at once', async () => {
    const results = await Promise.all([submit(bruno), submit(bruno)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await responsesOf(bruno.id)).toHaveLength(1);
    // The database itself holds one response per invitation.
    await expect(
      asSystem(w, (tx) =>
        tx
          .insert(formResponses)
          .values({ companyId: w.matrizId, formId: w.form.id, answers: {}, invitationId: bruno.id }),
      ),
    ).rejects.toThrow();
  });

  it('lists the responses with the invited address, and the Excel gets its column', async () => {
    const list = await w.member.get(`/api/forms/${w.form.id}/responses`);
    const items = list.json().items as FormResponse[];
    expect(items.map((r) => r.invitedEmail).sort()).toEqual(['ana@exemplo.com.br', 'bruno@exemplo.com.br']);
    const one = await w.member.get(`/api/form-responses/${items[0]!.id}`);
    expect(one.json().invitedEmail).toMatch(/@exemplo\.com\.br$/);
    const sheet = await w.superAdmin.get(`/api/admin/forms/${w.form.id}/responses.xlsx`);
    expect(sheet.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const header = book.worksheets[0]!.getRow(1).values as unknown[];
    expect(header.slice(1, 4)).toEqual([
      messages.screens.forms.sheetSubmittedAt,
      messages.screens.forms.sheetInvitedEmail,
      'Seu nome',
    ]);
    const rows = await w.t.database.db.select().from(formResponses).where(isNotNull(formResponses.invitationId));
    expect(rows).toHaveLength(2);
  });
});

describe('the questionnaire’s state governs', () => {
  it('closed: 409 on read and answer; reopened: open again', async () => {
    expect(
      (await w.superAdmin.post(`/api/admin/questionnaires/${questionnaireId}/status`, { action: 'close' })).statusCode,
    ).toBe(200);
    for (const res of [await read(carla.email, carla.token), await submit(carla)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(e.closed);
    }
    // An answered address still sees when it answered.
    expect((await read(ana.email, ana.token)).statusCode).toBe(200);
    await w.superAdmin.post(`/api/admin/questionnaires/${questionnaireId}/status`, { action: 'reopen' });
    expect((await read(carla.email, carla.token)).statusCode).toBe(200);
  });

  it('expired: 409 with its own message', async () => {
    await asSystem(w, (tx) =>
      tx
        .update(questionnaires)
        .set({ closesAt: new Date(Date.now() - 1000) })
        .where(eq(questionnaires.id, questionnaireId)),
    );
    for (const res of [await read(carla.email, carla.token), await submit(carla)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(e.expired);
    }
    await asSystem(w, (tx) =>
      tx.update(questionnaires).set({ closesAt: null }).where(eq(questionnaires.id, questionnaireId)),
    );
  });

  it('a closed form does not stop it, a removed form does', async () => {
    await asSystem(w, (tx) => tx.update(forms).set({ closedAt: new Date() }).where(eq(forms.id, w.form.id)));
    expect((await read(carla.email, carla.token)).statusCode).toBe(200);
    await asSystem(w, (tx) => tx.update(forms).set({ deletedAt: new Date() }).where(eq(forms.id, w.form.id)));
    const res = await submit(carla);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(e.linkInvalid);
    expect(await responsesOf(carla.id)).toHaveLength(0);
  });
});
