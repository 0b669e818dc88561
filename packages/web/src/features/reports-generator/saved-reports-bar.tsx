import { fmt, savedReportRoutes, type ReportDefinitionInput, type SavedReport } from '@honora/contract';
import { reportsGeneratorScreenMessages as t } from '@honora/contract/screen-texts/reports-generator';
import { Button, Group, Modal, Select, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { isApiError } from '../../shared/api/api-error';
import { useCan } from '../../shared/auth/use-can';
import { toast, toastError } from '../../shared/notify/toast';

interface Props {
  companyId: string | undefined;
  definition: ReportDefinitionInput;
  isEmpty: boolean;
  onOpen: (report: SavedReport) => void;
}

/**
 * The company's saved reports (decision 036): open one into the builder; with the dashboard's
 * write permission, save the current report by a name unique in the company, change or delete it.
 */
export function SavedReportsBar({ companyId, definition, isEmpty, onOpen }: Props) {
  const can = useCan();
  const canSave = can('dashboard', 'write');
  const client = useQueryClient();
  const [openId, setOpenId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const key = ['saved-reports', companyId];
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => call(savedReportRoutes.list, { signal }) });
  const refresh = () => client.invalidateQueries({ queryKey: key });

  const save = useMutation({
    mutationFn: (asNew: boolean) =>
      asNew || !openId
        ? call(savedReportRoutes.create, { body: { name, definition } })
        : call(savedReportRoutes.update, { params: { id: openId }, body: { name, definition } }),
    onSuccess: async (saved) => {
      setOpenId(saved.id);
      setNameError(null);
      toast.success(fmt(t.saved.savedToast, { name: saved.name }));
      await refresh();
    },
    onError: (error) => {
      const field = isApiError(error) ? error.fields.find((f) => f.path === 'name') : undefined;
      if (field) setNameError(field.message);
      else toastError(error);
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => call(savedReportRoutes.remove, { params: { id } }),
    onSuccess: async () => {
      toast.success(fmt(t.saved.removedToast, { name }));
      setOpenId(null);
      setName('');
      setIsConfirming(false);
      await refresh();
    },
    onError: toastError,
  });

  const pick = (id: string | null) => {
    const report = list.data?.find((item) => item.id === id);
    setOpenId(report?.id ?? null);
    setName(report?.name ?? '');
    setNameError(null);
    if (report) onOpen(report);
  };

  return (
    <Group align="flex-end" gap="xs">
      <Select
        label={t.saved.pick}
        placeholder={list.data?.length === 0 ? t.saved.none : undefined}
        data={(list.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
        value={openId}
        onChange={pick}
        searchable
        clearable
        w={280}
      />
      {canSave && (
        <>
          <TextInput
            label={t.saved.name}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError}
            w={280}
          />
          <Button onClick={() => save.mutate(false)} loading={save.isPending} disabled={isEmpty || name.trim() === ''}>
            {openId ? t.saved.saveChanges : t.saved.save}
          </Button>
          {openId && (
            <Button variant="default" onClick={() => save.mutate(true)} disabled={isEmpty || name.trim() === ''}>
              {t.saved.saveAsNew}
            </Button>
          )}
          {openId && (
            <Button variant="subtle" color="red" onClick={() => setIsConfirming(true)}>
              {t.saved.remove}
            </Button>
          )}
        </>
      )}
      <Modal opened={isConfirming} onClose={() => setIsConfirming(false)} title={t.saved.remove}>
        <Text mb="md">{fmt(t.saved.removeConfirm, { name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setIsConfirming(false)}>
            {t.saved.cancel}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => openId && remove.mutate(openId)}>
            {t.saved.remove}
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}
