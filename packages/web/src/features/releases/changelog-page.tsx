import { releasesScreenMessages as t } from '@honora/contract/screen-texts/releases';
import { Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useChangelog, useMarkChangelogRead } from '../../shared/app-version/use-releases';
import { QueryState } from '../../shared/ui/query-state';
import { ReleaseCard } from './release-card';

/**
 * /client/Changelog and /admin/Changelog (platform.md §2; decision 055): the published releases,
 * newest first. Opening it marks them read, so the badge on Novidades goes.
 */
export function ChangelogPage() {
  const query = useChangelog();
  const markRead = useMarkChangelogRead();
  const isMarked = useRef(false);
  const isLoaded = query.isSuccess;
  useEffect(() => {
    if (!isLoaded || isMarked.current) return;
    isMarked.current = true;
    // A failed mark only leaves the badge until the next visit: nothing to tell the user.
    void markRead().catch(() => undefined);
  }, [isLoaded, markRead]);
  return (
    <Stack>
      <div>
        <Title order={1}>{t.changelogTitle}</Title>
        <Text c="dimmed">{t.changelogHint}</Text>
      </div>
      <QueryState query={query}>
        {(data) =>
          data.items.length === 0 ? (
            <Text>{t.noChangelog}</Text>
          ) : (
            <Stack maw={980}>
              {data.items.map((release) => (
                <ReleaseCard key={release.id} release={release} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
