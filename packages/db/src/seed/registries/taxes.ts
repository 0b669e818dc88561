import type { Tx } from '../../client';
import { taxes, taxVersions } from '../../schema';
import type { DemoWorld } from './index';

/**
 * The demo cooperative's taxes (decision 028): its administration fee, INSS withheld from
 * members at the cooperative rate of 20 % (Lei 10.666/2003) and the IRRF table, each since
 * January 2025; the fee went from 8 % to 7,5 % in January 2026 (a second version).
 */
const DEMO_TAXES = [
  {
    tax: { name: 'Taxa administrativa da cooperativa', identifier: 'OTHER', kind: 'FEE', order: 1 },
    versions: [
      { validFrom: '2025-01-01', base: 'Received', calculation: 'RATE', ratePercent: '8' },
      { validFrom: '2026-01-01', base: 'Received', calculation: 'RATE', ratePercent: '7.5' },
    ],
  },
  {
    tax: { name: 'INSS contribuinte individual', identifier: 'INSS', kind: 'TAX', order: 2 },
    versions: [{ validFrom: '2025-01-01', base: 'Repasse', calculation: 'RATE', ratePercent: '20', personType: 'PF' }],
  },
  {
    tax: { name: 'IRRF pessoa física', identifier: 'IR', kind: 'TAX', order: 3 },
    versions: [{ validFrom: '2025-01-01', base: 'BaseIRRF', calculation: 'TABLE', personType: 'PF' }],
  },
] as const;

export async function seedDemoTaxes(tx: Tx, world: DemoWorld): Promise<void> {
  for (const { tax, versions } of DEMO_TAXES) {
    const [row] = await tx
      .insert(taxes)
      .values({ ...tax, companyId: world.matrizId })
      .returning({ id: taxes.id });
    await tx.insert(taxVersions).values(versions.map((v) => ({ ...v, taxId: row!.id, companyId: world.matrizId })));
  }
}
