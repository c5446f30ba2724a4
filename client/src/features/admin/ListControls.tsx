import { Button, Group, Text, TextInput } from '@mantine/core';
import { ADMIN_LIST_DEFAULT_LIMIT, ADMIN_SEARCH_MAX_LENGTH } from '../../../../schema/limits';

/** Props of {@link ListControls}. */
export interface ListControlsProps {
  /** What the search box finds, e.g. 'Search users'. */
  label: string;
  search: string;
  onSearch(text: string): void;
  page: number;
  onPage(page: number): void;
  /** Matching rows in all (the server's X-Total-Count / `total`); undefined while unknown. */
  total: number | undefined;
}

/** The search box and paging above an admin table (the lists page on the server). */
export function ListControls({ label, search, onSearch, page, onPage, total }: ListControlsProps) {
  const first = page * ADMIN_LIST_DEFAULT_LIMIT;
  const last = total === undefined ? first : Math.min(first + ADMIN_LIST_DEFAULT_LIMIT, total);
  return (
    <Group justify="space-between" align="flex-end" mb="sm">
      <TextInput
        label={label}
        type="search"
        value={search}
        maxLength={ADMIN_SEARCH_MAX_LENGTH}
        onChange={(event) => onSearch(event.currentTarget.value)}
        w={280}
      />
      <Group gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {total ? `${first + 1}–${last} of ${total}` : ''}
        </Text>
        <Button variant="default" size="xs" disabled={page === 0} onClick={() => onPage(page - 1)}>
          Previous page
        </Button>
        <Button
          variant="default"
          size="xs"
          disabled={total === undefined || last >= total}
          onClick={() => onPage(page + 1)}
        >
          Next page
        </Button>
      </Group>
    </Group>
  );
}
