import { negotiationScreenMessages } from '@honora/contract/screen-texts/negotiation-screen';
import { NOT_BILLED_GRAU_PART_VALUE, TEAM_ROLE_VALUES, fmt } from '@honora/contract';
import { Grid, Select, TextInput } from '@mantine/core';
import { errorAt, LIST_PATHS, newRowId, type RevenueRow } from './negotiation-form-model';
import type { SectionProps } from './negotiation-inputs';
import { RowList } from './row-list';

const e = negotiationScreenMessages.team;
const roles = TEAM_ROLE_VALUES.map((value) => ({ value, label: e.roles[value] }));
const orders = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
const grauParts = [
  ...Object.entries(e.grauParts).map(([value, label]) => ({ value, label })),
  { value: NOT_BILLED_GRAU_PART_VALUE, label: e.notBilled },
];

/** Equipe: each role's share of a procedure (shown ×100) and its grau de participação (TISS table 35). */
export function TeamSection({ form, rows, setRows, isReadOnly }: SectionProps) {
  const at = (n: number, field: string) => errorAt(form.errors, `${LIST_PATHS.revenue}.${n - 1}.${field}`);
  return (
    <RowList<RevenueRow>
      legend={e.legend}
      hint={e.hint}
      rows={rows.revenue}
      onChange={(revenue) => setRows((r) => ({ ...r, revenue }))}
      newRow={() => ({ rowId: newRowId(), role: 'anesthetist', order: '1', share: '', grauPart: '06' })}
      addLabel={e.add}
      listError={form.errors[LIST_PATHS.revenue]}
      isReadOnly={isReadOnly}
      renderRow={(row, n, update) => (
        <Grid>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label={fmt(e.role, { n })}
              data={roles}
              value={row.role}
              onChange={(role) => role && update({ role })}
              allowDeselect={false}
              error={at(n, 'role')}
              readOnly={isReadOnly}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 4, sm: 2 }}>
            <Select
              label={fmt(e.order, { n })}
              data={orders}
              value={row.order}
              onChange={(order) => order && update({ order })}
              allowDeselect={false}
              error={at(n, 'order')}
              readOnly={isReadOnly}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 8, sm: 2 }}>
            <TextInput
              label={fmt(e.share, { n })}
              value={row.share}
              onChange={(event) => update({ share: event.currentTarget.value })}
              error={at(n, 'share')}
              readOnly={isReadOnly}
              inputMode="decimal"
              styles={{ input: { textAlign: 'right' } }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label={fmt(e.grauPart, { n })}
              data={grauParts}
              value={row.grauPart}
              onChange={(grauPart) => grauPart && update({ grauPart })}
              allowDeselect={false}
              error={at(n, 'grauPart')}
              readOnly={isReadOnly}
            />
          </Grid.Col>
        </Grid>
      )}
    />
  );
}
