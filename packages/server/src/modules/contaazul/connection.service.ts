import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CONTA_AZUL_DEFAULT_DUE_DAYS,
  messages,
  msg,
  type ContaAzulConnection,
  type ContaAzulOptions,
  type contaAzulCallbackBodySchema,
  type contaAzulSettingsBodySchema,
} from '@honora/contract';
import type { CompanyModule } from '@honora/domain';
import { integrations, withTenant } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { integrationKey } from '../integrations';
import { lockCompanyRule } from '../registries';
import { authorizeUrl, requestTokens, ContaAzulError } from './contaazul-client';
import {
  appErrorOf,
  liveConnection,
  oauthConfig,
  openContaAzul,
  PROVIDER,
  recordContaAzulCall,
  remote,
  sealedTokens,
  type ConnectionRow,
} from './contaazul-session';

/**
 * The company's Conta Azul connection (decision 054): OAuth 2 authorization code with a signed
 * state, where receivables go (settings), and the lists the screen chooses from.
 */
export const CONTA_AZUL_MODULE: CompanyModule = 'integrations';
const e = messages.screens.contaAzul.errors;
const STATE_TTL_MS = 10 * 60_000;
export const CONNECTION_LOCK = 'contaazul-connection';

export const scopeOf = (auth: AuthSession, access: RequestAccess) => ({
  companyId: auth.companyId as string,
  tenant: tenantOf(auth, access),
});

const redirectUri = (ctx: AppContext) => `${ctx.config.appUrl.replace(/\/+$/, '')}/client/integrations`;

export function connectionAnswer(row: ConnectionRow): ContaAzulConnection {
  const s = row.settings ?? {};
  return {
    id: row.id,
    status: row.revokedAt ? 'REVOKED' : 'CONNECTED',
    connectedAt: (row.updatedAt ?? row.createdAt).toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    financialAccount: s.financialAccountId ? { id: s.financialAccountId, name: s.financialAccountName ?? '' } : null,
    category: s.categoryId ? { id: s.categoryId, name: s.categoryName ?? '' } : null,
    dueDays: s.dueDays ? Number(s.dueDays) : CONTA_AZUL_DEFAULT_DUE_DAYS,
  };
}

/** GET /api/contaazul/connection. */
export async function getConnection(ctx: AppContext, auth: AuthSession, access: RequestAccess) {
  const { companyId, tenant } = scopeOf(auth, access);
  const row = await withTenant(ctx.db, tenant, (tx) => liveConnection(tx, companyId));
  return { configured: ctx.config.contaAzul !== undefined, connection: row ? connectionAnswer(row) : null };
}

