import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import { fmt, type OcrGuideSummary } from '@honora/contract';
import { formatDateTime, formatNumber } from '@honora/domain';
import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../shared/routing/paths';
import { recordPath } from '../../shared/routing/use-record-route';
import { GuideStatusControl } from './guide-status-control';

const o = ocrMessages;
const c = o.columns;

interface Props {
  items: readonly OcrGuideSummary[];
  onStatusChanged: () => void;
  onViewImage: (guide: OcrGuideSummary) => void;
}

/** Support's guides: company, file and page, what was read, the status control, the review and the page image. */
export function OcrSupportTable({ items, onStatusChanged, onViewImage }: Props) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {o.support.empty}
      </Text>
    );
  }
  const headers = [c.company, c.file, c.page, c.type, c.status, c.error, c.confidence, c.patient, c.guide, c.createdAt];
  return (
    <Table.ScrollContainer minWidth={1280}>
      <Table striped aria-label={o.support.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((label) => (
              <Table.Th key={label} scope="col">
                {label}
              </Table.Th>
            ))}
            <Table.Th scope="col">{c.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((guide) => (
            <Table.Tr key={guide.id}>
              <Table.Th scope="row" fw="normal">
                {guide.companyName}
              </Table.Th>
              <Table.Td>{guide.fileName}</Table.Td>
              <Table.Td ta="right">{formatNumber(guide.page)}</Table.Td>
              <Table.Td>{guide.guideType ? o.guideTypes[guide.guideType] : ''}</Table.Td>
              <Table.Td>
                <GuideStatusControl guide={guide} onChanged={onStatusChanged} />
              </Table.Td>
              <Table.Td>{guide.error ? o.errors[guide.error] : ''}</Table.Td>
              <Table.Td ta="right">
                {guide.confidence === null ? '' : `${formatNumber(Math.round(guide.confidence))}%`}
              </Table.Td>
              <Table.Td>{guide.patientName}</Table.Td>
              <Table.Td>{guide.guideNumber}</Table.Td>
              <Table.Td>{formatDateTime(guide.createdAt)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Anchor
                    component={Link}
                    to={recordPath(paths.adminGuideOcrAmazon, guide.id)}
                    aria-label={fmt(o.support.reviewOf, { page: String(guide.page), file: guide.fileName })}
                    size="sm"
                  >
                    {o.review}
                  </Anchor>
                  <Button
                    variant="subtle"
                    size="xs"
                    onClick={() => onViewImage(guide)}
                    aria-label={fmt(o.support.viewImageOf, { page: String(guide.page), file: guide.fileName })}
                  >
                    {o.support.viewImage}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
