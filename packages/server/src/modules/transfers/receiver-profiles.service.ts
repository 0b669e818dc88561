import {
  messages,
  msg,
  TRANSFER_LIMITS,
  type ReceiverTaxProfile,
  type receiverTaxProfileBodySchema,
} from '@honora/contract';
import { withTenant, type Tx } from '@honora/db';
import { isValidCnpj } from '@honora/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { requireBillingAccess } from '../money';
import { DEFAULT_PROFILE } from './transfer-compute';
import * as repo from './transfers.repository';
import * as users from './user-transfers.repository';

const e = messages.screens.transfers.errors;
type ProfileBody = z.output<typeof receiverTaxProfileBodySchema>;

/** A receiver of the selected company: a member (anesthetist, resident) or one of its surgeons. */
async function assertReceiver(tx: Tx, companyId: string, receiverId: string): Promise<void> {
  const names = await repo.receiverNames(tx, companyId, [receiverId]);
  if (!names.has(receiverId)) throw new AppError('notFound', { message: msg(e, 'receiverNotFound') });
}

const toProfile = (
  receiverId: string,
  row: Pick<users.ProfileRow, 'personType' | 'cnpj' | 'dependants' | 'inssOtherSources'> | undefined,
): ReceiverTaxProfile => ({
  receiverId,
  personType: row?.personType ?? DEFAULT_PROFILE.personType,
  cnpj: row?.cnpj ?? null,
  dependants: row?.dependants ?? DEFAULT_PROFILE.dependants,
  inssOtherSources: row?.inssOtherSources ?? {},
});

/** What a receiver's taxes depend on (decision 031); a receiver never set is a PF without dependants. */
export async function getReceiverProfile(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  receiverId: string,
) {
  const companyId = auth.companyId!;
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    await assertReceiver(tx, companyId, receiverId);
    const [row] = await users.profilesOf(tx, companyId, [receiverId]);
    return toProfile(receiverId, row);
  });
}

/** Sets a receiver's tax profile; open transfers pick it up when they are computed again. */
export async function updateReceiverProfile(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  receiverId: string,
  body: ProfileBody,
) {
  requireBillingAccess(access);
  const companyId = auth.companyId!;
  if (body.personType === 'PJ' && !body.cnpj) throw AppError.field('inputError', 'cnpj', msg(e, 'cnpjRequired'));
  if (body.cnpj && !isValidCnpj(body.cnpj)) throw AppError.field('inputError', 'cnpj', msg(e, 'cnpjInvalid'));
  if (Object.keys(body.inssOtherSources).length > TRANSFER_LIMITS.sourceMonths) {
    throw AppError.field(
      'inputError',
      'inssOtherSources',
      msg(e, 'tooManyMonths', { max: TRANSFER_LIMITS.sourceMonths }),
    );
  }
  const sources = Object.fromEntries(Object.entries(body.inssOtherSources).filter(([, v]) => /[1-9]/.test(v)));
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    await assertReceiver(tx, companyId, receiverId);
    const row = await users.upsertProfile(tx, {
      companyId,
      receiverId,
      personType: body.personType,
      cnpj: body.personType === 'PJ' ? body.cnpj : null,
      dependants: body.personType === 'PF' ? body.dependants : 0,
      inssOtherSources: body.personType === 'PF' ? sources : {},
    });
    return toProfile(receiverId, row);
  });
}
