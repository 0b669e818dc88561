import {
  flattenQuestions,
  messages,
  msg,
  type FormSection,
  type PublicQuest,
  type PublicQuestResponseBody,
} from '@honora/contract';
import { checkResponse } from '@honora/domain';
import { formResponses, questionnaireInvitations, withTenant, type Actor, type Tx } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { throttleHit } from '../auth';
import { answersRefused } from '../forms';
import { isUniqueViolation } from '../registries';
import { assertOpen, e, linkInvalid } from './questionnaire-answer';
import { invitationByToken, tokenCompany } from './questionnaires.repository';

/**
 * The invited person's page (platform.md §2 /quest/{email}; decision 060): no session, the
 * token proves the address. An unknown token, another address, a removed invitation,
 * questionnaire, form or company all answer the same 404. The questionnaire's own state governs
 * (the form need not be published, and its own close or hour limit do not apply). One response
 * per invitation: the invitation is locked, and a unique index on form_responses.invitation_id
 * settles a race — the loser is told 409, never 500.
 */

/** Who writes a response through a personal link: nobody signed in, as the public forms. */
const publicActor: Actor = { id: 'public', name: 'Resposta pública', env: 'web' };
const fe = messages.screens.forms.errors;

type Found = NonNullable<Awaited<ReturnType<typeof invitationByToken>>>;

/** The invitation of the link, read as its company's tenant (row-level security), or 404. */
async function withInvitation<T>(
  ctx: AppContext,
  email: string,
  token: string,
  fn: (tx: Tx, found: Found) => Promise<T>,
): Promise<T> {
  const companyId = await tokenCompany(ctx.db, token);
  if (!companyId) throw linkInvalid();
  return withTenant(ctx.db, { actor: publicActor, companyIds: [companyId] }, async (tx) => {
    const found = await invitationByToken(tx, token);
    const isLive =
      found &&
      !found.invitation.deletedAt &&
      !found.questionnaire.deletedAt &&
      !found.form.deletedAt &&
      !found.companyDeletedAt;
    if (!isLive || found.invitation.email !== email.toLowerCase()) throw linkInvalid();
    return fn(tx, found);
  });
}

const alreadyAnswered = (email: string) =>
  new AppError('statusError', { message: msg(e, 'alreadyAnswered', { email }) });

/** GET /api/public/quest/:email?t=…: an answered invitation says when; a closed or expired one is 409. */
export async function readQuest(ctx: AppContext, email: string, token: string): Promise<PublicQuest> {
  return withInvitation(ctx, email, token, async (_tx, { invitation, questionnaire, form, companyName }) => {
    if (!invitation.answeredAt) assertOpen(questionnaire, new Date());
    return {
      companyName,
      questionnaireTitle: questionnaire.title,
      message: questionnaire.message,
      email: invitation.email,
      title: form.title,
      description: form.description,
      deadline: questionnaire.closesAt ? questionnaire.closesAt.toISOString() : null,
      answeredAt: invitation.answeredAt ? invitation.answeredAt.toISOString() : null,
      sections: form.sections as FormSection[],
    };
  });
}

/** POST /api/public/quest/:email/responses. */
export async function submitQuest(
  ctx: AppContext,
  email: string,
  body: PublicQuestResponseBody,
  ip: string,
): Promise<{ ok: true }> {
  const { windowMs, formResponsesPerIp } = ctx.config.rateLimits;
  // The public forms' throttle (decision 057): one count per IP for both kinds of link.
  if ((await throttleHit(ctx.db, `forms:ip:${ip}`, windowMs)) > formResponsesPerIp)
    throw new AppError('exhaustedAttempts', { message: msg(fe, 'tooManyResponses') });
  try {
    await withInvitation(ctx, email, body.token, async (tx, { invitation, questionnaire, form }) => {
      const [locked] = await tx
        .select({ answeredAt: questionnaireInvitations.answeredAt })
        .from(questionnaireInvitations)
        .where(eq(questionnaireInvitations.id, invitation.id))
        .for('update');
      if (locked?.answeredAt) throw alreadyAnswered(invitation.email);
      assertOpen(questionnaire, new Date());
      // Decision 057: a robot that filled the hidden field is answered with a success, and nothing is kept.
      if (body.website) return;
      const checked = checkResponse(flattenQuestions(form.sections as FormSection[]), body.answers ?? {});
      if (checked.errors.length > 0) throw answersRefused(checked.errors);
      const [response] = await tx
        .insert(formResponses)
        .values({ companyId: form.companyId, formId: form.id, answers: checked.answers, invitationId: invitation.id })
        .returning({ id: formResponses.id, submittedAt: formResponses.submittedAt });
      await tx
        .update(questionnaireInvitations)
        .set({ answeredAt: response!.submittedAt, responseId: response!.id })
        .where(eq(questionnaireInvitations.id, invitation.id));
    });
  } catch (error) {
    if (isUniqueViolation(error, 'form_responses_invitation_key')) throw alreadyAnswered(email.toLowerCase());
    throw error;
  }
  return { ok: true };
}
