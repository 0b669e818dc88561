import {
  financialItemGroupBodySchema,
  financialItemGroupRoutes,
  financialItemKinds,
  messages,
  tissExpenseCodes,
  type FinancialItemGroup,
} from '@honora/contract';
import { maxLengthRule, requiredRule } from '@honora/domain';
import {
  Button,
  Checkbox,
  Grid,
  Group,
  MultiSelect,
  Select,
  Stack,
  TagsInput,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useFormState, type FieldRules } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';

const t = messages.screens.billingSettings.financialItemGroups;
const record = messages.screens.registry.record;

type Values = { name: string; description: string; kind: string; itemCodes: string; active: string };

const rules: FieldRules<Values> = {
  name: [requiredRule, maxLengthRule(100)],
  description: [maxLengthRule(500)],
  itemCodes: [requiredRule],
};

const SEPARATOR = '\n';
const listOf = (text: string) => (text ? text.split(SEPARATOR) : []);
const expenseOptions = tissExpenseCodes.map((code) => ({ value: code, label: `${code} — ${t.expenseCodes[code]}` }));

function initialValues(group: FinancialItemGroup | null): Values {
  return {
    name: group?.name ?? '',
    description: group?.description ?? '',
    kind: group?.kind ?? 'EXPENSE',
    itemCodes: (group?.itemCodes ?? []).join(SEPARATOR),
    active: String(group?.active ?? true),
  };
}

interface Props {
  group: FinancialItemGroup | null;
  isReadOnly: boolean;
  onSaved: (saved: FinancialItemGroup) => Promise<unknown> | void;
}

/**
 * A group's form: expense groups pick TISS expense codes (table 25); revenue and discount
 * groups take the company's own codes. A code already in another group of the kind is
 * refused by the server under the codes.
 */
export function FinancialItemGroupForm({ group, isReadOnly, onSaved }: Props) {
  const form = useFormState(initialValues(group), rules);
  const [isSaving, setIsSaving] = useState(false);
  const { values } = form;
  const codes = listOf(values.itemCodes);
  const setCodes = (next: string[]) => form.setValue('itemCodes', next.join(SEPARATOR));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(financialItemGroupBodySchema, {
      name: values.name,
      description: values.description,
      kind: values.kind,
      itemCodes: codes,
      active: values.active === 'true',
    });
    if (!body) return;
    setIsSaving(true);
    try {
      const saved = group
        ? await call(financialItemGroupRoutes.update, { params: { id: group.id }, body })
        : await call(financialItemGroupRoutes.create, { body });
      toast.success(record.saved);
      await onSaved(saved);
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSaving(false);
    }
  }

  const codesProps = {
    label: t.itemCodes,
    description: t.itemCodesHint,
    value: codes,
    onChange: setCodes,
    error: form.errors.itemCodes,
    required: true,
    clearable: true,
    disabled: isReadOnly,
  };

  return (
    <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={t.title}>
      <Stack>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput {...form.field('name')} label={t.name} required disabled={isReadOnly} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label={t.kind}
              data={financialItemKinds.map((value) => ({ value, label: t.kinds[value] }))}
              value={values.kind}
              onChange={(value) => {
                form.setValue('kind', value ?? '');
                if (value !== values.kind) setCodes([]);
              }}
              error={form.errors.kind}
              allowDeselect={false}
              required
              disabled={isReadOnly}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            {values.kind === 'EXPENSE' ? (
              <MultiSelect {...codesProps} data={expenseOptions} />
            ) : (
              <TagsInput {...codesProps} acceptValueOnBlur />
            )}
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label={t.description}
              value={values.description}
              onChange={(event) => form.setValue('description', event.currentTarget.value)}
              error={form.errors.description}
              autosize
              minRows={2}
              disabled={isReadOnly}
            />
          </Grid.Col>
        </Grid>
        <Checkbox
          label={t.active}
          checked={values.active === 'true'}
          onChange={(event) => form.setValue('active', String(event.currentTarget.checked))}
          disabled={isReadOnly}
        />
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
