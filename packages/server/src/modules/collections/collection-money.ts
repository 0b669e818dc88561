import type { z } from 'zod';
import {
  messages,
  msg,
  type Collection,
  type collectionReceiptBodySchema,
  type collectionSettleBodySchema,
} from '@honora/contract';
import { withTenant, type Tx } from '@honora/db';
import {
  centsText,
  isChargeable,
  isInsurerItem,
  openCents,
  spreadOverOpen,
  toCents,
  type SpreadPart,
} from '@honora/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { eventScope } from '../events';
import {
  finishBalanced,
  loadLedgers,
  postEntries,
  publishChanges,
  requireBillingAccess,
  typeOfPaymentExists,
  withIdempotency,
  type NewEntry,
} from '../money';
import { assertOpen, collectionOrFail, toCollection } from './collections.service';
import * as repo from './collections.repository';

const e = messages.screens.collections.errors;
type ReceiptBody = z.output<typeof collectionReceiptBodySchema>;
type SettleBody = z.output<typeof collectionSettleBodySchema>;

/** What the insurer paid for one event, on one date; null: all its insurer items have open. */
interface Payment {
  eventId: string;
  cents: bigint | null;
}

/**
 * Locks the events and checks each is the collection's and can take money; a receipt on one that
 * cannot refuses them all (nothing is written).
 */
async function lockCollectionEvents(
  tx: Tx,
  auth: AuthSession,
  access: RequestAccess,
  cobrancaId: string,
  ids: string[],
) {
  const found = await repo.lockEvents(tx, eventScope(auth, access), { eventIds: ids });
  const byId = new Map(found.map((f) => [f.id, f]));
  for (const [i, id] of ids.entries()) {
    const event = byId.get(id);
    if (!event || event.cobrancaId !== cobrancaId) {
      throw AppError.field(
        'inputError',
        `items.${i}.eventId`,
        msg(e, 'eventNotInCollection', { guide: event?.numGuide ?? id }),
      );
    }
    if (!isChargeable(event)) {
      throw AppError.field('inputError', `items.${i}.eventId`, msg(e, 'eventNotOpen', { guide: event.numGuide ?? '' }));
    }
  }
}

/**
 * Posts the payments as receipts carrying the collection (decision 030): each event's amount spread
 * over its open insurer items (an amount above the open balance becomes `over` on its first
 * item); events whose ledger then balances finish by the spec's rules.
 */
async function postPayments(
  tx: Tx,
  auth: AuthSession,
  cobrancaId: string,
  payments: readonly Payment[],
  options: { date: string; typeOfPaymentId: string | null },
): Promise<void> {
  const ledgers = await loadLedgers(
    tx,
    payments.map((p) => p.eventId),
  );
  const entries = payments.flatMap((payment): NewEntry[] => {
    const open = openCents((ledgers.get(payment.eventId)?.balances ?? []).filter(isInsurerItem));
    const cents = payment.cents ?? [...open.values()].reduce((sum, c) => sum + c, 0n);
    return spreadOverOpen(open, cents).map((part: SpreadPart) => ({
      eventId: payment.eventId,
      action: 'Received',
      type: part.item.type,
      procedureRowId: part.item.rowId,
      value: centsText(part.cents),
      date: options.date,
      typeOfPaymentId: options.typeOfPaymentId,
      cobrancaId,
    }));
  });
  const actor = { userId: auth.userId, userName: auth.userName };
  const written = await postEntries(tx, actor, entries, { finish: finishBalanced });
  await publishChanges(tx, written.changes);
}

async function checkTypeOfPayment(tx: Tx, access: RequestAccess, id: string | null | undefined) {
  if (id && !(await typeOfPaymentExists(tx, access.companyIds, id))) {
    throw AppError.field('inputError', 'typeOfPaymentId', msg(messages.screens.money.errors, 'typeOfPaymentNotFound'));
  }
}

/** POST /api/collections/:id/receipts — the insurer's payment, event by event, on one date. */
export async function receiveCollection(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: ReceiptBody,
): Promise<Collection> {
  requireBillingAccess(access);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) =>
    withIdempotency(tx, auth.companyId!, body.idempotencyKey, 'collections.receive', { id, ...body }, async () => {
      const row = await collectionOrFail(tx, access, id, true);
      assertOpen(row);
      await checkTypeOfPayment(tx, access, body.typeOfPaymentId);
      const ids = body.items.map((item) => item.eventId);
      const repeated = ids.findIndex((eventId, i) => ids.indexOf(eventId) !== i);
      if (repeated >= 0) throw AppError.field('inputError', `items.${repeated}.eventId`, msg(e, 'repeatedEvent'));
      await lockCollectionEvents(tx, auth, access, id, ids);
      const payments = body.items.map((item) => ({ eventId: item.eventId, cents: toCents(item.value) }));
      await postPayments(tx, auth, id, payments, { date: body.date, typeOfPaymentId: body.typeOfPaymentId ?? null });
      return toCollection((await repo.findCollection(tx, access.companyIds, id))!);
    }),
  );
}

/**
 * POST /api/collections/:id/settle — the collection's baixa: its date and whether its receipts may
 * go into transfers; with `receiveRest`, what each of its events that can still take money has
 * open is received on that date first. A settled collection takes no more payments.
 */
export async function settleCollection(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: SettleBody,
): Promise<Collection> {
  requireBillingAccess(access);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const row = await collectionOrFail(tx, access, id, true);
    assertOpen(row);
    await checkTypeOfPayment(tx, access, body.typeOfPaymentId);
    if (body.receiveRest) {
      const open = await repo.lockEvents(tx, eventScope(auth, access), { openOf: id });
      const payments = open.filter(isChargeable).map((event) => ({ eventId: event.id, cents: null }));
      await postPayments(tx, auth, id, payments, { date: body.dtBaixa, typeOfPaymentId: body.typeOfPaymentId ?? null });
    }
    await repo.updateCollection(tx, id, { dtBaixa: body.dtBaixa, isAllowTransfer: body.isAllowTransfer });
    return toCollection((await repo.findCollection(tx, access.companyIds, id))!);
  });
}
