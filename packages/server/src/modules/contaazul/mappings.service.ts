import {
  CONTA_AZUL_SERVICE_KEYS,
  messages,
  msg,
  type ContaAzulMappingKind,
  type ContaAzulMappingRow,
  type contaAzulMapBodySchema,
  type contaAzulUnmapBodySchema,
} from '@honora/contract';
import { contaAzulMappings, withTenant, type Tx } from '@honora/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { productRows } from '../integrations';
import { lockCompanyRule } from '../registries';
import { scopeOf } from './connection.service';
import { openContaAzul, remote } from './contaazul-session';

/**
 * Insurers and hospitals ↔ Conta Azul customers, event types ↔ Conta Azul services (decision
 * 054). One live mapping per product record; mapping again replaces it.
 */
const e = messages.screens.contaAzul.errors;
const LOCK = 'contaazul-mappings';

export type MappingDbRow = typeof contaAzulMappings.$inferSelect;

interface ProductRecord {
  kind: ContaAzulMappingKind;
  key: string;
  name: string;
  document: string | null;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'pt-BR');

/** The company's records that can be mapped, of one kind or all; a key narrows to one. */
async function products(
  tx: Tx,
  companyId: string,
  kind?: ContaAzulMappingKind,
  key?: string,
): Promise<ProductRecord[]> {
  const out: ProductRecord[] = [];
  const isId = key === undefined || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key);
  for (const registry of ['healthInsurance', 'hospital'] as const) {
    if ((kind && kind !== registry) || !isId) continue;
    const rows = await productRows(tx, companyId, registry, key === undefined ? undefined : [key]);
    out.push(...rows.sort(byName).map((r) => ({ kind: registry, key: r.id, name: r.name, document: r.cnpj })));
  }
  if (!kind || kind === 'service') {
    const names = messages.screens.contaAzul.eventTypes;
    for (const type of CONTA_AZUL_SERVICE_KEYS) {
      if (key === undefined || key === type)
        out.push({ kind: 'service', key: type, name: names[type], document: null });
    }
  }
  return out;
}

export async function liveContaAzulMappings(tx: Tx, companyId: string): Promise<MappingDbRow[]> {
  return tx
    .select()
    .from(contaAzulMappings)
    .where(and(eq(contaAzulMappings.companyId, companyId), isNull(contaAzulMappings.deletedAt)));
}

const rowOf = (p: ProductRecord, m: MappingDbRow | undefined): ContaAzulMappingRow => ({
  kind: p.kind,
  productKey: p.key,
  productName: p.name,
  document: p.document,
  remoteId: m?.remoteId ?? null,
  remoteName: m?.remoteName ?? null,
});

/** GET /api/contaazul/mappings: every record that can be mapped, with its mapping or none. */
export async function listMappings(ctx: AppContext, auth: AuthSession, access: RequestAccess) {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    const mapped = new Map((await liveContaAzulMappings(tx, companyId)).map((m) => [`${m.kind}:${m.productKey}`, m]));
    return { items: (await products(tx, companyId)).map((p) => rowOf(p, mapped.get(`${p.kind}:${p.key}`))) };
  });
}

async function productOrFail(tx: Tx, companyId: string, kind: ContaAzulMappingKind, key: string) {
  const [product] = await products(tx, companyId, kind, key);
  if (!product) throw AppError.field('notFound', 'productKey', msg(e, 'productNotFound'));
  return product;
}

/** PUT /api/contaazul/mappings: the Conta Azul record is read first (it must exist; its name is kept). */
export async function mapRecord(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: z.output<typeof contaAzulMapBodySchema>,
): Promise<ContaAzulMappingRow> {
  const { companyId, tenant } = scopeOf(auth, access);
  await withTenant(ctx.db, tenant, (tx) => productOrFail(tx, companyId, body.kind, body.productKey));
  const { api } = await openContaAzul(ctx, tenant, companyId);
  const found = await remote(() =>
    body.kind === 'service' ? api.service(body.remoteId) : api.customer(body.remoteId),
  );
  if (!found) throw AppError.field('notFound', 'remoteId', msg(e, 'remoteNotFound'));
  return withTenant(ctx.db, tenant, async (tx) => {
    await lockCompanyRule(tx, LOCK, companyId);
    const product = await productOrFail(tx, companyId, body.kind, body.productKey);
    const [current] = await tx
      .select()
      .from(contaAzulMappings)
      .where(
        and(
          eq(contaAzulMappings.companyId, companyId),
          eq(contaAzulMappings.kind, body.kind),
          eq(contaAzulMappings.productKey, product.key),
          isNull(contaAzulMappings.deletedAt),
        ),
      );
    const values = { remoteId: found.id, remoteName: found.name || found.id };
    const [saved] = current
      ? await tx.update(contaAzulMappings).set(values).where(eq(contaAzulMappings.id, current.id)).returning()
      : await tx
          .insert(contaAzulMappings)
          .values({ companyId, kind: body.kind, productKey: product.key, ...values })
          .returning();
    return rowOf(product, saved);
  });
}

/** DELETE /api/contaazul/mappings (soft delete, kept in the change history). */
export async function unmapRecord(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: z.output<typeof contaAzulUnmapBodySchema>,
): Promise<ContaAzulMappingRow> {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    await lockCompanyRule(tx, LOCK, companyId);
    const product = await productOrFail(tx, companyId, body.kind, body.productKey);
    const [removed] = await tx
      .update(contaAzulMappings)
      .set({ deletedAt: new Date(), deletedBy: auth.userId })
      .where(
        and(
          eq(contaAzulMappings.companyId, companyId),
          eq(contaAzulMappings.kind, body.kind),
          eq(contaAzulMappings.productKey, product.key),
          isNull(contaAzulMappings.deletedAt),
        ),
      )
      .returning();
    if (!removed) throw new AppError('notFound', { message: msg(e, 'mappingNotFound') });
    return rowOf(product, undefined);
  });
}
