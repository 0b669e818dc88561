import { formatCnpj } from '../validation/cnpj';
import type { MatchFacts, MatchType } from './match';

/**
 * What identifies a registry record, in words, for the integration screens (decision 053):
 * doctors "CRM 123456/SP" (the number alone without a state), hospitals "CNPJ 11.222.333/0001-81",
 * insurers "ANS 123456" or, without a registro ANS, their CNPJ; null when the registry has none.
 */
export function registryDocument(type: MatchType, record: Omit<MatchFacts, 'name'>): string | null {
  const cnpj = record.cnpj?.trim() ? `CNPJ ${formatCnpj(record.cnpj.trim())}` : null;
  switch (type) {
    case 'surgeon':
    case 'anesthetist': {
      const crm = record.crm?.trim();
      if (!crm) return null;
      const state = record.crmState?.trim().toUpperCase();
      return state ? `CRM ${crm}/${state}` : `CRM ${crm}`;
    }
    case 'hospital':
      return cnpj;
    case 'healthInsurance': {
      const ans = record.registerAns?.trim();
      return ans ? `ANS ${ans}` : cnpj;
    }
  }
}
