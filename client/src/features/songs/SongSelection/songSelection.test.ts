import {
  EMPTY_SELECTION,
  asBpmSource,
  isLookingUp,
  songSelectionReducer,
  playlistSongsOf,
  songStatus,
  type SongSelectionAction,
  type SongSelectionState,
} from './songSelection';

const song = (id: string) => ({ id, name: `Song ${id}`, artist: 'Band', albumArt: null });
const run = (...actions: SongSelectionAction[]): SongSelectionState =>
  actions.reduce(songSelectionReducer, EMPTY_SELECTION);

describe('song selection', () => {
  const inPlaylist = playlistSongsOf([{ name: 'Song old', artist: 'Band', externalId: 'old' }]);

  it("a picked song is 'processing' until its tempo arrives, then 'selected'", () => {
    const looking = run({ type: 'lookupStarted', song: song('a') });
    expect(songStatus(looking, inPlaylist, song('a'))).toBe('processing');
    expect(isLookingUp(looking)).toBe(true);

    const found = songSelectionReducer(looking, {
      type: 'tempoFound',
      songId: 'a',
      tempo: { bpm: 128, bpmSource: 'lookup' },
    });
    expect(songStatus(found, inPlaylist, song('a'))).toBe('selected');
    expect(isLookingUp(found)).toBe(false);
    expect(found.songs).toEqual([{ song: song('a'), tempo: { bpm: 128, bpmSource: 'lookup' } }]);
  });

  it("a song already in the playlist is 'inPlaylist'; others are 'available'", () => {
    expect(songStatus(EMPTY_SELECTION, inPlaylist, song('old'))).toBe('inPlaylist');
    expect(songStatus(EMPTY_SELECTION, inPlaylist, song('new'))).toBe('available');
  });

  it("recognises the same song from another release or added as a custom track: 'inPlaylist'", () => {
    const custom = playlistSongsOf([{ name: 'Take Five', artist: 'Dave Brubeck', externalId: null }]);
    expect(
      songStatus(EMPTY_SELECTION, custom, { id: 'other-release', name: 'Take Five!', artist: 'dave brubeck' }),
    ).toBe('inPlaylist');
    expect(songStatus(EMPTY_SELECTION, custom, { id: 'cover', name: 'Take Five', artist: 'Al Jarreau' })).toBe(
      'available',
    );
  });

  it('keeps the picking order, ignores a second pick of the same song, and removes one song', () => {
    const state = run(
      { type: 'lookupStarted', song: song('a') },
      { type: 'lookupStarted', song: song('b') },
      { type: 'lookupStarted', song: song('a') },
    );
    expect(state.songs.map((entry) => entry.song.id)).toEqual(['a', 'b']);
    expect(songSelectionReducer(state, { type: 'removed', songId: 'a' }).songs.map((entry) => entry.song.id)).toEqual([
      'b',
    ]);
  });

  it('drops a tempo that arrives after its song was removed, and clears everything', () => {
    const state = run(
      { type: 'lookupStarted', song: song('a') },
      { type: 'removed', songId: 'a' },
      { type: 'tempoFound', songId: 'a', tempo: { bpm: 99, bpmSource: 'lookup' } },
    );
    expect(state.songs).toEqual([]);
    const cleared = run({ type: 'lookupStarted', song: song('b') }, { type: 'cleared' });
    expect(cleared).toEqual(EMPTY_SELECTION);
  });

  it("a user's correction replaces the tempo and its source", () => {
    const state = run(
      { type: 'lookupStarted', song: song('a') },
      { type: 'tempoFound', songId: 'a', tempo: { bpm: 120, bpmSource: 'estimate' } },
      { type: 'tempoChanged', songId: 'a', tempo: { bpm: 96, bpmSource: 'tap' } },
    );
    expect(state.songs[0]!.tempo).toEqual({ bpm: 96, bpmSource: 'tap' });
  });

  it('takes the cover the tempo lookup found when the search had none, and keeps a cover it had', () => {
    const withoutArt = run(
      { type: 'lookupStarted', song: song('a') },
      { type: 'tempoFound', songId: 'a', tempo: { bpm: 90, bpmSource: 'lookup' }, albumArt: 'https://img.test/a.jpg' },
    );
    expect(withoutArt.songs[0]!.song.albumArt).toBe('https://img.test/a.jpg');
    const withArt = run(
      { type: 'lookupStarted', song: { ...song('b'), albumArt: 'https://img.test/search.jpg' } },
      {
        type: 'tempoFound',
        songId: 'b',
        tempo: { bpm: 90, bpmSource: 'lookup' },
        albumArt: 'https://img.test/other.jpg',
      },
    );
    expect(withArt.songs[0]!.song.albumArt).toBe('https://img.test/search.jpg');
  });

  it('reads an unknown source from the server as an estimate', () => {
    expect(asBpmSource('lookup')).toBe('lookup');
    expect(asBpmSource('made-up')).toBe('estimate');
  });
});
