import type { User } from '../entities';
import { Unauthenticated } from '../errors/appErrors';

/** Returns the signed-in viewer or throws 401. */
export function requireViewer(viewer: User | null): User {
  if (!viewer) throw new Unauthenticated();
  return viewer;
}
