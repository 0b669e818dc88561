import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** Search text (debounced for queries) and page of a list; a new search goes back to page 1. */
export function useSearchPaging(delayMs = 300) {
  const [search, setSearchText] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), delayMs);
  const [page, setPage] = useState(1);
  const setSearch = (value: string) => {
    setSearchText(value);
    setPage(1);
  };
  return { search, setSearch, debounced, page, setPage };
}
