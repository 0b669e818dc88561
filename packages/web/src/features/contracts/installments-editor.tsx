import { fmt } from '@honora/contract';
import { contractsScreenMessages as t } from '@honora/contract/screen-texts/contracts';
import { Alert, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { DateInput } from '../../shared/forms/date-input';
import type { FormErrors } from '../../shared/forms/form-errors';
import { Figures } from '../../shared/ui/figures';
import type { ContractFigures } from './contract-figures';
import { emptyRow, type InstallmentRow } from './contract-form-model';
import { moneyOf, rangeOf } from './contract-shown';

interface Props {
  rows: readonly InstallmentRow[];
  onChange: (rows: InstallmentRow[]) => void;
  /** "Gerar parcelas pelos termos" (asks first when the table has rows). */
  onGenerate: () => void;
  errors: FormErrors;
  /** The payment period of each due date, by the terms as they are typed. */
  periods: ReadonlyMap<string, { startsOn: string; endsOn: string }>;
  figures: ContractFigures;
  isFixed: boolean;
  /** The terms changed since the rows were generated or loaded: the rows stay, the button is offered. */
  isBehindTerms: boolean;
}

/**
 * The contract's installments as an editable table (platform.md §3: due date and value; the
 * payment period each pays is derived, never typed): rows are changed, added and taken out by
 * hand, or generated from the terms by the button — never silently (decision 045). The errors
 * of the server land on their row (`installments.2.dueOn`).
 */
export function InstallmentsEditor(props: Props) {
  const { rows, onChange, errors, periods, figures, isFixed } = props;
  const patch = (index: number, change: Partial<InstallmentRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          {t.installments}
        </Title>
        <Group gap="xs">
          <Button variant="light" onClick={props.onGenerate}>
            {t.generate}
          </Button>
          <Button variant="default" onClick={() => onChange([...rows, emptyRow()])}>
            {t.addInstallment}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t.generateHint}
      </Text>
      {props.isBehindTerms && rows.length > 0 && <Alert color="yellow">{t.termsChanged}</Alert>}
      {errors.installments && (
        <Text c="red" size="sm" role="alert">
          {errors.installments}
        </Text>
      )}
      {rows.length === 0 ? (
        <Text c="dimmed" role="status">
          {t.noInstallments}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="xs" aria-label={t.installments}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.installment}</Table.Th>
                <Table.Th>{t.period}</Table.Th>
                <Table.Th>{t.dueOn}</Table.Th>
                <Table.Th>{t.installmentValue}</Table.Th>
                <Table.Th>{t.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => {
                const seq = index + 1;
                const period = periods.get(row.dueOn);
                return (
                  <Table.Tr key={row.key}>
                    <Table.Td>{fmt(t.installmentNumber, { seq })}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {period ? rangeOf(period.startsOn, period.endsOn) : '—'}
                    </Table.Td>
                    <Table.Td>
                      <DateInput
                        aria-label={fmt(t.dueOnOf, { seq })}
                        value={row.dueOn}
                        error={errors[`installments.${index}.dueOn`]}
                        onChange={(dueOn) => patch(index, { dueOn })}
                        w={170}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={fmt(t.valueOf, { seq })}
                        inputMode="decimal"
                        placeholder="0,00"
                        leftSection="R$"
                        value={row.value}
                        error={errors[`installments.${index}.value`]}
                        onChange={(event) => patch(index, { value: event.currentTarget.value })}
                        w={180}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={fmt(t.removeInstallment, { seq })}
                        onClick={() => onChange(rows.filter((_, i) => i !== index))}
                      >
                        {t.removeRow}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <FiguresOf figures={figures} isFixed={isFixed} />
    </Stack>
  );
}

/** The installments' total and the §5 figures; a fixed contract's value not yet in installments is told in words too. */
export function FiguresOf({ figures, isFixed }: { figures: ContractFigures; isFixed: boolean }) {
  const money = (name: string, label: string, value: string | null) =>
    value === null ? null : { name, label, value: moneyOf(value), isMoney: true };
  const left = isFixed && figures.unscheduled !== null && figures.unscheduled !== '0.00' ? figures.unscheduled : null;
  return (
    <Stack gap="xs">
      <Figures
        cols={4}
        items={[
          money('total', t.total, figures.total),
          isFixed ? null : money('hoursValue', t.hoursValue, figures.hoursValue),
          money('remainingHoursValue', t.remainingHoursValue, figures.remainingHoursValue),
        ]}
      />
      {left && (
        <Text size="sm" c="orange" data-figure="unscheduled">
          {fmt(t.unscheduled, { value: moneyOf(left) })}
        </Text>
      )}
    </Stack>
  );
}
