import { useFeaturedPlaylistsQuery, usePlaylistsPageQuery } from '../../../graphql/generated';
import { useCurrentUser } from '../../../hooks/useCurrentUser';

/** A playlist one may add to. */
export interface EditablePlaylist {
  id: string;
  name: string;
}

/** The playlists the signed-in user may add tracks to, for a grouped Select. */
export interface EditablePlaylists {
  playlists: EditablePlaylist[];
  groups: Array<{ group: string; items: Array<{ value: string; label: string }> }>;
  /** True until the user's own playlists have arrived. */
  loading: boolean;
  /** Whether every list has arrived (an empty list then means there is nowhere to add). */
  loaded: boolean;
}

const itemsOf = (playlists: EditablePlaylist[]) =>
  playlists.map((playlist) => ({ value: playlist.id, label: playlist.name }));

/**
 * Every playlist the user may edit: their own, and for an admin the system playlists too (SPEC.md:
 * admins manage those). Playlists shared with the user are read-only and not offered.
 */
export function useEditablePlaylists(): EditablePlaylists {
  const { user } = useCurrentUser();
  const isAdmin = user?.isAdmin ?? false;
  const own = usePlaylistsPageQuery({ fetchPolicy: 'cache-and-network' });
  const system = useFeaturedPlaylistsQuery({ fetchPolicy: 'cache-and-network', skip: !isAdmin });
  const ownPlaylists = own.data?.myPlaylists ?? [];
  const systemPlaylists = isAdmin ? (system.data?.featuredPlaylists ?? []) : [];
  const groups = [{ group: 'Your playlists', items: itemsOf(ownPlaylists) }];
  if (systemPlaylists.length) groups.push({ group: 'System playlists', items: itemsOf(systemPlaylists) });
  return {
    playlists: [...ownPlaylists, ...systemPlaylists],
    groups,
    loading: own.loading && !own.data,
    loaded: Boolean(own.data) && (!isAdmin || Boolean(system.data)),
  };
}
