import type { FormResponsesQuery } from '@honora/contract';
import { companies, formCategories, formResponses, forms, questionnaireInvitations, type Queryable } from '@honora/db';
import { and, asc, count, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';

/**
 * The reads of the forms (decision 057). Forms and responses are company rows (row-level
 * security); a null company means the administrators' view of every company. Categories are
 * platform rows. Live rows only.
 */

export type FormRow = typeof forms.$inferSelect;
export type FormCategoryRow = typeof formCategories.$inferSelect;
/** A stored response with the address invited when it came through a questionnaire (decision 060). */
export type FormResponseRow = typeof formResponses.$inferSelect & { invitedEmail: string | null };

const responseColumns = { ...getTableColumns(formResponses), invitedEmail: questionnaireInvitations.email };
const invitationJoin = eq(questionnaireInvitations.id, formResponses.invitationId);
export type FoundForm = { form: FormRow; categoryName: string | null; companyName: string; responseCount: number };

/** The largest number of responses an export or a summary reads at once. */
export const RESPONSES_READ_CAP = 50_000;

// Outer columns named in full: drizzle writes a column of a one-table select without its table.
const responseCount = sql<number>`(select count(*) from form_responses r
  where r.form_id = "forms"."id" and r.deleted_at is null)::int`;

/** Live forms (of one company, or of all), newest first, with category, company and response count. */
export async function findForms(db: Queryable, companyId: string | null, id?: string): Promise<FoundForm[]> {
  return db
    .select({ form: forms, categoryName: formCategories.name, companyName: companies.name, responseCount })
    .from(forms)
    .innerJoin(companies, eq(companies.id, forms.companyId))
    .leftJoin(formCategories, eq(formCategories.id, forms.categoryId))
    .where(
      and(
        isNull(forms.deletedAt),
        companyId ? eq(forms.companyId, companyId) : undefined,
        id ? eq(forms.id, id) : undefined,
      ),
    )
    .orderBy(desc(forms.createdAt), asc(forms.id))
    .limit(2000);
}

/** One live form, locked for a change; undefined when there is none (or it is another company's). */
export async function lockedForm(db: Queryable, companyId: string | null, id: string): Promise<FormRow | undefined> {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.id, id), isNull(forms.deletedAt), companyId ? eq(forms.companyId, companyId) : undefined))
    .for('update');
  return row;
}

/** A live form of a live company by its public address, with the company's name (the service decides the rest). */
export async function formBySlug(db: Queryable, companyId: string, slug: string) {
  const [row] = await db
    .select({ form: forms, companyName: companies.name })
    .from(forms)
    .innerJoin(companies, eq(companies.id, forms.companyId))
    .where(
      and(eq(forms.companyId, companyId), eq(forms.slug, slug), isNull(forms.deletedAt), isNull(companies.deletedAt)),
    );
  return row;
}

/** A response's day of submission in São Paulo within the period (both ends included). */
function responseConditions(formId: string, query: Pick<FormResponsesQuery, 'from' | 'to'>): SQL[] {
  const day = sql`(${formResponses.submittedAt} at time zone 'America/Sao_Paulo')::date`;
  const conditions: (SQL | undefined)[] = [
    eq(formResponses.formId, formId),
    isNull(formResponses.deletedAt),
    query.from ? sql`${day} >= ${query.from}::date` : undefined,
    query.to ? sql`${day} <= ${query.to}::date` : undefined,
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

/** One page of a form's responses in the period, newest first, with the period's total. */
export async function responsesPage(db: Queryable, formId: string, query: FormResponsesQuery, pageSize: number) {
  const where = and(...responseConditions(formId, query));
  const [rows, [total]] = await Promise.all([
    db
      .select(responseColumns)
      .from(formResponses)
      .leftJoin(questionnaireInvitations, invitationJoin)
      .where(where)
      .orderBy(desc(formResponses.submittedAt), desc(formResponses.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(formResponses).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Every response of the period in the order they came (the export and the summary), up to the cap. */
export async function responsesInPeriod(db: Queryable, formId: string, query: Pick<FormResponsesQuery, 'from' | 'to'>) {
  return db
    .select(responseColumns)
    .from(formResponses)
    .leftJoin(questionnaireInvitations, invitationJoin)
    .where(and(...responseConditions(formId, query)))
    .orderBy(asc(formResponses.submittedAt), asc(formResponses.id))
    .limit(RESPONSES_READ_CAP);
}

/** One live response of a live form (of one company, or of all). */
export async function findResponse(db: Queryable, companyId: string | null, id: string) {
  const [row] = await db
    .select({ response: responseColumns })
    .from(formResponses)
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .leftJoin(questionnaireInvitations, invitationJoin)
    .where(
      and(
        eq(formResponses.id, id),
        isNull(formResponses.deletedAt),
        isNull(forms.deletedAt),
        companyId ? eq(formResponses.companyId, companyId) : undefined,
      ),
    );
  return row?.response;
}

// ---------------------------------------------------------------- categories

/** Live categories in their order, each with its live forms counted. */
export async function liveFormCategories(db: Queryable) {
  const formCount = sql<number>`(select count(*) from forms f
    where f.category_id = "form_categories"."id" and f.deleted_at is null)::int`;
  return db
    .select({ category: formCategories, formCount })
    .from(formCategories)
    .where(isNull(formCategories.deletedAt))
    .orderBy(asc(formCategories.position), sql`${formCategories.sortKey} collate "C"`, asc(formCategories.id));
}

export async function lockedFormCategory(db: Queryable, id: string): Promise<FormCategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(formCategories)
    .where(and(eq(formCategories.id, id), isNull(formCategories.deletedAt)))
    .for('update');
  return row;
}
