import { messages } from '@honora/contract';
import { formatNumber } from '@honora/domain';
import { Center, Group, Loader, Pagination, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface PagedResultsProps<T extends { total: number }> {
  query: UseQueryResult<T, Error>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  totalLabel: (total: string) => string;
  children: (data: T) => ReactNode;
}

/** A paged list's states in one place: loading, error, the items, then the count and the pages. */
export function PagedResults<T extends { total: number }>(props: PagedResultsProps<T>) {
  const { query, page, pageSize } = props;
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      {query.isPending ? (
        <Center py="md" role="status">
          <Loader aria-label={messages.ui.loading} />
        </Center>
      ) : query.isError ? (
        <Text c="red" role="alert">
          {query.error.message}
        </Text>
      ) : (
        props.children(query.data)
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {props.totalLabel(formatNumber(total))}
        </Text>
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page}
            onChange={props.onPageChange}
            aria-label={messages.screens.pagination.label}
          />
        )}
      </Group>
    </>
  );
}
