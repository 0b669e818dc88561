import { fmt, messages, type Statement } from '@honora/contract';
import { formatDate } from '@honora/domain';
import { Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { toApiError } from '../../shared/api/api-error';
import { DateInput } from '../../shared/forms/date-input';
import { isDateValue } from '../../shared/forms/date-text';
import { formatMoneyText } from '../../shared/pricing/decimal-format';
import { openLineCount, postingSummary } from './statement-lines-logic';
import { useConfirmStatement, usePostableLines } from './use-statements';

const t = messages.screens.appeals.statements.screen.confirm;

/** Blank posts on the statement's payment or issue date (the server's default): shown as the placeholder. */
const dateShown = (date: string | null) => (date ? formatDate(date) : undefined);

/** The question before posting: how many lines, what they receive and glosa, the lines left out; an optional date. */
function ConfirmDialog({ statement, onClose }: { statement: Statement; onClose: () => void }) {
  const lines = usePostableLines(statement.id, true);
  const confirm = useConfirmStatement(statement.id);
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const summary = lines.data ? postingSummary(lines.data) : null;
  const open = openLineCount(statement.counts);

  async function submit() {
    setError(null);
    try {
      await confirm.mutateAsync(date || undefined);
      onClose();
    } catch (failure) {
      setError(toApiError(failure).message);
    }
  }

  return (
    <Modal opened onClose={onClose} title={t.button} centered size="lg">
      <Stack>
        {lines.isPending ? (
          <Center role="status">
            <Loader size="sm" aria-label={messages.ui.loading} />
          </Center>
        ) : lines.isError ? (
          <Text c="red" role="alert">
            {lines.error.message}
          </Text>
        ) : summary && summary.count > 0 ? (
          <Text data-summary="posting">
            {fmt(t.message, {
              count: summary.count,
              released: formatMoneyText(summary.released),
              glosa: formatMoneyText(summary.glosa),
            })}
          </Text>
        ) : (
          <Text>{messages.screens.appeals.statements.errors.nothingToPost}</Text>
        )}
        {open > 0 && (
          <Text size="sm" c="dimmed">
            {fmt(t.open, { count: open })}
          </Text>
        )}
        <DateInput
          label={t.date}
          placeholder={dateShown(statement.paidOn ?? statement.issuedOn)}
          value={date}
          onChange={setDate}
          w={220}
        />
        {error && (
          <Text c="red" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={confirm.isPending}>
            {messages.ui.cancel}
          </Button>
          <Button
            onClick={() => void submit()}
            loading={confirm.isPending}
            disabled={!summary || summary.count === 0 || !isDateValue(date)}
          >
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** "Lançar recebimentos e glosas": opens the confirmation while the statement is under review. */
export function StatementConfirm({ statement }: { statement: Statement }) {
  const [isOpen, setIsOpen] = useState(false);
  const c = statement.counts;
  const hasReconciled = c.matched + c.valueDiffers + c.manual > c.posted;
  return (
    <Group>
      <Button onClick={() => setIsOpen(true)} disabled={!hasReconciled}>
        {t.button}
      </Button>
      {!hasReconciled && (
        <Text size="sm" c="dimmed">
          {messages.screens.appeals.statements.errors.nothingToPost}
        </Text>
      )}
      {isOpen && <ConfirmDialog statement={statement} onClose={() => setIsOpen(false)} />}
    </Group>
  );
}
