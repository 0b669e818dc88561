import { fmt, type LanguageHistoryItem } from '@honora/contract';
import { languageScreenMessages as t } from '@honora/contract/screen-texts/language';
import { formatDateTime } from '@honora/domain';
import { List, Stack, Text, Title } from '@mantine/core';

/** Every edit and reset of the text, newest first. */
export function TextHistory({ items }: { items: LanguageHistoryItem[] }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t.history}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.noHistory}
        </Text>
      ) : (
        <List size="sm" spacing="xs" aria-label={t.history}>
          {items.map((item) => {
            const params = { who: item.changedByName, when: formatDateTime(item.changedAt) };
            return (
              <List.Item key={item.id}>
                <Text size="sm" fw={600}>
                  {fmt(item.action === 'reset' ? t.historyReset : t.historyEdit, params)}
                </Text>
                {item.oldText !== null && <Text size="sm">{fmt(t.historyFrom, { text: item.oldText })}</Text>}
                {item.newText !== null && <Text size="sm">{fmt(t.historyTo, { text: item.newText })}</Text>}
              </List.Item>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
