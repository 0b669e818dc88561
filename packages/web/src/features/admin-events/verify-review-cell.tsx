import { adminEventRoutes, fmt, type VerifyReview, type VerifyStatus } from '@honora/contract';
import { verifyStatusScreenMessages as t } from '@honora/contract/screen-texts/verify-status';
import { formatDateTime } from '@honora/domain';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { toast } from '../../shared/notify/toast';

const colorOf: Record<VerifyStatus, string> = { pending: 'yellow', waitApproved: 'blue', approved: 'teal' };

/** The moves offered from each status (decision 064); the server decides who may approve. */
const actionsOf: Record<VerifyStatus, { to: VerifyStatus; label: string }[]> = {
  pending: [
    { to: 'waitApproved', label: t.submit },
    { to: 'approved', label: t.approve },
  ],
  waitApproved: [
    { to: 'approved', label: t.approve },
    { to: 'pending', label: t.reopen },
  ],
  approved: [{ to: 'pending', label: t.reopen }],
};

export interface ReviewTarget {
  kind: 'event' | 'procedure';
  recordId: string;
  problem: string;
  /** What the row is, for the buttons' accessible names ("guia G1 — Total divergente"). */
  label: string;
}

/** A finding's review: its status, who set it and when, and the buttons that move it. */
export function VerifyReviewCell({ review, target }: { review: VerifyReview; target: ReviewTarget }) {
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: (status: VerifyStatus) =>
      call(adminEventRoutes.setVerifyStatus, {
        body: { kind: target.kind, recordId: target.recordId, problem: target.problem as never, status },
      }),
    onSuccess: (saved) => {
      toast.success(fmt(t.saved, { status: t.statuses[saved.status] }));
      void queryClient.invalidateQueries({ queryKey: ['admin-events'] });
    },
    onError: (error) => toast.error(toApiError(error).message),
  });
  return (
    <Stack gap={4}>
      <Badge color={colorOf[review.status]} variant="light">
        {t.statuses[review.status]}
      </Badge>
      {review.statusByName && review.statusAt && (
        <Text size="xs" c="dimmed">
          {fmt(t.by, { name: review.statusByName, at: formatDateTime(review.statusAt) })}
        </Text>
      )}
      <Group gap={4} wrap="nowrap">
        {actionsOf[review.status].map((action) => (
          <Button
            key={action.to}
            size="compact-xs"
            variant="default"
            loading={move.isPending && move.variables === action.to}
            disabled={move.isPending}
            aria-label={fmt(t.actionOf, { action: action.label, target: target.label })}
            onClick={() => move.mutate(action.to)}
          >
            {action.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
