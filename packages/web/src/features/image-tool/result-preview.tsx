import { fmt } from '@honora/contract';
import { siteToolsScreenMessages } from '@honora/contract/screen-texts/site-tools';
import { Button, Image, Loader, Stack, Text } from '@mantine/core';
import { formatKb, outputFileName } from './image-math';
import type { RenderedImage } from './use-rendered-image';

const t = siteToolsScreenMessages.image;

/** The result as it will be downloaded: the picture, its size in pixels and KB, and the download. */
export function ResultPreview(props: { result: RenderedImage | null; isWorking: boolean; originalName: string }) {
  const { result, isWorking, originalName } = props;
  const name = result ? outputFileName(originalName, result.format) : '';
  return (
    <Stack>
      <Text fw={600} component="h2" size="lg">
        {t.preview}
      </Text>
      {result ? (
        <>
          <Image src={result.url} alt={t.previewAlt} maw={360} mah={360} fit="contain" radius="sm" />
          <Text size="sm" role="status">
            {fmt(t.resultSize, {
              width: result.size.width,
              height: result.size.height,
              format: result.format === 'png' ? t.png : t.jpeg,
              size: formatKb(result.blob.size),
            })}
          </Text>
          <div>
            <Button component="a" href={result.url} download={name} aria-label={fmt(t.downloadLabel, { name })}>
              {t.download}
            </Button>
          </div>
        </>
      ) : (
        isWorking && <Loader size="sm" aria-label={t.working} />
      )}
    </Stack>
  );
}
