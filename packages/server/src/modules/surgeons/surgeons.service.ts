import { messages, type Surgeon, type SurgeonListQuery, type surgeonBodySchema } from '@honora/contract';
import { cboOccupations, specialties, surgeons, type Queryable, type Tx } from '@honora/db';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { activeColumn, createdAtColumn, defineRegistry, registryMeta } from '../../registry';
import { checkSpecialty } from '../specialties';

/** The row with its specialty's name, read beside it (decision 063). */
type Row = typeof surgeons.$inferSelect & { specialtyName?: string | null };
type Body = z.output<typeof surgeonBodySchema>;

const t = messages.screens.surgeons;
const s = t.sheet;

export function toSurgeon(row: Row): Surgeon {
  return {
    ...registryMeta(row),
    name: row.name,
    crm: row.crm,
    crmState: row.crmState,
    specialtyId: row.specialtyId,
    specialty: row.specialtyName ?? null,
    cbo: row.cbo,
  };
}

/** The specialty's name, from the registry (decision 063); deleted specialties keep their name. */
const specialtyName = sql<
  string | null
>`(select ${specialties.name} from ${specialties} where ${specialties.id} = ${surgeons.specialtyId})`.as(
  'specialty_name',
);
const specialtySortKey = sql`(select ${specialties.sortKey} from ${specialties} where ${specialties.id} = ${surgeons.specialtyId}) collate "C"`;

/** The surgeons registry (billing.md §2 surgeons/{id}): list by name, CRM, its UF, specialty; CRM UF filter. */
export const surgeonRegistry = defineRegistry<typeof surgeons, Surgeon, SurgeonListQuery>({
  table: surgeons,
  module: 'surgeons',
  sheetTitle: t.title,
  sorts: {
    crm: sql`public.honora_sort_key(${surgeons.crm}) collate "C"`,
    crmState: surgeons.crmState,
    specialty: specialtySortKey,
    createdAt: surgeons.createdAt,
  },
  filters: (query) => [query.crmState ? eq(surgeons.crmState, query.crmState) : undefined],
  extraColumns: { specialtyName },
  toView: toSurgeon,
  exportColumns: [
    { header: s.name, width: 40, value: (r) => r.name },
    { header: s.crm, width: 12, value: (r) => r.crm },
    { header: s.crmState, width: 10, value: (r) => r.crmState },
    { header: s.specialty, width: 30, value: (r) => (r as Row).specialtyName ?? null },
    { header: s.cbo, width: 10, value: (r) => r.cbo },
    activeColumn(s.active),
    createdAtColumn(s.createdAt),
  ],
});

/**
 * The CBO must be one of the CBO table's occupations once that table is loaded (reference
 * imports); before that any 6-digit code is taken.
 */
export async function checkCbo(q: Queryable, cbo: string | null, path = 'cbo'): Promise<void> {
  if (cbo === null) return;
  const [found] = await q
    .select({ code: cboOccupations.code })
    .from(cboOccupations)
    .where(eq(cboOccupations.code, cbo));
  if (found) return;
  const [any] = await q.select({ code: cboOccupations.code }).from(cboOccupations).limit(1);
  if (any) throw AppError.field('inputError', path, t.errors.cboNotFound);
}

async function checkSurgeon(tx: Tx, body: Body): Promise<void> {
  await checkCbo(tx, body.cbo);
  await checkSpecialty(tx, body.specialtyId);
}

function columnsOf(body: Body) {
  return {
    name: body.name,
    crm: body.crm,
    crmState: body.crmState,
    specialtyId: body.specialtyId,
    cbo: body.cbo,
    active: body.active,
  };
}

/** POST /api/surgeons: a new surgeon of the selected company. */
export function createSurgeon(ctx: AppContext, auth: AuthSession, access: RequestAccess, body: Body) {
  return surgeonRegistry.create(ctx, auth, access, columnsOf(body), (tx) => checkSurgeon(tx, body));
}

/** PUT /api/surgeons/:id: a deleted surgeon must be restored first (statusError). */
export function updateSurgeon(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string, body: Body) {
  return surgeonRegistry.update(ctx, auth, access, id, columnsOf(body), (tx) => checkSurgeon(tx, body));
}
