import type { QuestionnaireInvitationsQuery } from '@honora/contract';
import { companies, forms, questionnaireInvitations, questionnaires, type Queryable } from '@honora/db';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, sql } from 'drizzle-orm';

/**
 * The reads of the questionnaires (decision 060): company rows, read by the administrators
 * (every company) or by the public page as the invitation's company (row-level security).
 */

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type InvitationRow = typeof questionnaireInvitations.$inferSelect;
export type FoundQuestionnaire = {
  questionnaire: QuestionnaireRow;
  companyName: string;
  formTitle: string;
  invited: number;
  answered: number;
};

// Outer columns named in full: drizzle writes a column of a one-table select without its table.
const invited = sql<number>`(select count(*) from questionnaire_invitations i
  where i.questionnaire_id = "questionnaires"."id" and i.deleted_at is null)::int`;
const answered = sql<number>`(select count(*) from questionnaire_invitations i
  where i.questionnaire_id = "questionnaires"."id" and i.deleted_at is null and i.answered_at is not null)::int`;

/** Live questionnaires (all, or one), newest first, with company, form and counts. */
export async function findQuestionnaires(db: Queryable, id?: string): Promise<FoundQuestionnaire[]> {
  return db
    .select({ questionnaire: questionnaires, companyName: companies.name, formTitle: forms.title, invited, answered })
    .from(questionnaires)
    .innerJoin(companies, eq(companies.id, questionnaires.companyId))
    .innerJoin(forms, eq(forms.id, questionnaires.formId))
    .where(and(isNull(questionnaires.deletedAt), id ? eq(questionnaires.id, id) : undefined))
    .orderBy(desc(questionnaires.createdAt), asc(questionnaires.id))
    .limit(2000);
}

/** One live questionnaire, locked for a change (invitations, reminders, state). */
export async function lockedQuestionnaire(db: Queryable, id: string): Promise<QuestionnaireRow | undefined> {
  const [row] = await db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.id, id), isNull(questionnaires.deletedAt)))
    .for('update');
  return row;
}

/** A live form of a live company (a questionnaire's form need not be published: decision 060). */
export async function liveFormOf(db: Queryable, companyId: string, formId: string) {
  const [row] = await db
    .select({ id: forms.id })
    .from(forms)
    .innerJoin(companies, eq(companies.id, forms.companyId))
    .where(
      and(eq(forms.id, formId), eq(forms.companyId, companyId), isNull(forms.deletedAt), isNull(companies.deletedAt)),
    );
  return row;
}

/** How many live invitations a questionnaire has. */
export async function invitationCount(db: Queryable, questionnaireId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(questionnaireInvitations)
    .where(
      and(eq(questionnaireInvitations.questionnaireId, questionnaireId), isNull(questionnaireInvitations.deletedAt)),
    );
  return Number(row?.n ?? 0);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of a questionnaire's live invitations by state and address, in address order. */
export async function invitationsPage(
  db: Queryable,
  questionnaireId: string,
  query: QuestionnaireInvitationsQuery,
  pageSize: number,
) {
  const i = questionnaireInvitations;
  const where = and(
    eq(i.questionnaireId, questionnaireId),
    isNull(i.deletedAt),
    query.state === 'answered' ? isNotNull(i.answeredAt) : query.state === 'pending' ? isNull(i.answeredAt) : undefined,
    query.search ? ilike(i.email, `%${escapeLike(query.search.toLowerCase())}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(i)
      .where(where)
      .orderBy(asc(i.email), asc(i.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(i).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** What the personal link opens: the invitation with its questionnaire, form and company (any state). */
export async function invitationByToken(db: Queryable, token: string) {
  const [row] = await db
    .select({
      invitation: questionnaireInvitations,
      questionnaire: questionnaires,
      form: forms,
      companyName: companies.name,
      companyDeletedAt: companies.deletedAt,
    })
    .from(questionnaireInvitations)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireInvitations.questionnaireId))
    .innerJoin(forms, eq(forms.id, questionnaires.formId))
    .innerJoin(companies, eq(companies.id, questionnaireInvitations.companyId))
    .where(eq(questionnaireInvitations.token, token));
  return row;
}

/** The company of a token, read before the tenant transaction (the link names no company). */
export async function tokenCompany(db: Queryable, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ companyId: questionnaireInvitations.companyId })
    .from(questionnaireInvitations)
    .where(eq(questionnaireInvitations.token, token));
  return row?.companyId;
}
