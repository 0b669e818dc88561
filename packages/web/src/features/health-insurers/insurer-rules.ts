import { healthInsurersMessages } from '@honora/contract/screen-texts/health-insurers';
import { eventTypes, guideLimitFields, INSURER_LIMITS } from '@honora/contract';
import { cnpjRule, digitsOnlyRule, requiredRule, type Rule } from '@honora/domain';
import type { FieldRules } from '../../shared/forms/use-form-state';
import { dayLimitKeys, limitPath, type InsurerFormValues } from './insurer-form-model';
import { wholeNumberRule } from './insurer-inputs';

const m = healthInsurersMessages.validation;

/** ANS register: 6 digits, or empty. */
const registerAnsRule: Rule = (value) =>
  typeof value !== 'string' || value.trim() === '' || /^\d{6}$/.test(value.trim()) ? true : m.registerAns;

const L = INSURER_LIMITS;

/** The field rules run as the user types (platform.md §5), with the contract's messages. */
export const insurerRules: FieldRules<InsurerFormValues> = {
  name: [requiredRule],
  registerANS: [digitsOnlyRule, registerAnsRule],
  cnpj: [cnpjRule],
  'financial.payer.cnpj': [cnpjRule],
  'configs.guideNumberPadding': [wholeNumberRule(L.guideNumberPadding.min, L.guideNumberPadding.max, false)],
  'configs.autoBatchMaxEvents': [wholeNumberRule(L.autoBatchMaxEvents.min, L.autoBatchMaxEvents.max, false)],
  'configs.monthQuantityOnAutoBatchByMonthYear': [
    wholeNumberRule(L.monthQuantityOnAutoBatchByMonthYear.min, L.monthQuantityOnAutoBatchByMonthYear.max, false),
  ],
  ...Object.fromEntries(
    dayLimitKeys.map((key) => [`dayLimits.${key}`, [wholeNumberRule(L.dayLimit.min, L.dayLimit.max, true)]]),
  ),
  ...Object.fromEntries(
    eventTypes.flatMap((type) => [
      [`configs.medicalReturn.${type}`, [wholeNumberRule(L.medicalReturn.min, L.medicalReturn.max, true)]],
      ...guideLimitFields.flatMap((field) =>
        (['min', 'max'] as const).map((part) => [
          limitPath(type, field, part),
          [wholeNumberRule(L.digits.min, L.digits.max, false)],
        ]),
      ),
    ]),
  ),
};
