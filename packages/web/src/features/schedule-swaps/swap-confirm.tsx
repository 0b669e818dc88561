import type { Swap } from '@honora/contract';
import { scheduleSwapsScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { confirmText } from './swaps-model';

/** A refusal or a cancellation waiting for the user's yes. */
export interface Question {
  swap: Swap;
  action: 'reject' | 'cancel';
}

interface Props {
  /** The question last asked: it stays while the modal closes, so its text does not blank out. */
  question: Question | null;
  opened: boolean;
  /** Runs on confirmation; the question closes when it settles. */
  onConfirm: (question: Question) => Promise<void>;
  onClose: () => void;
}

/**
 * The question before refusing or cancelling a request. Its own dismiss reads "Voltar": beside
 * "Cancelar pedido", a "Cancelar" that keeps the request would say the opposite of what it does.
 */
export function SwapConfirm({ question, opened, onConfirm, onClose }: Props) {
  const [isBusy, setIsBusy] = useState(false);

  async function confirm(asked: Question) {
    setIsBusy(true);
    try {
      await onConfirm(asked);
    } finally {
      setIsBusy(false);
      onClose();
    }
  }

  const label = question ? t[question.action] : '';
  return (
    <Modal opened={opened && question !== null} onClose={onClose} title={label} centered>
      {question && (
        <Stack>
          <Text>{confirmText(question.action, question.swap)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isBusy}>
              {t.keep}
            </Button>
            <Button color="red" onClick={() => void confirm(question)} loading={isBusy}>
              {label}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
