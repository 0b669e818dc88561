import { messages } from '@honora/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

const t = messages.screens.adminCompanies;

interface Props {
  title: string | null;
  message: string;
  confirmLabel: string;
  color?: string;
  /** Runs on confirmation; the modal closes when it settles. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** A question before an action that changes a lot (delete, restore, reset); open while `title` is set. */
export function ConfirmModal({ title, message, confirmLabel, color = 'red', onConfirm, onClose }: Props) {
  const [isBusy, setIsBusy] = useState(false);
  async function confirm() {
    setIsBusy(true);
    try {
      await onConfirm();
    } finally {
      setIsBusy(false);
      onClose();
    }
  }
  return (
    <Modal opened={title !== null} onClose={onClose} title={title} centered>
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isBusy}>
            {t.cancel}
          </Button>
          <Button color={color} onClick={() => void confirm()} loading={isBusy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
