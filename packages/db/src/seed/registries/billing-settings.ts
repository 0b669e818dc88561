import type { Tx } from '../../client';
import type { DemoWorld } from './index';

/** Demo billing-settings (hand-written sample). */
export async function seedDemoBillingSettings(_tx: Tx, _world: DemoWorld): Promise<void> {}
