import { adminReleaseRoutes, releaseBodySchema, RELEASE_NOTES_MAX, type Release } from '@honora/contract';
import { releasesScreenMessages as t } from '@honora/contract/screen-texts/releases';
import { Button, Grid, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { DateInput } from '../../shared/forms/date-input';
import { errorsFromIssues, focusFirstInvalid, type FormErrors } from '../../shared/forms/form-errors';
import { toast, toastError } from '../../shared/notify/toast';
import { bodyOfRelease, draftOfRelease, RELEASE_FIELDS, type ReleaseDraft } from './release-draft';

interface Props {
  /** The release being changed; null for a new one. */
  saved: Release | null;
  title: string;
  onSaved: () => Promise<unknown>;
  onCancel: () => void;
}

/**
 * A release's form (POST or PUT /api/admin/releases; decision 055): the schema checks the shape
 * before sending; the server's answers (a duplicate version or build, a day too far ahead) show
 * under their input.
 */
export function ReleaseForm({ saved, title, onSaved, onCancel }: Props) {
  const [draft, setDraft] = useState<ReleaseDraft>(() => draftOfRelease(saved));
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const showErrors = (next: FormErrors) => {
    setErrors(next);
    focusFirstInvalid(formRef.current);
  };
  const patch = (change: Partial<ReleaseDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !(path in change))));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = bodyOfRelease(draft);
    const parsed = releaseBodySchema.safeParse(body);
    if (!parsed.success) return showErrors(errorsFromIssues(parsed.error.issues));
    setIsSaving(true);
    try {
      if (saved) await call(adminReleaseRoutes.update, { params: { id: saved.id }, body });
      else await call(adminReleaseRoutes.create, { body });
      toast.success(t.saved);
      await onSaved();
    } catch (error) {
      const apiError = toApiError(error);
      const placed = apiError.fields.filter((f) => (RELEASE_FIELDS as readonly string[]).includes(f.path));
      if (placed.length > 0) showErrors(Object.fromEntries(placed.map((f) => [f.path, f.message])));
      else toastError(apiError);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack>
        <Grid>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput
              name="version"
              label={t.version}
              description={t.versionHint}
              required
              maxLength={20}
              value={draft.version}
              error={errors.version}
              onChange={(event) => patch({ version: event.currentTarget.value })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 4 }}>
            <TextInput
              name="buildNumber"
              label={t.buildNumber}
              required
              inputMode="numeric"
              maxLength={6}
              value={draft.buildNumber}
              error={errors.buildNumber}
              onChange={(event) => patch({ buildNumber: event.currentTarget.value })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 4 }}>
            <DateInput
              name="releasedOn"
              label={t.releasedOn}
              required
              value={draft.releasedOn}
              error={errors.releasedOn}
              onChange={(releasedOn) => patch({ releasedOn })}
            />
          </Grid.Col>
        </Grid>
        <Textarea
          name="notes"
          label={t.notes}
          description={t.notesHint}
          autosize
          minRows={6}
          maxRows={16}
          maxLength={RELEASE_NOTES_MAX}
          value={draft.notes}
          error={errors.notes}
          onChange={(event) => patch({ notes: event.currentTarget.value })}
        />
        <Switch
          name="published"
          label={t.publishedSwitch}
          checked={draft.published}
          onChange={(event) => patch({ published: event.currentTarget.checked })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
