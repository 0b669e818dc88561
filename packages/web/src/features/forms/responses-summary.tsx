import { fmt, flattenQuestions, type FormSection, type FormSummary } from '@honora/contract';
import { formsScreenMessages as t } from '@honora/contract/screen-texts/forms';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';

const SummaryChart = lazy(async () => ({ default: (await import('./summary-chart')).SummaryChart }));

const numberText = (n: number | null | undefined) =>
  n === null || n === undefined ? '—' : n.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/** The summary per question (decision 057): counts and a chart for choices, count and average for numbers. */
export function ResponsesSummary({ sections, summary }: { sections: FormSection[]; summary: FormSummary }) {
  const labels = new Map(flattenQuestions(sections).map((q) => [q.id, q]));
  return (
    <Stack>
      <Text>{fmt(t.total, { count: summary.total })}</Text>
      {summary.questions.map((s) => {
        const q = labels.get(s.questionId);
        if (!q) return null;
        const optionLabel = (v: string) =>
          q.type === 'booleanNa' ? ((t.booleanNa as Record<string, string>)[v] ?? v) : v;
        const counts = (s.counts ?? []).map((c) => ({ option: optionLabel(c.value), count: c.count }));
        return (
          <Paper key={s.questionId} withBorder p="md">
            <Title order={3} size="h5">
              {q.label}
            </Title>
            <Text size="sm" c="dimmed">
              {fmt(t.answered, { count: s.answered })}
            </Text>
            {s.kind === 'number' && (
              <Text>
                {fmt(t.average, { value: numberText(s.average) })} ·{' '}
                {fmt(t.minMax, { min: numberText(s.min), max: numberText(s.max) })}
              </Text>
            )}
            {s.kind === 'choice' && (
              <SimpleGrid cols={2}>
                <Table>
                  <Table.Tbody>
                    {counts.map((c) => (
                      <Table.Tr key={c.option}>
                        <Table.Td>{c.option}</Table.Td>
                        <Table.Td ta="right">{c.count}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                <Suspense fallback={null}>
                  <SummaryChart label={q.label} counts={counts} />
                </Suspense>
              </SimpleGrid>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
