import {
  CUSTOM_FIELD_PREFIX,
  GENERATOR_FIELDS,
  GENERATOR_MAX_CUSTOM_FILTERS,
  GENERATOR_SOURCES,
  messages,
  msg,
  type GeneratorCondition,
  type GeneratorSource,
  type ReportColumn,
  type ReportDefinition,
} from '@honora/contract';
import { AppError } from '../../errors';

const t = messages.screens.reportsGenerator;
const e = t.errors;

/** A column of a built report: its key (catalog key or `custom:<key>`), label and kind. */
export interface PlanColumn {
  key: string;
  label: string;
  kind: Extract<ReportColumn['kind'], 'text' | 'date' | 'money'>;
}

/** The production filters of a report (decision 036). */
export interface PlanFilters {
  from?: string | undefined;
  until?: string | undefined;
  healthInsuranceId?: string | undefined;
  hospitalId?: string | undefined;
  anesthetistId?: string | undefined;
  statuses: string[];
}

/**
 * A checked report definition: only whitelisted fields, the level of its rows, and the
 * session's scope (companies, own events) resolved — JSON, so an export job can store it.
 */
export interface GeneratorPlan {
  companyIds: string[];
  /** The member's own events only (the events "own" permissions): their user id. */
  ownUserId: string | null;
  showsValues: boolean;
  level: GeneratorSource;
  columns: PlanColumn[];
  filters: PlanFilters;
  conditions: GeneratorCondition[];
  groupBy: string | null;
  sort: { field: string; direction: 'asc' | 'desc' }[];
}

/** The company's custom fields the generator may use: key → label. */
export type CustomFieldLabels = ReadonlyMap<string, string>;

const isCustom = (key: string) => key.startsWith(CUSTOM_FIELD_PREFIX);

/** The column of a key, or a 400 naming the field path; unknown and foreign custom fields alike. */
function columnOf(key: string, custom: CustomFieldLabels, path: string): PlanColumn {
  if (isCustom(key)) {
    const label = custom.get(key.slice(CUSTOM_FIELD_PREFIX.length));
    if (label === undefined) throw AppError.field('inputError', path, msg(e, 'unknownCustomField', { field: key }));
    return { key, label, kind: 'text' };
  }
  if (!Object.hasOwn(GENERATOR_FIELDS, key)) {
    throw AppError.field('inputError', path, msg(e, 'unknownField', { field: key }));
  }
  const field = GENERATOR_FIELDS[key as keyof typeof GENERATOR_FIELDS];
  return { key, label: t.fields[key as keyof typeof t.fields], kind: field.kind };
}

const sourceOf = (key: string): GeneratorSource =>
  isCustom(key) ? 'event' : GENERATOR_FIELDS[key as keyof typeof GENERATOR_FIELDS].source;

/** The finest source among the fields; procedure rows and ledger entries do not mix (one level a report). */
function levelOf(keys: readonly string[], path: string): GeneratorSource {
  const used = new Set(keys.map(sourceOf));
  if (used.has('procedure') && used.has('transaction')) throw AppError.field('inputError', path, msg(e, 'mixedLevels'));
  return GENERATOR_SOURCES.findLast((source) => used.has(source)) ?? 'event';
}

/**
 * Checks a definition against the whitelist (billing.md §2 ReportsGenerator, §9 at most 10
 * custom-field filters): every column, condition, grouping and sort key must be a catalog
 * field or one of the company's custom fields; conditions only on text fields; the grouping
 * and the sort among the chosen columns, the grouping a text one; an end before the start is
 * refused. Without values the money columns (and sorts by them) are left out.
 */
export function planOf(
  definition: ReportDefinition,
  custom: CustomFieldLabels,
  scope: { companyIds: string[]; ownUserId: string | null; showsValues: boolean },
): GeneratorPlan {
  const { from, until } = definition;
  if (from && until && until < from) {
    throw AppError.field('inputError', 'definition.until', msg(messages.screens.events.production, 'untilBeforeFrom'));
  }
  const all = definition.columns.map((key, i) => columnOf(key, custom, `definition.columns.${i}`));
  const conditions = definition.conditions.map((condition, i) => {
    const path = `definition.conditions.${i}.field`;
    if (columnOf(condition.field, custom, path).kind !== 'text') {
      throw AppError.field('inputError', path, msg(e, 'notText', { field: condition.field }));
    }
    return condition;
  });
  const customFilters = conditions.filter((condition) => isCustom(condition.field)).length;
  if (customFilters > GENERATOR_MAX_CUSTOM_FILTERS) {
    throw AppError.field(
      'inputError',
      'definition.conditions',
      msg(e, 'tooManyCustomFilters', { max: String(GENERATOR_MAX_CUSTOM_FILTERS), count: String(customFilters) }),
    );
  }
  const chosen = (key: string, path: string) => {
    const column = all.find((c) => c.key === key);
    if (!column) {
      columnOf(key, custom, path);
      throw AppError.field('inputError', path, msg(e, 'notShown', { field: key }));
    }
    return column;
  };
  const groupBy = definition.groupBy ?? null;
  if (groupBy !== null && chosen(groupBy, 'definition.groupBy').kind !== 'text') {
    throw AppError.field('inputError', 'definition.groupBy', msg(e, 'notText', { field: groupBy }));
  }
  const sort = definition.sort.map((item, i) => {
    chosen(item.field, `definition.sort.${i}.field`);
    return { field: item.field, direction: item.direction };
  });
  const level = levelOf([...definition.columns, ...conditions.map((c) => c.field)], 'definition.columns');
  const isShown = (key: string) => scope.showsValues || all.find((c) => c.key === key)?.kind !== 'money';
  return {
    ...scope,
    level,
    columns: all.filter((column) => isShown(column.key)),
    filters: {
      from,
      until,
      healthInsuranceId: definition.healthInsuranceId,
      hospitalId: definition.hospitalId,
      anesthetistId: definition.anesthetistId,
      statuses: definition.statuses,
    },
    conditions,
    groupBy,
    sort: sort.filter((item) => isShown(item.field)),
  };
}
