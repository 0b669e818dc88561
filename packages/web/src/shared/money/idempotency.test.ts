import { describe, expect, it } from 'vitest';
import { keyFor } from './idempotency';

describe('keyFor', () => {
  let n = 0;
  const next = () => `k${++n}`;

  it('gives the first request a fresh key', () => {
    expect(keyFor(null, { a: 1 }, next).key).toBe('k1');
  });

  it('sends the same request again with the same key (a retried click never posts twice)', () => {
    const first = keyFor(null, { version: 3, entries: [{ value: '10.00' }] }, next);
    const again = keyFor(first, { version: 3, entries: [{ value: '10.00' }] }, next);
    expect(again.key).toBe(first.key);
  });

  it('gives a changed request a new key', () => {
    const first = keyFor(null, { version: 3, entries: [{ value: '10.00' }] }, next);
    const changed = keyFor(first, { version: 3, entries: [{ value: '12.00' }] }, next);
    expect(changed.key).not.toBe(first.key);
  });
});
