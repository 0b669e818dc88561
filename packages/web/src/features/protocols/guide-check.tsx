import { messages, PROTOCOL_LIMITS, type ProtocolCheckResult, fmt } from '@honora/contract';
import { formatNumber } from '@honora/domain';
import { Alert, Badge, Button, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { localText, toApiError, type ApiError } from '../../shared/api/api-error';
import { guideListProblem, parseGuideNumbers } from './guide-numbers';
import { useGuideCheck } from './use-protocols';

const t = messages.screens.events.protocolsScreen.form;
const m = messages.screens.events.protocols;

interface Props {
  companyId: string;
  /** The check needs the insurer (an existing guide is one of the same insurer); null disables it. */
  insurerId: string | null;
  protocolId?: string;
  submitLabel: string;
  /** Runs with the checked numbers; answers the error message to show, or null when done. */
  onSubmit: (guideNumbers: string[]) => Promise<string | null>;
  /** Anything else of the form that must be valid before checking. */
  isBlocked?: boolean;
}

/** An input error names the guide it is about (`guideNumbers.<i>`): the message says which one. */
export function problemOf(error: ApiError, numbers: readonly string[]): string {
  const field = error.fields[0];
  if (!field) return error.message;
  const index = /^guideNumbers\.(\d+)$/.exec(field.path)?.[1];
  const guide = index === undefined ? undefined : numbers[Number(index)];
  return guide === undefined ? field.message : `${guide}: ${field.message}`;
}

/**
 * The guide numbers of a report, one per line, with the "Conferir" step: the server says for
 * each number whether it repeats in the list, already has an event of the insurer, or is
 * already in the report (billing.md §8 protocol messages); only a clean list can be sent.
 */
export function GuideCheck({ companyId, insurerId, protocolId, submitLabel, onSubmit, isBlocked = false }: Props) {
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<{ key: string; result: ProtocolCheckResult } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const check = useGuideCheck();
  const numbers = parseGuideNumbers(text);
  const key = `${insurerId ?? ''}|${numbers.join('\n')}`;
  const current = checked?.key === key ? checked.result : null;
  const listProblem = guideListProblem(numbers);

  const runCheck = async () => {
    setProblem(null);
    if (listProblem || !insurerId) {
      setProblem(
        listProblem === 'tooMany' ? fmt(messages.validation.maxLength, { max: PROTOCOL_LIMITS.guides }) : m.checkGuides,
      );
      return;
    }
    try {
      const result = await check.mutateAsync({
        companyId,
        healthInsuranceId: insurerId,
        ...(protocolId ? { protocolId } : {}),
        guideNumbers: numbers,
      });
      setChecked({ key, result });
      if (!result.ok) setProblem(m.checkGuides);
    } catch (error) {
      const apiError = toApiError(error);
      if (!apiError.isHandled) setProblem(problemOf(apiError, numbers));
    }
  };
  const submit = async () => {
    setIsSubmitting(true);
    try {
      const failure = await onSubmit(numbers);
      setProblem(failure);
      if (!failure) {
        setText('');
        setChecked(null);
      }
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <Stack gap="sm">
      <Textarea
        label={t.guides}
        description={t.guidesHint}
        autosize
        minRows={5}
        maxRows={14}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Text size="sm" c="dimmed">
        {fmt(t.guidesCount, { count: formatNumber(numbers.length) })}
      </Text>
      {current && <CheckTable result={current} />}
      {current?.ok && (
        <Text c="teal" role="status">
          {t.checkOk}
        </Text>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
          {current && !current.ok ? ` — ${t.checkAgain}` : ''}
        </Alert>
      )}
      <Group>
        <Button variant="default" onClick={() => void runCheck()} loading={check.isPending} disabled={isBlocked}>
          {t.check}
        </Button>
        <Button onClick={() => void submit()} loading={isSubmitting} disabled={!current?.ok || isBlocked}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}

function CheckTable({ result }: { result: ProtocolCheckResult }) {
  return (
    <Table.ScrollContainer minWidth={420} mah={360}>
      <Table striped aria-label={t.checkTitle}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.guide}</Table.Th>
            <Table.Th>{t.problem}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.guides.map((guide, index) => (
            <Table.Tr key={`${guide.numGuide}-${index}`} data-problem={guide.problem ?? 'none'}>
              <Table.Td>{guide.numGuide}</Table.Td>
              <Table.Td>
                {guide.problem ? (
                  <Group gap="xs">
                    <Badge color="red" variant="light">
                      {t.problems[guide.problem]}
                    </Badge>
                    {guide.message && <Text size="sm">{localText(guide)}</Text>}
                  </Group>
                ) : (
                  <Badge color="teal" variant="light">
                    {t.ok}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
