import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import { fmt, type OcrField } from '@honora/contract';
import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import type { FormErrors } from '../forms/form-errors';
import { OcrFieldInput, type GuideImage } from './ocr-field-input';
import { shownProblem, shownValue, type FieldGroups, type FieldRow } from './ocr-fields';

const o = ocrMessages;
const c = o.client;

interface FieldsProps {
  fields: readonly OcrField[];
  edits: Readonly<Record<string, string>>;
  errors: FormErrors;
  image: GuideImage;
  onEdit: (key: string, value: string) => void;
  /** The fields are only shown (a guide that no longer changes). */
  readOnly?: boolean | undefined;
}

/** Two columns of inputs with crops up to 220 px, or three (a table's row) up to 150 px, at 1280 px. */
const CROP_WIDTHS: Record<2 | 3, number> = { 2: 220, 3: 150 };

function FieldGrid({ fields, edits, errors, image, onEdit, readOnly, cols }: FieldsProps & { cols: 2 | 3 }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: cols }} spacing="sm" verticalSpacing="sm">
      {fields.map((field) => (
        <OcrFieldInput
          key={field.key}
          field={field}
          value={shownValue(field, edits)}
          problem={errors[field.key] ?? shownProblem(field, edits)}
          image={image}
          cropWidth={CROP_WIDTHS[cols]}
          readOnly={readOnly}
          onChange={(value) => onEdit(field.key, value)}
        />
      ))}
    </SimpleGrid>
  );
}

/** A table of the guide (procedures, team): one group per row read, its cells as fields. */
function RowsFieldset({
  legend,
  rowLegend,
  rows,
  ...rest
}: Omit<FieldsProps, 'fields'> & {
  legend: string;
  rowLegend: string;
  rows: readonly FieldRow[];
}) {
  if (rows.length === 0) return null;
  return (
    <Fieldset legend={legend}>
      <Stack gap="md">
        {rows.map((row) => (
          <Fieldset key={row.n} legend={fmt(rowLegend, { n: row.n })} variant="filled">
            <FieldGrid fields={row.fields} cols={3} {...rest} />
          </Fieldset>
        ))}
      </Stack>
    </Fieldset>
  );
}

/**
 * The fields of a guide read, grouped as the guide prints them (platform.md §2 GuideOcrAmazon):
 * the header fields, then each procedure and each member of the team, every input beside the
 * crop of the image it was read from. The client's review and support's review both show them.
 */
export function OcrFieldGroups({ groups, ...shared }: Omit<FieldsProps, 'fields'> & { groups: FieldGroups }) {
  return (
    <>
      <Fieldset legend={o.fieldsLegend}>
        <FieldGrid fields={groups.fields} cols={2} {...shared} />
      </Fieldset>
      <RowsFieldset legend={o.proceduresLegend} rowLegend={c.procedureRow} rows={groups.procedures} {...shared} />
      <RowsFieldset legend={o.teamLegend} rowLegend={c.teamRow} rows={groups.team} {...shared} />
    </>
  );
}
