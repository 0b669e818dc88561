import type { TissLoteInput, TissLoteResult } from './types';

/** Builds the ENVIO_LOTE_GUIAS message of the insurer's version (issue 8). */
export function buildTissLote(input: TissLoteInput): TissLoteResult {
  void input;
  throw new Error('buildTissLote: not built yet');
}
