import { EVENT_LIMITS, fmt } from '@honora/contract';
import { ActionIcon, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { FieldErrors } from './form-types';
import { emptyExpense, type ExpenseDraft, type ExpenseField } from './guide-draft';
import { DateInput, TimeInput } from '../../../shared/forms/date-input';
import { HiddenHeader } from '../../../shared/ui/hidden-header';
import { eventFormScreenMessages } from '@honora/contract/screen-texts/event-form';

const e = eventFormScreenMessages.expenses;

const codeOptions = Object.entries(e.codes).map(([value, label]) => ({ value, label }));

/** The typed columns after the expense code: kind (a date or a time: the app's own inputs), width and max length. */
const COLUMNS: readonly {
  name: Exclude<ExpenseField, 'expenseCode'>;
  type?: 'date' | 'time';
  w: number;
  max?: number;
}[] = [
  { name: 'tableCode', w: 70, max: 2 },
  { name: 'itemCode', w: 110, max: 10 },
  { name: 'description', w: 220, max: 150 },
  { name: 'realizedDate', type: 'date', w: 150 },
  { name: 'startTime', type: 'time', w: 110 },
  { name: 'endTime', type: 'time', w: 110 },
  { name: 'amountRealized', w: 100 },
  { name: 'unityOfMeasurement', w: 90, max: 3 },
  { name: 'reductOrAcresc', w: 100 },
  { name: 'unityValue', w: 120 },
  { name: 'totalValue', w: 120 },
  { name: 'anvisaRegister', w: 140, max: 15 },
  { name: 'manufacturerRefCode', w: 160, max: 60 },
  { name: 'functionAuthorizationNumber', w: 160, max: 30 },
];

interface Props {
  lines: readonly ExpenseDraft[];
  errors: FieldErrors;
  isReadOnly: boolean;
  onChange: (lines: ExpenseDraft[]) => void;
}

/** The guide's expense lines (billing.md §3): one table row per line, every TISS column typed in place. */
export function ExpenseLines({ lines, errors, isReadOnly, onChange }: Props) {
  const setLine = (key: string, name: ExpenseField, value: string) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, [name]: value } : line)));
  const errorOf = (i: number, name: string) => errors[`guideData.expenses.${i}.${name}`];
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {e.title}
      </Title>
      {lines.length === 0 ? (
        <Text c="dimmed">{e.empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={2100}>
          <Table aria-label={e.table} verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{e.expenseCode}</Table.Th>
                {COLUMNS.map((column) => (
                  <Table.Th key={column.name}>{e[column.name]}</Table.Th>
                ))}
                <HiddenHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, i) => (
                <Table.Tr key={line.key}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>
                    <Select
                      size="xs"
                      w={170}
                      aria-label={`${e.expenseCode} · ${fmt(e.line, { n: i + 1 })}`}
                      allowDeselect={false}
                      readOnly={isReadOnly}
                      data={codeOptions}
                      value={line.expenseCode || null}
                      error={errorOf(i, 'expenseCode')}
                      onChange={(value) => setLine(line.key, 'expenseCode', value ?? '')}
                    />
                  </Table.Td>
                  {COLUMNS.map((column) => {
                    const common = {
                      size: 'xs',
                      w: column.w,
                      'aria-label': `${e[column.name]} · ${fmt(e.line, { n: i + 1 })}`,
                      readOnly: isReadOnly,
                      value: line[column.name],
                      error: errorOf(i, column.name),
                    };
                    const set = (value: string) => setLine(line.key, column.name, value);
                    return (
                      <Table.Td key={column.name}>
                        {column.type === 'date' ? (
                          <DateInput {...common} onChange={set} />
                        ) : column.type === 'time' ? (
                          <TimeInput {...common} onChange={set} />
                        ) : (
                          <TextInput
                            {...common}
                            maxLength={column.max}
                            onChange={(event) => set(event.currentTarget.value)}
                          />
                        )}
                      </Table.Td>
                    );
                  })}
                  <Table.Td>
                    {!isReadOnly && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={fmt(e.remove, { n: i + 1 })}
                        onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
                      >
                        ×
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {!isReadOnly && lines.length < EVENT_LIMITS.expenseLines && (
        <Group>
          <Button variant="light" size="xs" onClick={() => onChange([...lines, emptyExpense()])}>
            {e.add}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
