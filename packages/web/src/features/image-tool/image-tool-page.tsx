import { fmt } from '@honora/contract';
import { siteToolsScreenMessages } from '@honora/contract/screen-texts/site-tools';
import { Alert, FileInput, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { CropControls } from './crop-controls';
import {
  ACCEPTED_TYPES,
  clampCrop,
  DEFAULT_JPEG_QUALITY,
  formatKb,
  initialCrop,
  isAcceptedType,
  sizeForWidth,
  type Crop,
  type CropAspect,
  type OutputFormat,
} from './image-math';
import { OutputControls } from './output-controls';
import { ResultPreview } from './result-preview';
import { useRenderedImage } from './use-rendered-image';

const t = siteToolsScreenMessages.image;

/** The image opened: its element (drawn on the canvas), its object URL, name and size. */
interface Source {
  image: HTMLImageElement;
  url: string;
  name: string;
  bytes: number;
}

async function openImage(file: File): Promise<Source> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return { image, url, name: file.name, bytes: file.size };
}

/**
 * /tools/img (platform.md §2; decision 059), no login: open a PNG, JPEG or WebP, crop it (square or
 * free, by numbers, drag or keyboard), resize it keeping the proportion, convert it to PNG or JPEG
 * with a quality, see the result and its size, and download it. All in the browser: nothing is sent.
 */
export function ImageToolPage() {
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState<Source | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [aspect, setAspect] = useState<CropAspect>('free');
  const [crop, setCrop] = useState<Crop>({ x: 0, y: 0, width: 1, height: 1 });
  const [width, setWidth] = useState(1);
  const [format, setFormat] = useState<OutputFormat>('png');
  const [quality, setQuality] = useState(DEFAULT_JPEG_QUALITY);

  const dimensions = source ? { width: source.image.naturalWidth, height: source.image.naturalHeight } : null;
  const size = sizeForWidth(width, crop);
  const { result, isWorking } = useRenderedImage(
    source?.image ?? null,
    source ? { crop, size, format, quality } : null,
  );

  useEffect(() => (source ? () => URL.revokeObjectURL(source.url) : undefined), [source]);

  async function choose(next: File | null) {
    setFile(next);
    setError(null);
    setSource(null);
    if (!next) return;
    if (!isAcceptedType(next.type)) return setError(t.badType);
    try {
      const opened = await openImage(next);
      const image = { width: opened.image.naturalWidth, height: opened.image.naturalHeight };
      const first = initialCrop(image, aspect);
      setSource(opened);
      setCrop(first);
      setWidth(first.width);
    } catch {
      setError(t.badImage);
    }
  }

  const changeCrop = (next: Crop) => {
    // A new crop size resets the final width to it; moving the crop keeps the width typed.
    if (next.width !== crop.width || next.height !== crop.height) setWidth(next.width);
    setCrop(next);
  };
  const changeAspect = (next: CropAspect) => {
    setAspect(next);
    if (dimensions)
      changeCrop(next === 'square' ? initialCrop(dimensions, 'square') : clampCrop(crop, dimensions, next));
  };

  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
      <FileInput
        label={t.file}
        accept={ACCEPTED_TYPES.join(',')}
        value={file}
        onChange={(next) => void choose(next)}
        error={error}
        clearable
        clearButtonProps={{ 'aria-label': t.clearFile }}
        maw={480}
      />
      {source && dimensions ? (
        <>
          <Text size="sm">{fmt(t.original, { ...dimensions, size: formatKb(source.bytes) })}</Text>
          <Radio.Group label={t.aspect} value={aspect} onChange={(v) => changeAspect(v as CropAspect)}>
            <Group mt="xs">
              <Radio value="free" label={t.aspectFree} />
              <Radio value="square" label={t.aspectSquare} />
            </Group>
          </Radio.Group>
          <CropControls
            src={source.url}
            image={dimensions}
            crop={crop}
            aspect={aspect}
            onChange={changeCrop}
            onReset={() => changeCrop(initialCrop(dimensions, aspect))}
          />
          <SimpleGrid cols={2} spacing="xl">
            <OutputControls
              crop={crop}
              size={size}
              format={format}
              quality={quality}
              onWidth={setWidth}
              onFormat={setFormat}
              onQuality={setQuality}
            />
            <ResultPreview result={result} isWorking={isWorking} originalName={source.name} />
          </SimpleGrid>
        </>
      ) : (
        !error && (
          <Alert color="gray" variant="light">
            {t.noFile}
          </Alert>
        )
      )}
    </Stack>
  );
}
