import type { PersonProfile } from '@honora/contract';
import { formatBrazilianPhone } from '@honora/domain';

/** A person's editable fields as the inputs hold them (text; blank for nothing). */
export type PersonValues = {
  name: string;
  phone: string;
  crm: string;
  crmState: string;
  sigla: string;
};

export function personValues(profile: PersonProfile): PersonValues {
  return {
    name: profile.name,
    phone: profile.phone ? formatBrazilianPhone(profile.phone) : '',
    crm: profile.crm ?? '',
    crmState: profile.crmState ?? '',
    sigla: profile.sigla ?? '',
  };
}
