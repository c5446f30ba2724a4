import type { BpmSource } from '../entities';

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
