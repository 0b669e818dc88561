import { seedDemoRegistries } from './registries';
import { systemActor, withActor } from '../actor';
import type { Db } from '../client';
import { defaultPermissionConfig } from '@honora/domain';
import { adminUsers, companies, companyMembers, companyWebConfigs, users } from '../schema';

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
  });
}
