import type { Tx } from '../../client';
import type { DemoWorld } from './index';

/** Demo hospitals (hand-written sample). */
export async function seedDemoHospitals(_tx: Tx, _world: DemoWorld): Promise<void> {}
