import { buildPath, chatRoutes, fmt, type ChatMessage } from '@honora/contract';
import { chatScreenMessages as t } from '@honora/contract/screen-texts/chat';
import { chatWebScreenMessages as w } from '@honora/contract/screen-texts/chat-web';
import { Anchor, Box, Group, Paper, Text } from '@mantine/core';
import { formatTime } from '@honora/domain';
import { ownStatus } from './chat-view';

interface Props {
  message: ChatMessage;
  isOwn: boolean;
  /** Groups and talks with the company name each message's sender. */
  showSender: boolean;
}

const OWN_TEXT = 'var(--mantine-color-blue-light-color)';

/**
 * One message (platform.md §3: msg, date, type, sender, viewed): one's own on the right in the
 * accent colour with "Visualizada" or "Enviada" under it (§4), the others' on the left; an image
 * as a thumbnail that opens the file, a PDF as a link to download it.
 */
export function MessageBubble({ message, isOwn, showSender }: Props) {
  const time = formatTime(message.date);
  return (
    <Box
      component="li"
      data-testid="chat-message"
      data-own={isOwn ? 'true' : 'false'}
      style={{ display: 'flex', justifyContent: isOwn ? 'flex-end' : 'flex-start' }}
    >
      <Paper
        withBorder={!isOwn}
        px="sm"
        py={6}
        maw="75%"
        bg={isOwn ? 'var(--mantine-color-blue-light)' : undefined}
        c={isOwn ? OWN_TEXT : undefined}
      >
        {showSender && !isOwn && (
          <Text size="xs" fw={700}>
            {message.senderName}
          </Text>
        )}
        {message.file && <Attachment message={message} />}
        {message.msg && (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="chat-message-text">
            {message.msg}
          </Text>
        )}
        <Group gap={6} justify="flex-end">
          <Text size="xs" c={isOwn ? OWN_TEXT : 'dimmed'}>
            {time}
          </Text>
          {isOwn && (
            <Text size="xs" c={OWN_TEXT} fw={message.viewed ? 700 : 400} data-testid="chat-message-status">
              {ownStatus(message)}
            </Text>
          )}
        </Group>
      </Paper>
    </Box>
  );
}

/** The file of the message, served to the talk's members only (chatRoutes.attachment). */
function Attachment({ message }: { message: ChatMessage }) {
  const file = message.file!;
  const url = buildPath(chatRoutes.attachment.path, { id: message.talkId, messageId: message.id });
  if (message.type === 'image') {
    return (
      <Anchor
        href={url}
        target="_blank"
        rel="noopener"
        aria-label={fmt(w.openImage, { name: file.name })}
        display="block"
      >
        <img
          src={url}
          alt={file.name}
          loading="lazy"
          style={{
            display: 'block',
            minWidth: 48,
            minHeight: 48,
            maxWidth: 240,
            maxHeight: 180,
            objectFit: 'contain',
            borderRadius: 4,
          }}
          data-testid="chat-image"
        />
      </Anchor>
    );
  }
  const size = fmt(w.fileSize, { size: String(Math.max(1, Math.round(file.size / 1024))) });
  return (
    <Anchor href={url} download={file.name} c="inherit" td="underline" data-testid="chat-file">
      {fmt(t.download, { name: file.name })} ({size})
    </Anchor>
  );
}
