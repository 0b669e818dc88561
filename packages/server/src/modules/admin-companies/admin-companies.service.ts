import {
  messages,
  type AdminCompany,
  type AdminCompanyListQuery,
  type AdminCompanyRow,
  type adminCompanyBodySchema,
  msg,
} from '@honora/contract';
import {
  deletionProblem,
  isValidCnpj,
  restoreProblem,
  structureFlags,
  structureProblem,
  type StructureProblem,
} from '@honora/domain';
import { companyWebConfigs, withActor, type Tx } from '@honora/db';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import { seedCompanyDefaults, toCompanyData } from '../companies';
import { actorOf } from '../../http/actor';
import { permissionTemplate } from '../permission-template';
import * as repo from './admin-companies.repository';

type CompanyBody = z.output<typeof adminCompanyBodySchema>;
const e = messages.screens.adminCompanies.errors;

/**
 * The admin workspace works on every company, so these services run as the owner
 * (withActor) with explicit company ids — not withTenant: there is no tenant to confine them
 * to, and the structure rules must see other companies (a matriz's filiais) in the same
 * transaction. docs/decisions/011-admin-companies.md.
 */
export async function listCompanies(
  ctx: AppContext,
  query: AdminCompanyListQuery,
): Promise<{ items: AdminCompanyRow[]; total: number }> {
  const { items, total } = await repo.listAdminCompanies(
    ctx.db,
    { search: query.search, structure: query.structure, showDeleted: query.showDeleted },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return { items: items.map((row) => ({ ...row, deletedAt: row.deletedAt?.toISOString() ?? null })), total };
}

export async function getCompany(ctx: AppContext, id: string): Promise<AdminCompany> {
  const row = await repo.findAdminCompany(ctx.db, id);
  if (!row) throw new AppError('notFound', { message: msg(messages.errors, 'companyNotFound') });
  return {
    ...toCompanyData(row.company, row.filiaisIds),
    matrizName: row.matrizName,
    createdAt: row.company.createdAt.toISOString(),
    deletedAt: row.company.deletedAt?.toISOString() ?? null,
  };
}

/** The field each structure problem is shown under; its message has the problem's name. */
const structurePaths: Record<StructureProblem, string> = {
  matrizRequired: 'matrizId',
  matrizSelf: 'matrizId',
  matrizInvalid: 'matrizId',
  stopsBeingMatriz: 'structure',
};

function checkCnpj(body: CompanyBody): void {
  if (body.cnpj && !isValidCnpj(body.cnpj))
    throw AppError.field('inputError', 'cnpj', msg(messages.validation, 'cnpj'));
}

/** The chosen matriz is locked (share) and checked with the structure rules; the stored values come back. */
async function structuredValues(tx: Tx, companyId: string | null, body: CompanyBody, liveFiliais: number) {
  const matriz =
    body.structure === 'filial' && body.matrizId ? await repo.lockStructure(tx, body.matrizId, 'share') : null;
  const problem = structureProblem({
    companyId,
    structure: body.structure,
    matrizId: body.matrizId,
    matriz: matriz ?? null,
    liveFiliais,
  });
  if (problem) {
    throw AppError.field('inputError', structurePaths[problem], msg(e, problem));
  }
  const { structure, matrizId, ...values } = body;
  return { ...values, ...structureFlags(structure, matrizId) };
}

/**
 * A new company, its web configuration and its starting types of payment in one transaction;
 * the access profiles are the platform's template (defaultPermissionConfig() until a super
 * admin saves another).
 */
export async function createCompany(ctx: AppContext, auth: AuthSession, body: CompanyBody): Promise<AdminCompany> {
  checkCnpj(body);
  const permissions = await permissionTemplate(ctx);
  const id = await withActor(ctx.db, actorOf(auth), async (tx) => {
    const values = await structuredValues(tx, null, body, 0);
    const companyId = await repo.insertCompany(tx, values);
    await tx.insert(companyWebConfigs).values({ companyId, permissions });
    await seedCompanyDefaults(tx, { id: companyId, isFilial: values.isFilial });
    return companyId;
  });
  return getCompany(ctx, id);
}

export async function updateCompany(
  ctx: AppContext,
  auth: AuthSession,
  id: string,
  body: CompanyBody,
): Promise<AdminCompany> {
  checkCnpj(body);
  await withActor(ctx.db, actorOf(auth), async (tx) => {
    const current = await repo.lockStructure(tx, id, 'update');
    if (!current) throw new AppError('notFound', { message: msg(messages.errors, 'companyNotFound') });
    if (current.isDeleted) throw new AppError('statusError', { message: msg(e, 'companyDeleted') });
    const liveFiliais = current.isMatriz ? await repo.countLiveFiliais(tx, id) : 0;
    await repo.updateCompany(tx, id, await structuredValues(tx, id, body, liveFiliais));
  });
  return getCompany(ctx, id);
}

/** Soft delete; a matriz with live filiais is refused, saying why. */
export async function deleteCompany(ctx: AppContext, auth: AuthSession, id: string): Promise<AdminCompany> {
  await withActor(ctx.db, actorOf(auth), async (tx) => {
    const current = await repo.lockStructure(tx, id, 'update');
    if (!current) throw new AppError('notFound', { message: msg(messages.errors, 'companyNotFound') });
    const problem = deletionProblem(current, await repo.countLiveFiliais(tx, id));
    if (problem) throw new AppError('statusError', { message: msg(e, problem) });
    await repo.setCompanyDeleted(tx, id, true);
  });
  return getCompany(ctx, id);
}

/** Restore; a filial comes back only while its matriz is live. */
export async function restoreCompany(ctx: AppContext, auth: AuthSession, id: string): Promise<AdminCompany> {
  await withActor(ctx.db, actorOf(auth), async (tx) => {
    const current = await repo.lockStructure(tx, id, 'update');
    if (!current) throw new AppError('notFound', { message: msg(messages.errors, 'companyNotFound') });
    const matriz =
      current.isFilial && current.matrizId ? await repo.lockStructure(tx, current.matrizId, 'share') : null;
    const problem = restoreProblem(current, matriz ?? null);
    if (problem) throw new AppError('statusError', { message: msg(e, problem) });
    await repo.setCompanyDeleted(tx, id, false);
  });
  return getCompany(ctx, id);
}
