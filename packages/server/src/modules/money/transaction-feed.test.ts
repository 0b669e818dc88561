import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { changesOf, payloadsOf, TransactionFeed, type TransactionChange } from './transaction-feed';

const change = (companyId: string, eventId = 'e1'): TransactionChange => ({
  companyId,
  eventId,
  kind: 'created',
  transactionIds: ['t1'],
  at: '2026-01-01T00:00:00.000Z',
});

describe('TransactionFeed', () => {
  it('listens from the call on (a change published before the first next() is kept), per company', async () => {
    const feed = new TransactionFeed();
    const stream = feed.subscribe(['a', 'b'], new AbortController().signal);
    expect(feed.listenerCount('a')).toBe(1);
    feed.publish([change('a', 'e1'), change('c', 'e2'), change('b', 'e3')]);
    expect((await stream.next()).value).toEqual(change('a', 'e1'));
    expect((await stream.next()).value).toEqual(change('b', 'e3'));
    const waiting = stream.next();
    feed.publish([change('b', 'e4')]);
    expect((await waiting).value).toEqual(change('b', 'e4'));
  });

  it('return() and the signal stop it and remove its listeners; a pending next() ends', async () => {
    const feed = new TransactionFeed();
    const controller = new AbortController();
    const stream = feed.subscribe(['a'], controller.signal);
    const pending = stream.next();
    controller.abort();
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(feed.listenerCount('a')).toBe(0);
    const other = feed.subscribe(['a'], new AbortController().signal);
    await other.return!();
    expect(feed.listenerCount('a')).toBe(0);
    feed.publish([change('a')]);
    expect((await other.next()).done).toBe(true);
  });

  it('works with for await and an already aborted signal', async () => {
    const feed = new TransactionFeed();
    const controller = new AbortController();
    controller.abort();
    const seen: TransactionChange[] = [];
    for await (const c of feed.subscribe(['a'], controller.signal)) seen.push(c);
    expect(seen).toEqual([]);
    expect(feed.listenerCount('a')).toBe(0);
  });
});

describe('payloadsOf / changesOf (the NOTIFY payloads of the feed)', () => {
  const many = (companyId: string, count: number): TransactionChange => ({
    ...change(companyId),
    transactionIds: Array.from({ length: count }, () => randomUUID()),
  });

  it('packs small changes into one payload that reads back the same', () => {
    const changes = [change('a', 'e1'), change('b', 'e2')];
    const payloads = payloadsOf(changes);
    expect(payloads).toHaveLength(1);
    expect(changesOf(payloads[0]!)).toEqual(changes);
  });

  it('keeps every payload under the limit: many changes in several payloads, a large change cut by its ids', () => {
    const changes = [many('a', 1_000), ...Array.from({ length: 300 }, (_, i) => change('b', `e${i}`)), many('c', 3)];
    const payloads = payloadsOf(changes);
    expect(payloads.length).toBeGreaterThan(5);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    const read = payloads.flatMap((p) => changesOf(p)!);
    expect(read.filter((c) => c.companyId === 'a').flatMap((c) => c.transactionIds)).toEqual(
      changes[0]!.transactionIds,
    );
    expect(read.filter((c) => c.companyId === 'a').every((c) => c.eventId === 'e1' && c.kind === 'created')).toBe(true);
    expect(read.filter((c) => c.companyId === 'b')).toEqual(changes.slice(1, 301));
    expect(read.at(-1)).toEqual(changes.at(-1));
  });

  it('answers nothing for no change, and drops what is not a list of changes', () => {
    expect(payloadsOf([])).toEqual([]);
    expect(changesOf('not json')).toBeNull();
    expect(changesOf('{"companyId":"a"}')).toBeNull();
    expect(changesOf(JSON.stringify([{ ...change('a'), kind: 'exploded' }]))).toBeNull();
    expect(changesOf(JSON.stringify([{ ...change('a'), transactionIds: [1] }]))).toBeNull();
  });
});
