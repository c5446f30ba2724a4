import type { MockedResponse } from '@apollo/client/testing';
import { AddToPlaylistAddTrackDocument, type TrackInput } from '../../../graphql/generated';
import { serverError } from '../../../test-utils/mocks';
import { buildSong, songSearchMock, songTempoMock } from '../../../test-utils/musicMocks';
import { messages } from '../../../../../schema/validation/messages';
import { buildPlaylist, buildSummary, featuredMock, myPlaylistsMock } from '../../../test-utils/playlistMocks';
import {
  buildUser,
  holdOperation,
  renderWithProviders,
  screen,
  userEvent,
  waitFor,
  within,
  type HeldOperation,
} from '../../../test-utils/render';
import { FindSongBpmScreen } from './FindSongBpmScreen';

const AFTER_DEBOUNCE = { timeout: 3000 };
const fiveSong = buildSong({
  id: 'mb-5',
  name: 'Take Five',
  artist: 'Dave Brubeck',
  albumArt: 'https://art.test/five.jpg',
});
const balladSong = buildSong({ id: 'mb-b', name: 'Slow Ballad', artist: 'Crooner' });
const playlists = [buildSummary({ id: 'p-1', name: 'Warm-up' }), buildSummary({ id: 'p-2', name: 'Gig Set' })];

function addTrackMock(
  playlistId: string,
  input: TrackInput,
  outcome: 'ok' | 'fail',
  result = jest.fn(),
): MockedResponse {
  result.mockReturnValue(
    outcome === 'ok'
      ? { data: { addTrack: buildPlaylist({ id: playlistId }) } }
      : { data: null, errors: [serverError('Something broke', 'INTERNAL')] },
  );
  return { request: { query: AddToPlaylistAddTrackDocument, variables: { playlistId, input } }, result };
}

function renderPage(mocks: MockedResponse[], user = buildUser(), held?: HeldOperation) {
  renderWithProviders(<FindSongBpmScreen />, { route: '/add-to-playlist', user, mocks, held });
  return userEvent.setup();
}

async function chooseSong(user: ReturnType<typeof userEvent.setup>, text: string, name: RegExp) {
  await user.type(screen.getByRole('searchbox', { name: 'Search songs' }), text);
  await user.click(await screen.findByRole('button', { name }, AFTER_DEBOUNCE));
}

async function pickPlaylist(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Playlist' }));
  await user.click(await screen.findByRole('option', { name }));
}

const chosen = () => within(screen.getByRole('region', { name: 'Chosen song' }));

let clockMs = 0;
beforeEach(() => {
  clockMs = 0;
  jest.spyOn(performance, 'now').mockImplementation(() => clockMs);
});
afterEach(() => jest.restoreAllMocks());

