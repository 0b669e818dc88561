import {
  fmt,
  messages,
  type Anesthetist,
  type AnesthetistDetail,
  type AnesthetistListQuery,
  type anesthetistCreateBodySchema,
  type anesthetistUpdateBodySchema,
  msg,
} from '@honora/contract';
import { isAnesthetistMember, splitCrm, withAnesthetistTypes } from '@honora/domain';
import { companies, companyMembers, users, withTenant, type Tx } from '@honora/db';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { buildXlsx, type SheetColumn } from '../../http/xlsx';
import { findUserByEmail, insertResetToken, hashToken, newToken } from '../auth';
import { registryWindow, syncInstant, assertWritable, EXPORT_CAP } from '../registries';
import { checkSpecialty } from '../specialties';
import { checkCbo } from '../surgeons';
import { personColumns } from '../users';
import * as repo from './anesthetists.repository';

type CreateBody = z.output<typeof anesthetistCreateBodySchema>;
type UpdateBody = z.output<typeof anesthetistUpdateBodySchema>;
type PersonBody = Omit<UpdateBody, 'userTypes' | 'active'>;

const t = messages.screens.anesthetists;
const e = t.errors;
/** A new anesthetist's link to create the password lasts a week (a reset link, one hour). */
const INVITE_TTL_DAYS = 7;

function isUniqueViolation(error: unknown): boolean {
  const err = error as { code?: string; cause?: { code?: string } };
  return err.code === '23505' || err.cause?.code === '23505';
}

/**
 * A row as the API answers it. The CRM's state comes from the CRM text ("123456/SP", decision
 * 012) or, failing that, the crm_state column. A membership that is deactivated stays in the
 * registry with active=false (deletedAt stays null); deletedAt is set only when the person left
 * the registry (user deleted, or no longer an anesthetist or resident there).
 */
export function toAnesthetist(row: repo.AnesthetistRow): Anesthetist {
  const crm = splitCrm(row.crm);
  return {
    id: row.userId,
    companyId: row.companyId,
    companyIds: row.companyIds,
    active: row.isActive,
    name: row.name,
    email: row.email,
    phone: row.phone,
    crm: crm.crm,
    crmState: crm.crmState ?? row.crmState,
    sigla: row.sigla,
    specialtyId: row.specialtyId,
    specialty: row.specialty,
    cbo: row.cbo,
    userTypes: row.userTypes,
    isResident: row.userTypes.includes('KResident') && !row.userTypes.includes('KAnesthetist'),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    deletedAt: row.removedAt,
  };
}

const filterOf = (auth: AuthSession, access: RequestAccess, query: AnesthetistListQuery): repo.AnesthetistFilter => ({
  companyIds: access.companyIds,
  selectedCompanyId: auth.companyId,
  query,
});

/** GET /api/anesthetists: one row per person of the visible companies; every change since `updatedSince`. */
export async function listAnesthetists(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: AnesthetistListQuery,
) {
  const filter = filterOf(auth, access, query);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const rows = await repo.selectAnesthetists(tx, filter, registryWindow(query));
    const total = await repo.countAnesthetists(tx, filter);
    return { items: rows.map(toAnesthetist), total, syncedAt: await syncInstant(tx) };
  });
}

/** GET /api/anesthetists/export: the list's filters, every row, as a spreadsheet. */
export async function exportAnesthetists(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: AnesthetistListQuery,
) {
  const filter = filterOf(auth, access, { ...query, updatedSince: undefined });
  const rows = await withTenant(ctx.db, tenantOf(auth, access), (tx) =>
    repo.selectAnesthetists(tx, filter, { limit: EXPORT_CAP, offset: 0 }),
  );
  const s = t.sheet;
  const list = messages.screens.registry.list;
  const typeNames = (types: string[]) =>
    types
      .filter((type): type is keyof typeof t.types => type in t.types)
      .map((type) => t.types[type])
      .join(', ');
  const columns: SheetColumn<Anesthetist>[] = [
    { header: s.name, width: 36, value: (r) => r.name },
    { header: s.email, width: 32, value: (r) => r.email },
    { header: s.sigla, width: 8, value: (r) => r.sigla },
    { header: s.crm, width: 12, value: (r) => r.crm },
    { header: s.crmState, width: 10, value: (r) => r.crmState },
    { header: s.specialty, width: 28, value: (r) => r.specialty },
    { header: s.cbo, width: 10, value: (r) => r.cbo },
    { header: s.userTypes, width: 24, value: (r) => typeNames(r.userTypes) },
    { header: s.active, width: 8, value: (r) => (r.active ? list.yes : list.no) },
  ];
  return buildXlsx(t.title, columns, rows.map(toAnesthetist));
}

