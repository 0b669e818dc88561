import {
  AXREG_TYPES,
  messages,
  msg,
  type AxregSuggestion,
  type AxregSyncReport,
  type AxregType,
} from '@honora/contract';
import { suggestMatches } from '@honora/domain';
import { healthInsurers, hospitals, integrations, surgeons, withTenant, type Tx } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import type { TenantScope } from '../../http/tenant';
import { insertMapping, integrationAnswer, sessionCompany } from './axreg.service';
import { liveIntegration, liveMappings, productRows, recordCall, type ProductFacts } from './integrations.repository';
import { httpRegistryClient, type RegistryClient, type RegistryRecord } from './registry-client';
import { integrationKey, openSecret, sealSecret } from './secret-box';

/**
 * The calls that reach the external registry (platform.md §7; decision 053): its institutions,
 * the sync activation with its report, and the import of one registry record. Remote calls run
 * outside any transaction; each is written to integration_calls.
 */
const e = messages.screens.integrations.errors;
/** A sync reads at most this many pages a type (100 records each). */
const MAX_PAGES = 200;

interface Connected {
  client: RegistryClient;
  integrationId: string;
  companyId: string;
  tenant: TenantScope;
}

export async function connect(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  companyId?: string,
): Promise<Connected> {
  const scope = sessionCompany(auth, access, companyId);
  const row = await withTenant(ctx.db, scope.tenant, (tx) => liveIntegration(tx, scope.companyId));
  if (!row) throw new AppError('statusError', { message: msg(e, 'notConfigured') });
  if (!row.active) throw new AppError('statusError', { message: msg(e, 'inactive') });
  const key = integrationKey(ctx.config);
  const fresh = row.tokenEncrypted && row.tokenExpiresAt && row.tokenExpiresAt.getTime() > Date.now();
  let secret: string;
  let token: string | null;
  try {
    secret = openSecret(key, row.secretEncrypted);
    token = fresh ? openSecret(key, row.tokenEncrypted!) : null;
  } catch {
    // Sealed under another key (INTEGRATIONS_SECRET_KEY changed): the settings must be saved again.
    throw new AppError('statusError', { message: msg(e, 'unreadableSecret') });
  }
  const client = httpRegistryClient({
    baseUrl: row.baseUrl,
    clientId: row.clientId,
    secret,
    token,
    saveToken: (token, expiresAt) =>
      withTenant(ctx.db, scope.tenant, async (tx) => {
        await tx
          .update(integrations)
          .set({ tokenEncrypted: sealSecret(key, token), tokenExpiresAt: expiresAt })
          .where(eq(integrations.id, row.id));
      }),
    logCall: (call) => withTenant(ctx.db, scope.tenant, (tx) => recordCall(tx, scope.companyId, row.id, call)),
  });
  return { client, integrationId: row.id, ...scope };
}

/** POST /axreg/institution. */
export async function listInstitutions(ctx: AppContext, auth: AuthSession, access: RequestAccess, companyId?: string) {
  const { client } = await connect(ctx, auth, access, companyId);
  return { items: await client.listInstitutions() };
}

async function allRecords(client: RegistryClient, type: AxregType): Promise<RegistryRecord[]> {
  const records: RegistryRecord[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await client.listRecords(type, page);
    records.push(...answer.items);
    if (!answer.hasMore) break;
  }
  return records;
}

/** The product columns the registry's record would change (anesthetists are people's accounts: reported, not written). */
function changesOf(type: AxregType, product: ProductFacts, record: RegistryRecord): Record<string, string> | null {
  const diff: Record<string, string> = {};
  if (record.name && record.name !== product.name) diff.name = record.name;
  if (type === 'surgeon' || type === 'anesthetist') {
    if (record.crm && record.crm !== product.crm) diff.crm = record.crm;
    if (record.crmState && record.crmState !== product.crmState) diff.crmState = record.crmState;
  }
  if (type === 'hospital' && record.cnpj && record.cnpj !== product.cnpj) diff.cnpj = record.cnpj;
  if (type === 'healthInsurance' && record.registerAns && record.registerAns !== product.registerAns) {
    diff.registerAns = record.registerAns;
  }
  return Object.keys(diff).length > 0 ? diff : null;
}

async function applyChanges(tx: Tx, type: AxregType, id: string, diff: Record<string, string>): Promise<void> {
  if (type === 'surgeon') await tx.update(surgeons).set(diff).where(eq(surgeons.id, id));
  if (type === 'hospital') await tx.update(hospitals).set(diff).where(eq(hospitals.id, id));
  if (type === 'healthInsurance') await tx.update(healthInsurers).set(diff).where(eq(healthInsurers.id, id));
}

/**
 * POST /axreg/sync_activation: activates the sync of the institution on the registry, pulls every
 * record and brings the changes of mapped ones in; the report (new = not mapped yet, changed,
 * unchanged) is kept as the integration's last sync.
 */
