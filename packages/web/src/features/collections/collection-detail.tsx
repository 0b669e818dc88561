import { collectionRoutes, fmt, type Collection } from '@honora/contract';
import { collectionsScreenMessages as t } from '@honora/contract/screen-texts/collections';
import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { useCan } from '../../shared/auth/use-can';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { ContaAzulExportButton } from '../../shared/contaazul/contaazul-export';
import { QueryState } from '../../shared/ui/query-state';
import { CollectionEditDialog } from './collection-edit-dialog';
import { CollectionEvents } from './collection-events';
import { CollectionFigures } from './collection-figures';
import { acceptsPayments, STATUS_COLORS } from './collection-shown';
import { ReceiptDialog } from './receipt-dialog';
import { SettleDialog } from './settle-dialog';
import { useCollection, useRefreshCollections } from './use-collections';

interface Props {
  id: string;
  onBack: () => void;
}

/** /client/Cobrancas/{id}: one collection, its figures, its events, and what may be done with it. */
export function CollectionDetail({ id, onBack }: Props) {
  const query = useCollection(id);
  return (
    <Stack>
      <Group>
        <Button variant="subtle" onClick={onBack}>
          {t.detail.back}
        </Button>
      </Group>
      <QueryState query={query}>{(collection) => <CollectionView collection={collection} />}</QueryState>
    </Stack>
  );
}

type Dialog = 'edit' | 'receive' | 'settle' | 'cancel' | null;

function CollectionView({ collection }: { collection: Collection }) {
  const can = useCan();
  const refresh = useRefreshCollections();
  const [dialog, setDialog] = useState<Dialog>(null);
  const canWrite = can('billing', 'write');
  const isOpen = acceptsPayments(collection, canWrite);
  const close = () => setDialog(null);
  const cancel = async () => {
    try {
      await call(collectionRoutes.cancel, { params: { id: collection.id } });
      toast.success(t.detail.canceled);
      await refresh();
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1}>{fmt(t.detail.title, { code: collection.code })}</Title>
          <Badge variant="light" size="lg" color={STATUS_COLORS[collection.status]} data-status={collection.status}>
            {t.statuses[collection.status]}
          </Badge>
        </Group>
        <Group gap="xs">
          {isOpen && <Button onClick={() => setDialog('receive')}>{t.detail.receive}</Button>}
          {isOpen && (
            <Button variant="light" onClick={() => setDialog('settle')}>
              {t.detail.settle}
            </Button>
          )}
          {/* Decision 054: the collection's active events to Conta Azul (shown when connected). */}
          {collection.active && <ContaAzulExportButton collectionId={collection.id} />}
          {canWrite && collection.active && (
            <Button variant="default" onClick={() => setDialog('edit')}>
              {t.detail.edit}
            </Button>
          )}
          {canWrite && collection.active && (
            <Button variant="subtle" color="red" onClick={() => setDialog('cancel')}>
              {t.detail.cancel}
            </Button>
          )}
        </Group>
      </Group>
      <CollectionFigures collection={collection} />
      <CollectionEvents collection={collection} />
      {dialog === 'edit' && <CollectionEditDialog collection={collection} onClose={close} onSaved={refresh} />}
      {dialog === 'receive' && <ReceiptDialog collection={collection} onClose={close} onSaved={refresh} />}
      {dialog === 'settle' && <SettleDialog collection={collection} onClose={close} onSaved={refresh} />}
      <ConfirmModal
        title={dialog === 'cancel' ? t.detail.cancel : null}
        message={fmt(t.detail.cancelConfirm, { code: collection.code })}
        confirmLabel={t.detail.cancel}
        onConfirm={cancel}
        onClose={close}
      />
    </Stack>
  );
}
