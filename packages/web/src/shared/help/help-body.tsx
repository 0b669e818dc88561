import { Stack, Text } from '@mantine/core';
import { paragraphsOf } from './help-text';

/** An answer or a help article as text: its paragraphs, line breaks kept (decision 056: plain text, no HTML). */
export function HelpBody({ body }: { body: string }) {
  return (
    <Stack gap="xs">
      {paragraphsOf(body).map((paragraph, index) => (
        <Text key={index} style={{ whiteSpace: 'pre-line' }}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
