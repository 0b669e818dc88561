import { negotiationScreenMessages } from '@honora/contract/screen-texts/negotiation-screen';
import { negotiationCopyBodySchema, negotiationRoutes, type Negotiation, fmt } from '@honora/contract';
import { parseDate } from '@honora/domain';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../../shared/api/api-client';
import { useFormState } from '../../../shared/forms/use-form-state';
import { toast } from '../../../shared/notify/toast';

const s = negotiationScreenMessages;

interface Props {
  /** The negotiation to copy; null: the modal is closed. */
  negotiation: Negotiation | null;
  onClose: () => void;
  onCopied: (copy: Negotiation) => Promise<void>;
}

/** "Copiar como nova": the same terms from a new start (the server closes an open-ended one the day before). */
export function CopyNegotiationModal({ negotiation, onClose, onCopied }: Props) {
  return (
    <Modal opened={negotiation !== null} onClose={onClose} title={s.copyTitle} centered>
      {negotiation && <CopyForm key={negotiation.id} negotiation={negotiation} onClose={onClose} onCopied={onCopied} />}
    </Modal>
  );
}

function CopyForm({ negotiation, onClose, onCopied }: Props & { negotiation: Negotiation }) {
  const form = useFormState({ start: '', name: '' });
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const start = form.values.start.trim();
    const name = form.values.name.trim();
    const draft = { start: parseDate(start) ?? start, ...(name ? { name } : {}) };
    const body = form.validate(negotiationCopyBodySchema, draft);
    if (!body) return;
    setIsSubmitting(true);
    try {
      const copy = await call(negotiationRoutes.copy, { params: { id: negotiation.id }, body });
      toast.success(s.copied);
      await onCopied(copy);
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={s.copyTitle}>
      <Stack>
        <Text size="sm">{fmt(s.copyHint, { name: negotiation.name })}</Text>
        <TextInput {...form.field('start')} label={s.copyStart} placeholder={s.datePlaceholder} required />
        <TextInput
          {...form.field('name')}
          label={s.copyName}
          description={s.copyNameHint}
          placeholder={negotiation.name}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {s.cancel}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {s.copySubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
