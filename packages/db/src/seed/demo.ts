import { seedDemoRegistries } from './registries';
import { seedDemoForms } from './demo-forms';
import { seedDemoHelp } from './demo-help';
import { seedDemoPosts } from './demo-posts';
import { seedDemoReleases } from './demo-releases';
import { systemActor, withActor } from '../actor';
import type { Db, Tx } from '../client';
import { defaultPermissionConfig } from '@honora/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  adminUsers,
  batches,
  cobrancas,
  companies,
  companyMembers,
  companyWebConfigs,
  events,
  invoices,
  sequences,
  users,
} from '../schema';

export const DEMO_PASSWORD = 'honora-demo';

/** Profiles a–g of platform.md §6 and the demo user of each. */
export const demoUsers = [
  {
    email: 'administrador@demo.honora.dev',
    name: 'Ana Administradora',
    profile: 'a',
    userTypes: ['KUser'],
    sigla: 'AA',
  },
  {
    email: 'anestesista@demo.honora.dev',
    name: 'Bruno Anestesista',
    profile: 'b',
    userTypes: ['KAnesthetist'],
    sigla: 'BA',
    /** Signs in by phone too (the SMS code lands in the outbox, /admin/inbox). */
    phone: '+5511988880002',
  },
  {
    email: 'gestor.escala@demo.honora.dev',
    name: 'Carla Gestora de Escala',
    profile: 'c',
    userTypes: ['KUser'],
    sigla: 'CG',
  },
  { email: 'escalista@demo.honora.dev', name: 'Diego Escalista', profile: 'd', userTypes: ['KUser'], sigla: 'DE' },
  {
    email: 'gestor.faturamento@demo.honora.dev',
    name: 'Elisa Gestora de Faturamento',
    profile: 'e',
    userTypes: ['KUser'],
    sigla: 'EG',
  },
  { email: 'faturista@demo.honora.dev', name: 'Fábio Faturista', profile: 'f', userTypes: ['KUser'], sigla: 'FF' },
  {
    email: 'residente@demo.honora.dev',
    name: 'Gabriela Residente',
    profile: 'g',
    userTypes: ['KResident'],
    sigla: 'GR',
  },
] as const;

export const demoSuperAdmin = { email: 'admin@honora.dev', name: 'Super Admin Honora' } as const;

export const demoCompanies = {
  matriz: {
    name: 'Cooperativa Demo de Anestesiologia',
    legalName: 'Cooperativa Demo de Anestesiologia Ltda.',
    cnpj: '11.222.333/0001-81',
  },
  filiais: [
    { name: 'Demo Filial Centro', legalName: 'Cooperativa Demo — Filial Centro', cnpj: '11.222.333/0002-62' },
    { name: 'Demo Filial Norte', legalName: 'Cooperativa Demo — Filial Norte', cnpj: '11.222.333/0003-43' },
  ],
} as const;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  return (await db.$count(users)) === 0;
}

/**
 * The small hand-written demo: a matriz with two filiais, one user per profile (all in the
 * three companies), the administrator also on the COMPANY workspace, and a super admin.
 */
export async function seedDemo(db: Db, hashPassword: (plain: string) => Promise<string>): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await withActor(db, systemActor, async (tx) => {
    const [matriz] = await tx
      .insert(companies)
      .values({ ...demoCompanies.matriz, isMatriz: true })
      .returning();
    const filiais = await tx
      .insert(companies)
      .values(demoCompanies.filiais.map((f) => ({ ...f, isFilial: true, matrizId: matriz!.id })))
      .returning();
    const companyIds = [matriz!.id, ...filiais.map((f) => f.id)];
    await tx
      .insert(companyWebConfigs)
      .values(companyIds.map((companyId) => ({ companyId, permissions: defaultPermissionConfig() })));

    const [admin] = await tx
      .insert(users)
      .values({ ...demoSuperAdmin, passwordHash })
      .returning();
    await tx.insert(adminUsers).values({ userId: admin!.id, isSuperAdmin: true, rules: { adm: true, sup: true } });

    const userIdsByEmail: Record<string, string> = {};
    for (const demo of demoUsers) {
      const [user] = await tx
        .insert(users)
        .values({
          email: demo.email,
          name: demo.name,
          sigla: demo.sigla,
          phone: 'phone' in demo ? demo.phone : null,
          passwordHash,
        })
        .returning();
      userIdsByEmail[demo.email] = user!.id;
      await tx.insert(companyMembers).values(
        companyIds.map((companyId) => ({
          companyId,
          userId: user!.id,
          workspace: 'CLIENT' as const,
          profiles: [demo.profile],
          userTypes: [...demo.userTypes],
        })),
      );
      if (demo.profile === 'a') {
        await tx.insert(companyMembers).values({
          companyId: matriz!.id,
          userId: user!.id,
          workspace: 'COMPANY',
          profiles: ['a'],
          rules: { adm: true },
        });
      }
    }
    await seedDemoRegistries(tx, {
      matrizId: matriz!.id,
      filialIds: filiais.map((f) => f.id),
      userIdsByEmail,
    });
    await seedDemoBatchAndInvoice(tx, matriz!.id);
    await seedDemoHelp(tx);
    await seedDemoPosts(tx);
    await seedDemoReleases(tx);
    await seedDemoForms(tx, matriz!.id);
  });
}

