import type { AddressInfo } from 'node:net';
import { CHAT_EVENTS_SUBSCRIPTION, chatEventSchema, type ChatEvent, type ChatTalk } from '@honora/contract';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CHAT, createChatWorld, openDirect, send, type ChatWorld } from './chat-world';
import type { TestClient } from './helpers';

/**
 * The chat's realtime side in one process (decision 066): the GraphQL subscription chatEvents
 * over the app's WebSocket gets a new message with its content for the people of the talk only,
 * the sender hears when the other reads, attendants hear of company talks, admins of support
 * talks; nobody else hears anything. The same path across two processes is in
 * chat-processes.int.test.ts (PostgreSQL).
 */
let w: ChatWorld;
let url = '';
const clients: Client[] = [];

beforeAll(async () => {
  w = await createChatWorld();
  await w.t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(w.t.app.server.address() as AddressInfo).port}/graphql`;
}, 180_000);
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await w?.t.close();
});

type Data = { chatEvents: ChatEvent };

/** A subscriber collecting its events (graphql-ws sends no acknowledgement: wait for the feed to count it). */
function subscribe(session: TestClient, userId: string) {
  const cookie = session.cookie;
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  const client = createClient({ url, webSocketImpl: CookieSocket, retryAttempts: 0, lazy: true });
  clients.push(client);
  const events: ChatEvent[] = [];
  const errors: unknown[] = [];
  client.subscribe<Data>(
    { query: CHAT_EVENTS_SUBSCRIPTION },
    {
      next: (result) => {
        if (result.errors) errors.push(result.errors);
        if (result.data) events.push(chatEventSchema.parse(result.data.chatEvents));
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  const before = w.t.app.chatFeed.countOf(userId);
  return { events, errors, ready: () => until(() => w.t.app.chatFeed.countOf(userId) > before) };
}

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out waiting for the subscription');
    await new Promise((done) => setTimeout(done, 20));
  }
}
const quiet = () => new Promise((done) => setTimeout(done, 400));

describe('chatEvents over WebSocket', () => {
  it("delivers a message to the talk's people with its content, and tells the sender when it is read", async () => {
    const ana = subscribe(w.ana, w.ids.ana);
    const bruno = subscribe(w.bruno, w.ids.bruno);
    const carla = subscribe(w.carla, w.ids.carla);
    const zeca = subscribe(w.zeca, w.ids.zeca);
    const dora = subscribe(w.dora, w.ids.dora);
    await Promise.all([ana.ready(), bruno.ready(), carla.ready(), zeca.ready(), dora.ready()]);

    const talk: ChatTalk = await openDirect(w.ana, w.ids.bruno);
    const sent = await send(w.ana, talk.id, 'Chegou?');
    await until(() => bruno.events.some((e) => e.message?.id === sent.id));
    const got = bruno.events.find((e) => e.message?.id === sent.id)!;
    expect(got).toMatchObject({ kind: 'message', talkId: talk.id, actorId: w.ids.ana });
    expect(got.message).toMatchObject({ msg: 'Chegou?', senderName: 'Ana Ávila', viewed: false });
    await until(() => ana.events.some((e) => e.message?.id === sent.id));

    expect((await w.bruno.post(`${CHAT}/talks/${talk.id}/read`)).statusCode).toBe(200);
    await until(() => ana.events.some((e) => e.kind === 'read' && e.talkId === talk.id));
    await quiet();
    for (const outsider of [carla, zeca, dora]) {
      expect(outsider.events).toEqual([]);
      expect(outsider.errors).toEqual([]);
    }
  });

  it('tells attendants of company talks and admins of support talks, and no one else', async () => {
    const dora = subscribe(w.dora, w.ids.dora);
    const eli = subscribe(w.eli, w.ids.eli);
    const admin = subscribe(w.admin, w.ids.admin);
    const bruno = subscribe(w.bruno, w.ids.bruno);
    await Promise.all([dora.ready(), eli.ready(), admin.ready(), bruno.ready()]);

    const company = (await w.ana.post(`${CHAT}/talks/company`)).json() as ChatTalk;
    const question = await send(w.ana, company.id, 'Minha nota fiscal?');
    await until(() => dora.events.some((e) => e.message?.id === question.id));
    const support = (await w.dora.post(`${CHAT}/talks/support`)).json() as ChatTalk;
    const ticket = await send(w.dora, support.id, 'Ajuda com o XML');
    await until(() => admin.events.some((e) => e.message?.id === ticket.id));
    expect(admin.events.every((e) => e.talkId === support.id)).toBe(true);
    await quiet();
    expect(eli.events).toEqual([]);
    expect(bruno.events).toEqual([]);
  });

  it('refuses a subscription without a session', async () => {
    const client = createClient({ url, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });
    clients.push(client);
    let answer = '';
    try {
      answer = JSON.stringify((await client.iterate<Data>({ query: CHAT_EVENTS_SUBSCRIPTION }).next()).value);
    } catch (error) {
      answer = JSON.stringify(error);
    }
    expect(answer).toContain('notLogged');
  });
});
