import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import { adminOcrRoutes, fmt, type OcrGuideSummary } from '@honora/contract';
import { Anchor, Image, Modal, Stack } from '@mantine/core';

const s = ocrMessages.support;

/** The page image's address (GET /api/admin/ocr-guides/:id/image): the session's cookie goes with it. */
export const guideImageUrl = (id: string) => adminOcrRoutes.image.path.replace(':id', encodeURIComponent(id));

/** The page of a guide as it was scanned, with a link to open it alone (zoom, print). */
export function GuideImageModal({ guide, onClose }: { guide: OcrGuideSummary | null; onClose: () => void }) {
  const names = guide && { page: String(guide.page), file: guide.fileName, company: guide.companyName };
  return (
    <Modal
      opened={guide !== null}
      onClose={onClose}
      title={names ? fmt(s.imageTitle, names) : ''}
      size="xl"
      closeButtonProps={{ 'aria-label': s.close }}
    >
      {guide && names && (
        <Stack gap="sm">
          <Image src={guideImageUrl(guide.id)} alt={fmt(s.imageAlt, names)} fit="contain" />
          <Anchor href={guideImageUrl(guide.id)} target="_blank" rel="noopener">
            {fmt(s.viewImageOf, names)}
          </Anchor>
        </Stack>
      )}
    </Modal>
  );
}
