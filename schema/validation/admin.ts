import { boolean, number, object, string, type InferType } from 'yup';
import {
  ADMIN_CREATED_PASSWORD_MIN_LENGTH,
  ADMIN_LIST_DEFAULT_LIMIT,
  ADMIN_LIST_MAX_LIMIT,
  ADMIN_PLAYLIST_SORTS,
  ADMIN_SEARCH_MAX_LENGTH,
  ADMIN_USER_SORTS,
  PASSWORD_MAX_LENGTH,
} from '../limits';
import { registerSchema } from './auth';
import { messages } from './messages';

/** SPEC.md §5: an admin-created user's password is at least 6 characters (registration asks 8). */
const adminPassword = string()
  .label('Password')
  .required(messages.adminPasswordMin)
  .min(ADMIN_CREATED_PASSWORD_MIN_LENGTH, messages.adminPasswordMin)
  .max(PASSWORD_MAX_LENGTH, messages.passwordMax);

/** POST /api/admin/users, `createUser` and the 'Create New User' dialog. */
export const adminCreateUserSchema = registerSchema.pick(['username', 'email', 'displayName']).shape({
  password: adminPassword,
  isAdmin: boolean().label('Administrator').default(false),
});
export type AdminCreateUserInput = InferType<typeof adminCreateUserSchema>;

/** POST /api/admin/users/{id}/reset-password, `resetUserPassword` and the 'Reset Password' dialog. */
export const adminResetPasswordSchema = object({ password: adminPassword });

function listQuery<Sort extends string>(sorts: readonly Sort[], sortMessage: string, defaultSort: Sort) {
  return object({
    q: string().label('Search').trim().max(ADMIN_SEARCH_MAX_LENGTH, messages.adminSearchMax).default(''),
    limit: number()
      .label('Limit')
      .integer(messages.adminListLimit)
      .min(1, messages.adminListLimit)
      .max(ADMIN_LIST_MAX_LIMIT, messages.adminListLimit)
      .default(ADMIN_LIST_DEFAULT_LIMIT),
    offset: number().label('Offset').integer(messages.adminListOffset).min(0, messages.adminListOffset).default(0),
    sort: string<Sort>().label('Sort').oneOf(sorts, sortMessage).default(defaultSort),
  });
}

/** `q`, `limit`, `offset`, `sort` of GET /api/admin/users and `adminUsers`. */
export const adminUserListSchema = listQuery(ADMIN_USER_SORTS, messages.adminUserSort, 'username');
export type AdminUserListQuery = InferType<typeof adminUserListSchema>;

/** `q`, `limit`, `offset`, `sort` of GET /api/admin/playlists and `adminPlaylists`. */
export const adminPlaylistListSchema = listQuery(ADMIN_PLAYLIST_SORTS, messages.adminPlaylistSort, '-createdAt');
export type AdminPlaylistListQuery = InferType<typeof adminPlaylistListSchema>;
