import { fmt } from '@honora/contract';
import { integrationsScreenMessages } from '@honora/contract/screen-texts/integrations';
import { Button, Group, Text } from '@mantine/core';

const t = integrationsScreenMessages.pager;

interface Props {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}

/** The pages of a list answered as `{page, hasMore}` (100 a page): previous and next. */
export function PagePager({ page, hasMore, onPage }: Props) {
  if (page === 1 && !hasMore) return null;
  return (
    <Group component="nav" aria-label={t.label} gap="xs">
      <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </Button>
      <Text size="sm">{fmt(t.page, { page })}</Text>
      <Button size="xs" variant="default" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {t.next}
      </Button>
    </Group>
  );
}
