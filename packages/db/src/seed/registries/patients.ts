import type { Tx } from '../../client';
import type { DemoWorld } from './index';

/** Demo patients (hand-written sample). */
export async function seedDemoPatients(_tx: Tx, _world: DemoWorld): Promise<void> {}
