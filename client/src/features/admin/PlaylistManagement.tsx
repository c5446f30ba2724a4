import { Badge, Button, Group, Table } from '@mantine/core';
import { RowButton } from '../../components/RowButton/RowButton';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { readApiError } from '../../graphql/errors';
import {
  useAdminDeletePlaylistMutation,
  useAdminPlaylistsQuery,
  type AdminPlaylistRowFragment,
} from '../../graphql/generated';
import { showToast } from '../../toast';
import { AdminTable } from './AdminTable';
import { ownerBadge, truncatedDescription } from './ownerBadge';
import { PlaylistDialog } from './PlaylistDialog';
import { useListPaging } from './useListPaging';

/** The Playlist Management tab of /admin (SPEC.md §2): every playlist with its owner badge; create system playlists, edit, view, delete. */
export function PlaylistManagement() {
  const paging = useListPaging();
  const { data, loading, error, refetch } = useAdminPlaylistsQuery({
    variables: { query: paging.query },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [deletePlaylist] = useAdminDeletePlaylistMutation();
  const [dialog, setDialog] = useState<{ playlist: AdminPlaylistRowFragment | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminPlaylistRowFragment | null>(null);

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
      <AdminTable
        noun="playlists"
        addLabel="Add Playlist"
        onAdd={() => setDialog({ playlist: null })}
        paging={paging}
        list={data?.adminPlaylists}
        loading={loading}
        failed={Boolean(error)}
        onRetry={() => void refetch()}
        minWidth={760}
        headers={['Name', 'Owner', 'Description', 'Tracks', 'Created At', 'Actions']}
        row={(playlist) => (
          <Table.Tr key={playlist.id}>
            <Table.Td>{playlist.name}</Table.Td>
            <Table.Td>
              <Badge
                variant="light"
                color={playlist.userId ? 'gray' : 'violet'}
                title={playlist.ownerUsername ?? undefined}
              >
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
                <RowButton name={`Edit playlist ${playlist.name}`} onClick={() => setDialog({ playlist })}>
                  Edit
                </RowButton>
                <Button
                  size="xs"
                  variant="default"
                  component={Link}
                  to={`/playlist/${playlist.id}`}
                  aria-label={`View playlist ${playlist.name}`}
                >
                  View
                </Button>
                <RowButton name={`Delete playlist ${playlist.name}`} onClick={() => setDeleting(playlist)} danger>
                  Delete
                </RowButton>
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      />
      <PlaylistDialog
        opened={dialog !== null}
        playlist={dialog?.playlist ?? null}
        onClose={() => setDialog(null)}
        onSaved={() => void refetch()}
      />
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
