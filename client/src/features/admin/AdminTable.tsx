import { Button, Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListControls } from './ListControls';
import { ListState } from './ListState';
import type { useListPaging } from './useListPaging';

/** Props of {@link AdminTable}. */
export interface AdminTableProps<Item> {
  /** What the table lists, in the plural: 'users', 'playlists' (the search box and the messages say it). */
  noun: string;
  addLabel: string;
  onAdd: () => void;
  paging: ReturnType<typeof useListPaging>;
  /** The page the server answered, undefined until it has. */
  list: { items: Item[]; total: number } | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  headers: string[];
  /** One item's `<Table.Tr>`. */
  row: (item: Item) => ReactNode;
}

/** An /admin tab's list: the add button, search and pages, loading/failed/empty states, and the table. */
export function AdminTable<Item>({
  noun,
  addLabel,
  onAdd,
  paging,
  list,
  loading,
  failed,
  onRetry,
  minWidth,
  headers,
  row,
}: AdminTableProps<Item>) {
  const items = list?.items ?? [];
  return (
    <>
      <Group justify="flex-end" mb="sm">
        <Button onClick={onAdd}>{addLabel}</Button>
      </Group>
      <ListControls
        label={`Search ${noun}`}
        search={paging.search}
        onSearch={paging.setSearch}
        page={paging.page}
        onPage={paging.setPage}
        total={list?.total}
      />
      <ListState
        loading={loading && !list}
        failed={failed && !list}
        empty={items.length === 0}
        loadingText={`Loading ${noun}...`}
        errorText={`Failed to load ${noun}. Please try again.`}
        emptyText={`No ${noun} found.`}
        onRetry={onRetry}
      />
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {headers.map((header) => (
                  <Table.Th key={header}>{header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{items.map(row)}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
