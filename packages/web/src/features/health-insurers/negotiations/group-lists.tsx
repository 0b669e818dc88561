import { negotiationScreenMessages } from '@honora/contract/screen-texts/negotiation-screen';
import { fmt } from '@honora/contract';
import { Grid, TextInput } from '@mantine/core';
import { errorAt, LIST_PATHS, newItemId, newRowId, type GroupRow } from './negotiation-form-model';
import type { SectionProps } from './negotiation-inputs';
import { ProcedureCodesInput } from './procedure-code-input';
import { RowList } from './row-list';

const p = negotiationScreenMessages.procedures;
const right = { input: { textAlign: 'right' as const } };

interface Props extends SectionProps {
  /** Packages (a closed value) or per-hour groups (a value per started hour). */
  kind: 'packages' | 'perHour';
}

/** Pacotes and cobrança por hora: a name, the codes they take and their R$. */
export function GroupList({ form, rows, setRows, isReadOnly, kind }: Props) {
  const path = LIST_PATHS[kind];
  const valueField = kind === 'packages' ? 'value' : 'hourValue';
  const at = (n: number, field: string) => errorAt(form.errors, `${path}.${n - 1}.${field}`);
  return (
    <RowList<GroupRow>
      legend={kind === 'packages' ? p.packagesLegend : p.perHourLegend}
      hint={kind === 'packages' ? p.packagesHint : p.perHourHint}
      rows={rows[kind]}
      onChange={(list) => setRows((r) => ({ ...r, [kind]: list }))}
      newRow={() => ({ rowId: newRowId(), id: newItemId(), name: '', codes: [], value: '' })}
      addLabel={kind === 'packages' ? p.addPackage : p.addPerHour}
      listError={form.errors[path]}
      isReadOnly={isReadOnly}
      renderRow={(row, n, update) => (
        <Grid>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <TextInput
              label={fmt(p.name, { n })}
              value={row.name}
              onChange={(event) => update({ name: event.currentTarget.value })}
              error={at(n, 'name')}
              readOnly={isReadOnly}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <ProcedureCodesInput
              label={fmt(p.codes, { n })}
              value={row.codes}
              onChange={(codes) => update({ codes })}
              editionId={form.values.cbhpmId ?? ''}
              error={at(n, 'codes')}
              isReadOnly={isReadOnly}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <TextInput
              label={kind === 'packages' ? fmt(p.value, { n }) : fmt(p.hourValue, { n })}
              value={row.value}
              onChange={(event) => update({ value: event.currentTarget.value })}
              error={at(n, valueField)}
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
