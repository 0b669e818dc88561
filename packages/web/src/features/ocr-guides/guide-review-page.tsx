import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import { fmt, type OcrGuide } from '@honora/contract';
import { formatNumber } from '@honora/domain';
import { Alert, Anchor, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../shared/routing/paths';
import { PageImage } from '../../shared/ocr-review/guide-page-image';
import type { GuideImage } from '../../shared/ocr-review/ocr-field-input';
import { recordPath } from '../../shared/routing/use-record-route';
import { QueryState } from '../../shared/ui/query-state';
import { GuideReviewForm } from './guide-review-form';
import { isReviewable } from './ocr-logic';
import { useGuideImage, useOcrGuide } from './use-ocr-guides';

const o = ocrMessages;
const c = o.client;

/** Why the guide cannot be reviewed (read with an error, already an event, still in the queue). */
function NotReviewable({ guide }: { guide: OcrGuide }) {
  if (guide.status === 'READY' || guide.eventId) {
    return (
      <Alert color="teal">
        <Stack gap={4}>
          <Text size="sm">{o.alreadyConfirmed}</Text>
          {guide.eventId && (
            <Anchor component={Link} to={recordPath(paths.clientEvents, guide.eventId)} size="sm">
              {c.openCreatedEvent}
            </Anchor>
          )}
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="orange" role="alert">
      {guide.statusMessage ?? fmt(o.notReviewable, { status: o.statuses[guide.status] })}
    </Alert>
  );
}

function GuideReview({ guide }: { guide: OcrGuide }) {
  const { url, isError } = useGuideImage(guide.id);
  const image: GuideImage = { url, width: guide.imageWidth, height: guide.imageHeight };
  const facts = [
    `${o.columns.file}: ${guide.fileName}`,
    `${o.columns.page}: ${formatNumber(guide.page)}`,
    guide.guideType ? `${o.columns.type}: ${o.guideTypes[guide.guideType]}` : null,
    guide.confidence === null ? null : `${o.columns.confidence}: ${formatNumber(Math.round(guide.confidence))}%`,
    `${o.columns.status}: ${o.statuses[guide.status]}`,
  ].filter((fact) => fact !== null);
  return (
    <Stack>
      <Group gap="lg">
        {facts.map((fact) => (
          <Text key={fact} size="sm">
            {fact}
          </Text>
        ))}
      </Group>
      {!isReviewable(guide) && <NotReviewable guide={guide} />}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <PageImage guide={guide} image={image} isError={isError} />
        </Grid.Col>
        {isReviewable(guide) && (
          <Grid.Col span={{ base: 12, md: 7 }}>
            <GuideReviewForm guide={guide} image={image} />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}

function GuideReviewScreen({ id }: { id: string }) {
  const query = useOcrGuide(id);
  return <QueryState query={query}>{(guide) => <GuideReview guide={guide} />}</QueryState>;
}

/**
 * /client/GuideOcrAmazon/{id} (platform.md §2; decision 041): the page image on one side and the
 * fields read on the other, to correct and confirm into an event. Without an id, the guides list.
 */
export function GuideReviewPage() {
  const { id } = useParams();
  if (!id) return <Navigate to={paths.clientGuidesOcr} replace />;
  return (
    <Stack>
      <div>
        <Anchor component={Link} to={paths.clientGuidesOcr} size="sm">
          {c.back}
        </Anchor>
        <Title order={1}>{o.reviewTitle}</Title>
        <Text c="dimmed">{o.reviewIntro}</Text>
      </div>
      <GuideReviewScreen key={id} id={id} />
    </Stack>
  );
}
