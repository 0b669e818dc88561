import type { Tx } from '../../client';

/** The demo's CBHPM sample (an edition and a valuation) — written by the CBHPM work of issue 5. */
export async function seedDemoCbhpm(_tx: Tx): Promise<{ editionId: string | null; valuationId: string | null }> {
  return { editionId: null, valuationId: null };
}
