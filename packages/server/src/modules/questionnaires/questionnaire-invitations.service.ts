import { randomBytes } from 'node:crypto';
import {
  fmt,
  msg,
  QUESTIONNAIRE_INVITATIONS_PAGE_SIZE,
  QUESTIONNAIRE_LIMITS,
  QUESTIONNAIRE_REMINDER_GAP_MINUTES,
  type QuestionnaireInvitationsQuery,
} from '@honora/contract';
import { questionnaireInvitations, withActor, type Tx } from '@honora/db';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import { actorOf } from '../../http/actor';
import { enqueue } from '../../jobs/enqueue';
import { assertOpen, e, invitationAnswer, questionnaireNotFound } from './questionnaire-answer';
import { questionnaireMailJob } from './questionnaire-mail';
import {
  findQuestionnaires,
  invitationCount,
  invitationsPage,
  lockedQuestionnaire,
  type QuestionnaireRow,
} from './questionnaires.repository';

/**
 * The invitations of a questionnaire at /admin/quiz (decision 060): who was invited, who answered,
 * more addresses, reminders to the pending ones, and the removal of one not answered. The rows are
 * written in the request's transaction with a job that e-mails them (questionnaire-mail.ts).
 */

/** 32 random bytes, base64url: the personal link's proof of the address (decision 060). */
const newToken = () => randomBytes(32).toString('base64url');

/**
 * Invites the addresses not invited yet (live rows), within QUESTIONNAIRE_LIMITS.invitations,
 * and queues their e-mails. The questionnaire is locked by the caller.
 */
export async function inviteInTx(tx: Tx, q: QuestionnaireRow, emails: readonly string[]) {
  const existing = await tx
    .select({ email: questionnaireInvitations.email })
    .from(questionnaireInvitations)
    .where(
      and(
        eq(questionnaireInvitations.questionnaireId, q.id),
        isNull(questionnaireInvitations.deletedAt),
        inArray(questionnaireInvitations.email, [...emails]),
      ),
    );
  const taken = new Set(existing.map((r) => r.email));
  const fresh = emails.filter((email) => !taken.has(email));
  const max = QUESTIONNAIRE_LIMITS.invitations;
  if ((await invitationCount(tx, q.id)) + fresh.length > max)
    throw AppError.field('inputError', 'emails', fmt(e.tooManyInvitations, { max }));
  if (fresh.length > 0) {
    const stamp = new Date();
    await tx.insert(questionnaireInvitations).values(
      fresh.map((email) => ({
        companyId: q.companyId,
        questionnaireId: q.id,
        email,
        token: newToken(),
        sentAt: stamp,
      })),
    );
    await enqueue(tx, {
      handler: questionnaireMailJob,
      companyId: null,
      payload: { questionnaireId: q.id, reminder: false, stamp: stamp.toISOString() },
    });
  }
  return { added: fresh.length, skipped: emails.filter((email) => taken.has(email)) };
}

async function lockedOrNotFound(tx: Tx, id: string) {
  const q = await lockedQuestionnaire(tx, id);
  if (!q) throw questionnaireNotFound();
  return q;
}

/** GET /api/admin/questionnaires/:id/invitations. */
export async function listInvitations(ctx: AppContext, id: string, query: QuestionnaireInvitationsQuery) {
  if ((await findQuestionnaires(ctx.db, id)).length === 0) throw questionnaireNotFound();
  const pageSize = QUESTIONNAIRE_INVITATIONS_PAGE_SIZE;
  const { rows, total } = await invitationsPage(ctx.db, id, query, pageSize);
  return { items: rows.map((row) => invitationAnswer(ctx.config.appUrl, row)), total, page: query.page, pageSize };
}

/** POST /api/admin/questionnaires/:id/invitations: addresses already invited are skipped. */
export async function inviteMore(ctx: AppContext, auth: AuthSession, id: string, emails: string[]) {
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    const q = await lockedOrNotFound(tx, id);
    assertOpen(q, new Date());
    return inviteInTx(tx, q, emails);
  });
}

/**
 * POST /api/admin/questionnaires/:id/reminders: the pending invitations (all, or the ones named)
 * not reminded in the last QUESTIONNAIRE_REMINDER_GAP_MINUTES; the others are counted as skipped.
 */
export async function remind(ctx: AppContext, auth: AuthSession, id: string, invitationIds: string[] | undefined) {
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    const q = await lockedOrNotFound(tx, id);
    const now = new Date();
    assertOpen(q, now);
    const i = questionnaireInvitations;
    const ids = invitationIds ? [...new Set(invitationIds)] : undefined;
    const candidates = await tx
      .select({ id: i.id, answeredAt: i.answeredAt, remindedAt: i.remindedAt })
      .from(i)
      .where(
        and(
          eq(i.questionnaireId, q.id),
          isNull(i.deletedAt),
          // Named ids are checked whole (an answered one is skipped); otherwise only the pending ones.
          ids ? inArray(i.id, ids) : isNull(i.answeredAt),
        ),
      )
      .for('update');
    if (ids && candidates.length !== ids.length)
      throw AppError.field('inputError', 'invitationIds', msg(e, 'invitationIds'));
    const pending = candidates.filter((c) => !c.answeredAt);
    const gapStart = now.getTime() - QUESTIONNAIRE_REMINDER_GAP_MINUTES * 60_000;
    const due = pending.filter((c) => !c.remindedAt || c.remindedAt.getTime() <= gapStart).map((c) => c.id);
    if (due.length > 0) {
      for (let start = 0; start < due.length; start += 5000) {
        await tx
          .update(i)
          .set({ remindedAt: now, reminderCount: sql`${i.reminderCount} + 1` })
          .where(inArray(i.id, due.slice(start, start + 5000)));
      }
      await enqueue(tx, {
        handler: questionnaireMailJob,
        companyId: null,
        payload: { questionnaireId: q.id, reminder: true, stamp: now.toISOString() },
      });
    }
    return { sent: due.length, skipped: candidates.length - due.length };
  });
}

/** DELETE /api/admin/questionnaire-invitations/:id: an answered invitation stays (409). */
export async function removeInvitation(ctx: AppContext, auth: AuthSession, id: string) {
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    const i = questionnaireInvitations;
    const [row] = await tx
      .select()
      .from(i)
      .where(and(eq(i.id, id), isNull(i.deletedAt)))
      .for('update');
    if (!row || !(await lockedQuestionnaire(tx, row.questionnaireId)))
      throw new AppError('notFound', { message: msg(e, 'invitationNotFound') });
    if (row.answeredAt) throw new AppError('statusError', { message: msg(e, 'invitationAnswered') });
    await tx.update(i).set({ deletedAt: new Date() }).where(eq(i.id, id));
    return { ok: true as const };
  });
}
