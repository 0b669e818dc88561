import { EVENT_STATUS_VALUES, type GeneratorCondition } from '@honora/contract';
import { reportsGeneratorScreenMessages as t } from '@honora/contract/screen-texts/reports-generator';
import { Button, Group, MultiSelect, Select, Stack, TextInput, Title } from '@mantine/core';
import { eventStatusLabel } from '../../shared/events/event-status';
import {
  chosenOptions,
  fieldGroups,
  withColumns,
  type CustomFieldOption,
  type GeneratorDraft,
} from './generator-draft';

interface Props {
  draft: GeneratorDraft;
  custom: readonly CustomFieldOption[];
  onChange: (draft: GeneratorDraft) => void;
}

const directions = (['asc', 'desc'] as const).map((value) => ({ value, label: t.directions[value] }));
const ops = (['equals', 'contains'] as const).map((value) => ({ value, label: t.ops[value] }));

/** One sort level: a chosen column and its direction. */
function SortPicker({ draft, custom, onChange, level }: Props & { level: 0 | 1 }) {
  const item = draft.sort[level];
  const set = (next: { field: string; direction: 'asc' | 'desc' } | null) => {
    const sort = [...draft.sort];
    if (next) sort[level] = next;
    else sort.splice(level);
    onChange({ ...draft, sort: sort.filter(Boolean) });
  };
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label={level === 0 ? t.sortLabel : t.thenSortLabel}
        data={chosenOptions(draft, custom)}
        value={item?.field ?? null}
        onChange={(field) => set(field ? { field, direction: item?.direction ?? 'asc' } : null)}
        clearable
        w={220}
      />
      <Select
        label={t.directionLabel}
        aria-label={`${t.directionLabel} (${level === 0 ? t.sortLabel : t.thenSortLabel})`}
        data={directions}
        value={item?.direction ?? 'asc'}
        onChange={(direction) => item && set({ field: item.field, direction: direction === 'desc' ? 'desc' : 'asc' })}
        disabled={!item}
        allowDeselect={false}
        w={140}
      />
    </Group>
  );
}

/** The conditions on text fields (equal to / contains), each removable. */
function Conditions({ draft, custom, onChange }: Props) {
  const set = (i: number, patch: Partial<GeneratorCondition>) =>
    onChange({
      ...draft,
      conditions: draft.conditions.map((condition, j) => (j === i ? { ...condition, ...patch } : condition)),
    });
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t.conditionsTitle}
      </Title>
      {draft.conditions.map((condition, i) => (
        <Group key={i} gap="xs" align="flex-end">
          <Select
            label={t.conditionField}
            data={fieldGroups(custom, true)}
            value={condition.field || null}
            onChange={(field) => set(i, { field: field ?? '' })}
            searchable
            w={240}
          />
          <Select
            label={t.conditionOp}
            data={ops}
            value={condition.op}
            onChange={(op) => set(i, { op: op === 'contains' ? 'contains' : 'equals' })}
            allowDeselect={false}
            w={130}
          />
          <TextInput
            label={t.conditionValue}
            value={condition.value}
            onChange={(event) => set(i, { value: event.currentTarget.value })}
            w={220}
          />
          <Button
            variant="subtle"
            color="red"
            onClick={() => onChange({ ...draft, conditions: draft.conditions.filter((_, j) => j !== i) })}
          >
            {t.removeCondition}
          </Button>
        </Group>
      ))}
      <Group>
        <Button
          variant="default"
          size="xs"
          onClick={() =>
            onChange({ ...draft, conditions: [...draft.conditions, { field: '', op: 'contains', value: '' }] })
          }
        >
          {t.addCondition}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The builder of /client/ReportsGenerator (decision 036): the columns from the whitelist and
 * the company's custom fields, the statuses, conditions, one grouping and up to two sorts.
 */
export function GeneratorBuilder(props: Props) {
  const { draft, custom, onChange } = props;
  return (
    <Stack gap="sm">
      <MultiSelect
        label={t.columnsLabel}
        description={t.columnsHint}
        data={fieldGroups(custom)}
        value={draft.columns}
        onChange={(columns) => onChange(withColumns(draft, columns))}
        searchable
        maw={900}
      />
      <Group gap="md" align="flex-end">
        <Select
          label={t.groupByLabel}
          placeholder={t.noGrouping}
          data={chosenOptions(draft, custom, true)}
          value={draft.groupBy}
          onChange={(groupBy) => onChange({ ...draft, groupBy })}
          clearable
          w={240}
        />
        <SortPicker {...props} level={0} />
        {draft.sort[0] && <SortPicker {...props} level={1} />}
      </Group>
      <MultiSelect
        label={t.statusesLabel}
        data={EVENT_STATUS_VALUES.map((value) => ({ value, label: eventStatusLabel(value) }))}
        value={draft.statuses}
        onChange={(statuses) => onChange({ ...draft, statuses: statuses as GeneratorDraft['statuses'] })}
        searchable
        maw={900}
      />
      <Conditions {...props} />
    </Stack>
  );
}
