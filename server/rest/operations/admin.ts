import {
  adminCreateUserSchema,
  adminPlaylistListSchema,
  adminResetPasswordSchema,
  adminUserListSchema,
} from '../../../schema/validation';
import type { Response } from 'express';
import {
  createSystemPlaylist,
  deleteAnyPlaylist,
  listAllPlaylists,
  updateAnyPlaylist,
} from '../../services/admin/adminPlaylists';
import {
  createUserAsAdmin,
  deleteUserAsAdmin,
  listUsers,
  resetPasswordAsAdmin,
  setAdminAsAdmin,
  type Page,
} from '../../services/admin/adminUsers';
import { PLAYLIST_BODY, PLAYLIST_UPDATE_BODY } from './playlists';
import { restTable, type RestOperation, type TableDefaults } from './restOperation';

/** SPEC.md's lists stay arrays; the number of matching rows comes in this header. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

const TOTAL_HEADER = {
  [TOTAL_COUNT_HEADER]: { description: 'How many rows match in all.', schema: { type: 'integer', minimum: 0 } },
};
const USER_ID = { id: 'User id.' };
const PLAYLIST_ID = { id: 'Playlist id.' };
const DEFAULTS: TableDefaults = { tag: 'Admin', who: 'admin' };

function pageItems<T>(res: Response, page: Page<T>): T[] {
  res.set(TOTAL_COUNT_HEADER, String(page.total));
  return page.items;
}

/** /api/admin: the admin operations of SPEC.md §7 (admins only: 401 for visitors, 403 for users). */
export const adminOperations: RestOperation[] = restTable(DEFAULTS, {
  adminUsers: {
    route: 'GET /api/admin/users',
    summary: 'Users, searched and paged',
    query: { schema: adminUserListSchema },
    output: { description: 'One page.', view: ['User'], headers: TOTAL_HEADER },
    handle: async ({ ctx, query, res }) => pageItems(res, await listUsers(ctx, query)),
  },
  createUser: {
    route: 'POST /api/admin/users',
    summary: 'Create a user',
    body: { name: 'AdminCreateUserInput', schema: adminCreateUserSchema },
    output: { status: 201, description: 'The user.', view: 'User' },
    errors: [409],
    handle: ({ ctx, body }) => createUserAsAdmin(ctx, body),
  },
  deleteUser: {
    route: 'DELETE /api/admin/users/:id',
    summary: 'Delete a user and all they own',
    pathParams: USER_ID,
    output: { status: 204, description: 'Deleted.' },
    errors: [409],
    handle: ({ ctx, params }) => deleteUserAsAdmin(ctx, params.id!),
  },
  resetUserPassword: {
    route: 'POST /api/admin/users/:id/reset-password',
    summary: "Set a user's password (their sessions end)",
    pathParams: USER_ID,
    body: { name: 'PasswordInput', schema: adminResetPasswordSchema },
    output: { status: 204, description: 'Done.' },
    handle: ({ ctx, params, body }) => resetPasswordAsAdmin(ctx, params.id!, body),
  },
  toggleUserAdmin: {
    route: 'PATCH /api/admin/users/:id/toggle-admin',
    summary: 'Make a user an admin or not (their sessions end)',
    pathParams: USER_ID,
    output: { description: 'The user.', view: 'User' },
    errors: [409],
    handle: ({ ctx, params }) => setAdminAsAdmin(ctx, params.id!),
  },
  adminPlaylists: {
    route: 'GET /api/admin/playlists',
    summary: 'Every playlist, searched and paged',
    query: { schema: adminPlaylistListSchema },
    output: { description: 'One page.', view: ['AdminPlaylist'], headers: TOTAL_HEADER },
    handle: async ({ ctx, query, res }) => pageItems(res, await listAllPlaylists(ctx, query)),
  },
  adminCreatePlaylist: {
    route: 'POST /api/admin/playlists',
    summary: 'Create a system playlist',
    body: PLAYLIST_BODY,
    output: { status: 201, description: 'The playlist.', view: 'AdminPlaylist' },
    handle: ({ ctx, body }) => createSystemPlaylist(ctx, body),
  },
  adminUpdatePlaylist: {
    route: 'PATCH /api/admin/playlists/:id',
    summary: 'Change any playlist',
    pathParams: PLAYLIST_ID,
    body: PLAYLIST_UPDATE_BODY,
    output: { description: 'The playlist.', view: 'AdminPlaylist' },
    handle: ({ ctx, params, body }) => updateAnyPlaylist(ctx, params.id!, body),
  },
  adminDeletePlaylist: {
    route: 'DELETE /api/admin/playlists/:id',
    summary: 'Delete any playlist',
    pathParams: PLAYLIST_ID,
    output: { status: 204, description: 'Deleted.' },
    handle: ({ ctx, params }) => deleteAnyPlaylist(ctx, params.id!),
  },
});
