import { msg, type FormInput, type FormStatusAction } from '@honora/contract';
import { forms, withActor, withTenant, type Actor, type Tx } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import { actorOf } from '../../http/actor';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { isUniqueViolation } from '../registries';
import { adminFormAnswer, e, formAnswer, formNotFound } from './form-answer';
import { findForms, lockedForm, lockedFormCategory, type FormRow } from './forms.repository';

/**
 * /client/Forms (platform.md §2, §3 Form: published, may be closed; decision 057): the company's
 * forms written by its builder (module forms: list, read, write, rm) and their state changes; the
 * administrators change the state of any company's form at /admin/Forms (module admin).
 */

const UNIQUE_SLUG = 'forms_company_slug_key';
const slugTaken = () => AppError.field('inputError', 'slug', msg(e, 'slugTaken'));

const scopeOf = (auth: AuthSession, access: RequestAccess) => ({
  companyId: auth.companyId as string,
  tenant: tenantOf(auth, access),
});

async function refusingTakenSlugs<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE_SLUG)) throw slugTaken();
    throw error;
  }
}

/** The form's category must be a live one (locked, so a removal cannot slip in between). */
async function assertCategory(tx: Tx, categoryId: string | null): Promise<void> {
  if (categoryId && !(await lockedFormCategory(tx, categoryId)))
    throw AppError.field('inputError', 'categoryId', msg(e, 'unknownCategory'));
}

const columnsOf = (body: FormInput) => ({
  title: body.title,
  description: body.description,
  categoryId: body.categoryId,
  slug: body.slug,
  responseHourLimit: body.responseHourLimit,
  sections: body.sections,
});

async function answerOf(tx: Tx, companyId: string | null, id: string) {
  const [found] = await findForms(tx, companyId, id);
  if (!found) throw formNotFound();
  return found;
}

/** GET /api/forms. */
export async function listForms(ctx: AppContext, auth: AuthSession, access: RequestAccess) {
  const { companyId, tenant } = scopeOf(auth, access);
  const now = new Date();
  return withTenant(ctx.db, tenant, async (tx) => ({
    items: (await findForms(tx, companyId)).map((f) => formAnswer(f, now)),
  }));
}

/** GET /api/forms/:id (another company's id is not found). */
export async function readForm(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => formAnswer(await answerOf(tx, companyId, id), new Date()));
}

/** POST /api/forms: a draft (published only by the status action). */
export async function createForm(ctx: AppContext, auth: AuthSession, access: RequestAccess, body: FormInput) {
  const { companyId, tenant } = scopeOf(auth, access);
  return refusingTakenSlugs(() =>
    withTenant(ctx.db, tenant, async (tx) => {
      await assertCategory(tx, body.categoryId);
      const [row] = await tx
        .insert(forms)
        .values({ companyId, ...columnsOf(body) })
        .returning({ id: forms.id });
      return formAnswer(await answerOf(tx, companyId, row!.id), new Date());
    }),
  );
}

/** PUT /api/forms/:id: a published form's slug changes only with confirmSlugChange (the link already sent breaks). */
export async function updateForm(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: FormInput,
) {
  const { companyId, tenant } = scopeOf(auth, access);
  return refusingTakenSlugs(() =>
    withTenant(ctx.db, tenant, async (tx) => {
      const form = await lockedForm(tx, companyId, id);
      if (!form) throw formNotFound();
      if (form.published && form.slug !== body.slug && !body.confirmSlugChange)
        throw AppError.field('warningAnswered', 'slug', msg(e, 'slugChangeNeedsConfirmation'));
      await assertCategory(tx, body.categoryId);
      await tx.update(forms).set(columnsOf(body)).where(eq(forms.id, id));
      return formAnswer(await answerOf(tx, companyId, id), new Date());
    }),
  );
}

/**
 * The state a status action leads to (platform.md §4): publishing and reopening (re)start the
 * hour limit's clock; closing needs a published form; unpublishing also clears a close.
 */
export function nextState(form: FormRow, action: FormStatusAction, now: Date): Partial<FormRow> {
  switch (action) {
    case 'publish':
      if (form.published) throw new AppError('statusError', { message: msg(e, 'alreadyInState') });
      return { published: true, openedAt: now, closedAt: null };
    case 'unpublish':
      if (!form.published) throw new AppError('statusError', { message: msg(e, 'alreadyInState') });
      return { published: false, closedAt: null };
    case 'close':
      if (!form.published) throw new AppError('statusError', { message: msg(e, 'closeUnpublished') });
      if (form.closedAt) throw new AppError('statusError', { message: msg(e, 'alreadyInState') });
      return { closedAt: now };
    case 'reopen':
      if (!form.closedAt) throw new AppError('statusError', { message: msg(e, 'reopenNotClosed') });
      return { closedAt: null, openedAt: now };
    default:
      return assertNever(action);
  }
}

function assertNever(x: never): never {
  throw new Error(`unhandled action ${String(x)}`);
}

async function changeState(tx: Tx, companyId: string | null, id: string, action: FormStatusAction) {
  const form = await lockedForm(tx, companyId, id);
  if (!form) throw formNotFound();
  await tx
    .update(forms)
    .set(nextState(form, action, new Date()))
    .where(eq(forms.id, id));
  return answerOf(tx, companyId, id);
}

/** POST /api/forms/:id/status. */
export async function changeFormState(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  action: FormStatusAction,
) {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => formAnswer(await changeState(tx, companyId, id, action), new Date()));
}

/** DELETE /api/forms/:id (soft; the public link stops answering). */
export async function removeForm(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    if (!(await lockedForm(tx, companyId, id))) throw formNotFound();
    await tx.update(forms).set({ deletedAt: new Date() }).where(eq(forms.id, id));
    return { ok: true as const };
  });
}

// ---------------------------------------------------------------- /admin/Forms

/** GET /api/admin/forms: every company's live forms. */
export async function listAdminForms(ctx: AppContext) {
  const now = new Date();
  return { items: (await findForms(ctx.db, null)).map((f) => adminFormAnswer(f, now)) };
}

/** POST /api/admin/forms/:id/status. */
export async function changeAdminFormState(ctx: AppContext, auth: AuthSession, id: string, action: FormStatusAction) {
  const actor: Actor = actorOf(auth);
  return withActor(ctx.db, actor, async (tx) => adminFormAnswer(await changeState(tx, null, id, action), new Date()));
}
