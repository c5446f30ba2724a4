import 'reflect-metadata';
import { Arg, ID, Resolver, Root, Subscription } from 'type-graphql';
import { deliveredEvent, type StreamFailure } from '../services/live/authorisedStream';
import { subscribePlaylistChanges, type PlaylistChangeView } from '../services/live/playlistChanges';
import type { GraphQLContext } from './context';
import { PlaylistChange } from './live.types';

/** Live updates, over WebSocket at /graphql (graphql-ws); docs/features/live-updates.md. */
@Resolver()
export class LiveResolver {
  @Subscription(() => PlaylistChange, {
    description:
      'Changes to one playlist the viewer may read (owner, share recipient, admin; any signed-in user for a system playlist). First SUBSCRIBED, with the playlist as it is now; each event is authorised again before it is sent; PLAYLIST_DELETED and ACCESS_REVOKED end it.',
    subscribe: ({ args, context }) =>
      subscribePlaylistChanges(context as GraphQLContext, (context as GraphQLContext).live, String(args.playlistId)),
  })
  playlistChanged(
    @Root() change: PlaylistChangeView | StreamFailure,
    @Arg('playlistId', () => ID, { description: 'Playlist id.' }) _playlistId: string,
  ): PlaylistChangeView {
    return deliveredEvent(change);
  }
}
