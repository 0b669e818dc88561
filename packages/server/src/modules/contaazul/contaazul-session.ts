import { messages, msg } from '@honora/contract';
import { integrations, withTenant, type Tx } from '@honora/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { TenantScope } from '../../http/tenant';
import { integrationKey, openSecret, recordCall, sealSecret } from '../integrations';
import {
  contaAzulApi,
  ContaAzulError,
  requestTokens,
  type ContaAzulApi,
  type ContaAzulCall,
  type ContaAzulOAuthConfig,
  type ContaAzulTokens,
} from './contaazul-client';
import { limiterFor } from './account-limiter';

/**
 * A company's live Conta Azul connection and the API opened on it (decision 054): tokens
 * unsealed, the access token renewed under the row's lock (the refresh token rotates, so two
 * processes must not renew with the same one), every call written to the audit.
 */
const e = messages.screens.contaAzul.errors;
export const PROVIDER = 'CONTA_AZUL';

export type ConnectionRow = typeof integrations.$inferSelect;

export function oauthConfig(ctx: AppContext): ContaAzulOAuthConfig & { apiUrl: string } {
  const c = ctx.config.contaAzul;
  if (!c) throw new AppError('statusError', { message: msg(e, 'notConfigured') });
  return c;
}

export async function liveConnection(tx: Tx, companyId: string, lock = false): Promise<ConnectionRow | null> {
  const query = tx
    .select()
    .from(integrations)
    .where(
      and(eq(integrations.companyId, companyId), eq(integrations.provider, PROVIDER), isNull(integrations.deletedAt)),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Writes one outgoing call to the integrations' audit (decision 053), as Conta Azul's. */
export function recordContaAzulCall(
  tx: Tx,
  companyId: string,
  integrationId: string | null,
  call: ContaAzulCall,
): Promise<void> {
  return recordCall(tx, companyId, integrationId, { ...call, provider: PROVIDER });
}

/** The sealed columns of a fresh pair of tokens. */
export function sealedTokens(ctx: AppContext, tokens: ContaAzulTokens) {
  const key = integrationKey(ctx.config);
  return {
    secretEncrypted: sealSecret(key, tokens.refreshToken),
    tokenEncrypted: sealSecret(key, tokens.accessToken),
    tokenExpiresAt: tokens.expiresAt,
    revokedAt: null,
  };
}

function unseal(ctx: AppContext, sealed: string): string {
  try {
    return openSecret(integrationKey(ctx.config), sealed);
  } catch {
    // Sealed under another key (INTEGRATIONS_SECRET_KEY changed): the company connects again.
    throw new AppError('statusError', { message: msg(e, 'revoked') });
  }
}

/** A Conta Azul failure as the API answers it (pt-BR, 502/503, or 409 when the access is gone). */
export function appErrorOf(error: unknown): unknown {
  if (!(error instanceof ContaAzulError)) return error;
  switch (error.failure) {
    case 'revoked':
      return new AppError('statusError', { message: msg(e, 'revoked') });
    case 'busy':
      return new AppError('integrationBusy', { message: msg(e, 'busy') });
    case 'notFound':
      return new AppError('notFound', { message: msg(e, 'remoteNotFound') });
    case 'unavailable':
      return new AppError('integrationUnavailable', { message: msg(e, 'unavailable') });
    default:
      return new AppError('integrationUnavailable', { message: msg(e, 'rejected', { status: error.status ?? 0 }) });
  }
}

export interface OpenedApi {
  api: ContaAzulApi;
  connection: ConnectionRow;
}

/**
 * The API of the company's connection. Throws a pt-BR AppError when the server has no client,
 * the company is not connected or its access was revoked.
 */
export async function openContaAzul(ctx: AppContext, scope: TenantScope, companyId: string): Promise<OpenedApi> {
  const config = oauthConfig(ctx);
  const connection = await withTenant(ctx.db, scope, (tx) => liveConnection(tx, companyId));
  if (!connection) throw new AppError('statusError', { message: msg(e, 'notConnected') });
  if (connection.revokedAt) throw new AppError('statusError', { message: msg(e, 'revoked') });
  const logCall = (call: ContaAzulCall) =>
    withTenant(ctx.db, scope, (tx) => recordContaAzulCall(tx, companyId, connection.id, call));

  /** Renews under the row's lock; another process that renewed first hands over its token. */
  const refresh = async (stale: string): Promise<string> => {
    const outcome = await withTenant(ctx.db, scope, async (tx) => {
      const row = await liveConnection(tx, companyId, true);
      if (!row || row.revokedAt) return { revoked: true as const };
      const current = row.tokenEncrypted ? unseal(ctx, row.tokenEncrypted) : null;
      if (current && current !== stale && row.tokenExpiresAt && row.tokenExpiresAt.getTime() > Date.now()) {
        return { token: current };
      }
      try {
        const tokens = await requestTokens(config, { refreshToken: unseal(ctx, row.secretEncrypted) }, (call) =>
          recordContaAzulCall(tx, companyId, row.id, call),
        );
        await tx.update(integrations).set(sealedTokens(ctx, tokens)).where(eq(integrations.id, row.id));
        return { token: tokens.accessToken };
      } catch (error) {
        if (!(error instanceof ContaAzulError && error.failure === 'revoked')) throw error;
        await tx
          .update(integrations)
          .set({ revokedAt: new Date(), tokenEncrypted: null })
          .where(eq(integrations.id, row.id));
        return { revoked: true as const };
      }
    });
    if ('revoked' in outcome) throw new ContaAzulError('revoked', 400);
    return outcome.token;
  };

  const fresh =
    connection.tokenEncrypted && connection.tokenExpiresAt && connection.tokenExpiresAt.getTime() > Date.now() + 30_000;
  const accessToken = fresh ? unseal(ctx, connection.tokenEncrypted!) : await refresh('');
  const api = contaAzulApi({
    apiUrl: config.apiUrl,
    accessToken,
    refresh,
    limiter: limiterFor(connection.id),
    logCall,
  });
  return { api, connection };
}

/** Runs a remote call for a route: Conta Azul's failures become the API's pt-BR errors. */
export async function remote<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw appErrorOf(error);
  }
}
