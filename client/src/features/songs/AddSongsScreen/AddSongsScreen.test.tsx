import type { MockedResponse } from '@apollo/client/testing';
import { act } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { AddToPlaylistAddTrackDocument, type TrackInput } from '../../../graphql/generated';
import { serverError } from '../../../test-utils/mocks';
import { buildSong, songSearchMock, songTempoMock } from '../../../test-utils/musicMocks';
import { buildPlaylist, buildTrack, playlistMock } from '../../../test-utils/playlistMocks';
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
import { AddSongsScreen } from './AddSongsScreen';

// The search waits for a 500 ms pause in typing: findBy waits longer than that.
const AFTER_DEBOUNCE = { timeout: 3000 };

const existing = buildTrack({ id: 't-1', name: 'So What', artist: 'Miles Davis', externalId: 'mb-old' });
const playlist = buildPlaylist({ id: 'p-1', name: 'Warm-up', tracks: [existing] });
const oldSong = buildSong({ id: 'mb-old', name: 'So What', artist: 'Miles Davis' });
const fiveSong = buildSong({
  id: 'mb-5',
  name: 'Take Five',
  artist: 'Dave Brubeck',
  albumArt: 'https://art.test/five.jpg',
});
const trainSong = buildSong({ id: 'mb-a', name: 'Take the A Train', artist: 'Duke Ellington' });

function addTrackMock(input: TrackInput, result = jest.fn()): MockedResponse {
  result.mockReturnValue({ data: { addTrack: playlist } });
  return { request: { query: AddToPlaylistAddTrackDocument, variables: { playlistId: 'p-1', input } }, result };
}

function renderPage(mocks: MockedResponse[], held?: HeldOperation) {
  const view = renderWithProviders(
    <Routes>
      <Route path="/add-to-playlist/:id" element={<AddSongsScreen id="p-1" />} />
      <Route path="/playlists" element={<h1>My Playlists</h1>} />
    </Routes>,
    { route: '/add-to-playlist/p-1', user: buildUser(), mocks: [playlistMock('p-1', playlist), ...mocks], held },
  );
  return { ...view, user: userEvent.setup() };
}

async function search(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(await screen.findByRole('searchbox', { name: 'Search songs' }), text);
}

const results = () => within(screen.getByRole('list', { name: 'Search results' }));
const resultButton = (name: string) => results().getByRole('button', { name: new RegExp(name) });
const selectedSong = (name: string) => within(screen.getByRole('listitem', { name }));

