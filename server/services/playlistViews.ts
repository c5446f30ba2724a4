import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery, parameter, selectAs } from '../db/compiledQuery';
import type { BpmSource } from '../../schema/limits';
import { Track, type User } from '../entities';
import { canEditPlaylist, canSharePlaylist } from '../policies/playlists';
import type { PlaylistFacts } from './playlistAccess';

// The shapes both doors return: REST sends them as JSON, GraphQL resolves its types from them.

/** A row of the viewer's own playlists. */
export interface PlaylistSummaryView {
  id: string;
  name: string;
  description: string | null;
  trackCount: number;
  createdAt: Date;
}

/** A track of a playlist. `externalId` is the music-search id, when the song came from search. */
export interface TrackView {
  id: string;
  position: number;
  name: string;
  artist: string;
  bpm: number;
  albumArt: string | null;
  externalId: string | null;
  bpmSource: BpmSource;
}

/** A playlist as its reader sees it. `sharedWith` is only filled for those who may share it. */
export interface PlaylistView extends PlaylistSummaryView {
  updatedAt: Date;
  ownerUsername: string | null;
  canEdit: boolean;
  tracks: TrackView[];
  sharedWith: string[] | null;
}

/** A playlist someone shared with the viewer. */
export interface SharedPlaylistView extends PlaylistSummaryView {
  updatedAt: Date;
  ownerUsername: string | null;
  sharedBy: string;
}

const tracksOfPlaylist = new CompiledQuery<{ playlistId: string }, TrackView>((em) =>
  em
    .createQueryBuilder(Track, 't')
    .select(selectAs(em, Track, 't', ['id', 'position', 'name', 'artist', 'bpm', 'albumArt', 'externalId', 'bpmSource']))
    .where({ playlist: parameter('playlistId') })
    .orderBy({ position: 'asc' }),
);

/** A playlist's tracks in order, as plain rows (one compiled query, no entity hydration: the hot path). */
export function loadTracks(em: EntityManager, playlistId: string): Promise<TrackView[]> {
  return tracksOfPlaylist.all(em, { playlistId });
}

/** The playlist as `viewer` may see it, from facts already authorized by accessPlaylist. */
export function toPlaylistView(viewer: User, facts: PlaylistFacts, tracks: TrackView[]): PlaylistView {
  return {
    id: facts.id,
    name: facts.name,
    description: facts.description,
    createdAt: facts.createdAt,
    updatedAt: facts.updatedAt,
    ownerUsername: facts.owner?.username ?? null,
    canEdit: canEditPlaylist(viewer, facts),
    trackCount: tracks.length,
    tracks,
    sharedWith: canSharePlaylist(viewer, facts) ? facts.sharedWith.map((recipient) => recipient.username) : null,
  };
}
