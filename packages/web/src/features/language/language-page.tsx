import { languageScreenMessages as t } from '@honora/contract/screen-texts/language';
import { Grid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryState } from '../../shared/ui/query-state';
import { TextEditor } from './text-editor';
import { TextList } from './text-list';
import { useLanguageText } from './use-language';

/**
 * /tools/Language (platform.md §2; decision 062): super admins search the pt-BR catalog, edit a
 * text with a live check and preview, and reset it to the shipped one; every change has its
 * history and takes effect for everyone without a redeploy.
 */
export function LanguagePage() {
  const [selected, setSelected] = useState<string | null>(null);
  const detail = useLanguageText(selected);
  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TextList selected={selected} onSelect={setSelected} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          {selected === null ? (
            <Text c="dimmed">{t.chooseKey}</Text>
          ) : (
            <QueryState query={detail}>
              {(data) => <TextEditor key={`${data.key}:${data.updatedAt ?? ''}`} detail={data} />}
            </QueryState>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
