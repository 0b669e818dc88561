import { fmt, type ContactMessage } from '@honora/contract';
import { contactScreenMessages as t } from '@honora/contract/screen-texts/contact';
import { formatDateTime } from '@honora/domain';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { toast, toastError } from '../../shared/notify/toast';
import { ContactStatus } from './contact-status';
import { useMarkContactRead } from './use-contact-messages';

interface Props {
  message: ContactMessage | null;
  onChange: (message: ContactMessage) => void;
  onClose: () => void;
}

/** One contact message in full, with who read it, the reply by e-mail and read / unread. */
export function ContactMessageModal({ message, onChange, onClose }: Props) {
  const mark = useMarkContactRead();
  const setRead = (isRead: boolean) => {
    if (!message) return;
    mark.mutate(
      { id: message.id, isRead },
      {
        onSuccess: (saved) => {
          toast.success(isRead ? t.markedRead : t.markedUnread);
          onChange(saved);
        },
        onError: toastError,
      },
    );
  };
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={message?.subject ?? ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t.close }}
    >
      {message && (
        <Stack gap="sm">
          <Text size="sm">
            <strong>{t.from}:</strong> {message.name} &lt;{message.email}&gt; · {message.phone ?? t.noPhone}
          </Text>
          <Text size="sm">
            <strong>{t.receivedAt}:</strong> {formatDateTime(message.createdAt)}
          </Text>
          <Group gap="xs">
            <ContactStatus message={message} />
            {message.readAt && (
              <Text size="sm">
                {fmt(t.readBy, { name: message.readByName ?? '', date: formatDateTime(message.readAt) })}
              </Text>
            )}
          </Group>
          <Text size="sm" fw={600}>
            {t.message}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {message.message}
          </Text>
          <Group justify="space-between">
            <Anchor href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}>
              {t.replyByEmail}
            </Anchor>
            <Button
              variant={message.readAt ? 'default' : 'filled'}
              loading={mark.isPending}
              onClick={() => setRead(!message.readAt)}
            >
              {message.readAt ? t.markUnread : t.markRead}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
