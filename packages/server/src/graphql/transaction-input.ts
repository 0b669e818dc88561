import {
  entryValueSchema,
  glosaCodesSchema,
  glosaReasonTextSchema,
  fmt,
  idempotencyKeySchema,
  messages,
  MONEY_LIMITS,
  RECEIVER_TYPE_VALUES,
  TRANSACTION_ACTION_VALUES,
  TRANSACTION_TYPE_VALUES,
} from '@honora/contract';
import { z } from 'zod';
import type { NewEntry } from '../modules/money/ledger.service';

const v = messages.validation;
const m = messages.screens.money.errors;

/**
 * The mutations' inputs as zod checks them: GraphQL declares the fields optional so that a
 * missing or wrong value answers the catalog's pt-BR message under its path (billing.md §5: a
 * transaction missing action, date, value… is rejected), as the REST API does.
 */

export const uuid = z.uuid({ error: v.invalidId });
const optionalUuid = uuid.nullish().transform((s) => s ?? null);
/** A field the entry must carry: "Esse campo é requerido" when absent, the schema's message when wrong. */
const required = <T extends z.ZodType>(schema: T) =>
  z.unknown().transform((value, ctx): z.output<T> => {
    if (value === null || value === undefined) {
      ctx.addIssue({ code: 'custom', message: v.required });
      return z.NEVER;
    }
    const result = schema.safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return result.data;
  });

export const entrySchema = z
  .object({
    id: uuid.nullish().transform((s) => s ?? undefined),
    eventId: required(uuid),
    action: required(z.enum(TRANSACTION_ACTION_VALUES, { error: m.unknownAction })),
    type: z.enum(TRANSACTION_TYPE_VALUES).nullish(),
    isAdditional: z.boolean().nullish(),
    procedureRowId: optionalUuid,
    rowIdAdditionalData: z.string().trim().max(100).nullish(),
    date: required(z.iso.date({ error: v.invalidDate })),
    value: z.preprocess((s) => s ?? undefined, entryValueSchema),
    companyId: optionalUuid,
    typeOfPaymentId: optionalUuid,
    appealId: optionalUuid,
    cobrancaId: optionalUuid,
    glosaCodes: glosaCodesSchema.nullish(),
    glosaReason: glosaReasonTextSchema,
    receiverId: z.string().trim().min(1).max(100).nullish(),
    receiverType: z.enum(RECEIVER_TYPE_VALUES).nullish(),
  })
  .refine((e) => !e.isAdditional || !e.type || e.type === 'COMPLEMENTATION', {
    path: ['isAdditional'],
    message: messages.errors.inputError,
  })
  // isAdditional is the older name of a complementation entry (billing.md §3).
  .transform((e) => ({ ...e, type: e.type ?? (e.isAdditional ? 'COMPLEMENTATION' : 'PROCEDURE') }));

export const upsertSchema = z.object({
  data: z
    .array(entrySchema)
    .min(1, m.noEntries)
    .max(MONEY_LIMITS.upsertMany, fmt(m.tooManyTransactions, { max: MONEY_LIMITS.upsertMany })),
  idempotencyKey: idempotencyKeySchema.nullish().transform((s) => s ?? undefined),
});

export type ParsedEntry = z.output<typeof entrySchema>;

export const updateSchema = z.object({
  where: z.object({ eventId: uuid }),
  data: z
    .object({
      paid: z.boolean({ error: v.required }).optional(),
      receiverId: z.string().trim().min(1).max(100).nullable().optional(),
      receiverType: z.enum(RECEIVER_TYPE_VALUES, { error: v.required }).optional(),
      appealId: uuid.nullable().optional(),
      cobrancaId: uuid.nullable().optional(),
    })
    // A receiver is a pair: the id means something only with its kind.
    .refine((d) => d.receiverId === undefined || d.receiverType !== undefined, {
      path: ['receiverType'],
      message: v.required,
    })
    .refine((d) => d.receiverType === undefined || d.receiverId !== undefined, {
      path: ['receiverId'],
      message: v.required,
    }),
});

/** An entry as the ledger service posts it. */
export function newEntry(e: ParsedEntry): NewEntry {
  return {
    ...(e.id ? { id: e.id } : {}),
    eventId: e.eventId,
    action: e.action,
    type: e.type,
    procedureRowId: e.procedureRowId,
    rowIdAdditionalData: e.rowIdAdditionalData ?? null,
    value: e.value,
    date: e.date,
    typeOfPaymentId: e.typeOfPaymentId,
    appealId: e.appealId,
    cobrancaId: e.cobrancaId,
    glosaCodes: e.glosaCodes ?? [],
    glosaReason: e.glosaReason,
    ...(e.receiverId ? { receiverId: e.receiverId } : {}),
    ...(e.receiverType ? { receiverType: e.receiverType } : {}),
  };
}
