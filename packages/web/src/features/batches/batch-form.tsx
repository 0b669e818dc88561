import { BATCH_LIMITS, fmt, messages, type Batch } from '@honora/contract';
import { batchesScreenMessages } from '@honora/contract/screen-texts/batches';
import { Button, Grid, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { toApiError } from '../../shared/api/api-error';
import { useCan } from '../../shared/auth/use-can';
import { errorsFromApi, focusFirstInvalid, type FormErrors } from '../../shared/forms/form-errors';
import { toast } from '../../shared/notify/toast';
import type { BatchType } from './batch-filters';
import { InsurerSelect } from '../../shared/registry/insurer-select';
import { HospitalSelect, typeOptions } from './batch-pickers';
import { useCreateBatch, useUpdateBatch } from './use-batches';

const t = batchesScreenMessages.form;
const FIELDS = ['code', 'name', 'protocol', 'healthInsuranceId', 'type', 'hospitalId'] as const;

interface CreateProps {
  companyId: string;
  opened: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}

/** The server's field errors in place; anything else as a toast. */
function useSubmitErrors() {
  const [errors, setErrors] = useState<FormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const fail = (error: unknown) => {
    const apiError = toApiError(error);
    if (apiError.isHandled) return;
    const fieldErrors = errorsFromApi(apiError, FIELDS);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) focusFirstInvalid(formRef.current);
    else toast.error(apiError.message);
  };
  return { errors, setErrors, fail, formRef };
}

/** "Novo lote": code (empty → the company's next number), name, protocol, insurer, guide type, hospital. */
export function BatchCreateModal({ companyId, opened, onClose, onCreated }: CreateProps) {
  const can = useCan();
  const create = useCreateBatch();
  const { errors, setErrors, fail, formRef } = useSubmitErrors();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [protocol, setProtocol] = useState('');
  const [insurerId, setInsurerId] = useState<string | null>(null);
  const [type, setType] = useState<BatchType>('Honorario');
  const [hospitalId, setHospitalId] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!insurerId) {
      setErrors({ healthInsuranceId: messages.screens.batches.validation.noInsurer });
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      const created = await create.mutateAsync({
        companyId,
        code: code.trim() || null,
        name: name.trim() || null,
        protocol: protocol.trim() || null,
        healthInsuranceId: insurerId,
        type,
        hospitalId,
      });
      toast.success(fmt(t.created, { code: created.code }));
      onCreated(created.id);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': batchesScreenMessages.closeDialog }}
      opened={opened}
      onClose={onClose}
      title={t.title}
      size="lg"
      centered
    >
      <form ref={formRef} aria-label={t.title} onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t.code}
                description={t.codeHint}
                maxLength={BATCH_LIMITS.code}
                value={code}
                error={errors.code}
                onChange={(event) => setCode(event.currentTarget.value)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput
                label={t.name}
                maxLength={BATCH_LIMITS.name}
                value={name}
                error={errors.name}
                onChange={(event) => setName(event.currentTarget.value)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t.protocol}
                maxLength={BATCH_LIMITS.protocol}
                value={protocol}
                error={errors.protocol}
                onChange={(event) => setProtocol(event.currentTarget.value)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <InsurerSelect
                label={t.insurer}
                placeholder={t.insurerPlaceholder}
                required
                value={insurerId}
                error={errors.healthInsuranceId}
                onChange={(id) => {
                  setInsurerId(id);
                  setErrors(({ healthInsuranceId: _, ...rest }) => rest);
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                label={t.type}
                data={typeOptions}
                value={type}
                error={errors.type}
                onChange={(value) => value && setType(value as BatchType)}
                allowDeselect={false}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              {can('hospitals', 'list') && (
                <HospitalSelect
                  label={t.hospital}
                  placeholder={t.hospitalPlaceholder}
                  value={hospitalId}
                  error={errors.hospitalId}
                  onChange={setHospitalId}
                />
              )}
            </Grid.Col>
          </Grid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface EditProps {
  batch: Batch;
  onClose: () => void;
}

/** "Alterar": number, name and protocol of the batch (the version read travels along). */
export function BatchEditModal({ batch, onClose }: EditProps) {
  const update = useUpdateBatch(batch.id);
  const { errors, fail, formRef } = useSubmitErrors();
  const [code, setCode] = useState(batch.code);
  const [name, setName] = useState(batch.name ?? '');
  const [protocol, setProtocol] = useState(batch.protocol ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update.mutateAsync({
        version: batch.version,
        code: code.trim(),
        name: name.trim() || null,
        protocol: protocol.trim() || null,
      });
      toast.success(t.saved);
      onClose();
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': batchesScreenMessages.closeDialog }}
      opened
      onClose={onClose}
      title={t.editTitle}
      centered
    >
      <form ref={formRef} aria-label={t.editTitle} onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput
            label={t.code}
            required
            maxLength={BATCH_LIMITS.code}
            value={code}
            error={errors.code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <TextInput
            label={t.name}
            maxLength={BATCH_LIMITS.name}
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <TextInput
            label={t.protocol}
            maxLength={BATCH_LIMITS.protocol}
            value={protocol}
            error={errors.protocol}
            onChange={(event) => setProtocol(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
