import { messages, type OutboxMessage } from '@honora/contract';
import { formatDateTime } from '@honora/domain';
import { Alert, Code, Modal, Stack, Text } from '@mantine/core';
import { MessageStatus } from './message-status';

const t = messages.screens.inbox;

interface Props {
  message: OutboxMessage | null;
  onClose: () => void;
}

/** The full text of one sent message. */
export function MessageModal({ message, onClose }: Props) {
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={message ? (message.subject ?? t.noSubject) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t.close }}
    >
      {message && (
        <Stack gap="sm">
          <Text size="sm">
            <strong>{t.to}:</strong> {message.to} · {t.channels[message.channel]}
          </Text>
          <Text size="sm">
            <strong>{t.createdAt}:</strong> {formatDateTime(message.createdAt)}
            {message.sentAt && (
              <>
                {' · '}
                <strong>{t.sentAt}:</strong> {formatDateTime(message.sentAt)}
              </>
            )}
          </Text>
          <MessageStatus message={message} />
          {message.error && (
            <Alert color="red" title={t.error}>
              {message.error}
            </Alert>
          )}
          <Text size="sm" fw={600}>
            {t.body}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} aria-label={t.body}>
            {message.body}
          </Code>
        </Stack>
      )}
    </Modal>
  );
}
