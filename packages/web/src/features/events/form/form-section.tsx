import { Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One titled section of the event screen (a landmark named by its heading). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
