import { SONG_SEARCH_RESULT_LIMIT } from '../../../schema/limits';
import { songSearchSchema, songTempoSchema } from '../../../schema/validation';
import { restTable, type RestOperation, type TableDefaults } from './restOperation';

const DEFAULTS: TableDefaults = { tag: 'Music', who: 'user' };

/** /api/music: song search and tempo lookups (signed-in users), thin over the music services. */
export const musicOperations: RestOperation[] = restTable(DEFAULTS, {
  searchSongs: {
    route: 'GET /api/music/search',
    summary: 'Search songs',
    query: { schema: songSearchSchema, names: { query: 'q' } },
    output: { description: `Up to ${SONG_SEARCH_RESULT_LIMIT} songs.`, view: ['Song'] },
    errors: [429, 503],
    handle: ({ ctx, query }) => ctx.services.musicLookups.searchSongs(ctx, query),
  },
  songTempo: {
    route: 'GET /api/music/bpm',
    summary: "A song's tempo",
    query: { schema: songTempoSchema },
    output: { description: 'Its tempo.', view: 'SongTempo' },
    errors: [429],
    handle: ({ ctx, query }) => ctx.services.musicLookups.songTempo(ctx, query),
  },
});
