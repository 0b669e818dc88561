import { negotiationScreenMessages } from '@honora/contract/screen-texts/negotiation-screen';
import { fmt } from '@honora/contract';
import { Grid, Select, TextInput } from '@mantine/core';
import { errorAt, LIST_PATHS, newItemId, newRowId, type ExpenseRow } from './negotiation-form-model';
import type { SectionProps } from './negotiation-inputs';
import { RowList } from './row-list';

const p = negotiationScreenMessages.procedures;
const expenseCodes = Object.entries(p.expenseCodes).map(([value, label]) => ({ value, label }));
const right = { input: { textAlign: 'right' as const } };

/** Despesas: the guide's expense items this negotiation prices (TISS expense codes 01..08). */
export function ExpenseList({ form, rows, setRows, isReadOnly }: SectionProps) {
  const at = (n: number, field: string) => errorAt(form.errors, `${LIST_PATHS.expenses}.${n - 1}.${field}`);
  type TextField = 'code' | 'tableCode' | 'description' | 'unit';
  const text = (
    n: number,
    row: ExpenseRow,
    update: (c: Partial<ExpenseRow>) => void,
    field: TextField,
    label: string,
  ) => (
    <TextInput
      label={label}
      value={row[field]}
      error={at(n, field === 'unit' ? 'unityOfMeasurement' : field)}
      readOnly={isReadOnly}
      onChange={(event) => update({ [field]: event.currentTarget.value })}
    />
  );
  return (
    <RowList<ExpenseRow>
      legend={p.expensesLegend}
      rows={rows.expenses}
      onChange={(expenses) => setRows((r) => ({ ...r, expenses }))}
      newRow={() => ({
        rowId: newRowId(),
        id: newItemId(),
        code: '',
        tableCode: '',
        description: '',
        expenseCode: '',
        unit: '036',
        unitValue: '',
      })}
      addLabel={p.addExpense}
      listError={form.errors[LIST_PATHS.expenses]}
      isReadOnly={isReadOnly}
      renderRow={(row, n, update) => (
        <Grid>
          <Grid.Col span={{ base: 6, sm: 2 }}>{text(n, row, update, 'code', fmt(p.code, { n }))}</Grid.Col>
          <Grid.Col span={{ base: 6, sm: 1 }}>{text(n, row, update, 'tableCode', fmt(p.tableCode, { n }))}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            {text(n, row, update, 'description', fmt(p.description, { n }))}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 2 }}>
            <Select
              label={fmt(p.expenseCode, { n })}
              data={expenseCodes}
              value={row.expenseCode || null}
              onChange={(expenseCode) => update({ expenseCode: expenseCode ?? '' })}
              error={at(n, 'expenseCode')}
              readOnly={isReadOnly}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 1 }}>{text(n, row, update, 'unit', fmt(p.unit, { n }))}</Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2 }}>
            <TextInput
              label={fmt(p.unitValue, { n })}
              value={row.unitValue}
              onChange={(event) => update({ unitValue: event.currentTarget.value })}
              error={at(n, 'unityValue')}
              readOnly={isReadOnly}
              inputMode="decimal"
              styles={right}
            />
          </Grid.Col>
        </Grid>
      )}
    />
  );
}
