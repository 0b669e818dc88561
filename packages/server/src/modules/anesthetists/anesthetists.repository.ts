import type { AnesthetistListQuery } from '@honora/contract';
import { adminUsers, companyMembers, rowsOf, type Queryable } from '@honora/db';
import { and, eq, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { nameMatches } from '../registries';

/**
 * The anesthetists registry is read from users and their CLIENT memberships: no table of its
 * own. One row per person (the id is the user's), from the membership of the visible companies
 * that best represents them: an anesthetist/resident one first, then the selected company's,
 * then an active one, then the oldest.
 */
export interface AnesthetistRow {
  userId: string;
  companyId: string;
  companyIds: string[];
  isActive: boolean;
  isAnesthetist: boolean;
  userTypes: string[];
  name: string;
  email: string;
  phone: string | null;
  crm: string | null;
  crmState: string | null;
  sigla: string | null;
  /** The specialty registry's row and its name (decision 063). */
  specialtyId: string | null;
  specialty: string | null;
  cbo: string | null;
  createdAt: string;
  updatedAt: string | null;
  /** When the person left the registry (user deleted, membership removed or no longer an anesthetist type). */
  removedAt: string | null;
}

export interface AnesthetistFilter {
  companyIds: readonly string[];
  selectedCompanyId: string | null;
  query: Pick<AnesthetistListQuery, 'search' | 'active' | 'updatedSince' | 'userType' | 'sort' | 'dir'>;
  userId?: string;
}

const isoOf = (value: SQL) => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const SORTS: Record<string, SQL> = {
  sigla: sql`public.honora_sort_key(r.sigla) collate "C"`,
  crm: sql`public.honora_sort_key(r.crm) collate "C"`,
};
const NAME_KEY = sql`public.honora_sort_key(r.name) collate "C"`;

/** The rows (one per person) of the visible companies, before filters: a CTE the list, count and get share. */
function rowsCte(filter: AnesthetistFilter): SQL {
  const ids = sql.join(
    filter.companyIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const selected = filter.selectedCompanyId ? sql`${filter.selectedCompanyId}::uuid` : sql`null::uuid`;
  return sql`with visible as (
      select m.user_id, m.company_id, m.is_active, m.user_types, m.created_at, m.updated_at, m.deleted_at,
        (m.user_types && array['KAnesthetist', 'KResident']::text[]) as is_anesthetist
      from company_members m
      where m.workspace = 'CLIENT' and m.company_id in (${ids})
        ${filter.userId ? sql`and m.user_id = ${filter.userId}::uuid` : sql``}
    ),
    picked as (
      select distinct on (v.user_id) v.*
      from visible v
      order by v.user_id, v.is_anesthetist desc, (v.deleted_at is null) desc,
        (v.company_id = ${selected}) desc nulls last, v.is_active desc, v.created_at, v.company_id
    ),
    r as (
      select p.user_id, p.company_id, p.is_active, p.is_anesthetist, p.user_types,
        p.updated_at as member_updated_at,
        u.name, u.email, u.phone, u.crm, u.crm_state, u.sigla, u.specialty_id,
        (select sp.name from specialties sp where sp.id = u.specialty_id) as specialty, u.cbo,
        coalesce((select array_agg(v2.company_id::text order by v2.company_id) from visible v2
          where v2.user_id = p.user_id and v2.is_anesthetist and v2.deleted_at is null), array[]::text[]) as company_ids,
        p.created_at,
        nullif(greatest(coalesce(p.updated_at, p.created_at), coalesce(u.updated_at, u.created_at)), p.created_at)
          as updated_at,
        greatest(p.created_at, p.updated_at, u.created_at, u.updated_at) as changed_at,
        case
          when u.deleted_at is not null then u.deleted_at
          when p.deleted_at is not null then p.deleted_at
          when not p.is_anesthetist then coalesce(p.updated_at, p.created_at)
        end as removed_at
      from picked p
      join users u on u.id = p.user_id
    )`;
}

function whereOf(filter: AnesthetistFilter): SQL {
  const q = filter.query;
  const since = q.updatedSince ? sql`${q.updatedSince}::timestamptz` : null;
  const conditions: (SQL | undefined)[] = [
    since
      ? sql`r.changed_at > ${since} and (r.is_anesthetist or r.member_updated_at > ${since})`
      : sql`r.removed_at is null`,
    q.active === 'all' ? undefined : q.active === 'true' ? sql`r.is_active` : sql`not r.is_active`,
    q.userType ? sql`r.user_types @> array[${q.userType}]::text[]` : undefined,
    nameMatches(sql`lower(public.honora_unaccent(r.name))`, q.search),
  ];
  return sql.join(
    conditions.filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
}

function orderOf(query: AnesthetistFilter['query']): SQL {
  const dir = query.dir === 'desc' ? sql`desc` : sql`asc`;
  const named = query.sort ? SORTS[query.sort] : undefined;
  const keys = named ? [named, NAME_KEY] : [NAME_KEY];
  return sql.join([...keys.map((key) => sql`${key} ${dir}`), sql`r.user_id ${dir}`], sql`, `);
}

interface RawRow {
  user_id: string;
  company_id: string;
  company_ids: string[];
  is_active: boolean;
  is_anesthetist: boolean;
  user_types: string[];
  name: string;
  email: string;
  phone: string | null;
  crm: string | null;
  crm_state: string | null;
  sigla: string | null;
  specialty_id: string | null;
  specialty: string | null;
  cbo: string | null;
  created_at: string;
  updated_at: string | null;
  removed_at: string | null;
}

function toRow(raw: RawRow): AnesthetistRow {
  return {
    userId: raw.user_id,
    companyId: raw.company_id,
    companyIds: raw.company_ids,
    isActive: raw.is_active,
    isAnesthetist: raw.is_anesthetist,
    userTypes: raw.user_types,
    name: raw.name,
    email: raw.email,
    phone: raw.phone,
    crm: raw.crm,
    crmState: raw.crm_state,
    sigla: raw.sigla,
    specialtyId: raw.specialty_id,
    specialty: raw.specialty,
    cbo: raw.cbo,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
    removedAt: raw.removed_at,
  };
}

const COLUMNS = sql`r.user_id, r.company_id, r.company_ids, r.is_active, r.is_anesthetist, r.user_types,
  r.name, r.email, r.phone, r.crm, r.crm_state, r.sigla, r.specialty_id, r.specialty, r.cbo,
  ${isoOf(sql`r.created_at`)} as created_at, ${isoOf(sql`r.updated_at`)} as updated_at,
  ${isoOf(sql`r.removed_at`)} as removed_at`;

/** A page (or every change since `updatedSince`) of the registry. */
export async function selectAnesthetists(
  q: Queryable,
  filter: AnesthetistFilter,
  window: { limit: number; offset: number },
): Promise<AnesthetistRow[]> {
  if (filter.companyIds.length === 0) return [];
  const result = await q.execute(sql`${rowsCte(filter)}
    select ${COLUMNS} from r where ${whereOf(filter)}
    order by ${orderOf(filter.query)} limit ${window.limit} offset ${window.offset}`);
  return rowsOf<RawRow>(result).map(toRow);
}

export async function countAnesthetists(q: Queryable, filter: AnesthetistFilter): Promise<number> {
  if (filter.companyIds.length === 0) return 0;
  const result = await q.execute(sql`${rowsCte(filter)} select count(*)::int as n from r where ${whereOf(filter)}`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** One person of the registry in the visible companies (deactivated included), or undefined. */
export async function findAnesthetist(
  q: Queryable,
  companyIds: readonly string[],
  selectedCompanyId: string | null,
  userId: string,
): Promise<AnesthetistRow | undefined> {
  const [row] = await selectAnesthetists(
    q,
    { companyIds, selectedCompanyId, userId, query: { active: 'all', dir: 'asc' } },
    { limit: 1, offset: 0 },
  );
  return row;
}

/**
 * Whether the person is kept by someone outside these companies: a membership (any state) of
 * another company, or an admin account. Read as the database owner (row-level security would
 * hide the other companies), never inside a tenant transaction.
 */
export async function isManagedElsewhere(
  q: Queryable,
  userId: string,
  companyIds: readonly string[],
): Promise<boolean> {
  const [foreign] = await q
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.userId, userId),
        isNull(companyMembers.deletedAt),
        companyIds.length > 0 ? notInArray(companyMembers.companyId, [...companyIds]) : undefined,
      ),
    )
    .limit(1);
  if (foreign) return true;
  const [admin] = await q
    .select({ userId: adminUsers.userId })
    .from(adminUsers)
    .where(and(eq(adminUsers.userId, userId), isNull(adminUsers.deletedAt)));
  return admin !== undefined;
}

/** Whether the person has any membership at all (a person with none belongs to no company's registry). */
export async function hasMemberships(q: Queryable, userId: string): Promise<boolean> {
  const [row] = await q
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), isNull(companyMembers.deletedAt)))
    .limit(1);
  return row !== undefined;
}
