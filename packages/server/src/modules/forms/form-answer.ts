import { messages, msg, type AdminForm, type Form, type FormSection } from '@honora/contract';
import { formAcceptance, responseDeadline, type AnswerError } from '@honora/domain';
import { AppError } from '../../errors';
import type { FoundForm } from './forms.repository';

/** How a stored form is answered, and the errors the forms' services share (decision 057). */

export const e = messages.screens.forms.errors;

export const formNotFound = () => new AppError('notFound', { message: msg(e, 'formNotFound') });
export const responseNotFound = () => new AppError('notFound', { message: msg(e, 'responseNotFound') });

/**
 * The refusal of a response (a public form's or a questionnaire's): every failing question named
 * under answers.<id>, the message saying whether a required one is missing (platform.md §8 Forms).
 */
export function answersRefused(errors: readonly AnswerError[]): AppError {
  const isMissing = errors.some((x) => x.problem === 'required');
  return new AppError('inputError', {
    message: msg(e, isMissing ? 'requiredNotFilled' : 'answersInvalid'),
    fields: errors.map((x) => ({ path: `answers.${x.questionId}`, message: e.problems[x.problem] })),
  });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A stored form as the builder and the lists see it. */
export function formAnswer({ form, categoryName, responseCount }: FoundForm, now: Date): Form {
  return {
    id: form.id,
    companyId: form.companyId,
    title: form.title,
    description: form.description,
    categoryId: form.categoryId,
    categoryName,
    slug: form.slug,
    published: form.published,
    closedAt: iso(form.closedAt),
    openedAt: iso(form.openedAt),
    responseHourLimit: form.responseHourLimit,
    deadline: iso(responseDeadline(form)),
    acceptance: formAcceptance(form, now),
    sections: form.sections as FormSection[],
    responseCount,
    updatedAt: (form.updatedAt ?? form.createdAt).toISOString(),
  };
}

export function adminFormAnswer(found: FoundForm, now: Date): AdminForm {
  return { ...formAnswer(found, now), companyName: found.companyName };
}
