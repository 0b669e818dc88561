import { joinCrm } from '@honora/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../client';
import { companyMembers, users } from '../../schema';
import type { DemoWorld } from './index';
import { specialtyIdsByName } from './specialties';

/**
 * The rest of the demo group's doctors (platform.md §3 anesthetist: a user with the CRM, its
 * state, specialty and CBO; a CLIENT member of type KAnesthetist or KResident, with the demo
 * anesthetist's profile b or the demo resident's g): with Bruno and Gabriela (demo.ts), eight
 * anesthetists and two residents. Their names come after Bruno's and Gabriela's in the pt-BR
 * order, so those two stay the first anesthetist and the first resident of every doctors' list.
 */
export const demoDoctors = [
  {
    email: 'carlos.tavares@demo.honora.dev',
    name: 'Carlos Eduardo Tavares',
    sigla: 'CET',
    crm: '118452',
    phone: '+5511988880011',
  },
  {
    email: 'daniela.prado@demo.honora.dev',
    name: 'Daniela Moura Prado',
    sigla: 'DMP',
    crm: '124077',
    phone: '+5511988880012',
  },
  {
    email: 'eduardo.sales@demo.honora.dev',
    name: 'Eduardo Henrique Sales',
    sigla: 'EHS',
    crm: '131906',
    phone: '+5511988880013',
  },
  {
    email: 'fernanda.lopes@demo.honora.dev',
    name: 'Fernanda Ribeiro Lopes',
    sigla: 'FRL',
    crm: '142318',
    phone: '+5511988880014',
  },
  {
    email: 'henrique.vasconcelos@demo.honora.dev',
    name: 'Henrique Vasconcelos',
    sigla: 'HV',
    crm: '109785',
    phone: '+5511988880015',
  },
  {
    email: 'juliana.mendes@demo.honora.dev',
    name: 'Juliana Castro Mendes',
    sigla: 'JCM',
    crm: '150263',
    phone: '+5511988880016',
  },
  {
    email: 'marcelo.figueiredo@demo.honora.dev',
    name: 'Marcelo Figueiredo',
    sigla: 'MF',
    crm: '97341',
    phone: '+5511988880017',
  },
  {
    email: 'lucas.ramos@demo.honora.dev',
    name: 'Lucas Almeida Ramos',
    sigla: 'LAR',
    crm: '201584',
    phone: '+5511988880018',
    isResident: true,
  },
] as const;

/**
 * The demo doctors of the matriz, members of it only (the filiais keep the demo's two), signing
 * in with the demo's password like every demo user. Answers their user ids by e-mail.
 */
export async function seedDemoDoctors(tx: Tx, world: DemoWorld): Promise<Record<string, string>> {
  const anesthetistId = world.userIdsByEmail['anestesista@demo.honora.dev'];
  const anesthesiology = (await specialtyIdsByName(tx, ['Anestesiologia'])).get('Anestesiologia') ?? null;
  const [password] = anesthetistId
    ? await tx.select({ hash: users.passwordHash }).from(users).where(eq(users.id, anesthetistId))
    : [];
  const inserted = await tx
    .insert(users)
    .values(
      demoDoctors.map((d) => ({
        email: d.email,
        name: d.name,
        sigla: d.sigla,
        phone: d.phone,
        passwordHash: password?.hash ?? null,
        crm: joinCrm({ crm: d.crm, crmState: 'SP' }),
        crmState: 'SP',
        specialtyId: anesthesiology,
        cbo: '225151',
      })),
    )
    .returning({ id: users.id, email: users.email });
  const ids = Object.fromEntries(inserted.map((u) => [u.email, u.id]));
  await tx.insert(companyMembers).values(
    demoDoctors.map((d) => ({
      companyId: world.matrizId,
      userId: ids[d.email]!,
      workspace: 'CLIENT' as const,
      profiles: ['isResident' in d ? 'g' : 'b'],
      userTypes: ['isResident' in d ? 'KResident' : 'KAnesthetist'],
    })),
  );
  return ids;
}
