import { flattenQuestions, type FormQuestion, type FormSection } from '@honora/contract';
import { companies, companyOpeningHours, formResponses, forms, rowsOf, type Actor, type Queryable } from '@honora/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { throttleHitStatement } from '../auth';
import { configOf, type OpeningConfig } from '../opening-hours';
import type { FormRow } from './forms.repository';

/**
 * The published forms the public responses were last checked against, per process (decision 057,
 * "The public response"): a response to a form read moments ago is checked against the kept
 * definition and stored by one guarded insert, without reading the form again. The guard is the
 * form's row version (`xmin`): any change of the form — an edit, a close, an unpublish, a removal —
 * gives the row a new version in every process at once, so the insert finds nothing, the entry
 * is dropped and the response is decided again from a fresh read. A close therefore takes effect
 * at once; the time an entry is kept only bounds the memory of forms nobody answers any more.
 */

/**
 * A form as read, with the company's opening hours (decision 064: form responses are the
 * delivery switch) and that row's version, '' while the company has none: a change of the hours
 * makes the guarded insert find nothing too, as a change of the form does.
 */
export type PublishedForm = {
  form: FormRow;
  companyName: string;
  version: string;
  questions: FormQuestion[];
  opening: OpeningConfig | null;
  openingVersion: string;
};

const KEEP_MS = 30_000;
const MAX_ENTRIES = 1_000;
const kept = new Map<string, { entry: PublishedForm; until: number }>();

const keyOf = (companyId: string, slug: string) => `${companyId}/${slug}`;

/** The kept form at the address, if read less than KEEP_MS ago. */
export function keptForm(companyId: string, slug: string, now = Date.now()): PublishedForm | undefined {
  const key = keyOf(companyId, slug);
  const hit = kept.get(key);
  if (hit && hit.until > now) return hit.entry;
  if (hit) kept.delete(key);
  return undefined;
}

export function keepForm(companyId: string, slug: string, entry: PublishedForm, now = Date.now()): void {
  if (kept.size >= MAX_ENTRIES) kept.clear();
  kept.set(keyOf(companyId, slug), { entry, until: now + KEEP_MS });
}

export function forgetForm(companyId: string, slug: string): void {
  kept.delete(keyOf(companyId, slug));
}

/** A live form of a live company by its public address, with its company's name and row version. */
export async function formWithVersion(
  db: Queryable,
  companyId: string,
  slug: string,
): Promise<PublishedForm | undefined> {
  const [row] = await db
    .select({
      form: forms,
      companyName: companies.name,
      version: sql<string>`"forms"."xmin"::text`,
      hours: companyOpeningHours.hours,
      switches: companyOpeningHours.switches,
      locks: companyOpeningHours.locks,
      openingVersion: sql<string>`coalesce(${companyOpeningHours}."xmin"::text, '')`,
    })
    .from(forms)
    .innerJoin(companies, eq(companies.id, forms.companyId))
    .leftJoin(companyOpeningHours, eq(companyOpeningHours.companyId, forms.companyId))
    .where(
      and(eq(forms.companyId, companyId), eq(forms.slug, slug), isNull(forms.deletedAt), isNull(companies.deletedAt)),
    );
  if (!row) return undefined;
  const { hours, switches, locks, ...found } = row;
  return {
    ...found,
    questions: flattenQuestions(row.form.sections as FormSection[]),
    opening: configOf(switches ? { hours, switches, locks: locks ?? {} } : undefined),
  };
}

/** What the one statement of a response to a kept form did. */
export type KeptOutcome = 'stored' | 'limited' | 'changed';

const at = (name: string) => sql.placeholder(name);

/**
 * The one statement of a response to a kept form (see storeIfUnchanged), its values as
 * placeholders: the record metadata's actor (as the job runner's writes set it), the sender's hit
 * on the throttle (the per-IP limit), and the insert of the checked answers if the hit is within
 * the limit and the form is still the published, live version read.
 */
const keptResponseStatement = (windowMs: number) => sql`
    with actor as materialized (select
        set_config('honora.actor_id', ${at('actorId')}, true),
        set_config('honora.actor_name', ${at('actorName')}, true),
        set_config('honora.actor_env', ${at('actorEnv')}, true),
        set_config('honora.actor_version', ${at('actorVersion')}, true),
        set_config('honora.actor_is_admin', 'false', true)),
      hit as (${throttleHitStatement(at('key'), windowMs)}),
      stored as (
        insert into ${formResponses} (company_id, form_id, answers)
        select f.company_id, f.id, ${at('answers')}::jsonb
        from ${forms} f join ${companies} c on c.id = f.company_id, hit, actor
        where hit.count <= ${at('limit')} and f.id = ${at('formId')} and f.xmin::text = ${at('version')}
          and f.published and f.deleted_at is null and c.deleted_at is null
          and coalesce((select oh.xmin::text from ${companyOpeningHours} oh where oh.company_id = f.company_id), '')
            = ${at('openingVersion')}
        returning 1)
    select (select count from hit) as count, (select count(*) from stored)::int as stored`;

const dialect = new PgDialect();

/**
 * The statement built once per database and throttle window, and prepared by name (as the post
 * pages' read, decision 058): PostgreSQL parses and plans it once per connection instead of on
 * every response, and no SQL is built per response (decision 057, "Bench").
 */
type PreparedKeptResponse = ReturnType<Queryable['_']['session']['prepareQuery']>;
const preparedStatements = new WeakMap<Queryable, { windowMs: number; prepared: PreparedKeptResponse }>();

function preparedKeptResponse(db: Queryable, windowMs: number): PreparedKeptResponse {
  const known = preparedStatements.get(db);
  if (known?.windowMs === windowMs) return known.prepared;
  const query = dialect.sqlToQuery(keptResponseStatement(windowMs));
  const prepared = db._.session.prepareQuery(query, undefined, 'form_public_response_kept', false);
  preparedStatements.set(db, { windowMs, prepared });
  return prepared;
}

/**
 * One response to a kept form in one statement (one round trip, one commit): the record
 * metadata's actor, the sender's hit on the throttle (`key` in its window, the per-IP limit), and
 * the insert of the checked answers if the hit is within `limit` and the form is still the
 * published, live version `found` read (and the company's opening hours are the version read). The row's company is the form's own, found by its
 * company's address under row-level security when it was read.
 */
export async function storeIfUnchanged(
  db: Queryable,
  found: PublishedForm,
  answers: Record<string, string | string[]>,
  scope: { actor: Actor; key: string; windowMs: number; limit: number },
): Promise<KeptOutcome> {
  const { actor, key, windowMs, limit } = scope;
  const result = await preparedKeptResponse(db, windowMs).execute({
    actorId: actor.id,
    actorName: actor.name,
    actorEnv: actor.env ?? 'web',
    actorVersion: actor.version ?? '',
    key,
    answers: JSON.stringify(answers),
    limit,
    formId: found.form.id,
    version: found.version,
    openingVersion: found.openingVersion,
  });
  const [row] = rowsOf<{ count: number; stored: number }>(result);
  if (row!.count > limit) return 'limited';
  return row!.stored > 0 ? 'stored' : 'changed';
}
