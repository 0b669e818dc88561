import { fmt, type AxregRecord, type AxregType } from '@honora/contract';
import { integrationsScreenMessages } from '@honora/contract/screen-texts/integrations';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { toast, toastError } from '../../shared/notify/toast';
import { axregActions } from './axreg-actions';
import { ProductSelect } from './product-select';
import { useCompanyId } from './use-integrations';

const t = integrationsScreenMessages.link;

interface Props {
  type: AxregType;
  record: AxregRecord | null;
  onClose: () => void;
  onLinked: () => void;
}

/** "Vincular a…": maps a registry record to a product record picked from the company's registry. */
export function LinkModal({ type, record, onClose, onLinked }: Props) {
  const companyId = useCompanyId();
  const [productId, setProductId] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  async function link() {
    if (!record || !productId) return;
    setBusy(true);
    try {
      await axregActions.map(companyId, type, record.axregId, productId);
      toast.success(t.linked);
      setProductId(null);
      onLinked();
      onClose();
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={record !== null}
      onClose={onClose}
      title={record ? fmt(t.title, { name: record.name }) : ''}
      centered
    >
      <Stack>
        {record && (
          <ProductSelect
            type={type}
            label={t.product}
            placeholder={t.placeholder}
            value={productId}
            onChange={setProductId}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isBusy}>
            {t.cancel}
          </Button>
          <Button onClick={() => void link()} disabled={!productId} loading={isBusy}>
            {t.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
