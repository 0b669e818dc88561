import { fmt, type Release } from '@honora/contract';
import { releasesScreenMessages as t } from '@honora/contract/screen-texts/releases';
import { formatDate } from '@honora/domain/format/format';
import { Paper, Stack, Text, Title } from '@mantine/core';

/** One release of the changelog: version and build, its day, the notes with their line breaks. */
export function ReleaseCard({ release, headingOrder = 2 }: { release: Release; headingOrder?: 2 | 3 }) {
  return (
    <Paper withBorder p="md" component="article">
      <Stack gap="xs">
        <Title order={headingOrder}>
          {fmt(t.versionBuild, { version: release.version, build: String(release.buildNumber) })}
        </Title>
        <Text size="sm" c="dimmed">
          {fmt(t.releasedOnText, { date: formatDate(release.releasedOn) })}
        </Text>
        <Text style={{ whiteSpace: 'pre-line' }}>{release.notes}</Text>
      </Stack>
    </Paper>
  );
}
