import { billingContractBodySchema, billingContractRoutes, type BillingContract } from '@honora/contract';
import { billingContractScreenMessages as t } from '@honora/contract/screen-texts/billing-contract';
import { Button, Group, Stack } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { errorsFromIssues, focusFirstInvalid, type FormErrors } from '../../shared/forms/form-errors';
import { toast, toastError } from '../../shared/notify/toast';
import { bodyOf, draftOf, DRAFT_FIELDS, newDraft, type BillingContractDraft } from './billing-contract-draft';
import { BillingContractFields } from './billing-contract-fields';

interface Props {
  /** The contract being changed; null for a new one. */
  saved: BillingContract | null;
  title: string;
  onSaved: () => Promise<unknown>;
  onCancel: () => void;
}

/**
 * A billing contract's form (POST or PUT /api/billing-contracts; decision 052). The contract's
 * schema checks the shape before sending; the server's rules (one contract a month, the months
 * of its statements kept covered) are answered under their input when they name one, toasted
 * otherwise.
 */
export function BillingContractForm({ saved, title, onSaved, onCancel }: Props) {
  const [draft, setDraft] = useState<BillingContractDraft>(() => (saved ? draftOf(saved) : newDraft()));
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const showErrors = (next: FormErrors) => {
    setErrors(next);
    focusFirstInvalid(formRef.current);
  };
  const patch = (change: Partial<BillingContractDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors((current) => {
      const kept = Object.entries(current).filter(([path]) => !(path in change));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  };

  function showApiError(error: unknown) {
    const apiError = toApiError(error);
    const found: FormErrors = {};
    for (const field of apiError.fields) {
      const isPlaced = (DRAFT_FIELDS as readonly string[]).includes(field.path);
      if (isPlaced && !(field.path in found)) found[field.path] = field.message;
    }
    if (Object.keys(found).length > 0) showErrors(found);
    else toastError(apiError);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = bodyOf(draft);
    const parsed = billingContractBodySchema.safeParse(body);
    if (!parsed.success) return showErrors(errorsFromIssues(parsed.error.issues));
    setIsSaving(true);
    try {
      if (saved) await call(billingContractRoutes.update, { params: { id: saved.id }, body });
      else await call(billingContractRoutes.create, { body });
      toast.success(t.saved);
      await onSaved();
    } catch (error) {
      showApiError(error);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack>
        <BillingContractFields draft={draft} patch={patch} errors={errors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {t.cancelEdit}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