describe('/add-to-playlist/{id}', () => {
  it('names the playlist and shows the search hint, the How To panel, the links and an idle add button', async () => {
    renderPage([]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Add Songs to Warm-up' })).toBeInTheDocument();
    expect(screen.getByText('Type at least 3 characters to search')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How To' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Playlist' })).toHaveAttribute('href', '/playlist/p-1');
    expect(screen.getByRole('link', { name: 'Find Song BPM' })).toHaveAttribute('href', '/add-to-playlist');
    expect(screen.getByRole('button', { name: 'Add 0 songs to playlist' })).toBeDisabled();
  });

  it('searches only from 3 characters, after the pause, and shows covers or a placeholder and In Playlist', async () => {
    const searched = jest.fn(() => ({ data: { searchSongs: [oldSong, fiveSong, trainSong] } }));
    const { user } = renderPage([{ ...songSearchMock('tak', []), result: searched }]);
    await search(user, 'ta');
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(searched).not.toHaveBeenCalled();

    await user.type(screen.getByRole('searchbox', { name: 'Search songs' }), 'k');
    expect(await screen.findByRole('list', { name: 'Search results' }, AFTER_DEBOUNCE)).toBeInTheDocument();
    expect(searched).toHaveBeenCalledTimes(1);
    expect(results().getAllByRole('listitem')).toHaveLength(3);
    expect(resultButton('Take Five').querySelector('img')).toHaveAttribute('src', 'https://art.test/five.jpg');
    expect(within(resultButton('Take the A Train')).getByTestId('album-art-placeholder')).toBeInTheDocument();
    expect(within(resultButton('So What')).getByText('In Playlist')).toBeInTheDocument();
  });

  it("refuses a song already in the playlist with 'Already in playlist'", async () => {
    const { user } = renderPage([songSearchMock('so what', [oldSong])]);
    await search(user, 'so what');
    await user.click(await screen.findByRole('button', { name: /So What/ }, AFTER_DEBOUNCE));

    expect(await screen.findByText('Already in playlist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add 0 songs to playlist' })).toBeDisabled();
  });

  it("selects two songs ('Processing', then 'Song selected'), lets a tempo be fixed, adds both and opens /playlists", async () => {
    const firstAdd = jest.fn();
    const secondAdd = jest.fn();
    const tempoLookup = holdOperation('SongTempo');
    const view = renderPage(
      [
        songSearchMock('take', [fiveSong, trainSong]),
        songTempoMock(fiveSong, { bpm: 172, bpmSource: 'lookup', provider: 'deezer' }),
        songTempoMock(trainSong, { bpm: 84, bpmSource: 'estimate', albumArt: 'https://art.test/train.jpg' }),
        addTrackMock(
          {
            name: 'Take Five',
            artist: 'Dave Brubeck',
            bpm: 172,
            bpmSource: 'lookup',
            id: 'mb-5',
            albumArt: 'https://art.test/five.jpg',
          },
          firstAdd,
        ),
        addTrackMock(
          {
            name: 'Take the A Train',
            artist: 'Duke Ellington',
            bpm: 168,
            bpmSource: 'manual',
            id: 'mb-a',
            albumArt: 'https://art.test/train.jpg',
          },
          secondAdd,
        ),
      ],
      tempoLookup,
    );
    const { user } = view;
    await search(user, 'take');
    await user.click(await screen.findByRole('button', { name: /Take Five/ }, AFTER_DEBOUNCE));

    expect(within(resultButton('Take Five')).getByText('Processing')).toBeInTheDocument();
    expect(selectedSong('Take Five').getByText('Processing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add 1 song to playlist' })).toBeDisabled();
    tempoLookup.release();
    expect(await screen.findByText('Song selected')).toBeInTheDocument();
    expect(within(resultButton('Take Five')).getByText('Selected')).toBeInTheDocument();
    expect(selectedSong('Take Five').getByRole('textbox', { name: 'Tempo (BPM)' })).toHaveValue('172');
    expect(selectedSong('Take Five').getByText('looked up')).toBeInTheDocument();

    await user.click(resultButton('Take the A Train'));
    await waitFor(() => expect(selectedSong('Take the A Train').getByText('estimated')).toBeInTheDocument());
    expect(selectedSong('Take the A Train').getByRole('textbox', { name: 'Tempo (BPM)' })).toHaveValue('84');
    await user.click(selectedSong('Take the A Train').getByRole('button', { name: /^Double tempo/ }));
    expect(selectedSong('Take the A Train').getByText('typed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add 2 songs to playlist' }));
    expect(await screen.findByRole('heading', { name: 'My Playlists' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/playlists');
    expect(firstAdd).toHaveBeenCalledTimes(1);
    expect(secondAdd).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Songs added')).toBeInTheDocument();
  });

  it('unselects a song when it is pressed again or removed from the selection', async () => {
    const { user } = renderPage([
      songSearchMock('take', [fiveSong, trainSong]),
      songTempoMock(fiveSong, { bpm: 172, bpmSource: 'community' }),
      songTempoMock(trainSong, { bpm: 168, bpmSource: 'lookup' }),
    ]);
    await search(user, 'take');
    await user.click(await screen.findByRole('button', { name: /Take Five/ }, AFTER_DEBOUNCE));
    await waitFor(() => expect(selectedSong('Take Five').getByText('community')).toBeInTheDocument());
    await user.click(resultButton('Take Five'));
    expect(screen.queryByRole('listitem', { name: 'Take Five' })).not.toBeInTheDocument();

    await user.click(resultButton('Take the A Train'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add 1 song to playlist' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Remove Take the A Train' }));
    expect(screen.getByRole('button', { name: 'Add 0 songs to playlist' })).toBeDisabled();
    expect(resultButton('Take the A Train')).toHaveAttribute('aria-pressed', 'false');
  });

  it("keeps a song with 120 'estimated' and toasts 'Failed to get BPM' when its tempo lookup fails", async () => {
    const { user } = renderPage([
      songSearchMock('take', [fiveSong]),
      songTempoMock(fiveSong, { error: serverError('Upstream down', 'UPSTREAM_UNAVAILABLE') }),
    ]);
    await search(user, 'take');
    await user.click(await screen.findByRole('button', { name: /Take Five/ }, AFTER_DEBOUNCE));

    expect(await screen.findByText('Failed to get BPM')).toBeInTheDocument();
    expect(screen.getByText('Could not retrieve BPM information. Using an estimate.')).toBeInTheDocument();
    expect(selectedSong('Take Five').getByRole('textbox', { name: 'Tempo (BPM)' })).toHaveValue('120');
    expect(selectedSong('Take Five').getByText('estimated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add 1 song to playlist' })).toBeEnabled();
  });

  it("toasts 'Search failed' when the search fails", async () => {
    const { user } = renderPage([songSearchMock('take', { error: serverError('Something broke', 'INTERNAL') })]);
    await search(user, 'take');

    expect(await screen.findByText('Search failed', {}, AFTER_DEBOUNCE)).toBeInTheDocument();
    expect(screen.getAllByText('Could not search for songs. Please try again.').length).toBeGreaterThan(0);
  });

  it('says under the box when the server has song search switched off', async () => {
    const off = 'Song search is switched off on this server (MUSIC_LOOKUPS=off)';
    const { user } = renderPage([songSearchMock('take', { error: serverError(off, 'UPSTREAM_UNAVAILABLE') })]);
    await search(user, 'take');

    expect(await screen.findByText(off, {}, AFTER_DEBOUNCE)).toBeInTheDocument();
  });

  it('keeps the songs still to add selected when adding fails part-way', async () => {
    const failing: MockedResponse = {
      request: { query: AddToPlaylistAddTrackDocument },
      variableMatcher: (variables) => (variables as { input: TrackInput }).input.id === 'mb-a',
      result: { data: null, errors: [serverError('Something broke', 'INTERNAL')] },
    };
    const view = renderPage([
      songSearchMock('take', [fiveSong, trainSong]),
      songTempoMock(fiveSong, { bpm: 172, bpmSource: 'lookup' }),
      songTempoMock(trainSong, { bpm: 168, bpmSource: 'lookup' }),
      addTrackMock({
        name: 'Take Five',
        artist: 'Dave Brubeck',
        bpm: 172,
        bpmSource: 'lookup',
        id: 'mb-5',
        albumArt: 'https://art.test/five.jpg',
      }),
      failing,
    ]);
    const { user } = view;
    await search(user, 'take');
    await user.click(await screen.findByRole('button', { name: /Take Five/ }, AFTER_DEBOUNCE));
    await user.click(resultButton('Take the A Train'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add 2 songs to playlist' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Add 2 songs to playlist' }));

    expect(await screen.findByText('Error adding songs')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 songs were added. Please try again for the rest.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Take Five' })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Take the A Train' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/add-to-playlist/p-1');
  });

  it('opens the custom track dialog', async () => {
    const { user } = renderPage([]);
    await user.click(await screen.findByRole('button', { name: 'Add Custom Track' }));

    expect(screen.getByRole('dialog', { name: 'Add Custom Track' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
  });

  it('tells a read-only viewer that only the owner can add songs', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/add-to-playlist/:id" element={<AddSongsScreen id="p-1" />} />
      </Routes>,
      {
        route: '/add-to-playlist/p-1',
        user: buildUser(),
        mocks: [playlistMock('p-1', { ...playlist, canEdit: false })],
      },
    );

    expect(await screen.findByText("Only the playlist's owner can add songs to it.")).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search songs' })).not.toBeInTheDocument();
  });
});
