import { SONG_SEARCH_RESULT_LIMIT } from '../../../schema/limits';
import { songSearchSchema, songTempoSchema } from '../../../schema/validation';
import { restTable, type RestOperation } from './restOperation';

/** /api/music: song search and tempo lookups (signed-in users), thin over the music services. */
export const musicOperations: RestOperation[] = restTable({ tag: 'Music', who: 'user' }, [
  {
    operationId: 'searchSongs',
    method: 'get',
    path: '/api/music/search',
    summary: 'Search songs',
    query: { schema: songSearchSchema, names: { query: 'q' } },
    output: { status: 200, description: `Up to ${SONG_SEARCH_RESULT_LIMIT} songs.`, view: ['Song'] },
    errors: [429, 503],
    handle: ({ ctx, query }) => ctx.services.musicLookups.searchSongs(ctx, query),
  },
  {
    operationId: 'songTempo',
    method: 'get',
    path: '/api/music/bpm',
    summary: "A song's tempo",
    query: { schema: songTempoSchema },
    output: { status: 200, description: 'Its tempo.', view: 'SongTempo' },
    errors: [429],
    handle: ({ ctx, query }) => ctx.services.musicLookups.songTempo(ctx, query),
  },
]);
