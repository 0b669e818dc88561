import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import { fmt, messages, type OcrGuide } from '@honora/contract';
import { Anchor, Center, Image, Loader, Stack, Text } from '@mantine/core';
import type { GuideImage } from './ocr-field-input';

const c = ocrMessages.client;

/** The scanned page beside the fields, kept in view while the form scrolls (the client's review and support's). */
export function PageImage({ guide, image, isError }: { guide: OcrGuide; image: GuideImage; isError: boolean }) {
  const names = { page: String(guide.page), file: guide.fileName };
  if (isError) {
    return (
      <Text c="red" role="alert">
        {c.imageFailed}
      </Text>
    );
  }
  if (!image.url) {
    return (
      <Center py="xl" role="status">
        <Loader role="progressbar" aria-label={messages.ui.loading} />
      </Center>
    );
  }
  return (
    <Stack gap={4} pos="sticky" top={72}>
      <Image
        src={image.url}
        alt={fmt(c.pageAlt, names)}
        fit="contain"
        bd="1px solid var(--mantine-color-default-border)"
      />
      <Anchor href={image.url} target="_blank" rel="noopener" size="sm">
        {c.openImage}
      </Anchor>
    </Stack>
  );
}
