import {
  CONTRACT_BILLING_TYPES,
  CONTRACT_NOTES_MAX,
  CONTRACT_TYPE_MAX,
  messages,
  type ContractCounterparts,
  type ContractDetail,
} from '@honora/contract';
import { contractsScreenMessages as t } from '@honora/contract/screen-texts/contracts';
import { Autocomplete, Grid, Group, Radio, Select, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '../../shared/forms/date-input';
import type { FormErrors } from '../../shared/forms/form-errors';
import { isBillingType, type ContractDraft, type Mode } from './contract-form-model';

const noMatches = messages.screens.people.noMatches;

interface Props {
  draft: ContractDraft;
  patch: (change: Partial<ContractDraft>) => void;
  errors: FormErrors;
  /** The company's contract types in use, offered as the type is typed. */
  types: readonly string[];
  counterparts: ContractCounterparts;
  /** The saved contract: its hospital and insurer stay offered even if no longer active. */
  saved: ContractDetail | null;
}

type Ref = { id: string; name: string };

/** The active counterparts, plus the one the contract names (it may have been inactivated since). */
function optionsOf(list: readonly Ref[], own: Ref | null | undefined) {
  const all = own && !list.some((r) => r.id === own.id) ? [...list, own] : list;
  return all.map((r) => ({ value: r.id, label: r.name }));
}

/**
 * The terms of a contract (platform.md §3): type, counterpart (a hospital, an insurer or both),
 * validity, billing type and day (1–28, §5), the mode — a fixed value, or hours per period × the
 * rate — and notes. The hours of a fixed contract are shown only when they hold something: §5
 * wants them empty (its remaining hours value must be zero), and what is typed is never hidden.
 */
export function ContractTermsFields({ draft, patch, errors, types, counterparts, saved }: Props) {
  const text = (name: 'billingDay' | 'value' | 'hoursPerPeriod' | 'ratePerHour') => ({
    name,
    value: draft[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => patch({ [name]: event.currentTarget.value }),
  });
  const isFixed = draft.mode === 'fixed';
  const showsHours =
    !isFixed || draft.hoursPerPeriod.trim() !== '' || draft.ratePerHour.trim() !== '' || !!errors.hoursPerPeriod;
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Autocomplete
          name="type"
          label={t.type}
          description={t.typeHint}
          required
          data={[...types]}
          value={draft.type}
          error={errors.type}
          onChange={(type) => patch({ type })}
          maxLength={CONTRACT_TYPE_MAX}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Select
          name="hospitalId"
          label={t.hospital}
          placeholder={t.none}
          data={optionsOf(counterparts.hospitals, saved?.hospital)}
          value={draft.hospitalId || null}
          error={errors.hospitalId}
          onChange={(id) => patch({ hospitalId: id ?? '' })}
          searchable
          clearable
          nothingFoundMessage={noMatches}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Select
          name="insurerId"
          label={t.insurer}
          placeholder={t.none}
          data={optionsOf(counterparts.insurers, saved?.insurer)}
          value={draft.insurerId || null}
          error={errors.insurerId}
          onChange={(id) => patch({ insurerId: id ?? '' })}
          searchable
          clearable
          nothingFoundMessage={noMatches}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <DateInput
          name="startsOn"
          label={t.startsOn}
          required
          value={draft.startsOn}
          error={errors.startsOn}
          onChange={(startsOn) => patch({ startsOn })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <DateInput
          name="endsOn"
          label={t.endsOn}
          required
          value={draft.endsOn}
          error={errors.endsOn}
          onChange={(endsOn) => patch({ endsOn })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <Select
          name="billingType"
          label={t.billingType}
          required
          data={CONTRACT_BILLING_TYPES.map((value) => ({ value, label: t.billingTypes[value] }))}
          value={draft.billingType}
          error={errors.billingType}
          onChange={(value) => isBillingType(value) && patch({ billingType: value })}
          allowDeselect={false}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <TextInput
          label={t.billingDay}
          description={t.billingDayHint}
          required
          inputMode="numeric"
          maxLength={2}
          {...text('billingDay')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Radio.Group name="mode" label={t.mode} value={draft.mode} onChange={(mode) => patch({ mode: mode as Mode })}>
          <Group mt="xs">
            <Radio value="fixed" label={t.fixedValue} />
            <Radio value="hours" label={t.byHours} />
          </Group>
        </Radio.Group>
      </Grid.Col>
      {isFixed && (
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TextInput
            label={t.value}
            description={t.valueHint}
            required
            inputMode="decimal"
            placeholder="0,00"
            leftSection="R$"
            {...text('value')}
          />
        </Grid.Col>
      )}
      {showsHours && (
        <>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput
              label={t.hoursPerPeriod}
              description={isFixed ? t.hoursHint : undefined}
              required={!isFixed}
              inputMode="decimal"
              placeholder="0"
              {...text('hoursPerPeriod')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput
              label={t.ratePerHour}
              required={!isFixed}
              inputMode="decimal"
              placeholder="0,00"
              leftSection="R$"
              {...text('ratePerHour')}
            />
          </Grid.Col>
        </>
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
          maxLength={CONTRACT_NOTES_MAX}
        />
      </Grid.Col>
    </Grid>
  );
}
