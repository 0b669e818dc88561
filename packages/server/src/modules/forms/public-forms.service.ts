import { msg, type FormResponseBody, type FormSection, type PublicForm } from '@honora/contract';
import { checkResponse, formAcceptance, responseDeadline } from '@honora/domain';
import { formResponses, withTenant, type Actor, type Tx } from '@honora/db';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { throttleHit } from '../auth';
import { acceptsFormResponses, closedForForms, publicFormOpening } from '../opening-hours';
import { answersRefused, e, formNotFound } from './form-answer';
import type { FormRow } from './forms.repository';
import {
  forgetForm,
  formWithVersion,
  keepForm,
  keptForm,
  storeIfUnchanged,
  type PublishedForm,
} from './public-form-cache';

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

/**
 * The form at the address with its company's name, read as the company's tenant (row-level
 * security, one transaction), or not found.
 */
async function withPublishedForm<T>(
  ctx: AppContext,
  companyId: string,
  slug: string,
  fn: (tx: Tx, found: PublishedForm) => Promise<T>,
): Promise<T> {
  return withTenant(ctx.db, { actor: publicActor, companyIds: [companyId] }, async (tx) => {
    const found = await formWithVersion(tx, companyId, slug);
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

/** A company closed for form responses by its hours or a lock (decision 064) is told when it opens (409). */
function assertAccepting(found: PublishedForm, now: Date): void {
  if (found.opening && !acceptsFormResponses(found.opening, now)) throw closedForForms(found.opening, now);
}

/** GET /api/public/forms/:companyId/:slug: the form, and the company's hours when it set some (shown, not refused). */
export async function readPublicForm(ctx: AppContext, companyId: string, slug: string): Promise<PublicForm> {
  return withPublishedForm(ctx, companyId, slug, async (_tx, found) => {
    const { form, companyName } = found;
    const now = new Date();
    assertOpen(form, now);
    keepForm(companyId, slug, found);
    const deadline = responseDeadline(form);
    return {
      companyName,
      title: form.title,
      description: form.description,
      deadline: deadline ? deadline.toISOString() : null,
      sections: form.sections as FormSection[],
      opening: publicFormOpening(found.opening, now),
    };
  });
}

/**
 * The checked answers of a response to the form kept from a recent read (public-form-cache.ts),
 * or null when it is to be decided from a fresh read: a form not open by the kept copy, a
 * robot's response, answers it refuses — a refusal never comes from a stale copy.
 */
function keptAnswers(found: PublishedForm, body: FormResponseBody) {
  const now = new Date();
  if (body.website || formAcceptance(found.form, now) !== 'open' || !acceptsFormResponses(found.opening, now))
    return null;
  const checked = checkResponse(found.questions, body.answers);
  return checked.errors.length > 0 ? null : checked.answers;
}

/** A failed write is told as such (decision 057: "Erro ao gravar no banco de dados."), never as a 500 of its own. */
async function writeResponse<T>(ctx: AppContext, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    ctx.log.error({ err: error }, 'a form response was not written');
    throw new AppError('unknown', { message: msg(e, 'databaseWrite') });
  }
}

const tooManyResponses = () => new AppError('exhaustedAttempts', { message: msg(e, 'tooManyResponses') });

/** A response decided from the form read now (in the transaction that stores it), which is then kept. */
async function submitToFreshForm(ctx: AppContext, params: { companyId: string; slug: string }, body: FormResponseBody) {
  await withPublishedForm(ctx, params.companyId, params.slug, async (tx, found) => {
    const { form } = found;
    const now = new Date();
    assertOpen(form, now);
    keepForm(params.companyId, params.slug, found);
    assertAccepting(found, now);
    // Decision 057: a robot that filled the hidden field is answered with a success, and nothing is kept.
    if (body.website) return;
    const checked = checkResponse(found.questions, body.answers);
    if (checked.errors.length > 0) throw answersRefused(checked.errors);
    const values = { companyId: form.companyId, formId: form.id, answers: checked.answers };
    await writeResponse(ctx, () => tx.insert(formResponses).values(values));
  });
}

/**
 * POST /api/public/forms/:companyId/:slug/responses. Every response counts against the sender's
 * per-IP limit first. A response to a kept form is counted and stored by one statement; when
 * the form changed since it was kept, it is decided again from a fresh read (not counted twice).
 */
export async function submitPublicResponse(
  ctx: AppContext,
  params: { companyId: string; slug: string },
  body: FormResponseBody,
  ip: string,
): Promise<{ ok: true }> {
  const { windowMs, formResponsesPerIp: limit } = ctx.config.rateLimits;
  const key = `forms:ip:${ip}`;
  const kept = keptForm(params.companyId, params.slug);
  const answers = kept && keptAnswers(kept, body);
  if (kept && answers) {
    const scope = { actor: publicActor, key, windowMs, limit };
    const outcome = await writeResponse(ctx, () => storeIfUnchanged(ctx.db, kept, answers, scope));
    if (outcome === 'limited') throw tooManyResponses();
    if (outcome === 'stored') return { ok: true };
    forgetForm(params.companyId, params.slug);
  } else if ((await throttleHit(ctx.db, key, windowMs)) > limit) throw tooManyResponses();
  await submitToFreshForm(ctx, params, body);
  return { ok: true };
}
