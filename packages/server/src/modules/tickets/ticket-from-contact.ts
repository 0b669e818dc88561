import { BUILD_VERSION } from '@honora/contract';
import type { Actor, contactMessages, Queryable } from '@honora/db';
import * as repo from './tickets.repository';

type ContactRow = typeof contactMessages.$inferSelect;

/**
 * The record-metadata actor of a visitor's writes: no account, named by what the form says
 * (decision 065).
 */
export const visitorActor = (name: string): Actor => ({ id: 'visitor', name, env: 'web', version: BUILD_VERSION });

/**
 * A visitor's /contact message opens a ticket (decision 065): channel contact, no company, the
 * message as the first of the conversation. Run inside the transaction that stores the message,
 * under visitorActor.
 */
export async function ticketFromContact(tx: Queryable, row: ContactRow): Promise<{ number: number }> {
  const ticket = await repo.insertTicket(tx, {
    subject: row.subject,
    channel: 'contact',
    requesterName: row.name,
    requesterEmail: row.email,
    contactMessageId: row.id,
  });
  await repo.insertMessage(tx, {
    ticketId: ticket.id,
    authorKind: 'requester',
    authorName: row.name,
    body: row.message,
  });
  return { number: ticket.number };
}
