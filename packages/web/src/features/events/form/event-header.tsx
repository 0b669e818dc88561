import { fmt, type EventView } from '@honora/contract';
import { formatDateTime } from '@honora/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ApiError } from '../../../shared/api/api-error';
import { EventStatusBadge } from '../../../shared/events/event-status-badge';
import { EventActionsMenu } from './event-actions-menu';
import { EventBatchLinks } from '../batch-invoice/event-batch-links';
import { EventContaAzulStatus } from '../../../shared/contaazul/event-contaazul-status';
import { PrintGuideButton } from '../batch-invoice/print-guide-button';
import type { MoneyRequest } from './money/money-request';
import type { AppealRequest } from './appeals/appeal-menu';
import { eventFormScreenMessages } from '@honora/contract/screen-texts/event-form';

const f = eventFormScreenMessages;

interface Props {
  event: EventView | null;
  formId: string;
  version: number;
  isDirty: boolean;
  isReadOnly: boolean;
  isSaving: boolean;
  otherUser: string | null;
  onActionDone: (event: EventView) => void;
  onOtherUser: (error: ApiError) => void;
  onReload: () => void;
  onMoney: (request: MoneyRequest) => void;
  appealEntries: readonly AppealRequest[];
  onAppeal: (request: AppealRequest) => void;
}

/** The event's title, status badge, who registered and changed it, the actions menu and the save button. */
export function EventHeader(props: Props) {
  const { event } = props;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center">
        <Group gap="sm" align="center">
          <Title order={1}>
            {!event ? f.newTitle : event.numGuide ? fmt(f.title, { numGuide: event.numGuide }) : f.titleNoGuide}
          </Title>
          {event && (
            <EventStatusBadge
              status={event.status.status}
              customStatus={event.status.customStatus}
              label={f.statusLabel}
              size="lg"
              isLive
            />
          )}
        </Group>
        <Group gap="sm">
          {event && !event.surgeonHidden && <PrintGuideButton event={event} />}
          {event && (
            <EventActionsMenu
              event={event}
              version={props.version}
              isDirty={props.isDirty}
              onDone={props.onActionDone}
              onOtherUser={props.onOtherUser}
              onMoney={props.onMoney}
              appealEntries={props.appealEntries}
              onAppeal={props.onAppeal}
            />
          )}
          {!props.isReadOnly && (
            <Button type="submit" form={props.formId} loading={props.isSaving}>
              {f.save}
            </Button>
          )}
        </Group>
      </Group>
      {event && (
        <Text size="sm" c="dimmed">
          {[
            fmt(f.createdBy, { name: event.createdByName, when: formatDateTime(event.createdAt) }),
            event.updatedAt && event.updatedByName
              ? fmt(f.updatedBy, { name: event.updatedByName, when: formatDateTime(event.updatedAt) })
              : null,
            event.names.company,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
      {event && <EventBatchLinks event={event} />}
      {event && <EventContaAzulStatus eventId={event.id} />}
      {event && !event.active && <Alert color="red">{f.removedAlert}</Alert>}
      {event && event.active && props.isReadOnly && <Alert color="gray">{f.readOnlyHint}</Alert>}
      {props.otherUser && (
        <Alert color="red" title={f.otherUserTitle} role="alert">
          <Stack gap="xs" align="start">
            <Text size="sm">{props.otherUser}</Text>
            <Button size="xs" variant="white" color="red" onClick={props.onReload}>
              {f.reload}
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
