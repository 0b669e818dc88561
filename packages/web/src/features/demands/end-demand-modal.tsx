import { demandRoutes, fmt, type Demand } from '@honora/contract';
import { demandsScreenMessages as t } from '@honora/contract/screen-texts/demands';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { toast, toastError } from '../../shared/notify/toast';
import { lineText } from './demand-values';

/** The demand to close or cancel, or null when the question is not asked. */
export type Ending = { demand: Demand; action: 'close' | 'cancel' } | null;

interface Props {
  ending: Ending;
  onClose: () => void;
  onEnded: () => Promise<unknown>;
}

/**
 * The question before closing or cancelling a demand (decision 049): it stops being offered and
 * its waiting applications are declined; the doctors already placed stay on the roster.
 */
export function EndDemandModal({ ending, onClose, onEnded }: Props) {
  const [isBusy, setIsBusy] = useState(false);
  const isClose = ending?.action === 'close';
  const label = isClose ? t.close : t.cancelDemand;

  async function confirm() {
    if (!ending) return;
    setIsBusy(true);
    try {
      await call(demandRoutes[ending.action], { params: { id: ending.demand.id } });
      toast.success(isClose ? t.closed : t.cancelled);
      await onEnded();
    } catch (error) {
      toastError(error);
    } finally {
      setIsBusy(false);
      onClose();
    }
  }

  return (
    <Modal opened={ending !== null} onClose={onClose} title={ending ? label : ''} centered>
      <Stack>
        <Text>{ending ? fmt(isClose ? t.closeConfirm : t.cancelConfirm, { line: lineText(ending.demand) }) : ''}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isBusy}>
            {t.back}
          </Button>
          <Button color={isClose ? 'gray' : 'red'} onClick={() => void confirm()} loading={isBusy}>
            {label}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
