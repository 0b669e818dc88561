import {
  contractBodySchema,
  contractRoutes,
  fmt,
  type ContractCounterparts,
  type ContractDetail,
} from '@honora/contract';
import { contractsScreenMessages as t } from '@honora/contract/screen-texts/contracts';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { errorsFromIssues, focusFirstInvalid, type FormErrors } from '../../shared/forms/form-errors';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { figuresOf } from './contract-figures';
import {
  bodyOf,
  draftOf,
  generateRows,
  newDraft,
  periodsByDueOn,
  sameDraft,
  termsKey,
  type ContractDraft,
  type InstallmentRow,
} from './contract-form-model';
import { ContractTermsFields } from './contract-terms-fields';
import { InstallmentsEditor } from './installments-editor';

interface Props {
  /** The Open contract being changed; null for a new one. */
  saved: ContractDetail | null;
  choices: { types: readonly string[]; counterparts: ContractCounterparts };
  /** The server's answer after a save (what the screen shows from then on). */
  onSaved: (contract: ContractDetail) => Promise<void>;
  /** Whether the form holds changes not saved yet (billing waits for them). */
  onDirtyChange?: (isDirty: boolean) => void;
}

/** Where the API's field errors can be shown: an input of the terms, the table, or one of its cells. */
const PLACED =
  /^(type|insurerId|hospitalId|startsOn|endsOn|billingType|billingDay|value|hoursPerPeriod|ratePerHour|notes|installments(\.\d+\.(dueOn|value))?)$/;

/**
 * The contract's form (platform.md §3, §5; decision 045): its terms and its installments, sent
 * as typed (POST or PUT /api/contracts). The contract's schema checks the shape before sending;
 * the §5 rules are the server's, each answered under its input or row.
 */
export function ContractForm({ saved, choices, onSaved, onDirtyChange }: Props) {
  const baseline = useMemo(() => (saved ? draftOf(saved) : newDraft()), [saved]);
  const [draft, setDraft] = useState<ContractDraft>(baseline);
  const [generatedFrom, setGeneratedFrom] = useState(() => termsKey(baseline));
  const [errors, setErrors] = useState<FormErrors>({});
  const [pending, setPending] = useState<InstallmentRow[] | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const isDirty = !sameDraft(draft, baseline);
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const title = saved ? fmt(t.editTitle, { type: saved.type }) : t.newTitle;

  const showErrors = (next: FormErrors) => {
    setErrors(next);
    focusFirstInvalid(formRef.current);
  };
  const patch = (change: Partial<ContractDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors((current) => {
      const kept = Object.entries(current).filter(([path]) => !(path in change) && path !== 'installments');
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  };
  const setRows = (installments: InstallmentRow[]) => {
    setDraft((current) => ({ ...current, installments }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([p]) => !p.startsWith('installments'))));
  };
  const applyGenerated = (rows: InstallmentRow[]) => {
    setRows(rows);
    setGeneratedFrom(termsKey(draft));
  };

  function generate() {
    const result = generateRows(draft);
    if (!result.ok) return showErrors({ ...errors, ...result.errors, installments: t.generateNeedsTerms });
    if (draft.installments.length > 0) setPending(result.rows);
    else applyGenerated(result.rows);
  }

  function showApiError(error: unknown) {
    const apiError = toApiError(error);
    const found: FormErrors = {};
    for (const field of apiError.fields) if (!(field.path in found)) found[field.path] = field.message;
    if (Object.keys(found).some((path) => PLACED.test(path))) showErrors(found);
    else toastError(apiError);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = bodyOf(draft);
    const parsed = contractBodySchema.safeParse(body);
    if (!parsed.success) return showErrors(errorsFromIssues(parsed.error.issues));
    setIsSubmitting(true);
    try {
      const answer = saved
        ? await call(contractRoutes.update, { params: { id: saved.id }, body })
        : await call(contractRoutes.create, { body });
      toast.success(t.saved);
      const shown = draftOf(answer);
      setDraft(shown);
      setGeneratedFrom(termsKey(shown));
      setErrors({});
      await onSaved(answer);
    } catch (error) {
      showApiError(error);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack>
          <Paper withBorder p="md">
            <ContractTermsFields
              draft={draft}
              patch={patch}
              errors={errors}
              types={choices.types}
              counterparts={choices.counterparts}
              saved={saved}
            />
          </Paper>
          <Paper withBorder p="md">
            <InstallmentsEditor
              rows={draft.installments}
              onChange={setRows}
              onGenerate={generate}
              errors={errors}
              periods={periodsByDueOn(draft)}
              figures={figuresOf(draft, saved)}
              isFixed={draft.mode === 'fixed'}
              isBehindTerms={termsKey(draft) !== generatedFrom}
            />
          </Paper>
          <Group justify="flex-end">
            {saved && isDirty && (
              <Button
                variant="default"
                onClick={() => {
                  setDraft(baseline);
                  setGeneratedFrom(termsKey(baseline));
                  setErrors({});
                }}
                disabled={isSubmitting}
              >
                {t.cancel}
              </Button>
            )}
            <Button type="submit" loading={isSubmitting}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmModal
        title={pending ? t.generate : null}
        message={fmt(t.generateConfirm, { count: draft.installments.length })}
        confirmLabel={t.generate}
        color="blue"
        onConfirm={async () => {
          if (pending) applyGenerated(pending);
        }}
        onClose={() => setPending(null)}
      />
    </>
  );
}
