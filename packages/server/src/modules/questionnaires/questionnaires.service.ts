import { msg, type QuestionnaireInput } from '@honora/contract';
import { questionnaires, withActor, type Tx } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import { actorOf } from '../../http/actor';
import { acceptanceOf, e, questionnaireAnswer, questionnaireNotFound } from './questionnaire-answer';
import { inviteInTx } from './questionnaire-invitations.service';
import { findQuestionnaires, liveFormOf, lockedQuestionnaire } from './questionnaires.repository';

/**
 * /admin/quiz (platform.md §2; decision 060): the administrators create a questionnaire on one
 * company's form with its first invitations, change its title, message and deadline, close and
 * reopen it, and remove it (the responses stay with the form).
 */

type UpdateInput = { title: string; message: string | null; closesAt: string | null };

/** A deadline set must be in the future (400 under closesAt). */
function deadlineOf(closesAt: string | null, now: Date): Date | null {
  if (closesAt === null) return null;
  const at = new Date(closesAt);
  if (at.getTime() <= now.getTime()) throw AppError.field('inputError', 'closesAt', msg(e, 'closesAt'));
  return at;
}

async function answerOf(tx: Tx | AppContext['db'], id: string) {
  const [found] = await findQuestionnaires(tx, id);
  if (!found) throw questionnaireNotFound();
  return questionnaireAnswer(found, new Date());
}

/** GET /api/admin/questionnaires. */
export async function listQuestionnaires(ctx: AppContext) {
  const now = new Date();
  return { items: (await findQuestionnaires(ctx.db)).map((f) => questionnaireAnswer(f, now)) };
}

/** GET /api/admin/questionnaires/:id. */
export const readQuestionnaire = (ctx: AppContext, id: string) => answerOf(ctx.db, id);

/**
 * POST /api/admin/questionnaires: the questionnaire and its invitations in one transaction, with
 * the job that e-mails them. The form must be a live one of the company (404 under formId).
 */
export async function createQuestionnaire(ctx: AppContext, auth: AuthSession, body: QuestionnaireInput) {
  const closesAt = deadlineOf(body.closesAt, new Date());
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    if (!(await liveFormOf(tx, body.companyId, body.formId)))
      throw AppError.field('notFound', 'formId', msg(e, 'formNotFound'));
    const [row] = await tx
      .insert(questionnaires)
      .values({ companyId: body.companyId, formId: body.formId, title: body.title, message: body.message, closesAt })
      .returning();
    await inviteInTx(tx, row!, body.emails);
    return answerOf(tx, row!.id);
  });
}

/** PUT /api/admin/questionnaires/:id: a changed deadline must be in the future. */
export async function updateQuestionnaire(ctx: AppContext, auth: AuthSession, id: string, body: UpdateInput) {
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    const q = await lockedQuestionnaire(tx, id);
    if (!q) throw questionnaireNotFound();
    const unchanged = body.closesAt !== null && q.closesAt?.getTime() === new Date(body.closesAt).getTime();
    const closesAt = unchanged ? q.closesAt : deadlineOf(body.closesAt, new Date());
    await tx
      .update(questionnaires)
      .set({ title: body.title, message: body.message, closesAt })
      .where(eq(questionnaires.id, id));
    return answerOf(tx, id);
  });
}

/** POST /api/admin/questionnaires/:id/status: close an open (or expired) one, reopen a closed one. */
export async function changeQuestionnaireState(
  ctx: AppContext,
  auth: AuthSession,
  id: string,
  action: 'close' | 'reopen',
) {
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    const q = await lockedQuestionnaire(tx, id);
    if (!q) throw questionnaireNotFound();
    const isClosed = acceptanceOf(q, new Date()) === 'closed';
    if ((action === 'close') === isClosed) throw new AppError('statusError', { message: msg(e, 'alreadyInState') });
    await tx
      .update(questionnaires)
      .set({ closedAt: action === 'close' ? new Date() : null })
      .where(eq(questionnaires.id, id));
    return answerOf(tx, id);
  });
}

/** DELETE /api/admin/questionnaires/:id (soft; its links stop answering, its responses stay with the form). */
export async function removeQuestionnaire(ctx: AppContext, auth: AuthSession, id: string) {
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    if (!(await lockedQuestionnaire(tx, id))) throw questionnaireNotFound();
    await tx.update(questionnaires).set({ deletedAt: new Date() }).where(eq(questionnaires.id, id));
    return { ok: true as const };
  });
}
