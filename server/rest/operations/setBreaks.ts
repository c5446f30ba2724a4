import { setBreakSchema, setBreakUpdateSchema } from '../../../schema/validation';
import * as setBreaks from '../../services/setBreaks';
import { restTable, type RestOperation, type TableDefaults } from './restOperation';

const DEFAULTS: TableDefaults = {
  tag: 'Playlists',
  who: 'user',
  pathParams: { id: 'Playlist id.', breakId: 'Set break id.' },
};

/** /api/playlists/{id}/breaks and /api/breaks: named set breaks between a set list's songs ('Set 2'). */
export const setBreakOperations: RestOperation[] = restTable(DEFAULTS, {
  addSetBreak: {
    route: 'POST /api/playlists/:id/breaks',
    summary: 'Add a set break (owner or admin): after a track or break, or at the end',
    body: { name: 'SetBreakInput', schema: setBreakSchema },
    output: { status: 201, description: 'The playlist with the break.', view: 'Playlist' },
    errors: [409],
    handle: ({ ctx, params, body }) => setBreaks.addSetBreak(ctx, params.id!, body),
  },
  renameSetBreak: {
    route: 'PATCH /api/breaks/:breakId',
    summary: 'Rename a set break (owner or admin)',
    body: { name: 'SetBreakUpdateInput', schema: setBreakUpdateSchema },
    output: { description: 'The playlist.', view: 'Playlist' },
    handle: ({ ctx, params, body }) => setBreaks.renameSetBreak(ctx, params.breakId!, body),
  },
  removeSetBreak: {
    route: 'DELETE /api/breaks/:breakId',
    summary: 'Remove a set break (owner or admin); the songs stay in their order',
    output: { description: 'The playlist as it is now.', view: 'Playlist' },
    handle: ({ ctx, params }) => setBreaks.removeSetBreak(ctx, params.breakId!),
  },
});