export async function activateSync(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: { companyId?: string | undefined; institutionId: string },
): Promise<AxregSyncReport> {
  const c = await connect(ctx, auth, access, body.companyId);
  await c.client.activateSync(body.institutionId);
  // The name is kept to be shown later without calling the registry again (a person reads names, not ids).
  const institution = (await c.client.listInstitutions()).find((i) => i.id === body.institutionId);
  const pulled = new Map<AxregType, RegistryRecord[]>();
  for (const type of AXREG_TYPES) pulled.set(type, await allRecords(c.client, type));
  return withTenant(ctx.db, c.tenant, async (tx) => {
    const mappings = await liveMappings(tx, c.companyId);
    const types = {} as AxregSyncReport['types'];
    for (const type of AXREG_TYPES) {
      const products = new Map((await productRows(tx, c.companyId, type)).map((p) => [p.id, p]));
      const mapped = new Map(mappings.filter((m) => m.type === type).map((m) => [m.axregId, m.productId]));
      const counts = { new: 0, changed: 0, unchanged: 0 };
      for (const record of pulled.get(type) ?? []) {
        const product = products.get(mapped.get(record.axregId) ?? '');
        if (!product) counts.new += 1;
        else {
          const diff = changesOf(type, product, record);
          if (diff) await applyChanges(tx, type, product.id, diff);
          counts[diff ? 'changed' : 'unchanged'] += 1;
        }
      }
      types[type] = counts;
    }
    const report: AxregSyncReport = { syncedAt: new Date().toISOString(), types };
    const now = new Date(report.syncedAt);
    const [row] = await tx
      .update(integrations)
      .set({
        institutionId: body.institutionId,
        institutionName: institution?.name || null,
        syncActivatedAt: now,
        lastSyncAt: now,
        lastSyncReport: report,
      })
      .where(eq(integrations.id, c.integrationId))
      .returning();
    return row ? integrationAnswer(row).lastSyncReport! : report;
  });
}

/** GET /axreg/suggestions/{companyId}?type=: the registry's records of the type beside the company's, matched. */
export async function suggestions(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  input: { companyId: string; type: AxregType },
): Promise<{ items: AxregSuggestion[] }> {
  const c = await connect(ctx, auth, access, input.companyId);
  const records = await allRecords(c.client, input.type);
  return withTenant(ctx.db, c.tenant, async (tx) => {
    const products = await productRows(tx, c.companyId, input.type);
    const mappings = (await liveMappings(tx, c.companyId)).filter((m) => m.type === input.type);
    const mapped = {
      productIds: new Set(mappings.map((m) => m.productId)),
      axregIds: new Set(mappings.map((m) => m.axregId)),
    };
    const productName = new Map(products.map((p) => [p.id, p.name]));
    const recordName = new Map(records.map((r) => [r.axregId, r.name]));
    const items = suggestMatches(input.type, products, records, mapped).map((s) => ({
      ...s,
      productName: productName.get(s.productId) ?? '',
      axregName: recordName.get(s.axregId) ?? '',
    }));
    return { items };
  });
}

async function createProduct(tx: Tx, companyId: string, type: AxregType, record: RegistryRecord): Promise<string> {
  const name = record.name || String(record.axregId);
  if (type === 'surgeon') {
    const [row] = await tx
      .insert(surgeons)
      .values({ companyId, name, crm: record.crm, crmState: record.crmState })
      .returning({ id: surgeons.id });
    return row!.id;
  }
  if (type === 'hospital') {
    const [row] = await tx
      .insert(hospitals)
      .values({ companyId, name, cnpj: record.cnpj })
      .returning({ id: hospitals.id });
    return row!.id;
  }
  const ans = record.registerAns && /^\d{6}$/.test(record.registerAns) ? record.registerAns : null;
  const [row] = await tx
    .insert(healthInsurers)
    .values({ companyId, name, cnpj: record.cnpj, registerAns: ans })
    .returning({ id: healthInsurers.id });
  return row!.id;
}

/**
 * GET /axreg/consume_single/{companyId}/{axregId}?type=: imports one registry record that has no
 * product record and maps it. Surgeons, insurers and hospitals are created; an anesthetist is a
 * person's account, so it is only mapped to the company's anesthetist with the same CRM and state.
 */
export async function consumeSingle(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  input: { companyId: string; axregId: number; type: AxregType },
) {
  const c = await connect(ctx, auth, access, input.companyId);
  const record = await c.client.fetchRecord(input.type, input.axregId);
  if (!record) throw new AppError('notFound', { message: msg(e, 'recordNotFound') });
  return withTenant(ctx.db, c.tenant, async (tx) => {
    const mapping = { companyId: c.companyId, type: input.type, axregId: input.axregId, userId: auth.userId };
    if (input.type === 'anesthetist') {
      const match = (await productRows(tx, c.companyId, 'anesthetist')).find(
        (p) => p.crm === record.crm && (p.crmState ?? '').toUpperCase() === (record.crmState ?? '').toUpperCase(),
      );
      if (!match)
        throw new AppError('notFound', { message: msg(e, 'anesthetistNotFound', { axregId: input.axregId }) });
      const row = await insertMapping(tx, { ...mapping, productId: match.id });
      return { mapping: { ...answerBase(row), productName: match.name }, created: false };
    }
    const productId = await createProduct(tx, c.companyId, input.type, record);
    const row = await insertMapping(tx, { ...mapping, productId });
    return { mapping: { ...answerBase(row), productName: record.name }, created: true };
  });
}

function answerBase(row: Awaited<ReturnType<typeof insertMapping>>) {
  return {
    id: row.id,
    type: row.type as AxregType,
    productId: row.productId,
    axregId: row.axregId,
    companyId: row.companyId,
    userId: row.userId,
    visible: row.visible,
    createdAt: row.createdAt.toISOString(),
  };
}