/** GET /api/anesthetists/:id: a person of the registry in the visible companies (404 otherwise). */
export async function getAnesthetist(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<AnesthetistDetail> {
  const row = await withTenant(ctx.db, tenantOf(auth, access), (tx) =>
    repo.findAnesthetist(tx, access.companyIds, auth.companyId, id),
  );
  if (!row) throw new AppError('notFound');
  // After the tenant transaction: PGlite has one connection.
  const managedElsewhere = await repo.isManagedElsewhere(ctx.db, id, access.companyIds);
  return { ...toAnesthetist(row), managedElsewhere };
}

/** The users columns an anesthetist record writes: the profile's (phone in E.164, CRM with its state) and more. */
function userColumnsOf(body: PersonBody) {
  return { ...personColumns(body), specialtyId: body.specialtyId, cbo: body.cbo };
}

/** What would change in the person's data, by field (the CRM compared as number and state). */
function changedPersonField(current: Anesthetist, body: PersonBody): keyof PersonBody | null {
  const next = userColumnsOf(body);
  const nextCrm = splitCrm(next.crm);
  const pairs: [keyof PersonBody, unknown, unknown][] = [
    ['name', current.name, next.name],
    ['phone', current.phone, next.phone],
    ['crm', current.crm, nextCrm.crm],
    ['crmState', current.crmState, nextCrm.crmState],
    ['sigla', current.sigla, next.sigla],
    ['specialtyId', current.specialtyId, next.specialtyId],
    ['cbo', current.cbo, next.cbo],
  ];
  return pairs.find(([, before, after]) => (before ?? null) !== (after ?? null))?.[0] ?? null;
}

async function selectedCompanyName(tx: Tx, companyId: string): Promise<string> {
  const [row] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? messages.ui.appName;
}

/**
 * POST /api/anesthetists (by e-mail). A new e-mail creates the person without a password and
 * sends them a link to create one (the reset-password link, valid for a week). An existing
 * person is included only when every company they belong to is one this session sees: a person
 * of another company is not attached (nor their data shown or changed) by knowing their e-mail
 * — the platform's administration adds them (/admin/users). The membership of the selected
 * company gets the chosen types and the anesthetist's (or resident's) profile of the default
 * configuration; a removed membership comes back with only that profile.
 */
export async function createAnesthetist(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: CreateBody,
): Promise<AnesthetistDetail & { invited: boolean }> {
  const companyId = auth.companyId!;
  const existing = await findUserByEmail(ctx.db, body.email);
  if (existing?.id === auth.userId && !body.active)
    throw AppError.field('inputError', 'active', msg(e, 'selfDeactivate'));
  if (
    existing &&
    (!(await repo.hasMemberships(ctx.db, existing.id)) ||
      (await repo.isManagedElsewhere(ctx.db, existing.id, access.companyIds)))
  ) {
    throw AppError.field('inputError', 'email', msg(e, 'otherCompanyPerson'));
  }
  const columns = userColumnsOf(body);
  let written: { userId: string; invite: { token: string; companyName: string } | null };
  try {
    written = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
      await checkCbo(tx, body.cbo);
      await checkSpecialty(tx, body.specialtyId);
      const person = existing
        ? { userId: existing.id, invite: null }
        : await insertInvitedUser(tx, { ...columns, email: body.email }, companyId);
      if (existing) await tx.update(users).set(columns).where(eq(users.id, existing.id));
      const membership = await findClientMembership(tx, companyId, person.userId);
      const isLive = membership !== undefined && membership.isActive && membership.deletedAt === null;
      if (isLive && isAnesthetistMember(membership.userTypes)) {
        throw AppError.field('inputError', 'email', msg(e, 'alreadyAnesthetist'));
      }
      const roles = withAnesthetistTypes(isLive ? membership : { profiles: [], userTypes: [] }, body.userTypes, true);
      if (membership) {
        await tx
          .update(companyMembers)
          .set({ ...roles, isActive: body.active, deletedAt: null })
          .where(eq(companyMembers.id, membership.id));
      } else {
        await tx
          .insert(companyMembers)
          .values({ companyId, userId: person.userId, workspace: 'CLIENT', ...roles, isActive: body.active });
      }
      return person;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('auth/email-already-exists', 'email');
    throw error;
  }
  // After the transaction (PGlite has one connection; the outbox is written apart).
  if (written.invite) {
    const link = `${ctx.config.appUrl}/ResetPassword?token=${encodeURIComponent(written.invite.token)}`;
    await ctx.messenger.send({
      channel: 'email',
      to: body.email,
      subject: t.invite.subject,
      body: fmt(t.invite.body, { name: body.name, company: written.invite.companyName, link, days: INVITE_TTL_DAYS }),
    });
  }
  return { ...(await getAnesthetist(ctx, auth, access, written.userId)), invited: written.invite !== null };
}

/** A new person without a password, and the single-use link (its hash kept) to create one. */
async function insertInvitedUser(tx: Tx, values: typeof users.$inferInsert, companyId: string) {
  const [created] = await tx.insert(users).values(values).returning({ id: users.id });
  const token = newToken();
  await insertResetToken(tx, {
    userId: created!.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + INVITE_TTL_DAYS * 24 * 60 * 60_000),
  });
  return { userId: created!.id, invite: { token, companyName: await selectedCompanyName(tx, companyId) } };
}

