import { messages } from '@honora/contract';
import { typesOfPayment, type Tx } from '@honora/db';

/**
 * What a new company starts with, in the transaction that creates it: the usual types of
 * payment (Depósito, PIX, Boleto, Transferência, Cheque, Dinheiro), so a receipt can name one
 * from the first day and the company edits the list later. A filial starts with none: it uses
 * its matriz's types.
 */
export async function seedCompanyDefaults(tx: Tx, company: { id: string; isFilial: boolean }): Promise<void> {
  if (company.isFilial) return;
  const names = messages.screens.healthInsurers.typesOfPayment.defaults;
  await tx.insert(typesOfPayment).values(names.map((name) => ({ companyId: company.id, name })));
}
