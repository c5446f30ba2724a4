import type { PublicProfileView } from '../services/profiles';
import type { UserView } from '../services/userViews';

/** A user as the REST door shows it (services/userViews has already applied the phone rule). */
export interface UserJson {
  id: string;
  username: string;
  email: string;
  displayName: string | null;
  phoneNumber: string | null;
  bio: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  createdAt: string;
}

/** Shapes a user view for REST output; only the view's fields, so secrets can never slip in. */
export function presentUser(view: UserView): UserJson {
  return {
    id: view.id,
    username: view.username,
    email: view.email,
    displayName: view.displayName,
    phoneNumber: view.phoneNumber,
    bio: view.bio,
    profileImageUrl: view.profileImageUrl,
    isAdmin: view.isAdmin,
    createdAt: view.createdAt.toISOString(),
  };
}

/** A public profile for REST output (GET/PATCH /api/users/profile/{username}). */
export function presentPublicProfile(view: PublicProfileView): PublicProfileView {
  return {
    id: view.id,
    username: view.username,
    email: view.email,
    displayName: view.displayName,
    phoneNumber: view.phoneNumber,
    bio: view.bio,
    profileImageUrl: view.profileImageUrl,
    canEdit: view.canEdit,
    hasPhoneNumber: view.hasPhoneNumber,
    playlists: view.playlists,
  };
}
