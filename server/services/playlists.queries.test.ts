import type { OperationId } from '../../schema/operationIds';
import { User } from '../entities';
import { buildPlaylist, buildShare, buildUser } from '../test/factories';
import { useTestOrm } from '../test/testOrm';
import { serviceContext } from '../test/serviceContext';
import * as playlists from './playlists';
import * as setList from './setList';
import { exportSetListTempoMap } from './setListTempoMap';
import * as sharing from './sharing';
import { exportTempoMap } from './tempoMapMidi';
import * as tracks from './tracks';

// Every playlist read and change runs a fixed number of SQL statements, whatever the number of
// tracks: one access query (row, owner, shares), then only what the operation itself needs. Live
// updates cost no statement of their own: the database's triggers send them.

const db = useTestOrm();

/** A playlist of `trackCount` tracks shared with `friend`, another user (`stranger`), and the owner's service context. */
async function scene(trackCount: number) {
  const { user: owner } = await buildUser(db.orm.em.fork());
  const { user: friend } = await buildUser(db.orm.em.fork());
  const { user: stranger } = await buildUser(db.orm.em.fork());
  const playlist = await buildPlaylist(db.orm.em.fork(), owner, { trackCount });
  await buildShare(db.orm.em.fork(), playlist, friend, owner);
  const em = db.orm.em.fork();
  const ctx = serviceContext(em, await em.findOneOrFail(User, owner.id));
  const trackIds = (await playlists.getPlaylist(ctx, playlist.id)).tracks.map((track) => track.id);
  return { ctx, playlist, friend, stranger, firstTrackId: trackIds[0] ?? '', trackIds };
}

/** SQL statements `run` sends, not counting transaction control (begin, commit). */
async function statementsOf(run: () => Promise<unknown>): Promise<number> {
  db.clearStatements();
  await run();
  return db
    .statements()
    .filter((statement) => !/^(begin|commit|rollback|savepoint|release savepoint)\b/i.test(statement)).length;
}

type Scene = Awaited<ReturnType<typeof scene>>;
/** What a case notes of its statements, how many it runs, and the service call. */
type Case = [note: string, expected: number, run: (s: Scene) => Promise<unknown>];

/** The statement count of each playlist operation, by its operation id (schema/operationIds.ts). */
const STATEMENTS: Partial<Record<OperationId, Case[]>> = {
  playlist: [['access, tracks', 2, ({ ctx, playlist }) => playlists.getPlaylist(ctx, playlist.id)]],
  myPlaylists: [['', 1, ({ ctx }) => playlists.listOwnPlaylists(ctx)]],
  playlistsSharedWithMe: [['', 1, ({ ctx }) => playlists.listSharedWithViewer(ctx)]],
  createPlaylist: [['insert', 1, ({ ctx }) => playlists.createPlaylist(ctx, { name: 'New' })]],
  updatePlaylist: [
    [
      'access, update, tracks',
      3,
      ({ ctx, playlist }) => playlists.updatePlaylist(ctx, playlist.id, { name: 'Renamed' }),
    ],
  ],
  deletePlaylist: [['access, delete', 2, ({ ctx, playlist }) => playlists.deletePlaylist(ctx, playlist.id)]],
  addTrack: [
    [
      'custom: access, slots and songs, insert, touch, tracks',
      5,
      ({ ctx, playlist }) => tracks.addTrack(ctx, playlist.id, { name: 'Extra', bpm: 90 }),
    ],
    [
      'search song: the same',
      5,
      ({ ctx, playlist }) => tracks.addTrack(ctx, playlist.id, { name: 'Found', bpm: 90, id: 'mbid-1' }),
    ],
  ],
  copyTrack: [
    [
      'track, access, access and lock, slots and songs, insert, touch, tracks',
      7,
      ({ ctx, playlist, firstTrackId }) => tracks.copyTrack(ctx, firstTrackId, { playlistId: playlist.id }),
    ],
  ],
  removeTrack: [
    ['track, access, delete, touch, tracks', 5, ({ ctx, firstTrackId }) => tracks.removeTrack(ctx, firstTrackId)],
  ],
  updateTrack: [
    [
      'track, access, update, touch, tracks',
      5,
      ({ ctx, firstTrackId }) => tracks.updateTrack(ctx, firstTrackId, { name: 'Renamed', notes: 'Capo 2' }),
    ],
  ],
  reorderTracks: [
    [
      'access, ids, make room, place, touch, tracks',
      6,
      ({ ctx, playlist, trackIds }) => setList.reorderTracks(ctx, playlist.id, { trackIds: [...trackIds].reverse() }),
    ],
  ],
  exportTempoMap: [['track, access', 2, ({ ctx, firstTrackId }) => exportTempoMap(ctx, firstTrackId)]],
  exportSetListTempoMap: [['access, tracks', 2, ({ ctx, playlist }) => exportSetListTempoMap(ctx, playlist.id)]],
  duplicatePlaylist: [
    ['access, insert, copy tracks, tracks', 4, ({ ctx, playlist }) => setList.duplicatePlaylist(ctx, playlist.id)],
  ],
  sharePlaylist: [
    [
      'access, user, insert',
      3,
      ({ ctx, playlist, stranger }) =>
        sharing.sharePlaylist(ctx, playlist.id, { sharedWithUsername: stranger.username }),
    ],
  ],
  unsharePlaylist: [
    [
      'access, user, delete',
      3,
      ({ ctx, playlist, friend }) => sharing.unsharePlaylist(ctx, playlist.id, friend.username),
    ],
  ],
};

const operations = Object.entries(STATEMENTS).flatMap(([id, cases]) =>
  cases.map(([note, expected, run]) => [note ? `${id} (${note})` : id, expected, run] as const),
);

describe('SQL statements per playlist operation', () => {
  it.each(operations)('%s: %i statements, for 1 track and for 100', async (_name, expected, run) => {
    const small = await scene(1);
    const large = await scene(100);
    expect(await statementsOf(() => run(small))).toBe(expected);
    expect(await statementsOf(() => run(large))).toBe(expected);
  });
});
