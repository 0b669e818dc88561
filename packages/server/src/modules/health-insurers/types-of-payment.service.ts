import {
  messages,
  type RegistryListQuery,
  type TypeOfPayment,
  type typeOfPaymentBodySchema,
  type typeOfPaymentExportQuerySchema,
  msg,
} from '@honora/contract';
import { registryMeta } from '../../registry';
import { withTenant, type Tx } from '@honora/db';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { registryWindow, syncInstant, assertWritable, EXPORT_CAP } from '../registries';
import * as repo from './types-of-payment.repository';

const t = messages.screens.healthInsurers.typesOfPayment;
type Body = z.output<typeof typeOfPaymentBodySchema>;

export function toTypeOfPayment(row: repo.TypeOfPaymentRow): TypeOfPayment {
  return {
    ...registryMeta(row),
    name: row.name,
    description: row.description,
  };
}

export async function listTypesOfPayment(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: RegistryListQuery,
) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const { items, total } = await repo.listTypesOfPayment(tx, access.companyIds, query, registryWindow(query));
    return { items: items.map(toTypeOfPayment), total, syncedAt: await syncInstant(tx) };
  });
}

export async function exportTypesOfPayment(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: z.output<typeof typeOfPaymentExportQuerySchema>,
) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const { items } = await repo.listTypesOfPayment(tx, access.companyIds, query, { limit: EXPORT_CAP, offset: 0 });
    return items;
  });
}

async function findOrFail(tx: Tx, access: RequestAccess, id: string, lock = false) {
  const row = await repo.findTypeOfPayment(tx, access.companyIds, id, lock);
  if (!row) throw new AppError('notFound');
  return row;
}

export async function getTypeOfPayment(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  return toTypeOfPayment(await withTenant(ctx.db, tenantOf(auth, access), (tx) => findOrFail(tx, access, id)));
}

export async function createTypeOfPayment(ctx: AppContext, auth: AuthSession, access: RequestAccess, body: Body) {
  const row = await withTenant(ctx.db, tenantOf(auth, access), (tx) =>
    repo.insertTypeOfPayment(tx, { ...body, companyId: auth.companyId! }),
  );
  return toTypeOfPayment(row);
}

export async function updateTypeOfPayment(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: Body,
) {
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = await findOrFail(tx, access, id, true);
    assertWritable(access, current.companyId, 'healthInsurances');
    if (current.deletedAt) throw new AppError('statusError', { message: msg(t, 'deleted') });
    return repo.updateTypeOfPayment(tx, id, body);
  });
  return toTypeOfPayment(row);
}

/**
 * Soft delete or restore. A type that a live insurer accepts is not deleted: the answer names
 * those insurers, so the user takes it out of them first (an insurer never points at a
 * deleted type of payment).
 */
export async function setTypeOfPaymentDeleted(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  isDeleted: boolean,
) {
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = await findOrFail(tx, access, id, true);
    assertWritable(access, current.companyId, 'healthInsurances');
    if (isDeleted && current.deletedAt) throw new AppError('statusError', { message: msg(t, 'alreadyDeleted') });
    if (!isDeleted && !current.deletedAt) throw new AppError('statusError', { message: msg(t, 'notDeleted') });
    if (isDeleted) {
      const users = await repo.insurersUsing(tx, id);
      if (users.length > 0)
        throw new AppError('statusError', { message: msg(t, 'inUse', { names: users.join(', ') }) });
    }
    return repo.updateTypeOfPayment(tx, id, { deletedAt: isDeleted ? new Date() : null });
  });
  return toTypeOfPayment(row);
}