/** The CLIENT membership of a person in a company, whatever its state (the key is unique). */
async function findClientMembership(tx: Tx, companyId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.userId, userId),
        eq(companyMembers.workspace, 'CLIENT'),
      ),
    );
  return row;
}

/**
 * With only writeOwn (platform.md §6: the owner-only fallback of write) a member changes his
 * own record, and only his personal data: his types and access stay as the company set them.
 */
function assertOwnChange(auth: AuthSession, access: RequestAccess, current: Anesthetist, body: UpdateBody): void {
  if (!access.ownerOnly) return;
  const sameTypes =
    [...new Set(body.userTypes)].sort().join() ===
    current.userTypes
      .filter((type) => isAnesthetistMember([type]))
      .sort()
      .join();
  if (current.id !== auth.userId || !sameTypes || body.active !== current.active) {
    throw new AppError('permissionDenied', { params: { module: 'anesthetists', action: 'write' } });
  }
}

/**
 * PUT /api/anesthetists/:id: the person's data and the membership shown (types and active) —
 * the selected company's when the person is there. No hard delete: active=false. A person kept
 * by another company (or an admin account) keeps their personal data here; only types and
 * active change. Nobody deactivates their own access to the selected company.
 */
export async function updateAnesthetist(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: UpdateBody,
): Promise<AnesthetistDetail> {
  const current = await getAnesthetist(ctx, auth, access, id);
  assertOwnChange(auth, access, current, body);
  assertWritable(access, current.companyId, 'anesthetists');
  if (id === auth.userId && !body.active && current.companyId === auth.companyId) {
    throw AppError.field('inputError', 'active', msg(e, 'selfDeactivate'));
  }
  const changed = changedPersonField(current, body);
  if (current.managedElsewhere && changed) throw AppError.field('inputError', changed, msg(e, 'managedElsewhere'));
  await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    if (changed) {
      await checkCbo(tx, body.cbo);
      await checkSpecialty(tx, body.specialtyId);
      await tx.update(users).set(userColumnsOf(body)).where(eq(users.id, id));
    }
    const membership = await findClientMembership(tx, current.companyId, id);
    if (!membership) throw new AppError('notFound');
    const roles = withAnesthetistTypes(membership, body.userTypes, false);
    await tx
      .update(companyMembers)
      .set({ ...roles, isActive: body.active })
      .where(eq(companyMembers.id, membership.id));
  });
  return getAnesthetist(ctx, auth, access, id);
}
