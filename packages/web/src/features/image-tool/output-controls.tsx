import { fmt } from '@honora/contract';
import { siteToolsScreenMessages } from '@honora/contract/screen-texts/site-tools';
import { Group, NumberInput, Radio, Slider, Stack, Text } from '@mantine/core';
import { MAX_OUTPUT_SIDE, sizeForHeight, type Crop, type OutputFormat, type Size } from './image-math';

const t = siteToolsScreenMessages.image;

interface Props {
  crop: Crop;
  size: Size;
  format: OutputFormat;
  quality: number;
  onWidth: (width: number) => void;
  onFormat: (format: OutputFormat) => void;
  onQuality: (quality: number) => void;
}

/** The final size (the height follows the width: the crop's proportion), the format and the JPEG quality. */
export function OutputControls({ crop, size, format, quality, onWidth, onFormat, onQuality }: Props) {
  const dimension = (label: string, value: number, onValue: (n: number) => void) => (
    <NumberInput
      label={label}
      value={value}
      min={1}
      max={MAX_OUTPUT_SIDE}
      step={1}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="blur"
      onChange={(next) => {
        if (typeof next === 'number' && next >= 1) onValue(next);
      }}
    />
  );
  return (
    <Stack>
      <Text fw={600} component="h2" size="lg">
        {t.resize}
      </Text>
      <Group grow>
        {dimension(t.width, size.width, onWidth)}
        {dimension(t.height, size.height, (height) => onWidth(sizeForHeight(height, crop).width))}
      </Group>
      <Text size="sm" c="dimmed">
        {t.keepRatio}
      </Text>
      <Radio.Group label={t.format} value={format} onChange={(v) => onFormat(v as OutputFormat)}>
        <Group mt="xs">
          <Radio value="png" label={t.png} />
          <Radio value="jpeg" label={t.jpeg} />
        </Group>
      </Radio.Group>
      {format === 'jpeg' && (
        <div>
          <Text size="sm" fw={500} id="jpeg-quality-label">
            {fmt(t.qualityValue, { value: quality })}
          </Text>
          <Slider
            min={1}
            max={100}
            value={quality}
            onChange={onQuality}
            thumbLabel={t.quality}
            label={(value) => `${value}%`}
            mt="xs"
          />
        </div>
      )}
    </Stack>
  );
}
