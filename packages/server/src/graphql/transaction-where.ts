import {
  messages,
  RECEIVER_TYPE_VALUES,
  TRANSACTION_ACTION_VALUES,
  TRANSACTION_TYPE_VALUES,
  fmt,
} from '@honora/contract';
import { z } from 'zod';
import { AppError } from '../errors';

const v = messages.validation;

/**
 * Limits of the transactions query (billing.md §9: default page 100). The spec's 'in' chunks
 * (30; 10 for transaction ids) were a document-store limit: in SQL one query takes the whole
 * list, so a list is only bounded.
 */
export const QUERY_LIMITS = { defaultTake: 100, maxTake: 500, maxSkip: 100_000, maxInList: 500, maxOrderBy: 5 };

const uuid = z.uuid({ error: v.invalidId });
const list = <T extends z.ZodType>(item: T) =>
  z.array(item).max(QUERY_LIMITS.maxInList, fmt(v.maxLength, { max: QUERY_LIMITS.maxInList }));

const idFilter = z.object({ equals: uuid.nullish(), in: list(uuid).nullish() });
const nullableIdFilter = idFilter.extend({ isNull: z.boolean().nullish() });
const receiverFilter = z.object({
  equals: z.string().max(100).nullish(),
  in: list(z.string().max(100)).nullish(),
  isNull: z.boolean().nullish(),
});
const enumFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z.object({ equals: z.enum(values).nullish(), in: list(z.enum(values)).nullish() });
const isoDate = z.iso.date({ error: v.invalidDate });
const isoDateTime = z.iso.datetime({ offset: true, error: v.invalidDate });
const dateRange = z.object({ gte: isoDate.nullish(), lt: isoDate.nullish() });
const dateTimeRange = z.object({ gte: isoDateTime.nullish(), lt: isoDateTime.nullish() });

/** The filters of billing.md §7 (every one optional; all given ones must hold). */
export const transactionWhereSchema = z.object({
  eventId: idFilter.nullish(),
  cobrancaId: nullableIdFilter.nullish(),
  transferId: nullableIdFilter.nullish(),
  action: enumFilter(TRANSACTION_ACTION_VALUES).nullish(),
  canceledId: nullableIdFilter.nullish(),
  canceledById: nullableIdFilter.nullish(),
  creationDate: dateTimeRange.nullish(),
  date: dateRange.nullish(),
  companyId: idFilter.nullish(),
  matrizId: nullableIdFilter.nullish(),
  healthInsuranceId: nullableIdFilter.nullish(),
  receiverId: receiverFilter.nullish(),
  receiverType: enumFilter(RECEIVER_TYPE_VALUES).nullish(),
  batchesIds: z.object({ hasSome: list(uuid).nullish() }).nullish(),
  type: enumFilter(TRANSACTION_TYPE_VALUES).nullish(),
  appealId: nullableIdFilter.nullish(),
});
export type TransactionWhere = z.output<typeof transactionWhereSchema>;

export const ORDER_FIELDS = ['date', 'creationDate', 'eventId', 'action', 'type'] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];
export type OrderBy = { field: OrderField; direction: 'asc' | 'desc' }[];

const pageSchema = z.object({
  skip: z
    .number()
    .int()
    .min(0, fmt(v.range, { min: 0, max: QUERY_LIMITS.maxSkip }))
    .max(QUERY_LIMITS.maxSkip, fmt(v.range, { min: 0, max: QUERY_LIMITS.maxSkip }))
    .nullish(),
  take: z
    .number()
    .int()
    .min(1, fmt(v.range, { min: 1, max: QUERY_LIMITS.maxTake }))
    .max(QUERY_LIMITS.maxTake, fmt(v.range, { min: 1, max: QUERY_LIMITS.maxTake }))
    .nullish(),
  orderBy: z
    .array(z.record(z.enum(ORDER_FIELDS), z.enum(['asc', 'desc']).nullish()))
    .max(QUERY_LIMITS.maxOrderBy, fmt(v.maxLength, { max: QUERY_LIMITS.maxOrderBy }))
    .nullish(),
});

/** zod issues → inputError naming the first failing field (platform.md §5: one message per field). */
export function inputErrorOf(error: z.ZodError, prefix: string): AppError {
  const fields: { path: string; message: string }[] = [];
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    if (!fields.some((f) => f.path === path)) fields.push({ path, message: issue.message });
  }
  return new AppError('inputError', { fields, message: fields[0]?.message ?? messages.errors.inputError });
}

export function parseWhere(where: unknown): TransactionWhere {
  const parsed = transactionWhereSchema.safeParse(where ?? {});
  if (!parsed.success) throw inputErrorOf(parsed.error, 'where');
  return parsed.data;
}

export function parsePage(args: { skip?: unknown; take?: unknown; orderBy?: unknown }): {
  skip: number;
  take: number;
  orderBy: OrderBy;
} {
  const parsed = pageSchema.safeParse(args);
  if (!parsed.success) throw inputErrorOf(parsed.error, '');
  const orderBy: OrderBy = [];
  for (const entry of parsed.data.orderBy ?? []) {
    for (const field of ORDER_FIELDS) {
      const direction = entry[field];
      if (direction) orderBy.push({ field, direction });
    }
  }
  return { skip: parsed.data.skip ?? 0, take: parsed.data.take ?? QUERY_LIMITS.defaultTake, orderBy };
}
