import { createHash, randomBytes } from 'node:crypto';
import { CHAT_EVENTS_SUBSCRIPTION } from '@honora/contract';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { percentile, report, scratchDatabase, setActor, startApp, stop } from './lib';

/**
 * chat.delivery.p95_ms (decision 066): two server processes on one PostgreSQL and 500 people of
 * the demo's matriz connected over WebSocket, each subscribed to chatEvents — the even ones on A,
 * the odd ones on B. 250 direct talks pair an A person with a B person; messages are sent through
 * the REST API of the sender's process by 8 senders at once, and the figure is the time from
 * sending until the other person's subscription on the other process has the message. Baseline
 * 150 ms (the target); chat.send.p95_ms is the send's own round trip.
 */
const USERS = 500;
const SENDERS = 8;
const SAMPLES = 1_000;
const WARMUP = 100;
const TARGET_MS = 150;

interface Person {
  id: string;
  cookie: string;
  csrf: string;
  port: number;
}

/** 500 CLIENT people of the matriz with a session each (made in the database: 500 sign-ins would time argon2), in pairs. */
async function seedPeople(url: string, ports: [number, number]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await setActor(client);
    const { rows } = await client.query<{ id: string }>(`select id from companies where is_matriz limit 1`);
    const companyId = rows[0]!.id;
    const people: Person[] = [];
    for (let i = 0; i < USERS; i++) {
      const token = randomBytes(32).toString('base64url');
      const csrf = randomBytes(32).toString('base64url');
      const { rows: made } = await client.query<{ id: string }>(
        `insert into users (email, name, sigla) values ($1, $2, 'BC') returning id`,
        [`bench-chat-${i}@demo.honora.dev`, `Pessoa ${i}`],
      );
      const id = made[0]!.id;
      await client.query(
        `insert into company_members (company_id, user_id, workspace, profiles, user_types) values ($1, $2, 'CLIENT', '{b}', '{KAnesthetist}')`,
        [companyId, id],
      );
      await client.query(
        `insert into sessions (id, user_id, workspace, company_id, csrf_token, expires_at)
         values ($1, $2, 'CLIENT', $3, $4, now() + interval '1 day')`,
        [createHash('sha256').update(token).digest('hex'), id, companyId, csrf],
      );
      people.push({ id, cookie: `honora_sid=${token}`, csrf, port: ports[i % 2]! });
    }
    const talks: { id: string; a: Person; b: Person }[] = [];
    for (let i = 0; i < USERS; i += 2) {
      const [a, b] = [people[i]!, people[i + 1]!];
      const { rows: talk } = await client.query<{ id: string }>(
        `insert into chat_talks (company_id, kind, workspace, pair_key, owner_id) values ($1, 'direct', 'CLIENT', $2, $3) returning id`,
        [companyId, [a.id, b.id].sort().join(':'), a.id],
      );
      await client.query(
        `insert into chat_talk_members (company_id, talk_id, user_id, side) values ($1, $2, $3, 'CLIENT'), ($1, $2, $4, 'CLIENT')`,
        [companyId, talk[0]!.id, a.id, b.id],
      );
      talks.push({ id: talk[0]!.id, a, b });
    }
    return { people, talks };
  } finally {
    await client.end();
  }
}

function socketOf(person: Person): Client {
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie: person.cookie } });
    }
  }
  return createClient({ url: `ws://127.0.0.1:${person.port}/graphql`, webSocketImpl: CookieSocket, lazy: false });
}

async function sendFrom(person: Person, talkId: string, text: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${person.port}/api/chat/talks/${talkId}/messages`, {
    method: 'POST',
    headers: { cookie: person.cookie, 'x-csrf-token': person.csrf, 'content-type': 'application/json' },
    body: JSON.stringify({ msg: text }),
  });
  const body = (await res.json()) as { id?: string };
  if (res.status !== 200 || !body.id) throw new Error(`send answered ${res.status}: ${JSON.stringify(body)}`);
  return body.id;
}

type ChatData = { chatEvents: { kind: string; message: { id: string } | null } };

export async function benchChat(baseUrl: string): Promise<void> {
  const database = await scratchDatabase(baseUrl, 'chat');
  const a = await startApp(database.url);
  const b = await startApp(database.url);
  const sockets: Client[] = [];
  try {
    const { people, talks } = await seedPeople(database.url, [a.port, b.port]);
    const arrivals = new Map<string, number>();
    const waiters = new Map<string, () => void>();
    for (const person of people) {
      const socket = socketOf(person);
      sockets.push(socket);
      socket.subscribe<ChatData>(
        { query: CHAT_EVENTS_SUBSCRIPTION },
        {
          next: (result) => {
            const id = result.data?.chatEvents.message?.id;
            if (!id) return;
            const key = `${person.id}:${id}`;
            arrivals.set(key, performance.now());
            waiters.get(key)?.();
          },
          error: (error) => console.error('chat subscription failed', error),
          complete: () => undefined,
        },
      );
    }
    /** When the receiver's own subscription had the message (the sender's socket gets it too). */
    const delivered = (id: string, to: Person, ms: number) =>
      new Promise<number | null>((done) => {
        const key = `${to.id}:${id}`;
        const at = arrivals.get(key);
        if (at !== undefined) return done(at);
        const timer = setTimeout(() => {
          waiters.delete(key);
          done(null);
        }, ms);
        waiters.set(key, () => {
          clearTimeout(timer);
          waiters.delete(key);
          done(arrivals.get(key)!);
        });
      });

    // Every pair's subscriptions are in place once one message of theirs comes through (graphql-ws sends no acknowledgement).
    for (const talk of talks) {
      for (const [from, to] of [
        [talk.a, talk.b],
        [talk.b, talk.a],
      ] as const) {
        for (let i = 0; ; i++) {
          if (i > 100) throw new Error(`talk ${talk.id} never delivered`);
          if ((await delivered(await sendFrom(from, talk.id, 'olá'), to, 300)) !== null) break;
        }
      }
    }

    const latencies: number[] = [];
    const roundTrips: number[] = [];
    let next = 0;
    let lost = 0;
    await Promise.all(
      Array.from({ length: SENDERS }, async () => {
        while (next < WARMUP + SAMPLES) {
          const n = next++;
          const talk = talks[n % talks.length]!;
          const [from, to] = n % 2 === 0 ? [talk.a, talk.b] : [talk.b, talk.a];
          const sent = performance.now();
          const id = await sendFrom(from, talk.id, `Mensagem ${n}`);
          const answered = performance.now();
          const at = await delivered(id, to, 5_000);
          if (at === null) lost += 1;
          if (n < WARMUP || at === null) continue;
          latencies.push(at - sent);
          roundTrips.push(answered - sent);
        }
      }),
    );
    if (lost > 0) console.log(`bench chat.delivery.lost ${lost} messages baseline=0`);
    report('chat.delivery.p95_ms', percentile(latencies, 95), 'ms', TARGET_MS);
    report('chat.send.p95_ms', percentile(roundTrips, 95), 'ms', TARGET_MS);
  } finally {
    await Promise.all(sockets.map((s) => s.dispose()));
    await Promise.all([stop(a.child), stop(b.child)]);
    await database.drop();
  }
}
