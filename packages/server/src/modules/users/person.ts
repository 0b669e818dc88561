import { messages, type PersonProfile, type profileBodySchema, msg } from '@honora/contract';
import { joinCrm, normalizeBrazilianPhone, splitCrm } from '@honora/domain';
import type { users } from '@honora/db';
import type { z } from 'zod';
import { AppError } from '../../errors';

type UserRow = typeof users.$inferSelect;
type ProfileInput = z.output<typeof profileBodySchema>;

/** A user row as the screens read it: the CRM's number and state apart (decision 012). */
export function toPersonProfile(user: UserRow): PersonProfile {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    ...splitCrm(user.crm),
    sigla: user.sigla,
  };
}

/**
 * The columns a profile writes: the phone in E.164 (the form phone sign-in compares, decision
 * 008; 'Número de telefone inválido' otherwise) and the CRM with its state in one text, the
 * state also in its own column (the anesthetists registry's, decision 013) so both agree.
 */
export function personColumns(input: ProfileInput): Pick<UserRow, 'name' | 'phone' | 'crm' | 'crmState' | 'sigla'> {
  const phone = input.phone === null ? null : normalizeBrazilianPhone(input.phone);
  if (input.phone !== null && phone === null) {
    throw AppError.field('inputError', 'phone', msg(messages.auth, 'auth/invalid-phone-number'));
  }
  return {
    name: input.name,
    phone,
    crm: joinCrm({ crm: input.crm, crmState: input.crmState }),
    crmState: input.crmState,
    sigla: input.sigla,
  };
}
