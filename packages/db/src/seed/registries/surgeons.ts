import type { Tx } from '../../client';
import type { DemoWorld } from './index';

/** Demo surgeons (hand-written sample). */
export async function seedDemoSurgeons(_tx: Tx, _world: DemoWorld): Promise<void> {}
