import {
  CUSTOM_FIELD_PREFIX,
  GENERATOR_FIELD_KEYS,
  GENERATOR_FIELDS,
  type EventStatusValue,
  type GeneratorCondition,
  type ReportDefinition,
  type ReportDefinitionInput,
} from '@honora/contract';
import { reportsGeneratorScreenMessages as t } from '@honora/contract/screen-texts/reports-generator';
import type { ProductionFilters } from '../../shared/production/production-filters';

/** A custom field of the company as the API lists it. */
export interface CustomFieldOption {
  key: string;
  label: string;
}

/** What the user is building (decision 036); the period and the registries come from the filter bar. */
export interface GeneratorDraft {
  columns: string[];
  groupBy: string | null;
  sort: { field: string; direction: 'asc' | 'desc' }[];
  statuses: EventStatusValue[];
  conditions: GeneratorCondition[];
}

export const EMPTY_DRAFT: GeneratorDraft = { columns: [], groupBy: null, sort: [], statuses: [], conditions: [] };

/** The label of a field key (catalog or `custom:<key>`). */
export function fieldLabel(key: string, custom: readonly CustomFieldOption[]): string {
  if (key.startsWith(CUSTOM_FIELD_PREFIX)) {
    return custom.find((field) => `${CUSTOM_FIELD_PREFIX}${field.key}` === key)?.label ?? key;
  }
  return t.fields[key as keyof typeof t.fields] ?? key;
}

const isText = (key: string) =>
  key.startsWith(CUSTOM_FIELD_PREFIX) || GENERATOR_FIELDS[key as keyof typeof GENERATOR_FIELDS]?.kind === 'text';

/** Every field by source, as the columns picker groups them; `onlyText` for conditions. */
export function fieldGroups(custom: readonly CustomFieldOption[], onlyText = false) {
  const sources = ['event', 'procedure', 'transaction'] as const;
  const groups = sources.map((source) => ({
    group: t.sources[source],
    items: GENERATOR_FIELD_KEYS.filter(
      (key) => GENERATOR_FIELDS[key].source === source && (!onlyText || isText(key)),
    ).map((key) => ({ value: key, label: t.fields[key] })),
  }));
  const customItems = custom.map((field) => ({ value: `${CUSTOM_FIELD_PREFIX}${field.key}`, label: field.label }));
  return customItems.length ? [...groups, { group: t.sources.custom, items: customItems }] : groups;
}

/** The chosen columns a report may group by (text ones) or sort by (any). */
export function chosenOptions(draft: GeneratorDraft, custom: readonly CustomFieldOption[], onlyText = false) {
  return draft.columns
    .filter((key) => !onlyText || isText(key))
    .map((key) => ({ value: key, label: fieldLabel(key, custom) }));
}

/** A change of columns drops the grouping and sorts that no longer name a chosen column. */
export function withColumns(draft: GeneratorDraft, columns: string[]): GeneratorDraft {
  return {
    ...draft,
    columns,
    groupBy: draft.groupBy && columns.includes(draft.groupBy) ? draft.groupBy : null,
    sort: draft.sort.filter((item) => columns.includes(item.field)),
  };
}

/** The definition the API checks: the draft, the filter bar's period and registries, blank conditions left out. */
export function definitionOf(draft: GeneratorDraft, filters: ProductionFilters): ReportDefinitionInput {
  return {
    columns: draft.columns,
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.until ? { until: filters.until } : {}),
    ...(filters.healthInsuranceId ? { healthInsuranceId: filters.healthInsuranceId } : {}),
    ...(filters.hospitalId ? { hospitalId: filters.hospitalId } : {}),
    ...(filters.anesthetistId ? { anesthetistId: filters.anesthetistId } : {}),
    statuses: draft.statuses,
    conditions: draft.conditions.filter((condition) => condition.field && condition.value.trim()),
    ...(draft.groupBy ? { groupBy: draft.groupBy } : {}),
    sort: draft.sort,
  };
}

/** A saved definition back in the builder: the draft, and the filter bar's part (period, registries). */
export function draftOf(definition: ReportDefinition): { draft: GeneratorDraft; filters: Partial<ProductionFilters> } {
  return {
    draft: {
      columns: definition.columns,
      groupBy: definition.groupBy ?? null,
      sort: definition.sort,
      statuses: definition.statuses,
      conditions: definition.conditions,
    },
    filters: {
      from: definition.from ?? '',
      until: definition.until ?? '',
      healthInsuranceId: definition.healthInsuranceId ?? null,
      hospitalId: definition.hospitalId ?? null,
      anesthetistId: definition.anesthetistId ?? null,
    },
  };
}
