import 'reflect-metadata';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { PlaylistChangeKind } from '../events/events';
import type { PlaylistChangeView } from '../services/live/playlistChanges';
import type { PlaylistView } from '../services/playlistViews';
import { Playlist } from './playlist.types';

registerEnumType(PlaylistChangeKind, {
  name: 'PlaylistChangeKind',
  description: 'What happened to a playlist.',
  valuesConfig: {
    SUBSCRIBED: {
      description: 'The first event: the subscription is held from now on, and this is the playlist as it is now.',
    },
    TRACK_ADDED: { description: 'A track (or a CSV import of several) was added.' },
    TRACK_REMOVED: { description: 'A track was removed.' },
    TRACKS_REORDERED: { description: 'The tracks were put in a new order.' },
    TRACK_UPDATED: { description: "A track's name, artist, notes, tempo, count-in, sounds or rhythm changed." },
    PLAYLIST_UPDATED: {
      description: 'Its name, description or shares changed (or the server may have missed events: read it again).',
    },
    PLAYLIST_DELETED: { description: 'It was deleted; the subscription ends.' },
    ACCESS_REVOKED: {
      description:
        'The subscriber may no longer read it (share ended, user deleted or signed out everywhere); the subscription ends.',
    },
  },
});

@ObjectType({ description: 'One change to a playlist, sent to each subscriber as they may see it.' })
export class PlaylistChange implements PlaylistChangeView {
  @Field(() => ID, { description: 'The playlist that changed.' })
  playlistId!: string;

  @Field(() => PlaylistChangeKind, { description: 'What happened.' })
  kind!: PlaylistChangeKind;

  @Field(() => Playlist, {
    nullable: true,
    description: 'The playlist as it is now, as the subscriber may see it; null when deleted or access was revoked.',
  })
  playlist!: PlaylistView | null;
}
