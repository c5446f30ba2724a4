import { useState } from 'react';
import { ADMIN_LIST_DEFAULT_LIMIT } from '../../../../schema/limits';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';

/** How long the search box waits after the last keystroke before asking the server. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

/** Search text and page of an admin table; the server does the searching and paging. */
export function useListPaging() {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(0);
  const q = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const setSearch = (text: string) => {
    setSearchText(text);
    setPage(0);
  };
  return {
    search,
    setSearch,
    page,
    setPage,
    query: { ...(q ? { q } : {}), limit: ADMIN_LIST_DEFAULT_LIMIT, offset: page * ADMIN_LIST_DEFAULT_LIMIT },
  };
}
