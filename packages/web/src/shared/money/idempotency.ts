import { useCallback, useRef } from 'react';

/** The key of the last request a dialog sent and what it sent. */
export interface SentRequest {
  key: string;
  body: string;
}

/**
 * The idempotency key of a money write (decision 016): the same request sent again (a second
 * click, a retry after a lost answer) carries the same key, so the server replays its first
 * answer and never posts twice; a changed request gets a fresh key (the server refuses a key
 * reused for another request).
 */
export function keyFor(previous: SentRequest | null, body: unknown, newKey: () => string): SentRequest {
  const text = JSON.stringify(body);
  return previous && previous.body === text ? previous : { key: newKey(), body: text };
}

/** A dialog's idempotency keys: `keyOf(body)` answers the key to send with that body. */
export function useIdempotencyKey(): (body: unknown) => string {
  const last = useRef<SentRequest | null>(null);
  return useCallback((body: unknown) => {
    last.current = keyFor(last.current, body, () => crypto.randomUUID());
    return last.current.key;
  }, []);
}
