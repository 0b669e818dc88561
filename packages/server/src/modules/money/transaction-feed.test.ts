import { describe, expect, it } from 'vitest';
import { TransactionFeed, type TransactionChange } from './transaction-feed';

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
