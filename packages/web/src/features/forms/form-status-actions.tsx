import { fmt, type Form, type FormStatusAction } from '@honora/contract';
import { formsScreenMessages as t } from '@honora/contract/screen-texts/forms';
import { Badge, Button } from '@mantine/core';
import { useState } from 'react';
import { toast, toastError } from '../../shared/notify/toast';

/** The state changes a form offers now (platform.md §4: published or not; may be closed). */
export function actionsOf(form: Pick<Form, 'published' | 'closedAt'>): FormStatusAction[] {
  if (!form.published) return ['publish'];
  return form.closedAt ? ['reopen', 'unpublish'] : ['close', 'unpublish'];
}

const colors = { open: 'teal', unpublished: 'gray', closed: 'orange', expired: 'red' } as const;

export function FormStatusBadge({ form }: { form: Pick<Form, 'acceptance'> }) {
  return (
    <Badge color={colors[form.acceptance]} variant="light" autoContrast>
      {t.statuses[form.acceptance]}
    </Badge>
  );
}

interface Props {
  form: Pick<Form, 'id' | 'title' | 'published' | 'closedAt'>;
  change: (action: FormStatusAction) => Promise<unknown>;
  onChanged: () => Promise<unknown>;
}

/** Publish, unpublish, close or reopen, one button each (the client's and the administrators' lists). */
export function FormStatusActions({ form, change, onChanged }: Props) {
  const [busy, setBusy] = useState<FormStatusAction | null>(null);
  async function run(action: FormStatusAction) {
    setBusy(action);
    try {
      await change(action);
      toast.success(t.actionDone[action]);
      await onChanged();
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(null);
    }
  }
  return actionsOf(form).map((action) => (
    <Button
      key={action}
      size="xs"
      variant="light"
      loading={busy === action}
      aria-label={fmt(t.actionLabel, { action: t.actions[action], title: form.title })}
      onClick={() => void run(action)}
    >
      {t.actions[action]}
    </Button>
  ));
}
