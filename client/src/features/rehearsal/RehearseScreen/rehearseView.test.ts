import { rehearseViewOf, type RehearseFacts } from './rehearseView';

/** A loaded playlist with songs, online, before the user asked to join. */
const BEFORE_JOINING: RehearseFacts = {
  hasPlaylist: true,
  loading: false,
  loadFailed: false,
  online: true,
  deviceName: null,
  joined: false,
  hasRoom: false,
  songs: 3,
  ended: null,
  joinFailed: false,
};
const view = (facts: Partial<RehearseFacts>) => rehearseViewOf({ ...BEFORE_JOINING, ...facts });
const lobby = (join: 'form' | 'retry' | 'joining' | null, more: object = {}) => ({
  kind: 'lobby',
  ended: null,
  noSongs: false,
  join,
  ...more,
});
const NOT_LOADED = { hasPlaylist: false };

describe('what the rehearsal screen shows', () => {
  describe('before the playlist is there', () => {
    it('says a room needs a connection when the server is out of reach', () => {
      expect(view({ ...NOT_LOADED, loadFailed: 'unreachable' })).toEqual({ kind: 'unreachable' });
    });

    it('waits while the playlist loads', () => {
      expect(view({ ...NOT_LOADED, loading: true })).toEqual({ kind: 'unavailable', reason: 'loading' });
    });

    it('tells a failed answer from a playlist that is not there', () => {
      expect(view({ ...NOT_LOADED, loadFailed: 'error' })).toEqual({ kind: 'unavailable', reason: 'failed' });
      expect(view(NOT_LOADED)).toEqual({ kind: 'unavailable', reason: 'missing' });
    });

    it('says the device is offline before anything else but an unreachable server', () => {
      expect(view({ ...NOT_LOADED, loading: true, online: false })).toEqual({ kind: 'unavailable', reason: 'offline' });
    });
  });

  describe('joining', () => {
    it('offers the form, then waits for the room, then shows the stage', () => {
      expect(view({})).toEqual(lobby('form'));
      expect(view({ deviceName: 'Drums' })).toEqual(lobby('joining'));
      expect(view({ deviceName: 'Drums', joined: true })).toEqual(lobby(null));
      expect(view({ deviceName: 'Drums', joined: true, hasRoom: true })).toEqual({ kind: 'stage' });
    });

    it('offers the form again, with the error, after a failed try', () => {
      expect(view({ deviceName: 'Drums', joinFailed: true })).toEqual(lobby('retry'));
    });

    it('keeps a device that is in the room on the stage while offline', () => {
      expect(view({ deviceName: 'Drums', joined: true, hasRoom: true, online: false })).toEqual({ kind: 'stage' });
    });

    it('sends a device offline before joining to the offline text', () => {
      expect(view({ online: false })).toEqual({ kind: 'unavailable', reason: 'offline' });
    });

    it('says there is nothing to rehearse in a room with no songs', () => {
      expect(view({ deviceName: 'Drums', joined: true, hasRoom: true, songs: 0 })).toEqual(
        lobby(null, { noSongs: true }),
      );
    });
  });

  it('says why the room ended, and offers no form to join again', () => {
    expect(view({ deviceName: 'Drums', ended: 'PLAYLIST_DELETED' })).toEqual(
      lobby(null, { ended: 'PLAYLIST_DELETED' }),
    );
    expect(view({ deviceName: null, ended: 'ACCESS_REVOKED', joinFailed: true })).toEqual(
      lobby(null, { ended: 'ACCESS_REVOKED' }),
    );
  });
});
