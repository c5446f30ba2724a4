import { Group, Switch, Table } from '@mantine/core';
import { RowButton } from '../../components/RowButton/RowButton';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { readApiError } from '../../graphql/errors';
import {
  useAdminDeleteUserMutation,
  useAdminSetUserAdminMutation,
  useAdminUsersQuery,
  type AdminUserRowFragment,
} from '../../graphql/generated';
import { showToast } from '../../toast';
import { AdminTable } from './AdminTable';
import { CreateUserDialog } from './CreateUserDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { useListPaging } from './useListPaging';

function errorToast(caught: unknown, fallback: string): void {
  showToast({ color: 'red', title: 'Error', message: readApiError(caught).message ?? fallback });
}

/** The User Management tab of /admin (SPEC.md §2): every user, the admin switch, reset password, delete. */
export function UserManagement() {
  const paging = useListPaging();
  const { data, loading, error, refetch } = useAdminUsersQuery({
    variables: { query: paging.query },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [setUserAdmin] = useAdminSetUserAdminMutation();
  const [deleteUser] = useAdminDeleteUserMutation();
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<AdminUserRowFragment | null>(null);
  const [deleting, setDeleting] = useState<AdminUserRowFragment | null>(null);

  const toggleAdmin = async (user: AdminUserRowFragment) => {
    try {
      await setUserAdmin({ variables: { id: user.id, isAdmin: !user.isAdmin } });
      await refetch();
      showToast({
        color: 'green',
        title: 'Admin status updated',
        message: `${user.username} is ${user.isAdmin ? 'no longer' : 'now'} an administrator.`,
      });
    } catch (caught) {
      errorToast(caught, 'Failed to update admin status');
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteUser({ variables: { id: deleting.id } });
      showToast({
        color: 'green',
        title: 'User deleted',
        message: `${deleting.username} and their playlists were deleted.`,
      });
      await refetch();
    } catch (caught) {
      errorToast(caught, 'Failed to delete user');
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <AdminTable
        noun="users"
        addLabel="Add User"
        onAdd={() => setCreating(true)}
        paging={paging}
        list={data?.adminUsers}
        loading={loading}
        failed={Boolean(error)}
        onRetry={() => void refetch()}
        minWidth={640}
        headers={['Username', 'Email', 'Display Name', 'Admin', 'Actions']}
        row={(user) => (
          <Table.Tr key={user.id}>
            <Table.Td>{user.username}</Table.Td>
            <Table.Td>{user.email}</Table.Td>
            <Table.Td>{user.displayName || '-'}</Table.Td>
            <Table.Td>
              <Switch
                checked={user.isAdmin}
                onChange={() => void toggleAdmin(user)}
                aria-label={`Administrator: ${user.username}`}
              />
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <RowButton name={`Reset password of ${user.username}`} onClick={() => setResetting(user)}>
                  Reset password
                </RowButton>
                <RowButton name={`Delete user ${user.username}`} onClick={() => setDeleting(user)} danger>
                  Delete user
                </RowButton>
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      />
      <CreateUserDialog opened={creating} onClose={() => setCreating(false)} onCreated={() => void refetch()} />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete User"
        message="Are you sure you want to delete this user?"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
