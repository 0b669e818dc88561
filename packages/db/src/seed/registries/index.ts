import type { Tx } from '../../client';
import { seedDemoBillingContract } from './demo-billing-contract';
import { seedDemoBillingSettings } from './billing-settings';
import { seedDemoCbhpm } from './cbhpm';
import { seedDemoContracts } from './demo-contracts';
import { seedDemoEvents } from './events';
import { seedDemoNegotiations } from './negotiations';
import { seedDemoHealthInsurers } from './health-insurers';
import { seedDemoHospitals } from './hospitals';
import { seedDemoPatients } from './patients';
import { seedDemoReferenceTables } from './reference-tables';
import { seedDemoSchedules } from './schedules';
import { seedDemoSurgeons } from './surgeons';
import { seedDemoTaxes } from './taxes';

/** What the registry seeds need: the demo matriz, its filiais, and the demo users by e-mail. */
export interface DemoWorld {
  matrizId: string;
  filialIds: string[];
  userIdsByEmail: Record<string, string>;
}

/**
 * The demo's registries: a small hand-written sample (never the reference files of
 * ../shared/data; only TISS table 38 is read, at seed time, from the ANS schema in ../shared
 * when it is there). Order matters: patients point at insurers, insurers at types of payment.
 */
export async function seedDemoRegistries(tx: Tx, world: DemoWorld): Promise<void> {
  await seedDemoReferenceTables(tx);
  const cbhpmTables = await seedDemoCbhpm(tx);
  await seedDemoBillingSettings(tx, world);
  await seedDemoHealthInsurers(tx, world);
  await seedDemoNegotiations(tx, world, cbhpmTables);
  await seedDemoHospitals(tx, world);
  await seedDemoSurgeons(tx, world);
  await seedDemoPatients(tx, world);
  await seedDemoEvents(tx, world);
  await seedDemoTaxes(tx, world);
  await seedDemoSchedules(tx, world);
  await seedDemoContracts(tx, world);
  await seedDemoBillingContract(tx, world);
}
