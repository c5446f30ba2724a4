import { setBreakSchema, setBreakUpdateSchema } from '../../../schema/validation';
import * as setBreaks from '../../services/setBreaks';
import { restTable, type RestOperation } from './restOperation';

const BREAK_ID = { breakId: 'Set break id.' };

/** /api/playlists/{id}/breaks and /api/breaks: named set breaks between a set list's songs ('Set 2'). */
export const setBreakOperations: RestOperation[] = restTable({ tag: 'Playlists', who: 'user' }, [
  {
    operationId: 'addSetBreak',
    method: 'post',
    path: '/api/playlists/:id/breaks',
    summary: 'Add a set break (owner or admin): after a track or break, or at the end',
    pathParams: { id: 'Playlist id.' },
    body: { name: 'SetBreakInput', schema: setBreakSchema },
    output: { status: 201, description: 'The playlist with the break.', view: 'Playlist' },
    errors: [404, 409],
    handle: ({ ctx, params, body }) => setBreaks.addSetBreak(ctx, params.id!, body),
  },
  {
    operationId: 'renameSetBreak',
    method: 'patch',
    path: '/api/breaks/:breakId',
    summary: 'Rename a set break (owner or admin)',
    pathParams: BREAK_ID,
    body: { name: 'SetBreakUpdateInput', schema: setBreakUpdateSchema },
    output: { status: 200, description: 'The playlist.', view: 'Playlist' },
    errors: [404],
    handle: ({ ctx, params, body }) => setBreaks.renameSetBreak(ctx, params.breakId!, body),
  },
  {
    operationId: 'removeSetBreak',
    method: 'delete',
    path: '/api/breaks/:breakId',
    summary: 'Remove a set break (owner or admin); the songs stay in their order',
    pathParams: BREAK_ID,
    output: { status: 200, description: 'The playlist as it is now.', view: 'Playlist' },
    errors: [404],
    handle: ({ ctx, params }) => setBreaks.removeSetBreak(ctx, params.breakId!),
  },
]);
