import {
  fmt,
  receiverTaxProfileBodySchema,
  userTransferDiscountBodySchema,
  type ReceiverTaxProfile,
} from '@honora/contract';
import { transfersScreenMessages } from '@honora/contract/screen-texts/transfers';
import { toCents } from '@honora/domain';
import { moneyShown, moneyText } from '../../shared/forms/decimal-text';
import { formatMoneyText } from '../../shared/pricing/decimal-format';

const e = transfersScreenMessages.errors;

/**
 * The two small forms of a receiver's transfer: the discount (billing.md §3 Transfer discount,
 * OPEN only) and the receiver's tax data (decision 031: PF/PJ, CNPJ, dependants, INSS on other
 * sources in the transfer's month). Each checks what the contract checks, message under its input.
 */

export interface DiscountInput {
  /** As typed, pt-BR money. */
  discount: string;
  reason: string;
}

export function discountInputOf(discount: string | undefined, reason: string | null): DiscountInput {
  return { discount: moneyShown(discount ?? ''), reason: reason ?? '' };
}

type Checked<T> = { ok: true; body: T } | { ok: false; errors: Record<string, string> };

function firstIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[], rename = (k: string) => k) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = rename(issue.path.map(String).join('.'));
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The body of PUT /discount: a money value up to the full value, and a reason when there is a discount. */
export function checkDiscount(
  input: DiscountInput,
  fullValue: string | undefined,
): Checked<{ discount: string; reason: string | null }> {
  const typed = input.discount.trim() === '' ? '0' : input.discount;
  const parsed = userTransferDiscountBodySchema.safeParse({ discount: moneyText(typed), reason: input.reason });
  if (!parsed.success) return { ok: false, errors: firstIssues(parsed.error.issues) };
  const errors: Record<string, string> = {};
  const discount = toCents(parsed.data.discount);
  if (fullValue !== undefined && discount > toCents(fullValue)) {
    errors.discount = fmt(e.discountAboveFull, { value: formatMoneyText(fullValue) });
  }
  if (discount > 0n && parsed.data.reason === null) errors.reason = e.discountReasonRequired;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body: parsed.data };
}

export interface ProfileInput {
  personType: ReceiverTaxProfile['personType'];
  cnpj: string;
  /** As typed. */
  dependants: string;
  /** The month's INSS other sources, as typed pt-BR money; blank: none. */
  otherSources: string;
}

export function profileInputOf(profile: ReceiverTaxProfile, month: string): ProfileInput {
  return {
    personType: profile.personType,
    cnpj: profile.cnpj ?? '',
    dependants: String(profile.dependants),
    otherSources: moneyShown(profile.inssOtherSources[month] ?? ''),
  };
}

export interface ProfileBody {
  personType: ReceiverTaxProfile['personType'];
  cnpj: string | null;
  dependants: number;
  inssOtherSources: Record<string, string>;
}

/** Dependants as typed: blank is none, digits a number; anything else goes as typed for the contract's message. */
function dependantsOf(typed: string): number | string {
  const text = typed.trim();
  if (text === '') return 0;
  return /^\d{1,3}$/.test(text) ? Number(text) : text;
}

/**
 * The body of PUT /receiver-tax-profiles: the other months' INSS sources as they were, this
 * month's as typed (blank removes it); a company (PJ) needs its CNPJ, an individual sends none.
 * Errors: personType, cnpj, dependants, otherSources.
 */
export function checkProfile(input: ProfileInput, month: string, current: ReceiverTaxProfile): Checked<ProfileBody> {
  const { [month]: _previous, ...otherMonths } = current.inssOtherSources;
  const typed = input.otherSources.trim();
  const sources = typed === '' ? otherMonths : { ...otherMonths, [month]: moneyText(typed) };
  const isCompany = input.personType === 'PJ';
  const parsed = receiverTaxProfileBodySchema.safeParse({
    personType: input.personType,
    cnpj: isCompany ? input.cnpj : null,
    dependants: dependantsOf(input.dependants),
    inssOtherSources: sources,
  });
  if (!parsed.success) {
    return {
      ok: false,
      errors: firstIssues(parsed.error.issues, (key) => (key.startsWith('inssOtherSources') ? 'otherSources' : key)),
    };
  }
  if (isCompany && parsed.data.cnpj === null) return { ok: false, errors: { cnpj: e.cnpjRequired } };
  return { ok: true, body: parsed.data };
}

/** The API's field errors of a profile under the dialog's inputs. */
export function profileApiErrors(fields: readonly { path: string; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { path, message } of fields) {
    const key = path.startsWith('inssOtherSources') ? 'otherSources' : path;
    if (!(key in errors)) errors[key] = message;
  }
  return errors;
}
