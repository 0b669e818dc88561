import type { Tx } from '../../client';
import { scheduleWorkloads } from '../../schema';

/**
 * The demo's workloads (platform.md §2 workloads; decision 047): three anesthetists' contracted
 * hours from last month on — the closed month and this one are published, so their balances show
 * and carry from one to the other; the other doctors have none.
 */
export async function seedDemoWorkloads(
  tx: Tx,
  companyId: string,
  idsByEmail: Readonly<Record<string, string>>,
  lastMonth: string,
): Promise<void> {
  const id = (email: string) => idsByEmail[email];
  const rows = [
    { email: 'anestesista@demo.honora.dev', hoursPerPeriod: '200', period: 'MONTH', notes: 'Sócio: 200 h por mês' },
    {
      email: 'carlos.tavares@demo.honora.dev',
      hoursPerPeriod: '44',
      period: 'WEEK',
      notes: 'Contrato CLT de 44 h semanais',
    },
    { email: 'eduardo.sales@demo.honora.dev', hoursPerPeriod: '192', period: 'MONTH', notes: null },
  ].flatMap(({ email, ...row }) => {
    const doctorId = id(email);
    return doctorId ? [{ ...row, companyId, doctorId, startsOn: `${lastMonth}-01` }] : [];
  });
  if (rows.length > 0) await tx.insert(scheduleWorkloads).values(rows);
}