// The state names the company and user and expires; HMAC-SHA256 under the integrations key, so
// any server process can check it and nothing half-made is stored before the user comes back.
const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url');
function sign(ctx: AppContext, payload: string): string {
  return createHmac('sha256', integrationKey(ctx.config)).update(`contaazul-state:${payload}`).digest('base64url');
}
function makeState(ctx: AppContext, companyId: string, userId: string): string {
  const payload = b64(
    JSON.stringify({ c: companyId, u: userId, x: Date.now() + STATE_TTL_MS, n: b64(randomBytes(12)) }),
  );
  return `${payload}.${sign(ctx, payload)}`;
}
function stateMatches(ctx: AppContext, state: string, companyId: string, userId: string): boolean {
  const [payload, mac] = state.split('.');
  if (!payload || !mac) return false;
  const expected = Buffer.from(sign(ctx, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    return data.c === companyId && data.u === userId && typeof data.x === 'number' && data.x > Date.now();
  } catch {
    return false;
  }
}

/** POST /api/contaazul/connect: where the browser goes to authorize. */
export async function connect(ctx: AppContext, auth: AuthSession, access: RequestAccess) {
  const config = oauthConfig(ctx);
  const { companyId } = scopeOf(auth, access);
  return { authorizeUrl: authorizeUrl(config, redirectUri(ctx), makeState(ctx, companyId, auth.userId)) };
}

/** POST /api/contaazul/callback: the code exchanged and the connection stored (or renewed). */
export async function finishConnect(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: z.output<typeof contaAzulCallbackBodySchema>,
): Promise<ContaAzulConnection> {
  const config = oauthConfig(ctx);
  const { companyId, tenant } = scopeOf(auth, access);
  if (!stateMatches(ctx, body.state, companyId, auth.userId)) {
    throw AppError.field('inputError', 'state', msg(e, 'badState'));
  }
  const calls: Parameters<typeof recordContaAzulCall>[3][] = [];
  let tokens;
  try {
    tokens = await requestTokens(config, { code: body.code, redirectUri: redirectUri(ctx) }, async (call) => {
      calls.push(call);
    });
  } catch (error) {
    await withTenant(ctx.db, tenant, async (tx) => {
      for (const call of calls) await recordContaAzulCall(tx, companyId, null, call);
    });
    if (error instanceof ContaAzulError && error.failure === 'revoked') {
      throw AppError.field('inputError', 'code', msg(e, 'codeRejected'));
    }
    throw appErrorOf(error);
  }
  return withTenant(ctx.db, tenant, async (tx) => {
    await lockCompanyRule(tx, CONNECTION_LOCK, companyId);
    const current = await liveConnection(tx, companyId);
    const sealed = sealedTokens(ctx, tokens);
    const [row] = current
      ? await tx.update(integrations).set(sealed).where(eq(integrations.id, current.id)).returning()
      : await tx
          .insert(integrations)
          .values({ companyId, provider: PROVIDER, baseUrl: config.apiUrl, clientId: config.clientId, ...sealed })
          .returning();
    for (const call of calls) await recordContaAzulCall(tx, companyId, row!.id, call);
    return connectionAnswer(row!);
  });
}

/** DELETE /api/contaazul/connection: the tokens are dropped with the row (soft delete). */
export async function disconnect(ctx: AppContext, auth: AuthSession, access: RequestAccess) {
  const { companyId, tenant } = scopeOf(auth, access);
  await withTenant(ctx.db, tenant, async (tx) => {
    await lockCompanyRule(tx, CONNECTION_LOCK, companyId);
    const row = await liveConnection(tx, companyId);
    if (!row) throw new AppError('notFound', { message: msg(e, 'notConnected') });
    await tx
      .update(integrations)
      .set({ deletedAt: new Date(), deletedBy: auth.userId, tokenEncrypted: null, secretEncrypted: '' })
      .where(eq(integrations.id, row.id));
  });
  return { ok: true as const };
}

/** GET /api/contaazul/options: what the screen chooses from, read from Conta Azul. */
export async function options(ctx: AppContext, auth: AuthSession, access: RequestAccess): Promise<ContaAzulOptions> {
  const { companyId, tenant } = scopeOf(auth, access);
  const { api } = await openContaAzul(ctx, tenant, companyId);
  return remote(async () => ({
    financialAccounts: await api.financialAccounts(),
    categories: await api.categories(),
    customers: await api.customers(),
    services: await api.services(),
  }));
}

/** PUT /api/contaazul/settings: the ids are checked against Conta Azul and stored with their names. */
export async function saveSettings(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: z.output<typeof contaAzulSettingsBodySchema>,
): Promise<ContaAzulConnection> {
  const { companyId, tenant } = scopeOf(auth, access);
  const { api } = await openContaAzul(ctx, tenant, companyId);
  const [accounts, categories] = await remote(() => Promise.all([api.financialAccounts(), api.categories()]));
  const account = accounts.find((a) => a.id === body.financialAccountId);
  if (!account) throw AppError.field('inputError', 'financialAccountId', msg(e, 'accountNotFound'));
  const category = categories.find((c) => c.id === body.categoryId);
  if (!category) throw AppError.field('inputError', 'categoryId', msg(e, 'categoryNotFound'));
  return withTenant(ctx.db, tenant, async (tx) => {
    await lockCompanyRule(tx, CONNECTION_LOCK, companyId);
    const row = await liveConnection(tx, companyId);
    if (!row) throw new AppError('statusError', { message: msg(e, 'notConnected') });
    const settings = {
      financialAccountId: account.id,
      financialAccountName: account.name,
      categoryId: category.id,
      categoryName: category.name,
      dueDays: String(body.dueDays),
    };
    const [saved] = await tx.update(integrations).set({ settings }).where(eq(integrations.id, row.id)).returning();
    return connectionAnswer(saved!);
  });
}
