import { ADMIN_QUERY_NAME_MAX } from '@honora/contract';
import { adminQueryScreenMessages as t } from '@honora/contract/screen-texts/admin-query';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { toApiError } from '../../shared/api/api-error';

interface Props {
  /** Open while set. */
  title: string | null;
  initialName: string;
  onClose: () => void;
  /** Saves under the name; a refusal (a name in use) shows under the input. */
  onSubmit: (name: string) => Promise<void>;
}

/** Asks a saved query's name (save, rename): 1 to 120 characters, unique among saved queries. */
export function NameModal({ title, initialName, onClose, onSubmit }: Props) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  useEffect(() => {
    setName(initialName);
    setError(null);
  }, [initialName, title]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length === 0 || trimmed.length > ADMIN_QUERY_NAME_MAX) return setError(t.errors.name);
    setIsBusy(true);
    try {
      await onSubmit(trimmed);
      onClose();
    } catch (failure) {
      setError(toApiError(failure).message);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Modal opened={title !== null} onClose={onClose} title={title} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput
            label={t.nameLabel}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
            maxLength={ADMIN_QUERY_NAME_MAX}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isBusy}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={isBusy}>
              {t.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
