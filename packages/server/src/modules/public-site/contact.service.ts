import {
  CONTACT_PER_IP,
  messages,
  msg,
  type ContactInput,
  type ContactList,
  type ContactMessage,
} from '@honora/contract';
import { withActor } from '@honora/db';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import { throttleHit } from '../auth';
import { ticketFromContact, visitorActor } from '../tickets';
import * as repo from './contact.repository';

const m = messages.screens.contact;

/**
 * A visitor's message from /contact (platform.md §2; decision 059): at most CONTACT_PER_IP per IP
 * in the throttling window; a filled honeypot answers as usual and keeps nothing. The message is
 * stored in one insert, then — when SMTP is configured — e-mailed to each platform administrator
 * through the outbox; a failed e-mail stays in the outbox and never loses the message.
 */
export async function sendContact(ctx: AppContext, input: ContactInput, ip: string): Promise<void> {
  const hits = await throttleHit(ctx.db, `contact:ip:${ip}`, ctx.config.rateLimits.windowMs);
  if (hits > CONTACT_PER_IP) throw new AppError('exhaustedAttempts', { message: msg(m.errors, 'tooMany') });
  if (input.website && input.website.trim() !== '') {
    ctx.log.info({ ip }, 'contact honeypot filled: message dropped');
    return;
  }
  const { website: _honeypot, ...values } = input;
  // Each message opens a support ticket in the same transaction (decision 065).
  const row = await withActor(ctx.db, visitorActor(values.name), async (tx) => {
    const contact = await repo.insertContact(tx, values);
    await ticketFromContact(tx, contact);
    return contact;
  });
  if (ctx.config.smtp) await mailAdministrators(ctx, row);
}

async function mailAdministrators(ctx: AppContext, row: repo.ContactRow): Promise<void> {
  const subject = msg(m, 'mailSubject', { subject: row.subject }).text;
  const body = msg(m, 'mailBody', {
    name: row.name,
    email: row.email,
    phone: row.phone ?? m.noPhone,
    subject: row.subject,
    message: row.message,
    link: `${ctx.config.appUrl}/admin/inbox`,
  }).text;
  for (const to of await repo.adminEmails(ctx.db)) {
    await ctx.messenger.send({ channel: 'email', to, subject, body });
  }
}

const view = (row: repo.ContactRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
  readByName: row.readByName,
});

/** The contact messages in /admin/inbox, newest first, with the count of unread ones. */
export async function listContacts(
  ctx: AppContext,
  query: { unreadOnly: boolean; page: number; pageSize: number },
): Promise<ContactList> {
  const { items, total, unread } = await repo.listContacts(ctx.db, {
    unreadOnly: query.unreadOnly,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: items.map(view), total, unread };
}

/** Marks one message read (by this administrator, now) or unread again. */
export async function markContactRead(
  ctx: AppContext,
  auth: AuthSession,
  id: string,
  isRead: boolean,
): Promise<ContactMessage> {
  const read = isRead ? { readAt: new Date(), readBy: auth.userId, readByName: auth.userName } : null;
  const row = await repo.setContactRead(ctx.db, id, read);
  if (!row) throw new AppError('notFound', { message: msg(m.errors, 'notFound') });
  return view(row);
}
