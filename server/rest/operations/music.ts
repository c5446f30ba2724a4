import { SONG_SEARCH_RESULT_LIMIT } from '../../../schema/limits';
import { songSearchSchema, songTempoSchema } from '../../../schema/validation';
import type { RestOperation } from './restOperation';

/** /api/music: song search and tempo lookups (signed-in users), thin over the music services. */
export const musicOperations: RestOperation[] = [
  {
    operationId: 'searchSongs',
    method: 'get',
    path: '/api/music/search',
    tag: 'Music',
    summary: 'Search songs',
    who: 'user',
    changesState: false,
    query: { schema: songSearchSchema, names: { query: 'q' } },
    output: { status: 200, description: `Up to ${SONG_SEARCH_RESULT_LIMIT} songs.`, view: ['Song'] },
    errors: [429, 503],
    handle: ({ ctx, query }) => ctx.services.musicLookups.searchSongs(ctx, query),
  },
  {
    operationId: 'songTempo',
    method: 'get',
    path: '/api/music/bpm',
    tag: 'Music',
    summary: "A song's tempo",
    who: 'user',
    changesState: false,
    query: { schema: songTempoSchema },
    output: { status: 200, description: 'Its tempo.', view: 'SongTempo' },
    errors: [429],
    handle: ({ ctx, query }) => ctx.services.musicLookups.songTempo(ctx, query),
  },
];
