/**
 * A doctor's CRM (platform.md §3: "CRM, CRM state") is a number and the state council that
 * issued it. They are kept together in one text, "123456/SP" — the way the registration is
 * written on prescriptions — so `users.crm` holds both without a column of its own
 * (decision 012). A CRM typed before the state existed ("123456") has no state.
 */
export interface CrmParts {
  crm: string | null;
  crmState: string | null;
}

const STORED = /^(.*?)\s*\/\s*([A-Za-z]{2})$/;

/** "123456/SP" → {crm: "123456", crmState: "SP"}; "123456" → no state; null or blank → nothing. */
export function splitCrm(stored: string | null | undefined): CrmParts {
  const text = stored?.trim() ?? '';
  if (text === '') return { crm: null, crmState: null };
  const match = STORED.exec(text);
  if (!match) return { crm: text, crmState: null };
  const crm = match[1]?.trim() ?? '';
  return { crm: crm === '' ? null : crm, crmState: match[2]!.toUpperCase() };
}

/** {crm: "123456", crmState: "sp"} → "123456/SP"; without a number nothing is kept. */
export function joinCrm(parts: CrmParts): string | null {
  const crm = parts.crm?.trim() ?? '';
  if (crm === '') return null;
  const state = parts.crmState?.trim().toUpperCase() ?? '';
  return state === '' ? crm : `${crm}/${state}`;
}
