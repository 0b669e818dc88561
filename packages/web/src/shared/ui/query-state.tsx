import { messages } from '@honora/contract';
import { Center, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface Props<T> {
  query: UseQueryResult<T, Error>;
  children: (data: T) => ReactNode;
}

/** A query's loading and error states, then its data. */
export function QueryState<T>({ query, children }: Props<T>) {
  if (query.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader role="progressbar" aria-label={messages.ui.loading} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Text c="red" role="alert">
        {query.error.message}
      </Text>
    );
  }
  return children(query.data);
}
