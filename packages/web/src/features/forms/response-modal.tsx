import { fmt, type Form, type FormResponse } from '@honora/contract';
import { formsScreenMessages as t } from '@honora/contract/screen-texts/forms';
import { formatDateTime } from '@honora/domain';
import { Modal, Stack, Text } from '@mantine/core';

const booleanNa = t.booleanNa as Record<string, string>;

/** One response whole: every question's label and the answer as plain text (decision 057). */
export function ResponseModal({
  form,
  response,
  onClose,
}: {
  form: Form;
  response: FormResponse | null;
  onClose: () => void;
}) {
  const questions = form.sections.flatMap((s) => s.questions);
  return (
    <Modal
      opened={response !== null}
      onClose={onClose}
      size="lg"
      title={response ? fmt(t.responseTitle, { date: formatDateTime(response.submittedAt) }) : ''}
    >
      {response && (
        <Stack component="dl" gap="xs">
          {questions.map((q) => {
            const value = response.answers[q.id];
            const text =
              value === undefined
                ? t.notAnswered
                : typeof value === 'string'
                  ? q.type === 'booleanNa'
                    ? (booleanNa[value] ?? value)
                    : value
                  : value.join('; ');
            return (
              <div key={q.id}>
                <Text component="dt" fw={600}>
                  {q.label}
                </Text>
                <Text component="dd" ml={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {text}
                </Text>
              </div>
            );
          })}
        </Stack>
      )}
    </Modal>
  );
}
