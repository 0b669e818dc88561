import { createServer, type Server } from 'node:net';
import { outboxMessages } from '@honora/db';
import { createTestDatabase } from '@honora/db/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createMessenger } from '../src/modules/outbox/messenger';

/** A minimal SMTP server: enough of the dialogue for nodemailer to deliver one message. */
function fakeSmtp(received: string[]): Promise<{ server: Server; port: number }> {
  return new Promise((done) => {
    const server = createServer((socket) => {
      let inData = false;
      let data = '';
      socket.write('220 localhost ESMTP\r\n');
      socket.on('data', (chunk) => {
        for (const line of chunk.toString().split('\r\n')) {
          if (inData) {
            if (line === '.') {
              inData = false;
              received.push(data);
              socket.write('250 OK queued\r\n');
            } else data += `${line}\n`;
            continue;
          }
          const command = line.slice(0, 4).toUpperCase();
          if (!line) continue;
          if (command === 'EHLO' || command === 'HELO') socket.write('250 localhost\r\n');
          else if (command === 'DATA') {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (command === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 OK\r\n');
        }
      });
    }).listen(0, '127.0.0.1', () => done({ server, port: (server.address() as { port: number }).port }));
  });
}

const log = pino({ level: 'silent' });
const received: string[] = [];
let smtp: { server: Server; port: number };
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  smtp = await fakeSmtp(received);
  database = await createTestDatabase();
});
afterAll(async () => {
  smtp.server.close();
  await database.close();
});

describe('messenger', () => {
  it('writes the outbox and sends through SMTP when configured', async () => {
    const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_FROM: 'Honora <x@honora.dev>' });
    await createMessenger(database.db, config, log).send({
      channel: 'email',
      to: 'ana@teste.dev',
      subject: 'Olá',
      body: 'Corpo da mensagem',
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Corpo da mensagem');
    const [row] = await database.db.select().from(outboxMessages);
    expect(row).toMatchObject({ to: 'ana@teste.dev', subject: 'Olá', error: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('keeps the message with its error when SMTP fails', async () => {
    const config = loadConfig({ SMTP_URL: 'smtp://127.0.0.1:1' });
    await createMessenger(database.db, config, log).send({
      channel: 'email',
      to: 'bia@teste.dev',
      subject: 'Falha',
      body: 'x',
    });
    const rows = await database.db.select().from(outboxMessages);
    const row = rows.find((r) => r.to === 'bia@teste.dev')!;
    expect(row.sentAt).toBeNull();
    expect(row.error).toBeTruthy();
  });

  it('without SMTP keeps the message in the outbox only', async () => {
    await createMessenger(database.db, loadConfig({}), log).send({
      channel: 'sms',
      to: '+5511999999999',
      body: 'Código 123456',
    });
    const rows = await database.db.select().from(outboxMessages);
    expect(rows.find((r) => r.channel === 'sms')).toMatchObject({ sentAt: null, error: null, body: 'Código 123456' });
  });
});
