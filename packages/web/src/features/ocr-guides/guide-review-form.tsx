import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import { type OcrGuide } from '@honora/contract';
import { Button, Group, Stack } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toApiError } from '../../shared/api/api-error';
import { useCan } from '../../shared/auth/use-can';
import { focusFirstInvalid, type FormErrors } from '../../shared/forms/form-errors';
import { toast } from '../../shared/notify/toast';
import { OcrFieldGroups } from '../../shared/ocr-review/ocr-field-groups';
import type { GuideImage } from '../../shared/ocr-review/ocr-field-input';
import { groupFields } from '../../shared/ocr-review/ocr-fields';
import { ReviewFailureAlert, type ReviewFailure } from '../../shared/ocr-review/review-failure';
import { paths } from '../../shared/routing/paths';
import { recordPath } from '../../shared/routing/use-record-route';
import { GuideRegistryPickers } from './guide-registry-pickers';
import { choicesOf, confirmBodyOf, reviewErrorsOf, type RegistryChoices } from './ocr-logic';
import { useConfirmGuide } from './use-ocr-guides';

const o = ocrMessages;
const c = o.client;

/**
 * The review of a guide read (platform.md §2 GuideOcrAmazon): every field prefilled with what was
 * confirmed, the registries prefilled with the records matched, and the confirmation that posts
 * every field's current value and opens the event created. What the user typed or picked lives
 * in this form only, so the guide read again never overwrites it.
 */
export function GuideReviewForm({ guide, image }: { guide: OcrGuide; image: GuideImage }) {
  const canConfirm = useCan()('ocr', 'write');
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [picked, setPicked] = useState<Partial<RegistryChoices>>({});
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<ReviewFailure | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const confirm = useConfirmGuide(guide.id);
  const navigate = useNavigate();
  const groups = useMemo(() => groupFields(guide.fields), [guide.fields]);
  const keys = useMemo(() => new Set(guide.fields.map((field) => field.key)), [guide.fields]);
  const choices = choicesOf(guide.matches, picked);

  const forget = (names: readonly string[]) =>
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !names.includes(key))));

  function edit(key: string, value: string) {
    setEdits((current) => ({ ...current, [key]: value }));
    forget([key]);
  }

  function pick(change: Partial<RegistryChoices>) {
    setPicked((current) => ({ ...current, ...change }));
    forget(Object.keys(change));
  }

  function refuse(found: FormErrors, next: ReviewFailure | null) {
    setErrors(found);
    setFailure(next);
    focusFirstInvalid(formRef.current);
  }

  async function submit() {
    if (!choices.healthInsuranceId) {
      refuse({ healthInsuranceId: o.insurerRequired }, null);
      return;
    }
    setFailure(null);
    try {
      const saved = await confirm.mutateAsync(confirmBodyOf(guide.fields, edits, choices));
      toast.success(o.confirmed);
      if (saved.eventId) void navigate(recordPath(paths.clientEvents, saved.eventId));
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.isHandled) return;
      const found = reviewErrorsOf(apiError, keys);
      refuse(found.errors, { message: apiError.message, others: found.others });
    }
  }

  const shared = { edits, errors, image, onEdit: edit };
  return (
    <form
      ref={formRef}
      aria-label={o.reviewTitle}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <ReviewFailureAlert failure={failure} title={c.confirmFailed} />
        <GuideRegistryPickers matches={guide.matches} choices={choices} errors={errors} onPick={pick} />
        <OcrFieldGroups groups={groups} {...shared} />
        <Group justify="flex-end">
          <Button type="submit" loading={confirm.isPending} disabled={!canConfirm}>
            {o.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
