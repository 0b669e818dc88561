import { myScheduleScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import { useCalendarLink, useRenewCalendarLink } from './use-my-schedule';

/**
 * The private calendar feed (decision 043): made on request, then shown read-only to copy into
 * Google Agenda, Outlook or Apple Calendar; a new one replaces it (the old stops working).
 */
export function CalendarLinkBox() {
  const query = useCalendarLink();
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t.calendarTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {t.calendarHint}
        </Text>
        <QueryState query={query}>{({ url }) => (url === null ? <CreateLink /> : <LinkShown url={url} />)}</QueryState>
      </Stack>
    </Paper>
  );
}

function CreateLink() {
  const renew = useRenewCalendarLink();
  const [isBusy, setIsBusy] = useState(false);
  async function create() {
    setIsBusy(true);
    try {
      await renew();
      toast.success(t.calendarCreated);
    } catch (error) {
      toastError(error);
    } finally {
      setIsBusy(false);
    }
  }
  return (
    <Group>
      <Button onClick={() => void create()} loading={isBusy}>
        {t.calendarCreate}
      </Button>
    </Group>
  );
}

function LinkShown({ url }: { url: string }) {
  const renew = useRenewCalendarLink();
  const input = useRef<HTMLInputElement>(null);
  const [isAsking, setIsAsking] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t.calendarCopied);
    } catch {
      // No clipboard (an insecure page, a denied permission): the link is selected to copy by hand.
      input.current?.select();
      toast.warning(t.copyFailed);
    }
  }
  return (
    <Stack gap="sm">
      <TextInput
        ref={input}
        label={t.calendarLink}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        styles={{ input: { fontFamily: 'monospace' } }}
      />
      <Group>
        <Button onClick={() => void copy()}>{t.copy}</Button>
        <Button variant="default" onClick={() => setIsAsking(true)}>
          {t.calendarRenew}
        </Button>
      </Group>
      <ConfirmModal
        title={isAsking ? t.calendarRenew : null}
        message={t.calendarRenewConfirm}
        confirmLabel={t.calendarRenewButton}
        onConfirm={async () => {
          try {
            await renew();
            toast.success(t.calendarCreated);
          } catch (error) {
            toastError(error);
          }
        }}
        onClose={() => setIsAsking(false)}
      />
    </Stack>
  );
}
