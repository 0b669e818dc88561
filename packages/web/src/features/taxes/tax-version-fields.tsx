import { TAX_BASES, TAX_CALCULATIONS, TAX_PERSON_TYPES } from '@honora/domain';
import { taxesScreenMessages as t } from '@honora/contract/screen-texts/taxes';
import { Group, Select, Switch, TextInput } from '@mantine/core';
import { brazilDate } from '@honora/domain';
import { monthOptions } from '../../shared/forms/months';
import { RegistryMultiSelect } from '../../shared/registry/registry-multi-select';
import { useCan } from '../../shared/auth/use-can';
import { joinIds, splitIds, type Draft } from './tax-form-model';

interface Props {
  values: Draft;
  errors: Record<string, string | undefined>;
  setValue: (name: string, value: string) => void;
  /** "version." in the new-tax form, "" in the version dialog. */
  prefix: string;
  isReadOnly: boolean;
}

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((key) => ({ value: key, label: labels[key] }));

/** How far ahead a validity may start (a rate known for next year). */
const MONTHS_AHEAD = 24;
/** How far back: the oldest built-in table is of 2024. */
const MONTHS_BACK = 48;

/** The fields of one version of a tax: validity, base, calculation and to whom it applies (billing.md §3 Tax). */
export function TaxVersionFields({ values, errors, setValue, prefix, isReadOnly }: Props) {
  const can = useCan();
  const at = (key: string) => values[prefix + key] ?? '';
  const bind = (key: string) => ({
    value: at(key) || null,
    error: errors[prefix + key],
    onChange: (value: string | null) => setValue(prefix + key, value ?? ''),
    readOnly: isReadOnly,
    allowDeselect: false,
  });
  const calculation = at('calculation');
  return (
    <>
      <Group grow align="flex-start">
        <Select
          label={t.fields.validFrom}
          required
          data={monthOptions(brazilDate(new Date()), MONTHS_BACK, MONTHS_AHEAD, [at('validFrom')])}
          searchable
          {...bind('validFrom')}
        />
        <Select label={t.fields.base} required data={options(TAX_BASES, t.bases)} {...bind('base')} />
        <Select
          label={t.fields.calculation}
          required
          data={options(TAX_CALCULATIONS, t.calculations)}
          {...bind('calculation')}
        />
      </Group>
      <Group grow align="flex-start">
        {calculation === 'RATE' && (
          <TextInput
            label={t.fields.ratePercent}
            required
            inputMode="decimal"
            value={at('ratePercent')}
            error={errors[`${prefix}ratePercent`]}
            onChange={(event) => setValue(`${prefix}ratePercent`, event.currentTarget.value)}
            readOnly={isReadOnly}
          />
        )}
        {calculation === 'FIXED' && (
          <TextInput
            label={t.fields.amount}
            required
            inputMode="decimal"
            value={at('amount')}
            error={errors[`${prefix}amount`]}
            onChange={(event) => setValue(`${prefix}amount`, event.currentTarget.value)}
            readOnly={isReadOnly}
          />
        )}
        <Select label={t.fields.personType} data={options(TAX_PERSON_TYPES, t.personTypes)} {...bind('personType')} />
      </Group>
      {can('anesthetists', 'list') && (
        <RegistryMultiSelect
          registry="anesthetists"
          label={t.fields.receiverIds}
          placeholder={t.fields.receiverIdsHint}
          value={splitIds(at('receiverIds'))}
          onChange={(list) => setValue(`${prefix}receiverIds`, joinIds(list))}
          error={errors[`${prefix}receiverIds`]}
          readOnly={isReadOnly}
        />
      )}
      {at('base') === 'Custom' && can('healthInsurances', 'list') && (
        <RegistryMultiSelect
          registry="healthInsurers"
          label={t.fields.healthInsuranceIds}
          placeholder={t.fields.healthInsuranceIds}
          value={splitIds(at('healthInsuranceIds'))}
          onChange={(list) => setValue(`${prefix}healthInsuranceIds`, joinIds(list))}
          error={errors[`${prefix}healthInsuranceIds`]}
          readOnly={isReadOnly}
        />
      )}
      <Switch
        label={t.fields.withheldByPayer}
        checked={at('withheldByPayer') === 'true'}
        disabled={isReadOnly}
        onChange={(event) => setValue(`${prefix}withheldByPayer`, String(event.currentTarget.checked))}
      />
    </>
  );
}
