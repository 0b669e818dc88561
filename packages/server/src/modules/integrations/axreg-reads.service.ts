import type { AdminIntegration, AxregCall, AxregRecord, AxregSyncReport, AxregType } from '@honora/contract';
import { registryDocument } from '@honora/domain';
import { withTenant } from '@honora/db';
import type { AppContext } from '../../context';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { scopeOf } from './axreg.service';
import { connect } from './axreg-sync.service';
import { adminIntegrationRows, callsPage, mappingsOfRecords, type CallRow } from './axreg-reads.repository';
import { productNames } from './integrations.repository';

/**
 * The reads of the integration screens beyond platform.md §7's calls (decision 053): a page of the
 * registry's records beside their mappings, the company's audit of outgoing calls, and the
 * administrators' list of every company's integration.
 */
const PAGE_SIZE = 100;

/** GET /axreg/records/{companyId}?type=&page=: one page of the registry (through the audited connector), mappings joined. */
export async function listRecords(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  input: { companyId: string; type: AxregType; page: number },
): Promise<{ items: AxregRecord[]; page: number; hasMore: boolean }> {
  const c = await connect(ctx, auth, access, input.companyId);
  const remote = await c.client.listRecords(input.type, input.page);
  return withTenant(ctx.db, c.tenant, async (tx) => {
    const ids = remote.items.map((r) => r.axregId);
    const mappings = new Map((await mappingsOfRecords(tx, c.companyId, input.type, ids)).map((m) => [m.axregId, m]));
    const names = await productNames(
      tx,
      c.companyId,
      input.type,
      [...mappings.values()].map((m) => m.productId),
    );
    const items = remote.items.map((record): AxregRecord => {
      const mapping = mappings.get(record.axregId);
      return {
        axregId: record.axregId,
        name: record.name,
        document: registryDocument(input.type, record),
        mapping: mapping
          ? {
              productId: mapping.productId,
              productName: names.get(mapping.productId) ?? null,
              visible: mapping.visible,
            }
          : null,
      };
    });
    return { items, page: input.page, hasMore: remote.hasMore };
  });
}

function callAnswer(row: CallRow): AxregCall {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    provider: row.provider,
    method: row.method,
    path: row.path,
    status: row.status,
    durationMs: row.durationMs,
    error: row.error,
  };
}

/** GET /axreg/calls?page=: the session company's calls of the last 90 days, newest first, 100 a page. */
export async function listCalls(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: { page: number },
): Promise<{ items: AxregCall[]; page: number; hasMore: boolean }> {
  const { tenant, companyId } = scopeOf(auth, access);
  const rows = await withTenant(ctx.db, tenant, (tx) =>
    callsPage(tx, companyId, { limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE }),
  );
  return { items: rows.slice(0, PAGE_SIZE).map(callAnswer), page: query.page, hasMore: rows.length > PAGE_SIZE };
}

/** GET /admin/integrations: every company's live integration, its last sync and its calls of the last 30 days. */
export async function listAdminIntegrations(ctx: AppContext): Promise<{ items: AdminIntegration[] }> {
  const rows = await adminIntegrationRows(ctx.db);
  return {
    items: rows.map((row) => ({
      id: row.id,
      companyId: row.companyId,
      companyName: row.companyName,
      provider: row.provider,
      baseUrl: row.baseUrl,
      active: row.active,
      syncActivatedAt: row.syncActivatedAt?.toISOString() ?? null,
      lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
      lastSyncReport: (row.lastSyncReport as AxregSyncReport | null) ?? null,
      calls30Days: row.calls,
      failures30Days: row.failures,
    })),
  };
}
