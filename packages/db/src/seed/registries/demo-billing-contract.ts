import { addDays, cnpjCheckDigits, formatCnpj, zonedDay } from '@honora/domain';
import type { Tx } from '../../client';
import { billingContracts } from '../../schema';
import type { DemoWorld } from './index';

/**
 * The demo group's contract with its billing company (billing.md §2 BillingContract; decision
 * 051), dated from today so every start shows it in force: 6,5 % of what the group receives each
 * month, at least R$ 1.500,00, due on the 10th of the next month, since the first day of the
 * month a year ago. No statement is seeded: last month's is there to be issued.
 */
export async function seedDemoBillingContract(tx: Tx, world: DemoWorld): Promise<void> {
  const today = zonedDay(Date.now());
  const aYearAgo = `${addDays(`${today.slice(0, 7)}-01`, -365).slice(0, 7)}-01`;
  const base = '457231740001';
  await tx.insert(billingContracts).values({
    companyId: world.matrizId,
    providerName: 'Faturar Serviços de Faturamento Médico Ltda.',
    providerDocument: formatCnpj(base + cnpjCheckDigits(base)),
    startsOn: aYearAgo,
    endsOn: null,
    feeType: 'PERCENT',
    base: 'RECEIVED',
    percent: '6.5',
    minimumFee: '1500.00',
    fixedFee: null,
    dueDay: 10,
    notes: 'Faturamento, recurso de glosas e conciliação dos demonstrativos de todos os convênios.',
  });
}
