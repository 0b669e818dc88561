import type { ChatMessage } from '@honora/contract';
import { chatScreenMessages as t } from '@honora/contract/screen-texts/chat';
import { Box, Button, Center, Divider, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { groupByDay, isOwn, type Viewer } from './chat-view';
import { MessageBubble } from './message-bubble';

interface Props {
  messages: readonly ChatMessage[];
  viewer: Viewer;
  label: string;
  showSender: boolean;
  emptyText: string;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
}

/**
 * The talk's messages by day, oldest at the top: a log (role="log", polite live region) so a
 * screen reader announces what arrives; it keeps to the newest message as messages come in.
 */
export function MessageLog({
  messages,
  viewer,
  label,
  showSender,
  emptyText,
  hasOlder,
  isLoadingOlder,
  onLoadOlder,
}: Props) {
  const viewport = useRef<HTMLDivElement>(null);
  const newest = messages.reduce<string>((max, message) => (message.date > max ? message.date : max), '');
  useEffect(() => {
    const element = viewport.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest]);
  const groups = groupByDay(messages, new Date());
  return (
    <Box
      ref={viewport}
      role="log"
      aria-live="polite"
      aria-label={label}
      tabIndex={0}
      style={{ overflowY: 'auto', flex: 1, minHeight: 0 }}
      px="xs"
    >
      {hasOlder && (
        <Center my="xs">
          <Button variant="subtle" size="xs" onClick={onLoadOlder} loading={isLoadingOlder}>
            {t.loadOlder}
          </Button>
        </Center>
      )}
      {groups.length === 0 && (
        <Text c="dimmed" ta="center" my="md">
          {emptyText}
        </Text>
      )}
      {groups.map((group) => (
        <section key={group.day} aria-label={group.label}>
          <Divider label={group.label} labelPosition="center" my="xs" />
          <Stack component="ul" gap={6} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {group.messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                isOwn={isOwn(message, viewer)}
                showSender={showSender}
              />
            ))}
          </Stack>
        </section>
      ))}
    </Box>
  );
}
