import {
  fmt,
  SCHEDULE_TAG_COLORS,
  SCHEDULE_TAG_DESCRIPTION_MAX,
  SCHEDULE_TAG_NAME_MAX,
  scheduleTagBodySchema,
  scheduleTagRoutes,
  type ScheduleTag,
  type ScheduleTagColor,
  type ScheduleTags,
} from '@honora/contract';
import { scheduleTagsScreenMessages as t } from '@honora/contract/screen-texts/schedule-tags';
import { Button, Checkbox, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import { TagChip } from '../../shared/schedules/tag-chip';
import { TagDoctorsField } from './tag-doctors-field';
import { doctorIdsOf, initialTagValues, joinDoctorIds, tagBodyOf, type TagFormValues } from './tag-values';

interface Props {
  /** The tag being changed, or null for a new one. */
  tag: ScheduleTag | null;
  doctors: ScheduleTags['doctors'];
  onSaved: () => Promise<unknown> | void;
  onCancel: () => void;
}

/** The palette's colours by their pt-BR names (decision 044): no free colour to pick. */
const colorChoices = SCHEDULE_TAG_COLORS.map((color) => ({ value: color, label: t.colors[color] }));
const isColor = (value: string): value is ScheduleTagColor =>
  (SCHEDULE_TAG_COLORS as readonly string[]).includes(value);

/**
 * A tag (platform.md §2 TagsSchedule; decision 044): its name, a colour of the palette shown as
 * the chip it draws, a description, whether new lines may ask for it, and the doctors holding it.
 * Taking it from a doctor placed from today on in a line that asks for it is refused by the
 * server, under the doctors.
 */
export function ScheduleTagForm({ tag, doctors, onSaved, onCancel }: Props) {
  const form = useFormState<TagFormValues>(initialTagValues(tag));
  const [isSaving, setIsSaving] = useState(false);
  const { values } = form;
  const color = isColor(values.color) ? values.color : SCHEDULE_TAG_COLORS[0];
  const title = tag ? fmt(t.editTitle, { name: tag.name }) : t.newTitle;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(scheduleTagBodySchema, tagBodyOf(values));
    if (!body) return;
    setIsSaving(true);
    try {
      if (tag) await call(scheduleTagRoutes.update, { params: { id: tag.id }, body });
      else await call(scheduleTagRoutes.create, { body });
      toast.success(t.saved);
      await onSaved();
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack>
        <TextInput {...form.field('name')} label={t.name} maxLength={SCHEDULE_TAG_NAME_MAX} required data-autofocus />
        <Group align="flex-end" wrap="nowrap">
          <Select
            label={t.color}
            data={colorChoices}
            value={values.color || null}
            onChange={(value) => form.setValue('color', value ?? '')}
            error={form.errors.color}
            renderOption={({ option }) => <TagChip name={option.label} color={option.value as ScheduleTagColor} />}
            allowDeselect={false}
            required
            w={220}
          />
          <div style={{ paddingBottom: 8, minWidth: 0 }}>
            <TagChip name={values.name.trim() || t.colors[color]} color={color} size="md" />
          </div>
        </Group>
        <Textarea
          label={t.description}
          value={values.description}
          onChange={(event) => form.setValue('description', event.currentTarget.value)}
          error={form.errors.description}
          maxLength={SCHEDULE_TAG_DESCRIPTION_MAX}
          autosize
          minRows={2}
          maxRows={4}
        />
        <Checkbox
          label={t.active}
          description={t.activeHint}
          checked={values.active === 'true'}
          onChange={(event) => form.setValue('active', String(event.currentTarget.checked))}
        />
        <TagDoctorsField
          doctors={doctors}
          value={doctorIdsOf(values)}
          onChange={(ids) => form.setValue('doctorIds', joinDoctorIds(ids))}
          error={form.errors.doctorIds}
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
