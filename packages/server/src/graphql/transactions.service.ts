import { messages, msg } from '@honora/contract';
import { withTenant } from '@honora/db';
import type { AuthSession } from '../http/auth-context';
import type { RequestAccess } from '../http/guard';
import { tenantOf } from '../http/tenant';
import { AppError } from '../errors';
import { transactionFeed, type TransactionChange } from '../modules/money/transaction-feed';
import { guard, type GraphqlContext } from './context';
import { parsePage, parseWhere, type TransactionWhere } from './transaction-where';
import { toTransactionView, type TransactionView } from './transaction-view';
import * as repo from './transactions.repository';

/**
 * The transactions query and the subscription (billing.md §7): the REST guard, then row-level
 * security (withTenant) over the session's companies, the code scope as the first wall (own
 * events only for billing readOwn), money stripped for users without values.
 */

function scopeOf(auth: AuthSession, access: RequestAccess): repo.LedgerScope {
  return { companyIds: access.companyIds, ownerUserId: access.ownerOnly ? auth.userId : null };
}

/** A company filter must name companies the session sees (refused, never silently emptied — decision 015). */
function refuseForeignCompanies(where: TransactionWhere, access: RequestAccess): void {
  const named = [...(where.companyId?.in ?? []), ...(where.companyId?.equals ? [where.companyId.equals] : [])];
  if (named.some((id) => !access.companyIds.includes(id))) {
    throw new AppError('permissionDenied', { message: msg(messages.errors, 'permissionDenied') });
  }
}

export interface TransactionsArgs {
  where?: unknown;
  skip?: number | null;
  take?: number | null;
  orderBy?: unknown;
}

export async function queryTransactions(context: GraphqlContext, args: TransactionsArgs): Promise<TransactionView[]> {
  const { auth, access } = await guard(context, 'read');
  const where = parseWhere(args.where);
  const page = parsePage({ skip: args.skip, take: args.take, orderBy: args.orderBy });
  refuseForeignCompanies(where, access);
  const rows = await withTenant(context.app.db, tenantOf(auth, access), (tx) =>
    repo.listTransactions(tx, repo.ledgerWhere(scopeOf(auth, access), where), page),
  );
  return rows.map((row) => toTransactionView(row, access.canSeeValues));
}

export async function countTransactions(context: GraphqlContext, args: { where?: unknown }): Promise<number> {
  const { auth, access } = await guard(context, 'read');
  const where = parseWhere(args.where);
  refuseForeignCompanies(where, access);
  return withTenant(context.app.db, tenantOf(auth, access), (tx) =>
    repo.countTransactions(tx, repo.ledgerWhere(scopeOf(auth, access), where)),
  );
}

/**
 * The subscription's stream: the changes of the session's companies (or of one of them), from
 * the moment of subscribing until the client stops. Listening starts before this returns.
 */
export async function watchTransactions(
  context: GraphqlContext,
  companyId: string | null | undefined,
  signal: AbortSignal,
): Promise<AsyncIterable<TransactionChange>> {
  const { access } = await guard(context, 'watch');
  if (companyId && !access.companyIds.includes(companyId)) {
    throw new AppError('permissionDenied', { message: msg(messages.errors, 'permissionDenied') });
  }
  return transactionFeed(context.app).subscribe(companyId ? [companyId] : access.companyIds, signal);
}

/** The rows of one streamed change, as the subscriber may see them now. */
export async function changedTransactions(
  context: GraphqlContext,
  change: TransactionChange,
): Promise<TransactionView[]> {
  const { auth, access } = await guard(context, 'watch');
  const rows = await withTenant(context.app.db, tenantOf(auth, access), (tx) =>
    repo.findTransactions(tx, repo.ledgerWhere(scopeOf(auth, access), {}), change.transactionIds),
  );
  return rows.map((row) => toTransactionView(row, access.canSeeValues));
}
