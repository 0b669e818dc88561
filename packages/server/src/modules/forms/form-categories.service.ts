import { msg, type FormCategory, type FormCategoryInput } from '@honora/contract';
import { formCategories, withActor } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import { actorOf } from '../../http/actor';
import { isUniqueViolation } from '../registries';
import { e } from './form-answer';
import { liveFormCategories, lockedFormCategory, type FormCategoryRow } from './forms.repository';

/**
 * /admin/FormsCategories (platform.md §2; decision 057): a platform-level list written by the
 * administrators and picked by every company's forms. Names are unique among live categories;
 * one that live forms use is not removed (409 naming how many).
 */

const UNIQUE_NAME = 'form_categories_name_key';
const categoryNotFound = () => new AppError('notFound', { message: msg(e, 'categoryNotFound') });

const categoryAnswer = (row: FormCategoryRow, formCount: number): FormCategory => ({
  id: row.id,
  name: row.name,
  position: row.position,
  formCount,
});

async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE_NAME)) throw AppError.field('inputError', 'name', msg(e, 'duplicateCategory'));
    throw error;
  }
}

/** GET /api/form-categories and /api/admin/form-categories. */
export async function listFormCategories(ctx: AppContext) {
  const rows = await liveFormCategories(ctx.db);
  return { items: rows.map((r) => categoryAnswer(r.category, r.formCount)) };
}

/** POST /api/admin/form-categories. */
export async function createFormCategory(ctx: AppContext, auth: AuthSession, body: FormCategoryInput) {
  return refusingDuplicates(() =>
    withActor(ctx.db, actorOf(auth), async (tx) => {
      const [row] = await tx.insert(formCategories).values({ name: body.name, position: body.position }).returning();
      return categoryAnswer(row!, 0);
    }),
  );
}

/** PUT /api/admin/form-categories/:id. */
export async function updateFormCategory(ctx: AppContext, auth: AuthSession, id: string, body: FormCategoryInput) {
  return refusingDuplicates(() =>
    withActor(ctx.db, actorOf(auth), async (tx) => {
      if (!(await lockedFormCategory(tx, id))) throw categoryNotFound();
      await tx
        .update(formCategories)
        .set({ name: body.name, position: body.position })
        .where(eq(formCategories.id, id));
      const found = (await liveFormCategories(tx)).find((r) => r.category.id === id)!;
      return categoryAnswer(found.category, found.formCount);
    }),
  );
}

/** DELETE /api/admin/form-categories/:id: soft, and only when no live form uses it. */
export async function removeFormCategory(ctx: AppContext, auth: AuthSession, id: string) {
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    if (!(await lockedFormCategory(tx, id))) throw categoryNotFound();
    const count = (await liveFormCategories(tx)).find((r) => r.category.id === id)?.formCount ?? 0;
    if (count > 0) throw new AppError('statusError', { message: msg(e, 'categoryInUse', { count }) });
    await tx.update(formCategories).set({ deletedAt: new Date() }).where(eq(formCategories.id, id));
    return { ok: true as const };
  });
}