/**
 * Issue 8's demo: one OPEN batch (number 1) holding two checked events (WaitSendGuia) of one
 * insurer, when the demo has them, and one invoice covering a WaitPayment event of its insurer.
 */
async function seedDemoBatchAndInvoice(tx: Tx, matrizId: string): Promise<void> {
  const checked = await tx
    .select({ id: events.id, healthInsuranceId: events.healthInsuranceId })
    .from(events)
    .where(and(eq(events.companyId, matrizId), eq(events.status, 'WaitSendGuia'), eq(events.active, true)))
    .orderBy(asc(events.dtProcedure), asc(events.id));
  const insurerId = checked.find(
    (e) => checked.filter((x) => x.healthInsuranceId === e.healthInsuranceId).length >= 2,
  )?.healthInsuranceId;
  if (insurerId) {
    const [batch] = await tx
      .insert(batches)
      .values({
        companyId: matrizId,
        code: '1',
        name: 'Lote de demonstração',
        healthInsuranceId: insurerId,
        type: 'Honorario',
      })
      .returning({ id: batches.id });
    const ids = checked
      .filter((e) => e.healthInsuranceId === insurerId)
      .slice(0, 2)
      .map((e) => e.id);
    await tx
      .update(events)
      .set({ batchesIds: sql`array[${batch!.id}]::uuid[]`, addedToBatchAt: new Date(), addedToBatchBy: 'system' })
      .where(inArray(events.id, ids));
  }
  const [paid] = await tx
    .select({
      id: events.id,
      healthInsuranceId: events.healthInsuranceId,
      totalProduced: events.totalProduced,
      dtProcedure: events.dtProcedure,
    })
    .from(events)
    .where(and(eq(events.companyId, matrizId), eq(events.status, 'WaitPayment'), eq(events.active, true)))
    .orderBy(asc(events.dtProcedure), asc(events.id))
    .limit(1);
  if (paid?.healthInsuranceId) {
    const [invoice] = await tx
      .insert(invoices)
      .values({
        companyId: matrizId,
        number: 'NF-0001',
        healthInsuranceId: paid.healthInsuranceId,
        date: paid.dtProcedure ?? new Date().toISOString().slice(0, 10),
        value: paid.totalProduced,
        description: 'Nota fiscal de demonstração',
      })
      .returning({ id: invoices.id });
    await tx
      .update(events)
      .set({ invoicesIds: sql`array[${invoice!.id}]::uuid[]` })
      .where(eq(events.id, paid.id));
    await seedDemoCollection(tx, matrizId, { ...paid, healthInsuranceId: paid.healthInsuranceId });
  }
}

/**
 * A collection (code 1) charging the invoiced event to its insurer (decision 030), nothing paid
 * yet; the company's counter of collections is moved past it.
 */
async function seedDemoCollection(
  tx: Tx,
  matrizId: string,
  event: { id: string; healthInsuranceId: string; totalProduced: string; dtProcedure: string | null },
): Promise<void> {
  const [inProcessing] = await tx
    .select({ open: events.totalInProcessing })
    .from(events)
    .where(eq(events.id, event.id));
  const [collection] = await tx
    .insert(cobrancas)
    .values({
      companyId: matrizId,
      code: 1,
      healthInsuranceId: event.healthInsuranceId,
      date: event.dtProcedure ?? new Date().toISOString().slice(0, 10),
      value: event.totalProduced,
      charged: inProcessing?.open ?? event.totalProduced,
      eventCount: 1,
    })
    .returning({ id: cobrancas.id });
  await tx.update(events).set({ cobrancaId: collection!.id }).where(eq(events.id, event.id));
  await tx.insert(sequences).values({ scope: matrizId, tableName: 'cobrancas', field: 'code', value: 1 });
}
