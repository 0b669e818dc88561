import { contaAzulRoutes, fmt, type ContaAzulConnection } from '@honora/contract';
import { contaAzulScreenMessages } from '@honora/contract/screen-texts/contaazul';
import { formatDate } from '@honora/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';

const t = contaAzulScreenMessages.connection;

interface Props {
  configured: boolean;
  connection: ContaAzulConnection | null;
  canWrite: boolean;
  onChanged: () => void;
}

/**
 * The company's connection (decision 054): connecting sends the browser to Conta Azul's
 * authorization with a signed state; a revoked one offers to connect again.
 */
export function ConnectionSection({ configured, connection, canWrite, onChanged }: Props) {
  const [isConnecting, setIsConnecting] = useState(false);
  const [isAsking, setIsAsking] = useState(false);

  const connect = async () => {
    setIsConnecting(true);
    try {
      const { authorizeUrl } = await call(contaAzulRoutes.connect);
      window.location.assign(authorizeUrl);
    } catch (error) {
      toastError(error);
      setIsConnecting(false);
    }
  };
  const disconnect = async () => {
    try {
      await call(contaAzulRoutes.disconnect);
      toast.success(t.disconnected_toast);
      onChanged();
    } catch (error) {
      toastError(error);
    }
  };

  const connectButton = (label: string) =>
    canWrite && (
      <Button onClick={() => void connect()} loading={isConnecting}>
        {label}
      </Button>
    );

  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2}>{t.title}</Title>
        {!configured ? (
          <Text c="dimmed">{t.notConfigured}</Text>
        ) : connection === null ? (
          <Group justify="space-between">
            <Text>{t.disconnected}</Text>
            {connectButton(t.connect)}
          </Group>
        ) : connection.status === 'REVOKED' ? (
          <Group justify="space-between">
            <Text c="red">{fmt(t.revoked, { date: formatDate(connection.revokedAt ?? connection.connectedAt) })}</Text>
            {connectButton(t.reconnect)}
          </Group>
        ) : (
          <Group justify="space-between">
            <Text data-testid="contaazul-connected">
              {fmt(t.connected, { date: formatDate(connection.connectedAt) })}
            </Text>
            {canWrite && (
              <Button variant="light" color="red" onClick={() => setIsAsking(true)}>
                {t.disconnect}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ConfirmModal
        title={isAsking ? t.disconnect : null}
        message={t.disconnectConfirm}
        confirmLabel={t.disconnect}
        onConfirm={disconnect}
        onClose={() => setIsAsking(false)}
      />
    </Paper>
  );
}
