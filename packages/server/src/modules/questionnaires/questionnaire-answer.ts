import { messages, msg, type Questionnaire, type QuestionnaireInvitation } from '@honora/contract';
import { AppError } from '../../errors';
import { questLink } from './questionnaire-mail';
import type { FoundQuestionnaire, InvitationRow, QuestionnaireRow } from './questionnaires.repository';

/** How a stored questionnaire is answered, and the errors its services share (decision 060). */

export const e = messages.screens.questionnaires.errors;

export const questionnaireNotFound = () => new AppError('notFound', { message: msg(e, 'notFound') });
export const linkInvalid = () => new AppError('notFound', { message: msg(e, 'linkInvalid') });

export type Acceptance = 'open' | 'closed' | 'expired';

/** Closed by the administrator, past its deadline, or open (decision 060). */
export function acceptanceOf(q: Pick<QuestionnaireRow, 'closedAt' | 'closesAt'>, now: Date): Acceptance {
  if (q.closedAt) return 'closed';
  if (q.closesAt && q.closesAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

/** 409 with the state's own message when answers (or reminders) are no longer taken. */
export function assertOpen(q: Pick<QuestionnaireRow, 'closedAt' | 'closesAt'>, now: Date): void {
  const state = acceptanceOf(q, now);
  if (state !== 'open') throw new AppError('statusError', { message: msg(e, state) });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function questionnaireAnswer(found: FoundQuestionnaire, now: Date): Questionnaire {
  const q = found.questionnaire;
  return {
    id: q.id,
    companyId: q.companyId,
    companyName: found.companyName,
    formId: q.formId,
    formTitle: found.formTitle,
    title: q.title,
    message: q.message,
    closesAt: iso(q.closesAt),
    closedAt: iso(q.closedAt),
    acceptance: acceptanceOf(q, now),
    invited: found.invited,
    answered: found.answered,
    createdAt: q.createdAt.toISOString(),
    updatedAt: (q.updatedAt ?? q.createdAt).toISOString(),
  };
}

export function invitationAnswer(appUrl: string, row: InvitationRow): QuestionnaireInvitation {
  return {
    id: row.id,
    email: row.email,
    link: questLink(appUrl, row.email, row.token),
    sentAt: row.sentAt.toISOString(),
    remindedAt: iso(row.remindedAt),
    reminderCount: row.reminderCount,
    answeredAt: iso(row.answeredAt),
    responseId: row.responseId,
  };
}
