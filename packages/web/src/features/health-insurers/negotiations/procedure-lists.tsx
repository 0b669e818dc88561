import { negotiationScreenMessages } from '@honora/contract/screen-texts/negotiation-screen';
import { ANESTHETIC_INDICATOR_VALUES, PORTE_GRADE_VALUES, fmt } from '@honora/contract';
import { Grid, Select, TextInput } from '@mantine/core';
import {
  errorAt,
  LIST_PATHS,
  newRowId,
  type CustomRow,
  type OverrideKind,
  type OverrideRow,
} from './negotiation-form-model';
import type { SectionProps } from './negotiation-inputs';
import { ProcedureCodeInput } from './procedure-code-input';
import { RowList } from './row-list';

const p = negotiationScreenMessages.procedures;
const kinds: OverrideKind[] = ['VALUE', 'PORTE', 'INDICATOR'];
const right = { input: { textAlign: 'right' as const } };

/** Procedimentos próprios: codes that are not in the chosen table, each with its value. */
export function CustomProcedures({ form, rows, setRows, isReadOnly }: SectionProps) {
  const at = (n: number, field: string) => errorAt(form.errors, `${LIST_PATHS.customs}.${n - 1}.${field}`);
  return (
    <RowList<CustomRow>
      legend={p.customsLegend}
      hint={p.customsHint}
      rows={rows.customs}
      onChange={(customs) => setRows((r) => ({ ...r, customs }))}
      newRow={() => ({ rowId: newRowId(), code: '', description: '', value: '' })}
      addLabel={p.addCustom}
      listError={form.errors[LIST_PATHS.customs]}
      isReadOnly={isReadOnly}
      renderRow={(row, n, update) => (
        <Grid>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <ProcedureCodeInput
              label={fmt(p.code, { n })}
              value={row.code}
              onChange={(code) => update({ code })}
              editionId={form.values.cbhpmId ?? ''}
              error={at(n, 'code')}
              isReadOnly={isReadOnly}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={fmt(p.description, { n })}
              value={row.description}
              onChange={(event) => update({ description: event.currentTarget.value })}
              error={at(n, 'description')}
              readOnly={isReadOnly}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <TextInput
              label={fmt(p.value, { n })}
              value={row.value}
              onChange={(event) => update({ value: event.currentTarget.value })}
              error={at(n, 'value')}
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

/** Substituições: a table procedure with a fixed value, another porte or an anesthetic indicator. */
export function ProcedureOverrides({ form, rows, setRows, isReadOnly }: SectionProps) {
  const at = (n: number, field: string) => errorAt(form.errors, `${LIST_PATHS.overrides}.${n - 1}.${field}`);
  const newRow = (): OverrideRow => ({
    rowId: newRowId(),
    code: '',
    kind: 'VALUE',
    value: '',
    porte: '',
    indicator: '',
  });
  return (
    <RowList<OverrideRow>
      legend={p.overridesLegend}
      hint={p.overridesHint}
      rows={rows.overrides}
      onChange={(overrides) => setRows((r) => ({ ...r, overrides }))}
      newRow={newRow}
      addLabel={p.addOverride}
      listError={form.errors[LIST_PATHS.overrides]}
      isReadOnly={isReadOnly}
      renderRow={(row, n, update) => (
        <Grid>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <ProcedureCodeInput
              label={fmt(p.code, { n })}
              value={row.code}
              onChange={(code) => update({ code })}
              editionId={form.values.cbhpmId ?? ''}
              error={at(n, 'code')}
              isReadOnly={isReadOnly}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label={fmt(p.kind, { n })}
              data={kinds.map((value) => ({ value, label: p.kinds[value] }))}
              value={row.kind}
              onChange={(kind) => kind && update({ kind: kind as OverrideKind })}
              allowDeselect={false}
              readOnly={isReadOnly}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            {row.kind === 'VALUE' && (
              <TextInput
                label={fmt(p.value, { n })}
                value={row.value}
                onChange={(event) => update({ value: event.currentTarget.value })}
                error={at(n, 'value')}
                readOnly={isReadOnly}
                inputMode="decimal"
                styles={right}
              />
            )}
            {row.kind === 'PORTE' && (
              <Select
                label={fmt(p.porte, { n })}
                data={[...PORTE_GRADE_VALUES]}
                value={row.porte || null}
                onChange={(porte) => update({ porte: porte ?? '' })}
                error={at(n, 'porte')}
                searchable
                readOnly={isReadOnly}
              />
            )}
            {row.kind === 'INDICATOR' && (
              <Select
                label={fmt(p.indicator, { n })}
                data={[...ANESTHETIC_INDICATOR_VALUES]}
                value={row.indicator || null}
                onChange={(indicator) => update({ indicator: indicator ?? '' })}
                error={at(n, 'indicator')}
                searchable
                readOnly={isReadOnly}
              />
            )}
          </Grid.Col>
        </Grid>
      )}
    />
  );
}
