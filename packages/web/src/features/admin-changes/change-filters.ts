import { changesQuerySchema, messages } from '@honora/contract';
import { parseDate } from '@honora/domain';
import { errorsFromIssues, type FormErrors } from '../../shared/forms/form-errors';

/** What the filter form holds: ids chosen in selects and dates typed as DD/MM/YYYY. */
export interface ChangeFilterValues {
  companyId: string | null;
  userId: string | null;
  collection: string | null;
  from: string;
  to: string;
}

export const emptyFilters: ChangeFilterValues = { companyId: null, userId: null, collection: null, from: '', to: '' };

export interface ChangeFilters {
  companyId?: string;
  userId?: string;
  collection?: string;
  from?: string;
  to?: string;
}

/**
 * The query GET /api/admin/changes takes, from the form: dates shown DD/MM/YYYY are sent as
 * ISO calendar days; a date that is not one, or a range that ends before it starts, is an
 * error under its field.
 */
export function toChangeFilters(values: ChangeFilterValues): { filters: ChangeFilters } | { errors: FormErrors } {
  const errors: FormErrors = {};
  const day = (field: 'from' | 'to') => {
    const text = values[field].trim();
    if (text === '') return undefined;
    const iso = parseDate(text);
    if (!iso) errors[field] = messages.validation.invalidDate;
    return iso ?? undefined;
  };
  const filters: ChangeFilters = {
    ...(values.companyId ? { companyId: values.companyId } : {}),
    ...(values.userId ? { userId: values.userId } : {}),
    ...(values.collection ? { collection: values.collection } : {}),
  };
  const from = day('from');
  const to = day('to');
  if (from) filters.from = from;
  if (to) filters.to = to;
  if (Object.keys(errors).length > 0) return { errors };
  const parsed = changesQuerySchema.safeParse(filters);
  if (!parsed.success) return { errors: errorsFromIssues(parsed.error.issues) };
  return { filters };
}

const t = messages.screens.changes;

/** A value of the change history as people read it: nothing as '—', booleans as Sim/Não, objects as JSON. */
export function formatChangeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return t.noValue;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
