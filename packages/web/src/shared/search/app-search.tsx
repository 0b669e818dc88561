import '../lazy/all-styles';
import '@mantine/spotlight/styles.css';
import { messages, searchRoutes, SEARCH_LIMITS } from '@honora/contract';
import { Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../api/api-client';
import { toNavigationSession, useSession } from '../auth/auth-store';
import { visibleNavItems } from '../routing/navigation';
import { recordGroups, screenHits, type SearchGroup } from './search-actions';

const t = messages.screens.navigation.search;
const [store, searchSpotlight] = createSpotlight();

interface Props {
  isOpen: boolean;
  onClose: () => void;
}

/** The records of the company the session works in (the search route needs one, as the lists do). */
function useRecordSearch(query: string, canSearch: boolean) {
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const isLongEnough = debounced.length >= SEARCH_LIMITS.minLength && debounced.length <= SEARCH_LIMITS.maxLength;
  return useQuery({
    queryKey: ['search', debounced],
    queryFn: ({ signal }) => call(searchRoutes.search, { query: { q: debounced }, signal }),
    enabled: canSearch && isLongEnough,
    staleTime: 30_000,
  });
}

/**
 * The search of the menu (Mantine Spotlight): the screens the user may open by name, and the
 * events by guide number, patients by name or CPF and batches by code of GET /api/search.
 */
export function AppSearch({ isOpen, onClose }: Props) {
  const navigate = useNavigate();
  const session = useSession();
  const [query, setQuery] = useState('');
  useEffect(() => (isOpen ? searchSpotlight.open() : searchSpotlight.close()), [isOpen]);
  const canSearchRecords = session !== null && session.workspace !== 'ADMIN' && session.company !== null;
  const records = useRecordSearch(query, canSearchRecords);
  if (!session) return null;
  const items = visibleNavItems(toNavigationSession(session), session.isSuperAdmin);
  const groups: SearchGroup[] = [
    { kind: 'screens' as const, label: t.screens, hits: screenHits(items, query) },
    ...(records.data && query.trim() !== '' ? recordGroups(records.data) : []),
  ].filter((group) => group.hits.length > 0);
  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      onSpotlightClose={onClose}
      scrollable
      maxHeight={480}
    >
      <Spotlight.Search placeholder={t.placeholder} aria-label={t.inputLabel} />
      <Spotlight.ActionsList>
        {groups.map((group) => (
          <Spotlight.ActionsGroup key={group.kind} label={group.label}>
            {group.hits.map((hit) => (
              <Spotlight.Action
                key={`${group.kind}:${hit.id}`}
                label={hit.label}
                description={hit.description}
                onClick={() => void navigate(hit.path)}
              />
            ))}
          </Spotlight.ActionsGroup>
        ))}
        {groups.length === 0 && !records.isFetching && <Spotlight.Empty>{t.nothingFound}</Spotlight.Empty>}
      </Spotlight.ActionsList>
      <RecordsStatus query={query} isFetching={records.isFetching} isError={records.isError} />
    </Spotlight.Root>
  );
}

function RecordsStatus({ query, isFetching, isError }: { query: string; isFetching: boolean; isError: boolean }) {
  const length = query.trim().length;
  if (isFetching) {
    return (
      <Text size="sm" c="dimmed" p="sm" role="status">
        <Loader size="xs" mr="xs" aria-hidden="true" />
        {t.searching}
      </Text>
    );
  }
  if (isError)
    return (
      <Text size="sm" c="red" p="sm" role="alert">
        {t.failed}
      </Text>
    );
  if (length > 0 && length < SEARCH_LIMITS.recordsMinLength) {
    return (
      <Text size="sm" c="dimmed" p="sm">
        {t.tooShortForRecords}
      </Text>
    );
  }
  return null;
}
