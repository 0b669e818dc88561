import { fmt, transferRoutes, type UserTransferDetail } from '@honora/contract';
import { transfersScreenMessages as t } from '@honora/contract/screen-texts/transfers';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { call, download } from '../../shared/api/api-client';
import { useCan } from '../../shared/auth/use-can';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { DiscountDialog } from './discount-dialog';
import { PaymentDialog } from './payment-dialog';
import { ProfileDialog } from './profile-dialog';
import { useRefreshTransfers } from './use-transfers';

type Dialog = 'discount' | 'pay' | 'cancelPayment' | 'profile' | null;

/** The statement's file name: the month and the receiver ("demonstrativo-repasse-2026-03.pdf"). */
export const statementFileOf = (month: string) => fmt(t.detail.statementFile, { month: month.slice(0, 7) });

/** Downloads a receiver's statement of the month (GET /api/user-transfers/:id/statement.pdf). */
export function downloadStatement(id: string, month: string): void {
  void download(transferRoutes.statementPdf, statementFileOf(month), { params: { id } }).catch(toastError);
}

/**
 * What may be done with a receiver's transfer (billing.md §4: a discount while OPEN, the payment
 * in parts once LOCKED, its cancellation; decision 031: the tax data) — billing manager only —
 * and the statement for everyone who sees it.
 */
export function ReceiverActions({ detail }: { detail: UserTransferDetail }) {
  const can = useCan();
  const refresh = useRefreshTransfers();
  const [dialog, setDialog] = useState<Dialog>(null);
  const isManager = can('billing', 'manager');
  const close = () => setDialog(null);
  const name = detail.receiverName;
  const cancelPayment = async () => {
    try {
      await call(transferRoutes.cancelPayment, { params: { id: detail.id } });
      toast.success(fmt(t.payment.canceled, { name }));
    } catch (error) {
      toastError(error);
    } finally {
      await refresh();
    }
  };
  return (
    <Group gap="xs">
      {isManager && detail.status === 'OPEN' && (
        <Button variant="light" onClick={() => setDialog('discount')}>
          {t.discount.action}
        </Button>
      )}
      {isManager && detail.status === 'LOCKED' && !detail.isPaid && (
        <Button onClick={() => setDialog('pay')}>{t.payment.action}</Button>
      )}
      {isManager && detail.isPaid && (
        <Button variant="subtle" color="red" onClick={() => setDialog('cancelPayment')}>
          {t.payment.cancel}
        </Button>
      )}
      {isManager && (
        <Button variant="default" onClick={() => setDialog('profile')}>
          {t.profile.action}
        </Button>
      )}
      <Button variant="default" onClick={() => downloadStatement(detail.id, detail.month)}>
        {t.detail.statement}
      </Button>
      {dialog === 'discount' && <DiscountDialog detail={detail} onClose={close} onSaved={refresh} />}
      {dialog === 'pay' && <PaymentDialog detail={detail} onClose={close} onSaved={refresh} />}
      {dialog === 'profile' && <ProfileDialog detail={detail} onClose={close} onSaved={refresh} />}
      <ConfirmModal
        title={dialog === 'cancelPayment' ? t.payment.cancel : null}
        message={fmt(t.payment.cancelConfirm, { name })}
        confirmLabel={t.payment.cancel}
        onConfirm={cancelPayment}
        onClose={close}
      />
    </Group>
  );
}
