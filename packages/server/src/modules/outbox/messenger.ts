import type { Db } from '@honora/db';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import { insertOutbox, markOutbox } from './outbox.repository';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  body: string;
}

export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * Every message is written to the outbox first (super admins read it at /admin/inbox) and
 * logged; e-mail then goes out through SMTP when SMTP_URL is configured. SMS has no
 * provider yet (issue 3 plugs one in), so it stays in the outbox.
 */
export function createMessenger(db: Db, config: Config, log: FastifyBaseLogger): Messenger {
  const transport = config.smtp ? nodemailer.createTransport(config.smtp.url) : undefined;
  return {
    async send(message) {
      const row = await insertOutbox(db, { ...message, subject: message.subject ?? null });
      log.info(
        { outboxId: row.id, channel: message.channel, to: message.to, subject: message.subject },
        'message queued',
      );
      if (message.channel !== 'email' || !transport || !config.smtp) return;
      try {
        await transport.sendMail({
          from: config.smtp.from,
          to: message.to,
          subject: message.subject,
          text: message.body,
        });
        await markOutbox(db, row.id, { sentAt: new Date() });
      } catch (error) {
        log.error({ err: error, outboxId: row.id }, 'smtp send failed');
        await markOutbox(db, row.id, { error: String((error as Error).message ?? error) });
      }
    },
  };
}
