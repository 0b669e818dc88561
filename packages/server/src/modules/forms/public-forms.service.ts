import { flattenQuestions, msg, type FormResponseBody, type FormSection, type PublicForm } from '@honora/contract';
import { checkResponse, formAcceptance, responseDeadline, type AnswerError } from '@honora/domain';
import { formResponses, withTenant, type Actor, type Tx } from '@honora/db';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { throttleHit } from '../auth';
import { e, formNotFound } from './form-answer';
import { formBySlug, type FormRow } from './forms.repository';

/**
 * The public response (platform.md §2 /response/{companyId}/{slug}, §5 "required questions must
 * be filled; a response may have an hour limit"; decision 057): no session. Only a published form
 * of a live company is shown — nothing of the company but its name, nothing of the form but its
 * questions. A response is checked whole by the domain's rules and stored in one transaction;
 * a filled honeypot is answered like a success and stored nowhere; each IP sends at most
 * `formResponsesPerIp` responses a window.
 */

/** Who writes a public response (record metadata): nobody signed in. */
const publicActor: Actor = { id: 'public', name: 'Resposta pública', env: 'web' };

type Found = { form: FormRow; companyName: string };

/**
 * The form at the address with its company's name, read as the company's tenant (row-level
 * security, one transaction), or not found.
 */
async function withPublishedForm<T>(
  ctx: AppContext,
  companyId: string,
  slug: string,
  fn: (tx: Tx, found: Found) => Promise<T>,
): Promise<T> {
  return withTenant(ctx.db, { actor: publicActor, companyIds: [companyId] }, async (tx) => {
    const found = await formBySlug(tx, companyId, slug);
    if (!found || !found.form.published) throw formNotFound();
    return fn(tx, found);
  });
}

/** A closed form or one past its hour limit is told so (409); an open one passes. */
function assertOpen(form: FormRow, now: Date): void {
  const state = formAcceptance(form, now);
  if (state === 'closed') throw new AppError('statusError', { message: msg(e, 'formClosed') });
  if (state === 'expired') throw new AppError('statusError', { message: msg(e, 'formExpired') });
  if (state === 'unpublished') throw formNotFound();
}

/** GET /api/public/forms/:companyId/:slug. */
export async function readPublicForm(ctx: AppContext, companyId: string, slug: string): Promise<PublicForm> {
  return withPublishedForm(ctx, companyId, slug, async (_tx, { form, companyName }) => {
    assertOpen(form, new Date());
    const deadline = responseDeadline(form);
    return {
      companyName,
      title: form.title,
      description: form.description,
      deadline: deadline ? deadline.toISOString() : null,
      sections: form.sections as FormSection[],
    };
  });
}

/** The refusal of a response: every failing question named under answers.<id>. */
function answersRefused(errors: readonly AnswerError[]): AppError {
  const isMissing = errors.some((x) => x.problem === 'required');
  return new AppError('inputError', {
    message: msg(e, isMissing ? 'requiredNotFilled' : 'answersInvalid'),
    fields: errors.map((x) => ({ path: `answers.${x.questionId}`, message: e.problems[x.problem] })),
  });
}

/** POST /api/public/forms/:companyId/:slug/responses. */
export async function submitPublicResponse(
  ctx: AppContext,
  params: { companyId: string; slug: string },
  body: FormResponseBody,
  ip: string,
): Promise<{ ok: true }> {
  const { windowMs, formResponsesPerIp } = ctx.config.rateLimits;
  if ((await throttleHit(ctx.db, `forms:ip:${ip}`, windowMs)) > formResponsesPerIp)
    throw new AppError('exhaustedAttempts', { message: msg(e, 'tooManyResponses') });
  await withPublishedForm(ctx, params.companyId, params.slug, async (tx, { form }) => {
    assertOpen(form, new Date());
    // Decision 057: a robot that filled the hidden field is answered with a success, and nothing is kept.
    if (body.website) return;
    const checked = checkResponse(flattenQuestions(form.sections as FormSection[]), body.answers);
    if (checked.errors.length > 0) throw answersRefused(checked.errors);
    try {
      await tx.insert(formResponses).values({ companyId: form.companyId, formId: form.id, answers: checked.answers });
    } catch (error) {
      ctx.log.error({ err: error }, 'a form response was not written');
      throw new AppError('unknown', { message: msg(e, 'databaseWrite') });
    }
  });
  return { ok: true };
}
