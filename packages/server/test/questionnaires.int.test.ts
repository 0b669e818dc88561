import { messages, QUESTIONNAIRE_LIMITS, type Questionnaire, type QuestionnaireInvitation } from '@honora/contract';
import { questionnaireInvitations, questionnaires } from '@honora/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, UNKNOWN_ID } from './billing-settings-world';
import {
  asSystem,
  createBody,
  createQuestionnaire,
  createQuestWorld,
  INVITATION,
  invitationsOf,
  outboxMails,
  QUEST,
  type QuestWorld,
} from './questionnaires-world';

/**
 * /admin/quiz (platform.md §2; decision 060): an administrator creates a questionnaire on one
 * company's form with a list of addresses, each e-mailed its personal link (the outbox holds it);
 * more addresses are invited without duplicates, the pending ones reminded (not twice within the
 * gap), an unanswered invitation removed, the questionnaire closed and reopened. Only the
 * administrators' workspace reaches these routes.
 */
const e = messages.screens.questionnaires.errors;
let w: QuestWorld;
let q: Questionnaire;

beforeAll(async () => {
  w = await createQuestWorld();
  q = await createQuestionnaire(w);
});
afterAll(() => w.t.close());

describe('creating a questionnaire', () => {
  it('stores it with one invitation per address and e-mails each its personal link', async () => {
    expect(q).toMatchObject({
      companyId: w.matrizId,
      companyName: 'Cooperativa Árvore',
      formId: w.form.id,
      formTitle: 'Pesquisa de satisfação',
      acceptance: 'open',
      invited: 3,
      answered: 0,
      message: 'Leva dois minutos.',
    });
    const rows = await invitationsOf(w, q.id);
    expect(rows.map((r) => r.email)).toEqual(['ana@exemplo.com.br', 'bruno@exemplo.com.br', 'carla@exemplo.com.br']);
    for (const row of rows) expect(row.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mails = await outboxMails(w, 'Questionário: Pesquisa com os cooperados', 3);
    expect(mails.map((m) => m.to)).toEqual(rows.map((r) => r.email));
    const link = `${w.t.config.appUrl}/quest/ana%40exemplo.com.br?t=${rows[0]!.token}`;
    expect(mails[0]!.body).toContain(link);
    expect(mails[0]!.body).toContain('Cooperativa Árvore convida você');
    expect(mails[0]!.body).toContain('Leva dois minutos.');
    const page = (await w.superAdmin.get(`${QUEST}/${q.id}/invitations`)).json() as {
      items: QuestionnaireInvitation[];
    };
    expect(page.items[0]).toMatchObject({ email: 'ana@exemplo.com.br', link, answeredAt: null, reminderCount: 0 });
  });

  it('refuses bad addresses, too many, a form of another company, a past deadline and NUL bytes', async () => {
    const post = (extra: Record<string, unknown>) => w.superAdmin.post(QUEST, createBody(w, extra));
    expect(fieldErrors(await post({ emails: 'ana@exemplo.com.br, nao-e-email' })).emails).toBe(
      e.emailsInvalid.replace('{list}', 'nao-e-email'),
    );
    expect(fieldErrors(await post({ emails: ' ; ' })).emails).toBe(e.emailsRequired);
    const many = Array.from({ length: QUESTIONNAIRE_LIMITS.emailsPerRequest + 1 }, (_, i) => `p${i}@x.com`).join('\n');
    expect(fieldErrors(await post({ emails: many })).emails).toBe(
      e.tooManyEmails.replace('{max}', String(QUESTIONNAIRE_LIMITS.emailsPerRequest)),
    );
    expect(fieldErrors(await post({ closesAt: '2020-01-01T10:00:00-03:00' })).closesAt).toBe(e.closesAt);
    expect(fieldErrors(await post({ title: '' })).title).toBe(e.title);
    expect((await post({ title: 'Com\u0000nulo' })).statusCode).toBe(400);
    for (const formId of [w.filialFormId, UNKNOWN_ID]) {
      const res = await post({ formId });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe(e.formNotFound);
    }
    const count = await w.t.database.db.select().from(questionnaires);
    expect(count).toHaveLength(1);
  });

  it('drops repeated addresses of one list', async () => {
    const twice = await createQuestionnaire(w, { title: 'Repetidos', emails: 'x@y.com X@Y.COM, x@y.com' });
    expect(twice.invited).toBe(1);
  });

  it('keeps a questionnaire within its invitation cap', async () => {
    const full = await createQuestionnaire(w, { title: 'Cheio', emails: 'um@cap.com' });
    const max = QUESTIONNAIRE_LIMITS.invitations;
    await asSystem(w, (tx) =>
      tx.execute(sql`insert into questionnaire_invitations (company_id, questionnaire_id, email, token)
        select ${w.matrizId}, ${full.id}, 'c' || g || '@cap.com', 'token-' || g from generate_series(2, ${max - 1}) g`),
    );
    const refused = await w.superAdmin.post(`${QUEST}/${full.id}/invitations`, { emails: 'y@cap.com z@cap.com' });
    expect(fieldErrors(refused).emails).toBe(e.tooManyInvitations.replace('{max}', String(max)));
    const last = await w.superAdmin.post(`${QUEST}/${full.id}/invitations`, { emails: 'um@cap.com z@cap.com' });
    expect(last.json()).toEqual({ added: 1, skipped: ['um@cap.com'] });
    expect((await w.superAdmin.get(`${QUEST}/${full.id}`)).json().invited).toBe(max);
    expect((await w.superAdmin.request('DELETE', `${QUEST}/${full.id}`)).statusCode).toBe(200);
  });
});

describe('invitations and reminders', () => {
  it('invites more addresses, skipping the ones already invited', async () => {
    const res = await w.superAdmin.post(`${QUEST}/${q.id}/invitations`, {
      emails: 'ana@exemplo.com.br\ndora@exemplo.com.br',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ added: 1, skipped: ['ana@exemplo.com.br'] });
    const [mail] = await outboxMails(w, 'Questionário: Pesquisa com os cooperados', 4).then((rows) =>
      rows.filter((r) => r.to === 'dora@exemplo.com.br'),
    );
    expect(mail!.body).toContain('/quest/dora%40exemplo.com.br?t=');
    const pending = await w.superAdmin.get(`${QUEST}/${q.id}/invitations?state=pending&search=DORA`);
    expect(pending.json()).toMatchObject({ total: 1, page: 1, pageSize: 100 });
    expect((await w.superAdmin.get(`${QUEST}/${q.id}/invitations?state=answered`)).json().total).toBe(0);
  });

  it('reminds the pending addresses once within the gap, and only the ones of this questionnaire', async () => {
    const first = await w.superAdmin.post(`${QUEST}/${q.id}/reminders`, {});
    expect(first.json()).toEqual({ sent: 4, skipped: 0 });
    expect(await outboxMails(w, 'Lembrete — questionário: Pesquisa com os cooperados', 4)).toHaveLength(4);
    expect((await w.superAdmin.post(`${QUEST}/${q.id}/reminders`, {})).json()).toEqual({ sent: 0, skipped: 4 });
    const rows = await invitationsOf(w, q.id);
    expect(rows.every((r) => r.reminderCount === 1 && r.remindedAt)).toBe(true);
    // An hour and a minute later, the one named is reminded again.
    const ana = rows[0]!;
    await asSystem(w, (tx) =>
      tx
        .update(questionnaireInvitations)
        .set({ remindedAt: new Date(Date.now() - 61 * 60_000) })
        .where(eq(questionnaireInvitations.id, ana.id)),
    );
    const named = await w.superAdmin.post(`${QUEST}/${q.id}/reminders`, { invitationIds: [ana.id, rows[1]!.id] });
    expect(named.json()).toEqual({ sent: 1, skipped: 1 });
    expect(await outboxMails(w, 'Lembrete — questionário: Pesquisa com os cooperados', 5)).toHaveLength(5);
    const other = await createQuestionnaire(w, { title: 'Outro', emails: 'eva@exemplo.com.br' });
    const [eva] = await invitationsOf(w, other.id);
    const refused = await w.superAdmin.post(`${QUEST}/${q.id}/reminders`, { invitationIds: [ana.id, eva!.id] });
    expect(fieldErrors(refused).invitationIds).toBe(e.invitationIds);
    expect(fieldErrors(await w.superAdmin.post(`${QUEST}/${q.id}/reminders`, { invitationIds: ['x'] }))).toBeDefined();
  });

  it('removes a pending invitation (its link stops answering) and keeps an answered one', async () => {
    const rows = await invitationsOf(w, q.id);
    const dora = rows.find((r) => r.email === 'dora@exemplo.com.br')!;
    expect((await w.superAdmin.request('DELETE', `${INVITATION}/${dora.id}`)).statusCode).toBe(200);
    const gone = await w.t.app.inject({ method: 'GET', url: `/api/public/quest/${dora.email}?t=${dora.token}` });
    expect(gone.statusCode).toBe(404);
    expect((await w.superAdmin.request('DELETE', `${INVITATION}/${dora.id}`)).json().message).toBe(
      e.invitationNotFound,
    );
    const bruno = rows.find((r) => r.email === 'bruno@exemplo.com.br')!;
    await asSystem(w, (tx) =>
      tx
        .update(questionnaireInvitations)
        .set({ answeredAt: new Date() })
        .where(eq(questionnaireInvitations.id, bruno.id)),
    );
    const refused = await w.superAdmin.request('DELETE', `${INVITATION}/${bruno.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(e.invitationAnswered);
    expect((await w.superAdmin.get(`${QUEST}/${q.id}`)).json()).toMatchObject({ invited: 3, answered: 1 });
  });
});

describe('states, changes and removal', () => {
  it('closes and reopens; a closed questionnaire is not reminded nor grows', async () => {
    const closed = await w.plainAdmin.post(`${QUEST}/${q.id}/status`, { action: 'close' });
    expect(closed.json()).toMatchObject({ acceptance: 'closed' });
    const again = await w.plainAdmin.post(`${QUEST}/${q.id}/status`, { action: 'close' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(e.alreadyInState);
    const remind = await w.plainAdmin.post(`${QUEST}/${q.id}/reminders`, {});
    expect(remind.statusCode).toBe(409);
    expect(remind.json().message).toBe(e.closed);
    expect((await w.plainAdmin.post(`${QUEST}/${q.id}/invitations`, { emails: 'f@g.com' })).statusCode).toBe(409);
    expect(fieldErrors(await w.plainAdmin.post(`${QUEST}/${q.id}/status`, { action: 'fly' })).action).toBe(
      e.statusAction,
    );
    expect((await w.plainAdmin.post(`${QUEST}/${q.id}/status`, { action: 'reopen' })).json().acceptance).toBe('open');
    expect((await w.plainAdmin.post(`${QUEST}/${q.id}/status`, { action: 'reopen' })).statusCode).toBe(409);
  });

  it('changes title, message and deadline; a past deadline is refused; an expired one is not reminded', async () => {
    const closesAt = new Date(Date.now() + 86_400_000).toISOString();
    const changed = await w.superAdmin.put(`${QUEST}/${q.id}`, { title: 'Pesquisa 2', message: '', closesAt });
    expect(changed.json()).toMatchObject({ title: 'Pesquisa 2', message: null, acceptance: 'open' });
    expect(changed.json().closesAt).toBe(closesAt);
    const past = await w.superAdmin.put(`${QUEST}/${q.id}`, { title: 'X', closesAt: '2020-01-01T00:00:00Z' });
    expect(fieldErrors(past).closesAt).toBe(e.closesAt);
    await asSystem(w, (tx) =>
      tx
        .update(questionnaires)
        .set({ closesAt: new Date(Date.now() - 1000) })
        .where(eq(questionnaires.id, q.id)),
    );
    expect((await w.superAdmin.get(`${QUEST}/${q.id}`)).json().acceptance).toBe('expired');
    const remind = await w.superAdmin.post(`${QUEST}/${q.id}/reminders`, {});
    expect(remind.statusCode).toBe(409);
    expect(remind.json().message).toBe(e.expired);
    // Unchanged, the stored (past) deadline is kept with a new title.
    const stored = (await w.superAdmin.get(`${QUEST}/${q.id}`)).json().closesAt as string;
    expect((await w.superAdmin.put(`${QUEST}/${q.id}`, { title: 'Pesquisa 3', closesAt: stored })).statusCode).toBe(
      200,
    );
    expect(
      (await w.superAdmin.put(`${QUEST}/${q.id}`, { title: 'Pesquisa 3', closesAt: null })).json().acceptance,
    ).toBe('open');
  });

  it('removes a questionnaire: gone from the list, its links stop answering', async () => {
    const doomed = await createQuestionnaire(w, { title: 'Descartável', emails: 'gil@exemplo.com.br' });
    const [gil] = await invitationsOf(w, doomed.id);
    expect((await w.superAdmin.request('DELETE', `${QUEST}/${doomed.id}`)).statusCode).toBe(200);
    const list = (await w.superAdmin.get(QUEST)).json() as { items: Questionnaire[] };
    expect(list.items.map((x) => x.id)).not.toContain(doomed.id);
    expect((await w.superAdmin.get(`${QUEST}/${doomed.id}`)).statusCode).toBe(404);
    expect((await w.superAdmin.get(`${QUEST}/${doomed.id}/invitations`)).statusCode).toBe(404);
    const url = `/api/public/quest/${gil!.email}?t=${gil!.token}`;
    expect((await w.t.app.inject({ method: 'GET', url })).json().message).toBe(e.linkInvalid);
    expect((await w.superAdmin.request('DELETE', `${QUEST}/${UNKNOWN_ID}`)).json().message).toBe(e.notFound);
  });
});

describe('who reaches /admin/quiz', () => {
  // Guarded like /admin/Forms (decision 057): outside the admin workspace a session is refused with 401, as on
  // every admin route; inside it the workspace passes (the admin rules do not narrow the admin screens).
  it('refuses a company session and no session (401)', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', QUEST],
      ['GET', `${QUEST}/${q.id}`],
      ['POST', QUEST, createBody(w)],
      ['PUT', `${QUEST}/${q.id}`, { title: 'X' }],
      ['POST', `${QUEST}/${q.id}/status`, { action: 'close' }],
      ['DELETE', `${QUEST}/${q.id}`],
      ['GET', `${QUEST}/${q.id}/invitations`],
      ['POST', `${QUEST}/${q.id}/invitations`, { emails: 'a@b.com' }],
      ['POST', `${QUEST}/${q.id}/reminders`, {}],
      ['DELETE', `${INVITATION}/${UNKNOWN_ID}`],
    ];
    for (const [method, url, body] of routes) {
      const m = method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      expect((await w.member.request(m, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await w.t.app.inject({ method: m, url })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await w.superAdmin.get(`${QUEST}/${q.id}`)).json().title).toBe('Pesquisa 3');
  });
});
