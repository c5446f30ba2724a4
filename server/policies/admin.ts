import type { User } from '../entities';
import { Forbidden } from '../errors/appErrors';
import { requireViewer } from './viewer';

/** What a signed-in non-admin is told by every admin route and operation. */
export const ADMINS_ONLY = 'Only administrators can do that';

/** The signed-in viewer when they are an admin (role read from the row); 401 for a visitor, 403 for anyone else. */
export function requireAdmin(viewer: User | null): User {
  const user = requireViewer(viewer);
  if (!user.isAdmin) throw new Forbidden(ADMINS_ONLY);
  return user;
}
