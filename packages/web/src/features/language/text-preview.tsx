import { fmt } from '@honora/contract';
import { languageScreenMessages as t } from '@honora/contract/screen-texts/language';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { navLabelOf } from '../../shared/routing/navigation';
import { previewCases } from './preview';
import { placeOf } from './where';

/** Where the text appears (its area and screen, with a link) and the text filled with example values. */
export function TextPreview({ textKey, template }: { textKey: string; template: string }) {
  const place = placeOf(textKey);
  const screen = place.path ? (navLabelOf(place.path) ?? place.path) : null;
  let cases: ReturnType<typeof previewCases> | null = null;
  try {
    cases = previewCases(template);
  } catch {
    cases = null;
  }
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t.whereTitle}
      </Title>
      <Text size="sm">{fmt(t.area, { area: place.area })}</Text>
      {place.path && screen ? (
        <Text size="sm">
          {fmt(t.screen, { screen: '' })}
          <Anchor component={Link} to={place.path} aria-label={fmt(t.openScreen, { screen })}>
            {screen}
          </Anchor>
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t.noScreen}
        </Text>
      )}
      <Title order={3} size="h5">
        {t.preview}
      </Title>
      {cases && (
        <List size="sm" aria-label={t.preview} data-testid="language-preview">
          {cases.map((c, index) => (
            <List.Item key={index}>
              {c.name !== null && (
                <Text span size="sm" c="dimmed">
                  {fmt(t.previewCase, { name: c.name, value: c.value ?? '' })}:{' '}
                </Text>
              )}
              <Text span size="sm">
                {c.text}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
