import { CHAT_EVENTS_SUBSCRIPTION, type ChatEvent, type ChatMessage, type ChatTalk } from '@honora/contract';
import { DEMO_PASSWORD, rowsOf } from '@honora/db';
import { currentTestEngine } from '@honora/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, graphqlSocket, signIn, startSeveralProcesses, until, type SeveralProcesses } from './several-processes';

/**
 * The chat across two real server processes on one PostgreSQL (decision 066, the harness of
 * decision 020): a message sent through process A reaches its receiver's subscription on process
 * B — with its content — and the sender on A hears when the receiver, on B, reads it; a person of
 * the same company outside the talk hears nothing.
 */
const ANESTHETIST = 'anestesista@demo.honora.dev';
const RESIDENT = 'residente@demo.honora.dev';
const BILLER = 'faturista@demo.honora.dev';

describe.skipIf(currentTestEngine() !== 'postgres')('chat across two server processes', () => {
  let procs: SeveralProcesses;
  beforeAll(async () => {
    procs = await startSeveralProcesses(['A', 'B']);
  }, 180_000);
  afterAll(async () => {
    await procs?.close();
  });

  it('delivers a message sent on A to a subscriber on B, and the read back to A', async () => {
    const [a, b] = procs.servers as [(typeof procs.servers)[0], (typeof procs.servers)[0]];
    const [matriz] = rowsOf<{ id: string }>(
      await procs.database.db.execute(sql`select id from companies where is_matriz limit 1`),
    );
    const users = rowsOf<{ id: string; email: string }>(
      await procs.database.db.execute(sql`select id, email from users where email in (${ANESTHETIST}, ${RESIDENT})`),
    );
    const residentId = users.find((u) => u.email === RESIDENT)!.id;
    const sender = await signIn(a, ANESTHETIST, DEMO_PASSWORD, matriz!.id);
    const receiver = await signIn(b, RESIDENT, DEMO_PASSWORD, matriz!.id);
    const outsider = await signIn(b, BILLER, DEMO_PASSWORD, matriz!.id);

    const opened = await call<ChatTalk>(a, sender, 'POST', '/api/chat/talks/direct', { userId: residentId });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const talkId = opened.body.id;

    const collect = (server: typeof a, session: typeof sender) => {
      const events: ChatEvent[] = [];
      const socket = graphqlSocket(server, session);
      socket.subscribe<{ chatEvents: ChatEvent }>(
        { query: CHAT_EVENTS_SUBSCRIPTION },
        {
          next: (r) => void (r.data && events.push(r.data.chatEvents)),
          error: () => undefined,
          complete: () => undefined,
        },
      );
      return { events, socket };
    };
    const onB = collect(b, receiver);
    const onA = collect(a, sender);
    const watcher = collect(b, outsider);
    try {
      // graphql-ws does not acknowledge a subscription: send on A until B's stream has one.
      let sent: ChatMessage | null = null;
      await until(
        async () => {
          const res = await call<ChatMessage>(a, sender, 'POST', `/api/chat/talks/${talkId}/messages`, {
            msg: 'Olá do processo A',
          });
          expect(res.status).toBe(200);
          sent = res.body;
          await new Promise((done) => setTimeout(done, 200));
          return onB.events.some((e) => e.message?.id === res.body.id);
        },
        30_000,
        'the message on B',
      );
      const got = onB.events.find((e) => e.message?.id === sent!.id)!;
      expect(got.message).toMatchObject({ msg: 'Olá do processo A', talkId, viewed: false });

      await until(() => onA.events.some((e) => e.kind === 'message'), 10_000, 'the sender seeing its message on A');
      const read = await call(b, receiver, 'POST', `/api/chat/talks/${talkId}/read`);
      expect(read.status).toBe(200);
      await until(() => onA.events.some((e) => e.kind === 'read' && e.talkId === talkId), 10_000, 'the read on A');
      const page = await call<{ items: ChatMessage[] }>(a, sender, 'GET', `/api/chat/talks/${talkId}/messages`);
      expect(page.body.items.every((m) => m.viewed)).toBe(true);
      expect(watcher.events).toEqual([]);
    } finally {
      await Promise.all([onA.socket.dispose(), onB.socket.dispose(), watcher.socket.dispose()]);
    }
  }, 120_000);
});
