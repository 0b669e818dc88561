import { healthInsurersMessages } from '@honora/contract/screen-texts/health-insurers';
import {
  INSURER_LIMITS,
  taxIdentifiers,
  transferModes,
  transferPayers,
  transferReceivers,
  fmt,
} from '@honora/contract';
import { formatCnpj } from '@honora/domain';
import { ActionIcon, Button, Grid, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { newRowId, type TaxRow } from '../insurer-form-model';
import { SectionTitle, type InsurerTabProps } from '../insurer-inputs';

const t = healthInsurersMessages;
const f = t.financial;

interface Props extends InsurerTabProps {
  withheld: TaxRow[];
  onWithheld: (rows: TaxRow[]) => void;
}

type TransferKey = 'transferSettings.mode' | 'transferSettings.payer' | 'transferSettings.receiver';

/** Financeiro e impostos: the financial payer, the taxes the insurer withholds and the transfer settings. */
export function FinancialTab({ form, isReadOnly, withheld, onWithheld }: Props) {
  const update = (rowId: string, change: Partial<TaxRow>) =>
    onWithheld(withheld.map((row) => (row.rowId === rowId ? { ...row, ...change } : row)));
  const transferSelect = (name: TransferKey, label: string, data: { value: string; label: string }[]) => (
    <Select
      name={name}
      label={label}
      data={data}
      value={form.values[name] ?? null}
      error={form.errors[name]}
      onChange={(value) => value && form.setValue(name, value)}
      allowDeselect={false}
      readOnly={isReadOnly}
    />
  );
  return (
    <Stack>
      <SectionTitle>{f.payerLegend}</SectionTitle>
      <Text size="sm" c="dimmed">
        {f.payerHint}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextInput {...form.field('financial.payer.name')} label={f.payerName} readOnly={isReadOnly} />
        <TextInput
          {...form.field('financial.payer.cnpj')}
          label={f.payerCnpj}
          placeholder="00.000.000/0000-00"
          maxLength={18}
          readOnly={isReadOnly}
          onBlur={(event) => form.setValue('financial.payer.cnpj', formatCnpj(event.currentTarget.value.trim()))}
        />
      </SimpleGrid>

      <SectionTitle>{f.taxesLegend}</SectionTitle>
      <Text size="sm" c="dimmed">
        {f.taxesHint}
      </Text>
      {withheld.length === 0 && (
        <Text size="sm" c="dimmed">
          {f.taxesEmpty}
        </Text>
      )}
      {withheld.map((row, index) => {
        const taxLabel = row.identifier ? t.taxIdentifiers[row.identifier] : String(index + 1);
        return (
          <Grid key={row.rowId} align="flex-end">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={`${f.taxIdentifier} ${index + 1}`}
                data={taxIdentifiers.map((value) => ({ value, label: t.taxIdentifiers[value] }))}
                value={row.identifier || null}
                error={form.errors[`taxSettings.withheld.${index}.identifier`]}
                onChange={(value) => update(row.rowId, { identifier: (value ?? '') as TaxRow['identifier'] })}
                readOnly={isReadOnly}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 10, sm: 5 }}>
              <NumberInput
                label={fmt(f.taxPercentOf, { tax: taxLabel })}
                value={row.percent}
                error={form.errors[`taxSettings.withheld.${index}.percent`]}
                min={0}
                max={100}
                decimalScale={3}
                decimalSeparator=","
                allowNegative={false}
                clampBehavior="none"
                readOnly={isReadOnly}
                onChange={(value) => update(row.rowId, { percent: String(value) })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 2, sm: 1 }}>
              {!isReadOnly && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={fmt(f.taxRemove, { tax: taxLabel })}
                  onClick={() => onWithheld(withheld.filter((other) => other.rowId !== row.rowId))}
                >
                  ×
                </ActionIcon>
              )}
            </Grid.Col>
          </Grid>
        );
      })}
      {!isReadOnly && withheld.length < INSURER_LIMITS.withheldTaxes && (
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          onClick={() => onWithheld([...withheld, { rowId: newRowId(), identifier: '', percent: '' }])}
        >
          {f.taxAdd}
        </Button>
      )}

      <SectionTitle>{f.transferLegend}</SectionTitle>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {transferSelect(
          'transferSettings.mode',
          f.transferMode,
          transferModes.map((value) => ({ value, label: t.transferModes[value] })),
        )}
        {transferSelect(
          'transferSettings.payer',
          f.transferPayer,
          transferPayers.map((value) => ({ value, label: t.transferPayers[value] })),
        )}
        {transferSelect(
          'transferSettings.receiver',
          f.transferReceiver,
          transferReceivers.map((value) => ({ value, label: t.transferReceivers[value] })),
        )}
      </SimpleGrid>
    </Stack>
  );
}
