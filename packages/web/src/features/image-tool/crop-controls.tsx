import { siteToolsScreenMessages } from '@honora/contract/screen-texts/site-tools';
import { Button, Fieldset, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { CropArea } from './crop-area';
import { editCrop, type Crop, type CropAspect, type Size } from './image-math';

const t = siteToolsScreenMessages.image;

interface Props {
  src: string;
  image: Size;
  crop: Crop;
  aspect: CropAspect;
  onChange: (crop: Crop) => void;
  onReset: () => void;
}

/** The crop: the rectangle over the original, and its position and size in pixels (decision 059). */
export function CropControls({ src, image, crop, aspect, onChange, onReset }: Props) {
  const field = (name: keyof Crop, label: string, max: number) => (
    <NumberInput
      label={label}
      value={crop[name]}
      min={name === 'x' || name === 'y' ? 0 : 1}
      max={max}
      step={1}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="blur"
      onChange={(value) => {
        if (typeof value === 'number') onChange(editCrop(crop, name, value, image, aspect));
      }}
    />
  );
  return (
    <Fieldset legend={t.crop}>
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <CropArea src={src} image={image} crop={crop} onChange={onChange} />
        <Stack style={{ flex: 1 }}>
          <SimpleGrid cols={2}>
            {field('x', t.cropX, image.width - 1)}
            {field('y', t.cropY, image.height - 1)}
            {field('width', t.cropWidth, image.width)}
            {field('height', t.cropHeight, image.height)}
          </SimpleGrid>
          <Group>
            <Button variant="default" onClick={onReset}>
              {t.resetCrop}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Fieldset>
  );
}
