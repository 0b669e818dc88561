import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import type { OcrGuide } from '@honora/contract';
import { Button, Group, Stack } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { toApiError } from '../../shared/api/api-error';
import { focusFirstInvalid, type FormErrors } from '../../shared/forms/form-errors';
import { toast } from '../../shared/notify/toast';
import { OcrFieldGroups } from '../../shared/ocr-review/ocr-field-groups';
import type { GuideImage } from '../../shared/ocr-review/ocr-field-input';
import { groupFields } from '../../shared/ocr-review/ocr-fields';
import { ReviewFailureAlert, type ReviewFailure } from '../../shared/ocr-review/review-failure';
import { changedValues, supportErrorsOf } from './support-review';
import { useSaveSupportFields } from './use-admin-ocr';

const o = ocrMessages;
const s = o.support;

const noEdits: Readonly<Record<string, string>> = {};

/** A guide that no longer changes, or whose corrections support may not save: its fields, only shown. */
export function SupportGuideFields({ guide, image }: { guide: OcrGuide; image: GuideImage }) {
  const groups = useMemo(() => groupFields(guide.fields), [guide.fields]);
  if (guide.fields.length === 0) return null;
  return (
    <Stack gap="md" role="group" aria-label={o.fieldsLegend}>
      <OcrFieldGroups groups={groups} edits={noEdits} errors={{}} image={image} onEdit={() => {}} readOnly />
    </Stack>
  );
}

/**
 * Support's corrections of a guide read (platform.md §2 admin GuideOcrAmazon "support sees and
 * fixes a company's guides"): the fields grouped as the client's review shows them, and "Salvar
 * correções", which sends only the fields changed and then shows the guide the server answered.
 * A refused save keeps what was typed and says why (under the input, or above the form).
 */
export function SupportGuideForm({ guide, image }: { guide: OcrGuide; image: GuideImage }) {
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<ReviewFailure | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveSupportFields(guide.id);
  const groups = useMemo(() => groupFields(guide.fields), [guide.fields]);
  const keys = useMemo(() => new Set(guide.fields.map((field) => field.key)), [guide.fields]);
  const changed = changedValues(guide.fields, edits);
  const hasChanges = Object.keys(changed).length > 0;

  function edit(key: string, value: string) {
    setEdits((current) => ({ ...current, [key]: value }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== key)));
  }

  async function submit() {
    if (!hasChanges) return;
    setFailure(null);
    try {
      await save.mutateAsync(changed);
      setEdits({});
      setErrors({});
      toast.success(o.saved);
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.isHandled) return;
      const found = supportErrorsOf(apiError, keys);
      setErrors(found.errors);
      setFailure({ message: apiError.message, others: found.others });
      focusFirstInvalid(formRef.current);
    }
  }

  return (
    <form
      ref={formRef}
      aria-label={s.reviewTitle}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <ReviewFailureAlert failure={failure} title={s.saveFailed} />
        <OcrFieldGroups groups={groups} edits={edits} errors={errors} image={image} onEdit={edit} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!hasChanges}>
            {o.saveDraft}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
