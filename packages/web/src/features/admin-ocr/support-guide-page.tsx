import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import { fmt, type OcrGuide } from '@honora/contract';
import { formatNumber } from '@honora/domain';
import { Alert, Anchor, Badge, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { toastError, toast } from '../../shared/notify/toast';
import { PageImage } from '../../shared/ocr-review/guide-page-image';
import type { GuideImage } from '../../shared/ocr-review/ocr-field-input';
import { paths } from '../../shared/routing/paths';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import { GuideStatusControl } from './guide-status-control';
import { SupportGuideFields, SupportGuideForm } from './support-guide-form';
import { GUIDE_STATUS_COLORS, supportActions } from './support-review';
import { useRefreshSupportGuides, useRereadSupportGuide, useSupportGuide, useSupportGuideImage } from './use-admin-ocr';

const o = ocrMessages;
const s = o.support;

/** Whose guide it is, which page of which file, what was read and its status; why it stopped, if it did. */
function GuideHeader({ guide }: { guide: OcrGuide }) {
  const facts = [
    guide.guideType ? `${o.columns.type}: ${o.guideTypes[guide.guideType]}` : null,
    guide.confidence === null ? null : `${o.columns.confidence}: ${formatNumber(Math.round(guide.confidence))}%`,
    guide.error ? `${o.columns.error}: ${o.errors[guide.error]}` : null,
  ].filter((fact) => fact !== null);
  return (
    <Stack gap="xs" component="section" aria-label={s.guideLabel}>
      <Group gap="lg" align="center">
        <Text fw={700}>{guide.companyName}</Text>
        <Text>{fmt(s.pageOf, { page: String(guide.page), file: guide.fileName })}</Text>
        <Badge color={GUIDE_STATUS_COLORS[guide.status]} data-status={guide.status}>
          {o.statuses[guide.status]}
        </Badge>
        {facts.map((fact) => (
          <Text key={fact} size="sm">
            {fact}
          </Text>
        ))}
      </Group>
      {guide.statusMessage && (
        <Alert color="orange" role="alert">
          {guide.statusMessage}
        </Alert>
      )}
    </Stack>
  );
}

/** "Ler de novo", asked first: the page goes back to the reading queue (the server may refuse, and says why). */
function RereadButton({ guide }: { guide: OcrGuide }) {
  const [isAsking, setIsAsking] = useState(false);
  const reread = useRereadSupportGuide(guide.id);
  async function confirm() {
    try {
      await reread.mutateAsync();
      toast.success(s.rerunDone);
    } catch (error) {
      toastError(error);
    }
  }
  return (
    <>
      <Button variant="default" onClick={() => setIsAsking(true)}>
        {s.rerun}
      </Button>
      <ConfirmModal
        title={isAsking ? s.rerunTitle : null}
        message={fmt(s.rerunQuestion, { page: String(guide.page), file: guide.fileName })}
        confirmLabel={s.rerun}
        color="orange"
        onConfirm={confirm}
        onClose={() => setIsAsking(false)}
      />
    </>
  );
}

function SupportGuide({ guide }: { guide: OcrGuide }) {
  const { url, isError } = useSupportGuideImage(guide.id, guide.status === 'CREATED');
  const image: GuideImage = { url, width: guide.imageWidth, height: guide.imageHeight };
  const refresh = useRefreshSupportGuides();
  const actions = supportActions(guide);
  return (
    <Stack>
      <GuideHeader guide={guide} />
      <Group align="flex-end">
        <GuideStatusControl guide={guide} onChanged={() => void refresh()} label={o.columns.status} />
        {actions.canReread && <RereadButton guide={guide} />}
      </Group>
      {actions.readOnlyReason && (
        <Text size="sm" c="dimmed" role="status">
          {actions.readOnlyReason}
        </Text>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <PageImage guide={guide} image={image} isError={isError} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {actions.canSave ? (
            <SupportGuideForm guide={guide} image={image} />
          ) : (
            <SupportGuideFields guide={guide} image={image} />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * /admin/GuideOcrAmazon/{id} (platform.md §2 admin GuideOcrAmazon "support sees and fixes a
 * company's guides"; §3 OCR guide statuses): one guide of any company as the client's review
 * shows it — the page image beside the fields read — with support's corrections, the status
 * control and "Ler de novo". A confirmed guide, or a page never read as a guide, is only shown.
 */
export function SupportGuidePage({ id }: { id: string }) {
  const query = useSupportGuide(id);
  return (
    <Stack>
      <div>
        <Anchor component={Link} to={paths.adminGuideOcrAmazon} size="sm">
          {s.back}
        </Anchor>
        <Title order={1}>{s.reviewTitle}</Title>
        <Text c="dimmed">{s.reviewIntro}</Text>
      </div>
      <QueryState query={query}>{(guide) => <SupportGuide guide={guide} />}</QueryState>
    </Stack>
  );
}
