import { formSectionsSchema, type Form, type Questionnaire } from '@honora/contract';
import { forms, outboxMessages, questionnaireInvitations, systemActor, withActor, type Tx } from '@honora/db';
import { and, asc, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { createAdminWorld, type AdminWorld } from './admin-world';
import { body, sections } from './forms-world';

/**
 * The questionnaires' test world (decision 060): the admin world with the real messenger (the
 * outbox is written), a draft form of the matriz (a questionnaire's form need not be published),
 * and a form of the filial.
 */
export interface QuestWorld extends AdminWorld {
  form: Form;
  filialFormId: string;
}

export const QUEST = '/api/admin/questionnaires';
export const INVITATION = '/api/admin/questionnaire-invitations';

export async function createQuestWorld(): Promise<QuestWorld> {
  const w = await createAdminWorld({ realMessenger: true });
  const db = w.t.database.db;
  const created = await w.member.post('/api/forms', body());
  expect(created.statusCode, created.body).toBe(200);
  const [filialForm] = await withActor(db, systemActor, (tx) =>
    tx
      .insert(forms)
      .values({
        companyId: w.filialId,
        title: 'Da filial',
        slug: 'da-filial',
        sections: formSectionsSchema.parse(sections),
      })
      .returning(),
  );
  return { ...w, form: created.json() as Form, filialFormId: filialForm!.id };
}

export const createBody = (w: QuestWorld, extra: Record<string, unknown> = {}) => ({
  companyId: w.matrizId,
  formId: w.form.id,
  title: 'Pesquisa com os cooperados',
  message: 'Leva dois minutos.',
  closesAt: null,
  emails: 'Ana@Exemplo.com.br\nbruno@exemplo.com.br; carla@exemplo.com.br',
  ...extra,
});

export async function createQuestionnaire(w: QuestWorld, extra: Record<string, unknown> = {}): Promise<Questionnaire> {
  const res = await w.superAdmin.post(QUEST, createBody(w, extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Questionnaire;
}

/** The live invitations of a questionnaire, with their tokens, by address. */
export async function invitationsOf(w: QuestWorld, questionnaireId: string) {
  return w.t.database.db
    .select()
    .from(questionnaireInvitations)
    .where(eq(questionnaireInvitations.questionnaireId, questionnaireId))
    .orderBy(asc(questionnaireInvitations.email));
}

/** Waits (bounded) until the outbox holds `count` e-mails whose subject starts with `subject`; answers them. */
export async function outboxMails(w: QuestWorld, subject: string, count: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const rows = await w.t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.channel, 'email'), like(outboxMessages.subject, `${subject}%`)))
      .orderBy(asc(outboxMessages.to));
    if (rows.length >= count) return rows;
    if (Date.now() > deadline) throw new Error(`outbox has ${rows.length} of ${count} "${subject}"`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Stamps a questionnaire's or invitations' columns directly (the clock: deadlines and reminder gaps). */
export const asSystem = <T>(w: QuestWorld, fn: (tx: Tx) => Promise<T>) => withActor(w.t.database.db, systemActor, fn);
