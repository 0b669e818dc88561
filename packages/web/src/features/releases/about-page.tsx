import { BUILD_NUMBER, BUILD_VERSION } from '@honora/contract';
import { releasesScreenMessages as t } from '@honora/contract/screen-texts/releases';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useChangelog } from '../../shared/app-version/use-releases';
import { useSession } from '../../shared/auth/auth-store';
import { paths } from '../../shared/routing/paths';
import { QueryState } from '../../shared/ui/query-state';
import { ReleaseCard } from './release-card';

/**
 * /client/about and /admin/about (platform.md §2, §9 build version; decision 055): the product,
 * the version and build this app is, the latest published release and the way to the changelog.
 */
export function AboutPage() {
  const workspace = useSession()?.workspace;
  const changelogPath = workspace === 'ADMIN' ? paths.adminChangelog : paths.clientChangelog;
  const query = useChangelog();
  return (
    <Stack maw={980}>
      <Title order={1}>{t.aboutTitle}</Title>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Text fw={700} size="xl">
            {t.productName}
          </Text>
          <Group gap="xl">
            <Text>
              {t.aboutVersion}: <strong data-testid="about-version">{BUILD_VERSION}</strong>
            </Text>
            <Text>
              {t.aboutBuild}: <strong data-testid="about-build">{BUILD_NUMBER}</strong>
            </Text>
          </Group>
        </Stack>
      </Paper>
      <Title order={2}>{t.aboutLatest}</Title>
      <QueryState query={query}>
        {(data) =>
          data.items[0] ? <ReleaseCard release={data.items[0]} headingOrder={3} /> : <Text>{t.aboutNoLatest}</Text>
        }
      </QueryState>
      <Anchor component={Link} to={changelogPath}>
        {t.aboutChangelogLink}
      </Anchor>
    </Stack>
  );
}
