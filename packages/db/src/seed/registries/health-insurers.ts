import type { Tx } from '../../client';
import type { DemoWorld } from './index';

/** Demo health-insurers (hand-written sample). */
export async function seedDemoHealthInsurers(_tx: Tx, _world: DemoWorld): Promise<void> {}
