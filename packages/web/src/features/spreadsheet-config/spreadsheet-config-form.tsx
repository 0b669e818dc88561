import {
  messages,
  parseColumnRef,
  requiredSpreadsheetFields,
  spreadsheetConfigBodySchema,
  spreadsheetConfigRoutes,
  spreadsheetDateFormats,
  spreadsheetFields,
  type SpreadsheetConfig,
  type SpreadsheetField,
} from '@honora/contract';
import { isEmptyValue, maxLengthRule, rangeRule, requiredRule, type Rule } from '@honora/domain';
import { Button, Checkbox, Fieldset, Grid, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useFormState, type FieldRules } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';

const t = messages.screens.billingSettings.spreadsheetConfig;
const record = messages.screens.registry.record;

type ColumnKey = `columns.${SpreadsheetField}`;
type Values = { name: string; headerRow: string; dateFormat: string; active: string } & Record<ColumnKey, string>;

const columnKey = (field: SpreadsheetField): ColumnKey => `columns.${field}`;

/** A column reference the server will take: a letter A–ZZ or a header name (contract's parseColumnRef). */
const columnRule: Rule = (value) =>
  isEmptyValue(value) || (typeof value === 'string' && parseColumnRef(value) !== null) ? true : t.errors.column;

const rules: FieldRules<Values> = {
  name: [requiredRule, maxLengthRule(100)],
  headerRow: [requiredRule, rangeRule(1, 50)],
  ...Object.fromEntries(
    spreadsheetFields.map((field) => [
      columnKey(field),
      requiredSpreadsheetFields.includes(field) ? [requiredRule, columnRule] : [columnRule],
    ]),
  ),
};

function initialValues(config: SpreadsheetConfig | null): Values {
  const columns = Object.fromEntries(
    spreadsheetFields.map((field) => [columnKey(field), config?.columns[field] ?? '']),
  ) as Record<ColumnKey, string>;
  return {
    name: config?.name ?? '',
    headerRow: String(config?.headerRow ?? 1),
    dateFormat: config?.dateFormat ?? 'DD/MM/YYYY',
    active: String(config?.active ?? true),
    ...columns,
  };
}

interface Props {
  config: SpreadsheetConfig | null;
  isReadOnly: boolean;
  onSaved: (saved: SpreadsheetConfig) => Promise<unknown> | void;
}

/**
 * A spreadsheet configuration's form: name, header row, date format and, for each event
 * datum, its column (letter or header name); patient, date and procedure code are required.
 */
export function SpreadsheetConfigForm({ config, isReadOnly, onSaved }: Props) {
  const form = useFormState(initialValues(config), rules);
  const [isSaving, setIsSaving] = useState(false);
  const { values } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const columns = Object.fromEntries(
      spreadsheetFields.map((field) => [field, values[columnKey(field)]]).filter(([, value]) => value?.trim()),
    ) as Record<string, string>;
    const body = form.validate(spreadsheetConfigBodySchema, {
      name: values.name,
      headerRow: values.headerRow === '' ? Number.NaN : Number(values.headerRow),
      dateFormat: values.dateFormat,
      columns,
      active: values.active === 'true',
    });
    if (!body) return;
    setIsSaving(true);
    try {
      const saved = config
        ? await call(spreadsheetConfigRoutes.update, { params: { id: config.id }, body })
        : await call(spreadsheetConfigRoutes.create, { body });
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
            <TextInput {...form.field('name')} label={t.name} required disabled={isReadOnly} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <NumberInput
              label={t.headerRow}
              description={t.headerRowHint}
              value={values.headerRow}
              onChange={(value) => form.setValue('headerRow', String(value))}
              error={form.errors.headerRow}
              min={1}
              max={50}
              allowDecimal={false}
              required
              disabled={isReadOnly}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <Select
              label={t.dateFormat}
              data={[...spreadsheetDateFormats]}
              value={values.dateFormat}
              onChange={(value) => form.setValue('dateFormat', value ?? '')}
              error={form.errors.dateFormat}
              allowDeselect={false}
              required
              disabled={isReadOnly}
            />
          </Grid.Col>
        </Grid>
        <Fieldset legend={t.columns}>
          <Stack gap="xs">
            <div>{t.columnsHint}</div>
            <Grid>
              {spreadsheetFields.map((field) => (
                <Grid.Col key={field} span={{ base: 12, sm: 6, md: 4 }}>
                  <TextInput
                    {...form.field(columnKey(field))}
                    label={t.fields[field]}
                    required={requiredSpreadsheetFields.includes(field)}
                    disabled={isReadOnly}
                  />
                </Grid.Col>
              ))}
            </Grid>
          </Stack>
        </Fieldset>
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
