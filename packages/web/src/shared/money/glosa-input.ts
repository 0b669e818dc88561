import { glosaCodesSchema, glosaReasonTextSchema, messages } from '@honora/contract';

const m = messages.screens.money.errors;

/** The reasons of a glosa as the person gives them: table-38 codes and a free text. */
export interface GlosaInput {
  glosaCodes: string[];
  glosaReason: string;
}

/** What a glosa posts: at least one code, the text or null. */
export interface GlosaFields {
  glosaCodes: string[];
  glosaReason: string | null;
}

export interface GlosaErrors {
  glosaCodes?: string;
  glosaReason?: string;
}

export const emptyGlosaInput = (): GlosaInput => ({ glosaCodes: [], glosaReason: '' });

/**
 * A glosa booked by hand must say why (decision 026: the receive dialog's glosa lines, glosa
 * all, cut remainder, bulk glosa all): one to ten table-38 codes, and an optional text of at
 * most 500 characters. Checked by the contract's own schemas; the server checks again.
 */
export function checkGlosaInput(
  input: GlosaInput,
): { ok: true; fields: GlosaFields } | { ok: false; errors: GlosaErrors } {
  const errors: GlosaErrors = {};
  const codes = glosaCodesSchema.safeParse(input.glosaCodes);
  if (input.glosaCodes.length === 0) errors.glosaCodes = m.glosaReasonRequired;
  else if (!codes.success) errors.glosaCodes = codes.error.issues[0]?.message ?? m.glosaCodeInvalid;
  const reason = glosaReasonTextSchema.safeParse(input.glosaReason);
  if (!reason.success) errors.glosaReason = reason.error.issues[0]?.message ?? m.valueInvalid;
  if (!codes.success || !reason.success || input.glosaCodes.length === 0) return { ok: false, errors };
  return { ok: true, fields: { glosaCodes: codes.data, glosaReason: reason.data } };
}
