import type { Db } from '@honora/db';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import { insertOutbox, markOutbox } from './outbox.repository';
import { createSmsSender, type SmsSender } from './sms-sender';

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
 * logged; e-mail then goes out through SMTP when SMTP_URL is configured, SMS through the
 * sender SMS_PROVIDER chooses. Without one, the message stays in the outbox. The row
 * records when it was sent or why it failed.
 */
export function createMessenger(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  smsSender: SmsSender | undefined = createSmsSender(config.sms),
): Messenger {
  const transport = config.smtp ? nodemailer.createTransport(config.smtp.url) : undefined;
  const smtp = config.smtp;
  const deliver = (message: OutgoingMessage): (() => Promise<unknown>) | undefined => {
    if (message.channel === 'sms') return smsSender && (() => smsSender.send({ to: message.to, body: message.body }));
    if (!transport || !smtp) return undefined;
    return () => transport.sendMail({ from: smtp.from, to: message.to, subject: message.subject, text: message.body });
  };
  return {
    async send(message) {
      const row = await insertOutbox(db, { ...message, subject: message.subject ?? null });
      log.info(
        { outboxId: row.id, channel: message.channel, to: message.to, subject: message.subject },
        'message queued',
      );
      const send = deliver(message);
      if (!send) {
        // Without an SMS provider the log is where an operator reads a sign-in code.
        if (message.channel === 'sms') log.info({ outboxId: row.id, to: message.to, body: message.body }, 'sms kept');
        return;
      }
      try {
        await send();
        await markOutbox(db, row.id, { sentAt: new Date() });
      } catch (error) {
        log.error({ err: error, outboxId: row.id, channel: message.channel }, 'message send failed');
        await markOutbox(db, row.id, { error: String((error as Error).message ?? error) });
      }
    },
  };
}
