import { z } from 'zod';
import { messages } from '../i18n';
import { scheduleSwapsErrors } from '../i18n/screen-texts/on-call-errors';
import { defineRoute } from '../route';
import { registryIdParamsSchema } from '../registries/common';
import { rosterMonthSchema } from './on-call';

/** The refusals apart from the screens' texts, which load with the screens (decision 029). */
const se = scheduleSwapsErrors;
const v = messages.validation;

/** platform.md §3: the schedule change statuses. */
export const SWAP_STATUSES = ['Pending', 'Accepted', 'Rejected', 'Error', 'Cancelled'] as const;
export type SwapStatus = (typeof SWAP_STATUSES)[number];
export const SWAP_KINDS = ['HANDOVER', 'SWAP'] as const;

const slotSummary = z.object({
  id: z.uuid(),
  day: z.string(),
  workplaceName: z.string(),
  shiftName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});

export const swapSchema = z.object({
  id: z.uuid(),
  kind: z.enum(SWAP_KINDS),
  status: z.enum(SWAP_STATUSES),
  version: z.number().int(),
  slot: slotSummary,
  counterSlot: slotSummary.nullable(),
  requesterId: z.uuid(),
  requesterName: z.string(),
  /** Null: an open hand-over, for any colleague to take. */
  targetDoctorId: z.uuid().nullable(),
  targetDoctorName: z.string().nullable(),
  justification: z.string().nullable(),
  targetAcceptedAt: z.string().nullable(),
  needsApproval: z.boolean(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  outcome: z.string().nullable(),
  createdAt: z.string(),
  /** What the signed-in user may do with it now. */
  can: z.object({ accept: z.boolean(), reject: z.boolean(), cancel: z.boolean(), approve: z.boolean() }),
});
export type Swap = z.infer<typeof swapSchema>;

export const swapListQuerySchema = z.object({ month: rosterMonthSchema });
export const swapListSchema = z.object({
  items: z.array(swapSchema),
  /** The signed-in doctor's own slots of the month that may be offered (published, not begun). */
  mySlots: z.array(slotSummary),
  /** The colleagues a request may name, with their slots of the month for a swap. */
  colleagues: z.array(
    z.object({ id: z.uuid(), name: z.string(), initials: z.string().nullable(), slots: z.array(slotSummary) }),
  ),
  /** Whether the signed-in user coordinates (approves and rejects any request). */
  coordinates: z.boolean(),
});
export type SwapList = z.infer<typeof swapListSchema>;

export const swapCreateBodySchema = z.object({
  kind: z.enum(SWAP_KINDS, { error: v.required }),
  slotId: z.uuid({ error: se.slot }),
  targetDoctorId: z.uuid({ error: se.colleague }).nullable().default(null),
  counterSlotId: z.uuid({ error: se.counterSlot }).nullable().default(null),
  justification: z
    .string({ error: se.justification })
    .trim()
    .max(500, se.justification)
    .nullish()
    .transform((text) => (text ? text : null)),
});
export type SwapCreateBody = z.input<typeof swapCreateBodySchema>;

export const swapDecisionBodySchema = z.object({
  version: z.number({ error: v.required }).int(v.numeric).min(1, v.numeric).max(2_147_483_647, v.numeric),
});

const tags = ['schedules'];
const decision = (action: string, summary: string) =>
  defineRoute({
    method: 'POST',
    path: `/api/on-call/swaps/:id/${action}`,
    summary,
    tags,
    params: registryIdParamsSchema,
    body: swapDecisionBodySchema,
    response: swapSchema,
  });

export const onCallSwapRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/on-call/swaps',
    summary: 'Pedidos de troca e repasse do mês (o coordenador vê todos; o médico, os seus e as ofertas abertas)',
    tags,
    querystring: swapListQuerySchema,
    response: swapListSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/on-call/swaps',
    summary: 'Pedir troca (com um plantão do colega) ou repasse (a um colega ou a quem assumir) de um plantão próprio',
    tags,
    body: swapCreateBodySchema,
    response: swapSchema,
  }),
  accept: decision('accept', 'O colega aceita (ou assume a oferta aberta); sem aprovação exigida, a troca é aplicada'),
  reject: decision('reject', 'O colega ou o coordenador recusa o pedido'),
  cancel: decision('cancel', 'Quem pediu cancela o pedido pendente'),
  approve: decision('approve', 'O coordenador aprova o pedido aceito pelo colega: a troca é aplicada ou fica em Erro'),
} as const;
