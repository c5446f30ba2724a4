import 'reflect-metadata';
import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { SONG_SEARCH_MAX_LENGTH, SONG_SEARCH_MIN_LENGTH, SONG_SEARCH_RESULT_LIMIT } from '../../schema/limits';
import type { SongTempoView, SongView } from '../services/music/musicViews';
import type { GraphQLContext } from './context';
import { Song, SongTempo } from './music.types';

/** Song search and tempo lookups; the same service calls as GET /api/music/search and /api/music/bpm. */
@Resolver()
export class MusicResolver {
  @Query(() => [Song], {
    description: `Up to ${SONG_SEARCH_RESULT_LIMIT} songs matching the query (${SONG_SEARCH_MIN_LENGTH}-${SONG_SEARCH_MAX_LENGTH} characters). UPSTREAM_UNAVAILABLE when the search service fails.`,
  })
  searchSongs(
    @Arg('query', { description: `Song title or artist, at least ${SONG_SEARCH_MIN_LENGTH} characters.` })
    query: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SongView[]> {
    return ctx.services.musicLookups.searchSongs(ctx, { query });
  }

  @Query(() => SongTempo, {
    description: "A search song's tempo: community, then lookup, then estimate; fallback when every service failed.",
  })
  songTempo(
    @Arg('id', () => ID, { description: 'Song id from searchSongs.' }) id: string,
    @Arg('name', { description: 'Song title.' }) name: string,
    @Arg('artist', { description: 'Artist.' }) artist: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SongTempoView> {
    return ctx.services.musicLookups.songTempo(ctx, { id, name, artist });
  }
}
