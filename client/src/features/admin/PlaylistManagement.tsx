import { Badge, Button, Group, Table } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { readApiError } from '../../graphql/errors';
import { useAdminDeletePlaylistMutation, useAdminPlaylistsQuery, type AdminPlaylistRowFragment } from '../../graphql/generated';
import { showToast } from '../../toast';
import { ListControls } from './ListControls';
import { ListState } from './ListState';
import { ownerBadge, truncatedDescription } from './ownerBadge';
import { PlaylistDialog } from './PlaylistDialog';
import { useListPaging } from './useListPaging';

/** The Playlist Management tab of /admin (SPEC.md §2): every playlist with its owner badge; create system playlists, edit, view, delete. */
export function PlaylistManagement() {
  const paging = useListPaging();
  const { data, loading, error, refetch } = useAdminPlaylistsQuery({ variables: { query: paging.query }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const [deletePlaylist] = useAdminDeletePlaylistMutation();
  const [dialog, setDialog] = useState<{ playlist: AdminPlaylistRowFragment | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminPlaylistRowFragment | null>(null);
  const playlists = data?.adminPlaylists.items ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deletePlaylist({ variables: { id: deleting.id } });
      showToast({ color: 'green', title: 'Playlist deleted', message: `“${deleting.name}” was deleted.` });
      await refetch();
    } catch (caught) {
      showToast({ color: 'red', title: 'Error', message: readApiError(caught).message ?? 'Failed to delete playlist' });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <Group justify="flex-end" mb="sm">
        <Button onClick={() => setDialog({ playlist: null })}>Add Playlist</Button>
      </Group>
      <ListControls label="Search playlists" search={paging.search} onSearch={paging.setSearch} page={paging.page} onPage={paging.setPage} total={data?.adminPlaylists.total} />
      <ListState
        loading={loading && !data}
        failed={Boolean(error) && !data}
        empty={playlists.length === 0}
        loadingText="Loading playlists..."
        errorText="Failed to load playlists. Please try again."
        emptyText="No playlists found."
        onRetry={() => void refetch()}
      />
      {playlists.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Owner</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Tracks</Table.Th>
                <Table.Th>Created At</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {playlists.map((playlist) => (
                <Table.Tr key={playlist.id}>
                  <Table.Td>{playlist.name}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={playlist.userId ? 'gray' : 'violet'} title={playlist.ownerUsername ?? undefined}>
                      {ownerBadge(playlist.userId)}
                    </Badge>
                  </Table.Td>
                  <Table.Td title={playlist.description ?? undefined}>{truncatedDescription(playlist.description)}</Table.Td>
                  <Table.Td>
                    <Badge variant="outline" color="gray">{`${playlist.trackCount} tracks`}</Badge>
                  </Table.Td>
                  <Table.Td>{new Date(playlist.createdAt as string).toLocaleString()}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => setDialog({ playlist })} aria-label={`Edit playlist ${playlist.name}`}>
                        Edit
                      </Button>
                      <Button size="xs" variant="default" component={Link} to={`/playlist/${playlist.id}`} aria-label={`View playlist ${playlist.name}`}>
                        View
                      </Button>
                      <Button size="xs" color="red.9" variant="outline" onClick={() => setDeleting(playlist)} aria-label={`Delete playlist ${playlist.name}`}>
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <PlaylistDialog opened={dialog !== null} playlist={dialog?.playlist ?? null} onClose={() => setDialog(null)} onSaved={() => void refetch()} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete Playlist"
        message="Are you sure you want to delete this playlist?"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
