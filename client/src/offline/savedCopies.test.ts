import { buildPlaylist } from '../test-utils/playlistMocks';
import { buildUser } from '../test-utils/render';
import {
  followSignedInUser,
  forgetSavedCopies,
  listPlaylistCopies,
  readPlaylistCopy,
  readRememberedUser,
  SAVED_COPY_DAYS,
  savePlaylistCopy,
} from './savedCopies';

const alice = buildUser();
const bob = buildUser({ id: 'bob-id', username: 'bob' });
const DAY_MS = 24 * 60 * 60 * 1000;

afterEach(async () => {
  jest.restoreAllMocks();
  await forgetSavedCopies();
});

describe('playlists saved for offline use', () => {
  it('gives a user back the copy they saved, and nothing for another user', async () => {
    const playlist = buildPlaylist({ id: 'p-1', name: 'Warm-up' });
    await savePlaylistCopy(alice.id, playlist);
    expect((await readPlaylistCopy(alice.id, 'p-1'))?.playlist).toEqual(playlist);
    expect(await readPlaylistCopy(bob.id, 'p-1')).toBeUndefined();
    expect(await listPlaylistCopies(bob.id)).toEqual([]);
  });

  it(`keeps a copy ${SAVED_COPY_DAYS} days after it was saved and drops it after that`, async () => {
    const savedAt = Date.parse('2026-11-01T12:00:00Z');
    jest.spyOn(Date, 'now').mockReturnValue(savedAt);
    await savePlaylistCopy(alice.id, buildPlaylist({ id: 'p-1' }));

    jest.spyOn(Date, 'now').mockReturnValue(savedAt + SAVED_COPY_DAYS * DAY_MS);
    expect(await readPlaylistCopy(alice.id, 'p-1')).toBeDefined();
    expect(await listPlaylistCopies(alice.id)).toHaveLength(1);

    jest.spyOn(Date, 'now').mockReturnValue(savedAt + SAVED_COPY_DAYS * DAY_MS + 1);
    expect(await listPlaylistCopies(alice.id)).toEqual([]);
    expect(await readPlaylistCopy(alice.id, 'p-1')).toBeUndefined();
  });

  it('lists the most recently opened first', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_000);
    await savePlaylistCopy(alice.id, buildPlaylist({ id: 'old', name: 'Old' }));
    jest.spyOn(Date, 'now').mockReturnValue(2_000);
    await savePlaylistCopy(alice.id, buildPlaylist({ id: 'new', name: 'New' }));
    expect((await listPlaylistCopies(alice.id)).map((copy) => copy.playlist.name)).toEqual(['New', 'Old']);
  });

  it("remembers who signed in and deletes the other users' copies when someone else signs in", async () => {
    await followSignedInUser(alice);
    await savePlaylistCopy(alice.id, buildPlaylist({ id: 'p-1' }));
    expect(await readRememberedUser()).toEqual(alice);

    await followSignedInUser(bob);
    expect(await readRememberedUser()).toEqual(bob);
    expect(await readPlaylistCopy(alice.id, 'p-1')).toBeUndefined();
  });

  it('forgets the user and every copy on logout', async () => {
    await followSignedInUser(alice);
    await savePlaylistCopy(alice.id, buildPlaylist({ id: 'p-1' }));
    await forgetSavedCopies();
    expect(await readRememberedUser()).toBeNull();
    expect(await listPlaylistCopies(alice.id)).toEqual([]);
  });
});
