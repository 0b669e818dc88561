import { messages } from '@honora/contract';
import { formatNumber } from '@honora/domain';
import { Center, Group, Loader, Pagination, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { clampedPage, pageCount } from './page-window';
import { useScrollMemory } from './use-scroll-memory';

const p = messages.screens.pagination;

interface PagedResultsProps<T extends { total: number }> {
  query: UseQueryResult<T, Error>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  totalLabel: (total: string) => string;
  children: (data: T) => ReactNode;
}

/**
 * A paged list's states in one place: the count and the pages above the items (where the eye
 * starts), loading, error, the items, then the pages again under them. A new page starts at the
 * top of the window; a page past the end goes to the last one; coming back to the list restores
 * its scroll position.
 */
export function PagedResults<T extends { total: number }>(props: PagedResultsProps<T>) {
  const { query, page, pageSize, onPageChange } = props;
  const total = query.data?.total ?? 0;
  const pages = pageCount(total, pageSize);
  const isSettled = query.isSuccess && !query.isPlaceholderData;
  const clamped = isSettled ? clampedPage(page, total, pageSize) : null;
  useScrollMemory(isSettled);
  useEffect(() => {
    if (clamped !== null) onPageChange(clamped);
  }, [clamped, onPageChange]);

  const changePage = (next: number) => {
    onPageChange(next);
    window.scrollTo({ top: 0 });
  };
  const pager = (label: string) =>
    pages > 1 && (
      <nav aria-label={label}>
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={changePage}
          getControlProps={(control) => ({ 'aria-label': p[control] })}
        />
      </nav>
    );
  return (
    <>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-paged="total">
          {props.totalLabel(formatNumber(total))}
        </Text>
        {pager(p.label)}
      </Group>
      {query.isPending ? (
        <Center py="md" role="status">
          <Loader role="progressbar" aria-label={messages.ui.loading} />
        </Center>
      ) : query.isError ? (
        <Text c="red" role="alert">
          {query.error.message}
        </Text>
      ) : (
        props.children(query.data)
      )}
      {pages > 1 && <Group justify="flex-end">{pager(p.bottomLabel)}</Group>}
    </>
  );
}
