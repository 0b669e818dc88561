import { joinCrm } from '@honora/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../client';
import { surgeons, users } from '../../schema';
import type { DemoWorld } from './index';
import { specialtyIdsByName } from './specialties';

/** Four surgeons of the demo matriz; CBO codes from the demo's CBO sample (reference-tables.ts); specialties by name (decision 063). */
export const demoSurgeons = [
  { name: 'Dr. João Índio Bragança', crm: '123456', crmState: 'SP', specialty: 'Cirurgia geral', cbo: '225225' },
  {
    name: 'Dra. Márcia Conceição Ribeiro',
    crm: '45871',
    crmState: 'MG',
    specialty: 'Ortopedia e traumatologia',
    cbo: '225270',
  },
  {
    name: 'Dr. Antônio Sérgio Lima',
    crm: '30992',
    crmState: 'PR',
    specialty: 'Cirurgia cardiovascular',
    cbo: '225210',
  },
  {
    name: 'Dra. Luíza Helena Gonçalves',
    crm: '87120',
    crmState: 'RJ',
    specialty: 'Ginecologia e obstetrícia',
    cbo: '225250',
  },
] as const;

/**
 * The demo anesthetist's and resident's professional data (they are users, seeded in demo.ts):
 * the CRM is kept with its state as the profile screens write it (decision 012), and in crm_state.
 */
const demoAnesthetistFacts = [
  { email: 'anestesista@demo.honora.dev', crm: '654321', crmState: 'SP', specialty: 'Anestesiologia' },
  { email: 'residente@demo.honora.dev', crm: '778899', crmState: 'SP', specialty: 'Anestesiologia' },
] as const;

/** Demo surgeons (hand-written sample), and the demo anesthetists' CRM, specialty and CBO. */
export async function seedDemoSurgeons(tx: Tx, world: DemoWorld): Promise<void> {
  const ids = await specialtyIdsByName(tx, [
    ...demoSurgeons.map((s) => s.specialty),
    ...demoAnesthetistFacts.map((f) => f.specialty),
  ]);
  await tx.insert(surgeons).values(
    demoSurgeons.map(({ specialty, ...s }) => ({
      ...s,
      specialtyId: ids.get(specialty) ?? null,
      companyId: world.matrizId,
    })),
  );
  for (const facts of demoAnesthetistFacts) {
    const userId = world.userIdsByEmail[facts.email];
    if (!userId) continue;
    await tx
      .update(users)
      .set({
        crm: joinCrm({ crm: facts.crm, crmState: facts.crmState }),
        crmState: facts.crmState,
        specialtyId: ids.get(facts.specialty) ?? null,
        cbo: '225151',
      })
      .where(eq(users.id, userId));
  }
}