describe('/add-to-playlist (Find Song BPM)', () => {
  it('starts with the search hint, no song, the tap pad and Add to playlist disabled', async () => {
    renderPage([myPlaylistsMock(playlists)]);

    expect(screen.getByRole('heading', { level: 1, name: 'Find Song BPM' })).toBeInTheDocument();
    expect(screen.getByText('Type at least 3 characters to search')).toBeInTheDocument();
    expect(chosen().getByText('No song chosen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tap tempo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to playlist' })).toBeDisabled();
    expect(
      await screen.findByText('Choose a song above, or tap, type or detect a tempo, to add it to a playlist.'),
    ).toBeInTheDocument();
  });

  it("shows a chosen song's tempo and source, takes a tapped tempo, and adds the song to the chosen playlist", async () => {
    const added = jest.fn();
    const tempoLookup = holdOperation('SongTempo');
    const user = renderPage(
      [
        myPlaylistsMock(playlists),
        songSearchMock('take five', [fiveSong]),
        songTempoMock(fiveSong, { bpm: 172, bpmSource: 'lookup' }),
        addTrackMock(
          'p-2',
          {
            name: 'Take Five',
            artist: 'Dave Brubeck',
            bpm: 150,
            bpmSource: 'tap',
            id: 'mb-5',
            albumArt: 'https://art.test/five.jpg',
          },
          'ok',
          added,
        ),
      ],
      buildUser(),
      tempoLookup,
    );
    await chooseSong(user, 'take five', /Take Five/);

    expect(chosen().getByText('Processing')).toBeInTheDocument();
    tempoLookup.release();
    expect(await chosen().findByText('172 BPM')).toBeInTheDocument();
    expect(chosen().getByText('looked up')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Tempo (BPM)' })).toHaveValue('172'));

    for (const time of [0, 400, 800]) {
      clockMs = time;
      await user.click(screen.getByRole('button', { name: 'Tap tempo' }));
    }
    expect(chosen().getByText('150 BPM')).toBeInTheDocument();
    expect(chosen().getByText('tapped')).toBeInTheDocument();

    await pickPlaylist(user, 'Gig Set');
    await user.click(screen.getByRole('button', { name: 'Add to playlist' }));
    expect(await screen.findByRole('link', { name: 'Gig Set' })).toHaveAttribute('href', '/playlist/p-2');
    expect(added).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('Song added').length).toBeGreaterThan(0);
  });

  it('saves a tapped tempo without a search result as a custom track under the name given', async () => {
    const added = jest.fn();
    const user = renderPage([
      myPlaylistsMock(playlists),
      addTrackMock('p-1', { name: 'Rehearsal Jam', artist: '', bpm: 150, bpmSource: 'tap' }, 'ok', added),
    ]);
    for (const time of [0, 400, 800]) {
      clockMs = time;
      await user.click(screen.getByRole('button', { name: 'Tap tempo' }));
    }
    expect(chosen().getByText('150 BPM')).toBeInTheDocument();
    await pickPlaylist(user, 'Warm-up');

    await user.click(screen.getByRole('button', { name: 'Add to playlist' }));
    expect(await screen.findByText(messages.trackNameRequired)).toBeInTheDocument();
    expect(added).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /Song name/ }), '  Rehearsal Jam ');
    await user.click(screen.getByRole('button', { name: 'Add to playlist' }));
    expect(await screen.findByRole('link', { name: 'Warm-up' })).toHaveAttribute('href', '/playlist/p-1');
    expect(added).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/Rehearsal Jam/, { selector: '.mantine-Alert-message' })).toBeInTheDocument();
  });

  it('offers an admin the system playlists too (they may edit them), and nobody the playlists shared read-only', async () => {
    const user = renderPage(
      [myPlaylistsMock(playlists), featuredMock([buildSummary({ id: 'sys-1', name: 'Jazz Standards' })])],
      buildUser({ isAdmin: true }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Playlist' }));
    expect(await screen.findByRole('option', { name: 'Jazz Standards' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Gig Set' })).toBeInTheDocument();
    expect(screen.getByText('System playlists')).toBeInTheDocument();
  });

  it("marks an estimated tempo 'estimated', and keeps 120 'estimated' with 'Failed to get BPM' when the lookup fails", async () => {
    const user = renderPage([
      myPlaylistsMock(playlists),
      songSearchMock('slow', [balladSong, fiveSong]),
      songTempoMock(balladSong, { bpm: 72, bpmSource: 'estimate' }),
      songTempoMock(fiveSong, { error: serverError('Upstream down', 'UPSTREAM_UNAVAILABLE') }),
    ]);
    await chooseSong(user, 'slow', /Slow Ballad/);
    expect(await chosen().findByText('72 BPM')).toBeInTheDocument();
    expect(chosen().getByText('estimated')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Take Five/ }));
    expect(await screen.findByText('Failed to get BPM')).toBeInTheDocument();
    expect(chosen().getByText('Take Five')).toBeInTheDocument();
    expect(chosen().getByText('120 BPM')).toBeInTheDocument();
    expect(chosen().getByText('estimated')).toBeInTheDocument();
  });

  it("toasts 'Error adding song' when adding fails", async () => {
    const user = renderPage([
      myPlaylistsMock(playlists),
      songSearchMock('take five', [fiveSong]),
      songTempoMock(fiveSong, { bpm: 172, bpmSource: 'community' }),
      addTrackMock(
        'p-1',
        {
          name: 'Take Five',
          artist: 'Dave Brubeck',
          bpm: 172,
          bpmSource: 'community',
          id: 'mb-5',
          albumArt: 'https://art.test/five.jpg',
        },
        'fail',
      ),
    ]);
    await chooseSong(user, 'take five', /Take Five/);
    await chosen().findByText('172 BPM');
    await pickPlaylist(user, 'Warm-up');
    await user.click(screen.getByRole('button', { name: 'Add to playlist' }));

    expect(await screen.findByText('Error adding song')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Warm-up' })).not.toBeInTheDocument();
  });

  it('sends a user without playlists to /playlists to create one first', async () => {
    renderPage([myPlaylistsMock([])]);

    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'your playlists' })).toHaveAttribute('href', '/playlists'),
    );
    expect(screen.getByText(/First create a playlist/)).toBeInTheDocument();
  });
});
