import { fmt, messages, type Statement } from '@honora/contract';
import { statementsScreenMessages } from '@honora/contract/screen-texts/statements';
import { formatDate } from '@honora/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { toApiError } from '../../shared/api/api-error';
import { DateInput } from '../../shared/forms/date-input';
import { isDateValue } from '../../shared/forms/date-text';
import { formatMoneyText } from '../../shared/pricing/decimal-format';
import { openLineCount } from './statement-lines-logic';
import { useConfirmStatement } from './use-statements';

const t = statementsScreenMessages.confirm;

/** Blank posts on the statement's payment or issue date (the server's default): shown as the placeholder. */
const dateShown = (date: string | null) => (date ? formatDate(date) : undefined);

/** A sum the server answers, '—' when the user sees no values. */
const moneyShown = (value: string | undefined) => (value === undefined ? '—' : formatMoneyText(value));

/**
 * The question before posting: how many lines and what they receive and glosa (the server's
 * `toPost`, what the confirmation would post now), the lines left out; an optional date.
 */
function ConfirmDialog({ statement, onClose }: { statement: Statement; onClose: () => void }) {
  const toPost = statement.toPost;
  const confirm = useConfirmStatement(statement.id);
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
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
        {toPost.lines > 0 ? (
          <Text data-summary="posting">
            {fmt(t.message, {
              count: toPost.lines,
              released: moneyShown(toPost.totalReleased),
              glosa: moneyShown(toPost.totalGlosa),
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
            disabled={toPost.lines === 0 || !isDateValue(date)}
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
  const hasReconciled = statement.toPost.lines > 0;
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
