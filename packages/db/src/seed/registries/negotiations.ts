import type { Tx } from '../../client';
import type { DemoWorld } from './index';

/** The demo insurers' negotiations — written by the negotiations work of issue 5. */
export async function seedDemoNegotiations(
  _tx: Tx,
  _world: DemoWorld,
  _tables: { editionId: string | null; valuationId: string | null },
): Promise<void> {}
