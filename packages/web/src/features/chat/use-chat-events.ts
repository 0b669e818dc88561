import { CHAT_EVENTS_SUBSCRIPTION, chatEventSchema, type ChatEvent } from '@honora/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { onGraphqlSocketConnected, subscribeGraphql } from '../../shared/money/graphql-client';
import { CHAT_KEY } from './use-chat';

/** After the client gave up reconnecting: the next try, and again while the screen is open. */
const RESUBSCRIBE_MS = 5_000;

/**
 * The chat's realtime feed (decision 066): the GraphQL subscription `chatEvents` on the one
 * WebSocket at /graphql. Each event goes to `onEvent`; on every (re)connection the chat's
 * queries are read again, so nothing sent while the socket was down is missed. Answers whether
 * the feed is down (the screen says so).
 */
export function useChatEvents(onEvent: (event: ChatEvent) => void): { isOffline: boolean } {
  const queryClient = useQueryClient();
  const handler = useRef(onEvent);
  const [isOffline, setOffline] = useState(false);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let isClosed = false;
    // Also on the first connection: what came between the screen's first read and the socket.
    const stopConnected = onGraphqlSocketConnected(() => {
      setOffline(false);
      void queryClient.invalidateQueries({ queryKey: [CHAT_KEY] });
    });
    const start = () => {
      stop = subscribeGraphql<{ chatEvents: unknown }>(
        CHAT_EVENTS_SUBSCRIPTION,
        {},
        {
          next: (data) => {
            const parsed = chatEventSchema.safeParse(data.chatEvents);
            if (parsed.success) handler.current(parsed.data);
            else console.error('chatEvents fora do contrato', parsed.error.issues);
          },
          error: () => {
            if (isClosed) return;
            setOffline(true);
            retry = setTimeout(() => {
              // Re-read what came while the feed was down, then listen again.
              void queryClient.invalidateQueries({ queryKey: [CHAT_KEY] });
              start();
            }, RESUBSCRIBE_MS);
          },
        },
      );
    };
    start();
    return () => {
      isClosed = true;
      if (retry) clearTimeout(retry);
      stop?.();
      stopConnected();
    };
  }, [queryClient]);

  return { isOffline };
}
