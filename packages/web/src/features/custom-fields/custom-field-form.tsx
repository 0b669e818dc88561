import {
  customFieldBodySchema,
  customFieldEntities,
  customFieldRoutes,
  customFieldTypes,
  isCustomFieldKey,
  messages,
  type CustomField,
} from '@honora/contract';
import { isEmptyValue, maxLengthRule, rangeRule, requiredRule, type Rule } from '@honora/domain';
import { Button, Checkbox, Grid, Group, NumberInput, Select, Stack, TagsInput, TextInput } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useFormState, type FieldRules } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';

const t = messages.screens.billingSettings.customFields;
const record = messages.screens.registry.record;

type Values = {
  entity: string;
  key: string;
  label: string;
  type: string;
  options: string;
  filterable: string;
  required: string;
  position: string;
  active: string;
};

const keyRule: Rule = (value) =>
  isEmptyValue(value) || (typeof value === 'string' && isCustomFieldKey(value.trim())) ? true : t.errors.key;

const rules: FieldRules<Values> = {
  key: [requiredRule, keyRule],
  label: [requiredRule, maxLengthRule(100)],
  position: [rangeRule(0, 9999)],
};

const SEPARATOR = '\n';
const listOf = (text: string) => (text ? text.split(SEPARATOR) : []);

function initialValues(field: CustomField | null): Values {
  return {
    entity: field?.entity ?? 'event',
    key: field?.key ?? '',
    label: field?.label ?? '',
    type: field?.type ?? 'text',
    options: (field?.options ?? []).join(SEPARATOR),
    filterable: String(field?.filterable ?? false),
    required: String(field?.required ?? false),
    position: String(field?.position ?? 0),
    active: String(field?.active ?? true),
  };
}

interface Props {
  field: CustomField | null;
  isReadOnly: boolean;
  onSaved: (saved: CustomField) => Promise<unknown> | void;
}

/**
 * A custom field's form: entity, key and type are chosen once (read-only when editing);
 * options only for a list; the 11th filterable field is refused by the server under
 * "Filtrável".
 */
export function CustomFieldForm({ field, isReadOnly, onSaved }: Props) {
  const form = useFormState(initialValues(field), rules);
  const [isSaving, setIsSaving] = useState(false);
  const { values } = form;
  const isNew = field === null;
  const flag = (name: 'filterable' | 'required' | 'active') => ({
    checked: values[name] === 'true',
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue(name, String(event.currentTarget.checked)),
    error: form.errors[name],
    disabled: isReadOnly,
  });
  const optionsError =
    form.errors.options ?? Object.entries(form.errors).find(([path]) => path.startsWith('options.'))?.[1];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(customFieldBodySchema, {
      entity: values.entity,
      key: values.key,
      label: values.label,
      type: values.type,
      options: listOf(values.options),
      filterable: values.filterable === 'true',
      required: values.required === 'true',
      position: values.position === '' ? Number.NaN : Number(values.position),
      active: values.active === 'true',
    });
    if (!body) return;
    setIsSaving(true);
    try {
      const saved = field
        ? await call(customFieldRoutes.update, { params: { id: field.id }, body })
        : await call(customFieldRoutes.create, { body });
      toast.success(record.saved);
      await onSaved(saved);
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={t.title}>
      <Stack>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput {...form.field('label')} label={t.label} required disabled={isReadOnly} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              {...form.field('key')}
              label={t.key}
              description={t.keyHint}
              required
              disabled={isReadOnly || !isNew}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label={t.entity}
              data={customFieldEntities.map((value) => ({ value, label: t.entities[value] }))}
              value={values.entity}
              onChange={(value) => form.setValue('entity', value ?? '')}
              error={form.errors.entity}
              allowDeselect={false}
              required
              disabled={isReadOnly || !isNew}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label={t.type}
              data={customFieldTypes.map((value) => ({ value, label: t.types[value] }))}
              value={values.type}
              onChange={(value) => form.setValue('type', value ?? '')}
              error={form.errors.type}
              allowDeselect={false}
              required
              disabled={isReadOnly || !isNew}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberInput
              label={t.position}
              value={values.position}
              onChange={(value) => form.setValue('position', String(value))}
              error={form.errors.position}
              min={0}
              max={9999}
              allowDecimal={false}
              disabled={isReadOnly}
            />
          </Grid.Col>
          {values.type === 'select' && (
            <Grid.Col span={12}>
              <TagsInput
                label={t.options}
                description={t.optionsHint}
                value={listOf(values.options)}
                onChange={(options) => form.setValue('options', options.join(SEPARATOR))}
                error={optionsError}
                acceptValueOnBlur
                clearable
                required
                disabled={isReadOnly}
              />
            </Grid.Col>
          )}
        </Grid>
        <Group>
          <Checkbox label={t.filterable} description={t.filterableHint} {...flag('filterable')} />
          <Checkbox label={t.required} {...flag('required')} />
          <Checkbox label={t.active} {...flag('active')} />
        </Group>
        {!isReadOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={isSaving}>
              {record.save}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
