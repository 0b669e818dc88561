import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { outboxMessages } from '@honora/db';
import { createTestDatabase } from '@honora/db/testing';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createMessenger } from '../src/modules/outbox/messenger';

interface Received {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

/** A local HTTP endpoint standing in for the SMS provider; `/fail` answers 500. */
function fakeProvider(received: Received[]): Promise<{ server: Server; url: string }> {
  return new Promise((done) => {
    const server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({
          path: req.url ?? '',
          authorization: req.headers.authorization,
          contentType: req.headers['content-type'],
          body,
        });
        res.statusCode = req.url?.startsWith('/fail') ? 500 : 201;
        res.end(req.url?.startsWith('/fail') ? 'provedor fora do ar' : '{"sid":"SM1"}');
      });
    }).listen(0, '127.0.0.1', () =>
      done({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    );
  });
}

const log = pino({ level: 'silent' });
const received: Received[] = [];
let provider: { server: Server; url: string };
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  provider = await fakeProvider(received);
  database = await createTestDatabase();
});
afterAll(async () => {
  provider.server.close();
  await database.close();
});

async function outboxRow(to: string) {
  const [row] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));
  return row!;
}

describe('SMS through the configured provider', () => {
  it('posts JSON to the webhook with its token and marks the outbox row sent', async () => {
    const config = loadConfig({
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: `${provider.url}/sms`,
      SMS_WEBHOOK_TOKEN: 'segredo',
    });
    await createMessenger(database.db, config, log).send({
      channel: 'sms',
      to: '+5511900000001',
      body: 'Código 111111',
    });
    expect(received.at(-1)).toEqual({
      path: '/sms',
      authorization: 'Bearer segredo',
      contentType: 'application/json',
      body: JSON.stringify({ to: '+5511900000001', body: 'Código 111111' }),
    });
    expect(await outboxRow('+5511900000001')).toMatchObject({ channel: 'sms', error: null, sentAt: expect.any(Date) });
  });

  it("sends through Twilio's Messages API", async () => {
    const config = loadConfig({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'tok',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: provider.url,
    });
    await createMessenger(database.db, config, log).send({
      channel: 'sms',
      to: '+5511900000002',
      body: 'Código 222222',
    });
    const request = received.at(-1)!;
    expect(request.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request.authorization).toBe(`Basic ${Buffer.from('AC123:tok').toString('base64')}`);
    expect(request.contentType).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      To: '+5511900000002',
      From: '+15005550006',
      Body: 'Código 222222',
    });
    expect((await outboxRow('+5511900000002')).sentAt).toBeInstanceOf(Date);
  });

  it('keeps the message with the error when the provider refuses it', async () => {
    const config = loadConfig({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: `${provider.url}/fail` });
    await createMessenger(database.db, config, log).send({ channel: 'sms', to: '+5511900000003', body: 'x' });
    const row = await outboxRow('+5511900000003');
    expect(row.sentAt).toBeNull();
    expect(row.error).toContain('500');
  });

  it('does not hand e-mail to the SMS provider', async () => {
    const before = received.length;
    const config = loadConfig({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: `${provider.url}/sms` });
    await createMessenger(database.db, config, log).send({ channel: 'email', to: 'ana@teste.dev', body: 'x' });
    expect(received.length).toBe(before);
    expect((await outboxRow('ana@teste.dev')).sentAt).toBeNull();
  });
});
