import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import { fmt, OCR_LIMITS, type OcrField } from '@honora/contract';
import { Box, Stack, Text, TextInput } from '@mantine/core';
import { cropOf, fieldLabel } from './ocr-fields';

const o = ocrMessages;

/** The height a field's crop is drawn at, at most, in px (it keeps the box's proportions). */
const CROP_HEIGHT = 36;

export interface GuideImage {
  url: string | null;
  width: number | null;
  height: number | null;
}

/** Where the field was read: the page image as a background, moved and scaled to the field's box. */
function FieldCrop({
  field,
  label,
  image,
  width,
}: {
  field: OcrField;
  label: string;
  image: GuideImage;
  width: number;
}) {
  const crop = cropOf(field.box, image, { width, height: CROP_HEIGHT });
  if (!crop) {
    return (
      <Text size="xs" c="dimmed">
        {o.noCrop}
      </Text>
    );
  }
  return (
    <Box
      role="img"
      aria-label={fmt(o.crop, { field: label })}
      data-crop={field.key}
      w={crop.width}
      h={crop.height}
      bd="1px solid var(--mantine-color-default-border)"
      style={{
        backgroundColor: 'white',
        backgroundImage: image.url ? `url("${image.url}")` : undefined,
        backgroundRepeat: 'no-repeat',
        backgroundSize: crop.backgroundSize,
        backgroundPosition: crop.backgroundPosition,
      }}
    />
  );
}

interface Props {
  field: OcrField;
  value: string;
  /** The field's check or the server's refusal, shown under the input. */
  problem: string | null;
  image: GuideImage;
  /** The widest the crop is drawn, in px (the input's column). */
  cropWidth: number;
  /** Shown, not edited (a guide that no longer changes). */
  readOnly?: boolean | undefined;
  onChange: (value: string) => void;
}

/**
 * One field of the guide: the crop of the image where it was read above its input, prefilled
 * with what was confirmed; a field read with low confidence or failing its check is highlighted
 * and says why under the input (the input's aria-describedby names the text).
 */
export function OcrFieldInput({ field, value, problem, image, cropWidth, readOnly = false, onChange }: Props) {
  const label = fieldLabel(field.key);
  const isLow = field.low && problem === null;
  return (
    <Box data-field={field.key} data-flagged={field.low || problem !== null || undefined}>
      <TextInput
        name={field.key}
        label={label}
        value={value}
        required={field.required}
        readOnly={readOnly}
        maxLength={OCR_LIMITS.fieldLength}
        description={field.low ? fmt(o.lowConfidenceField, { confidence: Math.round(field.confidence) }) : undefined}
        error={problem ?? undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        inputContainer={(input) => (
          <Stack gap={4}>
            <FieldCrop field={field} label={label} image={image} width={cropWidth} />
            {input}
          </Stack>
        )}
        styles={isLow ? { input: { borderColor: 'var(--mantine-color-orange-filled)', borderWidth: 2 } } : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Box>
  );
}
