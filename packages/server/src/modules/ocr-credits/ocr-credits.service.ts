import { messages, type grantOcrCreditsBodySchema, type OcrCreditsResponse, msg } from '@honora/contract';
import { companies, withTenant, type Queryable } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import { actorOf } from '../../http/actor';
import { insertOcrCredit, listOcrCredits } from './ocr-credits.repository';

const e = messages.screens.adminCompanies.errors;

/** One company's credits, read and written under row-level security scoped to that company. */
const scopeOf = (auth: AuthSession, companyId: string) => ({ actor: actorOf(auth), companyIds: [companyId] });

async function findCompany(q: Queryable, id: string) {
  const [row] = await q.select({ deletedAt: companies.deletedAt }).from(companies).where(eq(companies.id, id));
  return row;
}

async function readPage(q: Queryable, companyId: string, page: { page: number; pageSize: number }) {
  if (!(await findCompany(q, companyId)))
    throw new AppError('notFound', { message: msg(messages.errors, 'companyNotFound') });
  const { items, total, balance } = await listOcrCredits(q, companyId, {
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
  });
  return { balance, total, items: items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

/** The balance (sum of grants and uses, platform.md §3) and the history, newest first. */
export function listCredits(
  ctx: AppContext,
  auth: AuthSession,
  companyId: string,
  page: { page: number; pageSize: number },
): Promise<OcrCreditsResponse> {
  return withTenant(ctx.db, scopeOf(auth, companyId), (tx) => readPage(tx, companyId, page));
}

/** A super admin grants credits to a live company; answers the new balance and the first page. */
export async function grantCredits(
  ctx: AppContext,
  auth: AuthSession,
  companyId: string,
  body: z.output<typeof grantOcrCreditsBodySchema>,
): Promise<OcrCreditsResponse> {
  return withTenant(ctx.db, scopeOf(auth, companyId), async (tx) => {
    const company = await findCompany(tx, companyId);
    if (!company) throw new AppError('notFound', { message: msg(messages.errors, 'companyNotFound') });
    if (company.deletedAt) throw new AppError('statusError', { message: msg(e, 'companyDeleted') });
    await insertOcrCredit(tx, { companyId, type: body.type, amount: body.amount, note: body.note });
    return readPage(tx, companyId, { page: 1, pageSize: 20 });
  });
}
