import { BILLING_CONTRACT_NOTES_MAX, BILLING_CONTRACT_PROVIDER_MAX, BILLING_FEE_BASES } from '@honora/contract';
import { billingContractScreenMessages as t } from '@honora/contract/screen-texts/billing-contract';
import { Grid, Group, Radio, Select, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '../../shared/forms/date-input';
import type { FormErrors } from '../../shared/forms/form-errors';
import { maskCnpj } from '../../shared/forms/masks';
import { isFeeBase, isFeeType, type BillingContractDraft } from './billing-contract-draft';

interface Props {
  draft: BillingContractDraft;
  patch: (change: Partial<BillingContractDraft>) => void;
  errors: FormErrors;
}

type TextField = 'providerName' | 'percent' | 'minimumFee' | 'fixedFee' | 'dueDay';

/**
 * The inputs of a billing contract (billing.md §2 BillingContract; decision 052): the billing
 * company and its CNPJ, the validity (open-ended when the end is blank), the fee — a percentage
 * of a base with an optional minimum, or a fixed monthly fee, the fee type showing its own
 * inputs — the due day (1–28 of the next month) and notes.
 */
export function BillingContractFields({ draft, patch, errors }: Props) {
  const text = (name: TextField) => ({
    name,
    value: draft[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => patch({ [name]: event.currentTarget.value }),
  });
  const isPercent = draft.feeType === 'PERCENT';
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <TextInput
          label={t.provider}
          required
          maxLength={BILLING_CONTRACT_PROVIDER_MAX}
          data-autofocus
          {...text('providerName')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <TextInput
          name="providerDocument"
          label={t.providerDocument}
          value={draft.providerDocument}
          error={errors.providerDocument}
          onChange={(event) => patch({ providerDocument: maskCnpj(event.currentTarget.value) })}
          maxLength={18}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 4 }}>
        <DateInput
          name="startsOn"
          label={t.startsOn}
          required
          value={draft.startsOn}
          error={errors.startsOn}
          onChange={(startsOn) => patch({ startsOn })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 4 }}>
        <DateInput
          name="endsOn"
          label={t.endsOn}
          description={t.endsOnHint}
          value={draft.endsOn}
          error={errors.endsOn}
          onChange={(endsOn) => patch({ endsOn })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <TextInput
          label={t.dueDay}
          description={t.dueDayHint}
          required
          inputMode="numeric"
          maxLength={2}
          {...text('dueDay')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Radio.Group
          name="feeType"
          label={t.feeType}
          value={draft.feeType}
          error={errors.feeType}
          onChange={(value) => isFeeType(value) && patch({ feeType: value })}
        >
          <Group mt="xs">
            <Radio value="PERCENT" label={t.feeTypes.PERCENT} />
            <Radio value="FIXED" label={t.feeTypes.FIXED} />
          </Group>
        </Radio.Group>
      </Grid.Col>
      {isPercent ? (
        <>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput label={t.percent} required inputMode="decimal" placeholder="0,00" {...text('percent')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Select
              name="base"
              label={t.base}
              required
              data={BILLING_FEE_BASES.map((value) => ({ value, label: t.bases[value] }))}
              value={draft.base || null}
              error={errors.base}
              onChange={(value) => patch({ base: isFeeBase(value) ? value : '' })}
              allowDeselect={false}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput
              label={t.minimumFee}
              description={t.minimumFeeHint}
              inputMode="decimal"
              placeholder="0,00"
              {...text('minimumFee')}
            />
          </Grid.Col>
        </>
      ) : (
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TextInput label={t.fixedFee} required inputMode="decimal" placeholder="0,00" {...text('fixedFee')} />
        </Grid.Col>
      )}
      <Grid.Col span={12}>
        <Textarea
          name="notes"
          label={t.notes}
          value={draft.notes}
          error={errors.notes}
          onChange={(event) => patch({ notes: event.currentTarget.value })}
          autosize
          minRows={2}
          maxLength={BILLING_CONTRACT_NOTES_MAX}
        />
      </Grid.Col>
    </Grid>
  );
}
