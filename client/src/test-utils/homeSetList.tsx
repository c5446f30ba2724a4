import { HomePage } from '../pages/Home.page';
import { withFakePlayer } from './fakeClickTrackPlayer';
import { buildPlaylist, buildTrack, playlistMock } from './playlistMocks';
import { buildUser, renderWithProviders, screen } from './render';

/** Playlist p-1: 'Opener' (t-1, 172 BPM), then 'Closer' (t-2, 80 BPM). */
export const TWO_SONG_SET_LIST = buildPlaylist({
  name: 'Saturday set',
  tracks: [
    buildTrack({ id: 't-1', position: 0, name: 'Opener', bpm: 172 }),
    buildTrack({ id: 't-2', position: 1, name: 'Closer', bpm: 80 }),
  ],
});

/** The generator (home page) at `route`, signed in, with a fake player and p-1 answering; the player. */
export function renderHomeWithSetList(route: string) {
  const { player, ui } = withFakePlayer(<HomePage />);
  renderWithProviders(ui, { route, user: buildUser(), mocks: [playlistMock('p-1', TWO_SONG_SET_LIST)] });
  return player;
}

/** The generator opened on p-1 at `trackId`, once its set-list bar shows: the player and the bar. */
export async function openSetListAt(trackId: string) {
  const player = renderHomeWithSetList(`/?playlist=p-1&trackId=${trackId}`);
  return { player, bar: await screen.findByRole('region', { name: 'Set list' }) };
}
