import { act } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { Route, Routes } from 'react-router';
import {
  PlaylistPageRemoveTrackDocument,
  PlaylistPageUnshareDocument,
  ShareDialogShareDocument,
  TrackTempoDialogUpdateDocument,
} from '../../../graphql/generated';
import { DEFAULT_SETTINGS } from '../../generator/settings';
import { withFakePlayer } from '../../../test-utils/fakeClickTrackPlayer';
import { serverError } from '../../../test-utils/mocks';
import {
  buildPlaylist,
  buildSummary,
  buildTrack,
  myPlaylistsMock,
  playlistMock,
} from '../../../test-utils/playlistMocks';
import { buildUser, renderWithProviders, screen, userEvent, waitFor, within } from '../../../test-utils/render';
import { NOT_FOUND_REDIRECT_MS, PlaylistScreen } from './PlaylistScreen';
import { formatDate } from '../PlaylistCard/format';

const owned = buildPlaylist();
const readOnly = buildPlaylist({ canEdit: false, ownerUsername: 'bob', sharedWith: null });

function renderPage(mocks: MockedResponse[], id = 'p-1') {
  const { player, ui } = withFakePlayer(
    <Routes>
      <Route path="/playlist/:id" element={<PlaylistScreen id={id} />} />
      <Route path="/playlists" element={<h1>My Playlists</h1>} />
    </Routes>,
  );
  return Object.assign(renderWithProviders(ui, { route: `/playlist/${id}`, user: buildUser(), mocks }), { player });
}

function demoShareMock(outcome: 'ok' | ReturnType<typeof serverError>): MockedResponse {
  return {
    request: { query: ShareDialogShareDocument, variables: { playlistId: 'p-1', sharedWithUsername: 'demo' } },
    result: outcome === 'ok' ? { data: { sharePlaylist: true } } : { data: null, errors: [outcome] },
  };
}

describe('/playlist/{id}', () => {
  it('shows the owner the details, tracks and every control', async () => {
    renderPage([playlistMock('p-1', owned)]);

    expect(screen.getByText('Loading playlist...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Warm-up' })).toBeInTheDocument();
    expect(screen.getByText('Slow songs first')).toBeInTheDocument();
    expect(screen.getByText('2 tracks')).toBeInTheDocument();
    expect(screen.getByText(`Last updated ${formatDate(owned.updatedAt)}`)).toBeInTheDocument();
    expect(screen.getByText('Take Five')).toBeInTheDocument();
    expect(screen.getByText('Slow & Easy')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share with Demo User' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Tracks' })).toHaveAttribute('href', '/add-to-playlist/p-1');
    expect(screen.getByRole('button', { name: 'Actions for Take Five' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop sharing with carol' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Back to Playlists' })).toHaveAttribute('href', '/playlists');
    expect(screen.queryByText(/read-only/)).not.toBeInTheDocument();
  });

  it('shows a read-only viewer the tracks without Share, Add Tracks, Remove or unshare', async () => {
    renderPage([playlistMock('p-1', readOnly)]);

    expect(await screen.findByText('Shared with you by bob (read-only)')).toBeInTheDocument();
    expect(screen.getByText('Take Five')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share with Demo User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Tracks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Stop sharing/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Take Five' })).toBeInTheDocument();
  });

  it("gives a read-only viewer's row menu 'Copy to…' alone, which opens the copy dialog", async () => {
    renderPage([playlistMock('p-1', readOnly), myPlaylistsMock([buildSummary({ id: 'p-7', name: 'Mine' })])]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Take Five' }));

    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Copy to…']);
    await user.click(screen.getByRole('menuitem', { name: 'Copy Take Five to another playlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy “Take Five” to…' });
    expect(within(dialog).getByRole('combobox', { name: 'Playlist' })).toBeInTheDocument();
  });

  it('links Play in Visualizer to the visualizer with autoplay, carrying the set list', async () => {
    renderPage([playlistMock('p-1', owned)]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Play Take Five' }));

    expect(await screen.findByRole('menuitem', { name: 'Play in Visualizer' })).toHaveAttribute(
      'href',
      '/?playlist=p-1&trackId=t-1&autoplay=true&visualizer=true',
    );
  });

  it("plays a track's 10 s click track in place, and another track stops the first", async () => {
    const view = renderPage([playlistMock('p-1', owned)]);
    const { player } = view;
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Play Take Five' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Play' }));
    expect(player.play).toHaveBeenCalledWith({ ...DEFAULT_SETTINGS, bpm: 172, durationSeconds: 10 });
    expect(player.play.mock.calls[0][0]).toEqual({
      bpm: 172,
      soundType: 'click',
      countInSoundType: 'woodblock',
      durationSeconds: 10,
      countInBeats: 4,
      volumePercent: 75,
    });
    expect(view.location().pathname).toBe('/playlist/p-1');
    expect(await screen.findByRole('button', { name: 'Stop Take Five' })).toBeInTheDocument();

    player.stop.mockClear();
    await user.click(screen.getByRole('button', { name: 'Play Slow & Easy' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Play' }));
    expect(player.stop).toHaveBeenCalled();
    expect(player.play).toHaveBeenLastCalledWith({ ...DEFAULT_SETTINGS, bpm: 80, durationSeconds: 10 });
    expect(await screen.findByRole('button', { name: 'Stop Slow & Easy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop Take Five' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stop Slow & Easy' }));
    expect(screen.queryByRole('button', { name: /^Stop (Take Five|Slow & Easy)$/ })).not.toBeInTheDocument();
  });

  it('drops the Stop button when the track ends and stops playback when leaving the page', async () => {
    const view = renderPage([playlistMock('p-1', owned)]);
    const { player } = view;
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Play Take Five' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Play' }));
    player.emit('playing');
    player.emit('idle');
    expect(screen.queryByRole('button', { name: 'Stop Take Five' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Play Take Five' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Play' }));
    player.stop.mockClear();
    view.unmount();
    expect(player.stop).toHaveBeenCalled();
    expect(player.dispose).toHaveBeenCalled();
  });

  describe('not found', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("toasts, shows 'Playlist Not Found' and goes to /playlists after 2 seconds", async () => {
      const view = renderPage(
        [playlistMock('gone', { error: serverError('Playlist not found', 'NOT_FOUND') })],
        'gone',
      );

      expect(await screen.findByText('Playlist Not Found')).toBeInTheDocument();
      expect(screen.getByText('Playlist not found')).toBeInTheDocument();
      expect(screen.getAllByText("This playlist doesn't exist or you don't have access to it.").length).toBeGreaterThan(
        0,
      );
      act(() => jest.advanceTimersByTime(NOT_FOUND_REDIRECT_MS - 100));
      expect(view.location().pathname).toBe('/playlist/gone');

      act(() => jest.advanceTimersByTime(100));
      expect(view.location().pathname).toBe('/playlists');
      expect(NOT_FOUND_REDIRECT_MS).toBe(2000);
    });
  });

  it("toasts 'Error loading playlist' for other load failures and stays", async () => {
    const view = renderPage([playlistMock('p-1', { error: serverError('Internal error', 'INTERNAL_SERVER_ERROR') })]);

    expect(await screen.findByText('Error loading playlist')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to load playlist data. Please try again.').length).toBeGreaterThan(0);
    expect(view.location().pathname).toBe('/playlist/p-1');
  });

  it('removes a track after confirmation and shows the playlist as the server returns it', async () => {
    const after = buildPlaylist({ tracks: [buildTrack({ id: 't-2', position: 0, name: 'Slow & Easy', bpm: 80 })] });
    const result = jest.fn(() => ({ data: { removeTrack: after } }));
    renderPage([
      playlistMock('p-1', owned),
      { request: { query: PlaylistPageRemoveTrackDocument, variables: { trackId: 't-1' } }, result },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Take Five' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove Take Five' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove Track' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(result).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Actions for Take Five' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove Take Five' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove Track' })).getByRole('button', { name: 'Remove' }),
    );

    expect(await screen.findByText('Track removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Play Take Five' })).not.toBeInTheDocument());
    expect(screen.getByText('1 track')).toBeInTheDocument();
  });

  it("toasts 'Error removing track' when the removal fails", async () => {
    renderPage([
      playlistMock('p-1', owned),
      {
        request: { query: PlaylistPageRemoveTrackDocument, variables: { trackId: 't-1' } },
        result: { data: null, errors: [serverError('Internal error', 'INTERNAL_SERVER_ERROR')] },
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Take Five' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove Take Five' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove Track' })).getByRole('button', { name: 'Remove' }),
    );

    expect(await screen.findByText('Error removing track')).toBeInTheDocument();
    expect(screen.getByText('Failed to remove track from playlist. Please try again.')).toBeInTheDocument();
  });

  it("changes a track's tempo by ×2 in the 'Change tempo' dialog and shows the saved tempo with its source", async () => {
    const slow = { id: 't-2', position: 1, name: 'Slow & Easy', artist: 'Whitesnake' };
    const after = buildPlaylist({ tracks: [buildTrack(), buildTrack({ ...slow, bpm: 160, bpmSource: 'manual' })] });
    const result = jest.fn(() => ({ data: { updateTrackTempo: after } }));
    renderPage([
      playlistMock('p-1', owned),
      {
        request: {
          query: TrackTempoDialogUpdateDocument,
          variables: { trackId: 't-2', input: { bpm: 160, bpmSource: 'manual' } },
        },
        result,
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Slow & Easy' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change tempo of Slow & Easy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change tempo' });
    expect(within(dialog).getByRole('textbox', { name: 'Tempo (BPM)' })).toHaveValue('80');
    await user.click(within(dialog).getByRole('button', { name: /^Double tempo/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Tempo updated')).toBeInTheDocument();
    expect(result).toHaveBeenCalled();
    const item = (await screen.findByText('160 BPM')).closest('li')!;
    expect(within(item).getByText('typed')).toBeInTheDocument();
    expect(within(item).queryByText('estimated')).not.toBeInTheDocument();
  });

  it("toasts the server's message when saving a tempo fails and keeps the dialog open", async () => {
    renderPage([
      playlistMock('p-1', owned),
      {
        request: {
          query: TrackTempoDialogUpdateDocument,
          variables: { trackId: 't-1', input: { bpm: 86, bpmSource: 'manual' } },
        },
        result: { data: null, errors: [serverError('Only the owner of this playlist can change it', 'FORBIDDEN')] },
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Take Five' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change tempo of Take Five' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change tempo' });
    await user.click(within(dialog).getByRole('button', { name: /^Halve tempo/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Error updating tempo')).toBeInTheDocument();
    expect(screen.getByText('Only the owner of this playlist can change it')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change tempo' })).toBeInTheDocument();
  });

  it('offers no tempo change to a read-only viewer', async () => {
    renderPage([playlistMock('p-1', readOnly)]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Actions for Take Five' }));
    await screen.findByRole('menuitem', { name: 'Copy Take Five to another playlist' });
    expect(screen.queryByRole('menuitem', { name: /^Change tempo/ })).not.toBeInTheDocument();
  });

  it("'Share with Demo User' shares with demo and reloads the 'Shared with' list", async () => {
    renderPage([
      playlistMock('p-1', owned),
      demoShareMock('ok'),
      playlistMock('p-1', buildPlaylist({ sharedWith: ['carol', 'demo'] })),
    ]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Share with Demo User' }));

    expect(await screen.findByText('Playlist shared')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Stop sharing with demo' })).toBeInTheDocument();
  });

  it("'Share with Demo User' shows the server's message in 'Error sharing playlist'", async () => {
    renderPage([playlistMock('p-1', owned), demoShareMock(serverError('User not found', 'NOT_FOUND'))]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Share with Demo User' }));

    expect(await screen.findByText('Error sharing playlist')).toBeInTheDocument();
    expect(screen.getByText('User not found')).toBeInTheDocument();
  });

  it('opens the Share dialog', async () => {
    renderPage([playlistMock('p-1', owned)]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Share' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Share Playlist' }));
    expect(dialog.getByLabelText(/^Username/)).toBeInTheDocument();
  });

  it('stops sharing with a user and reloads the list', async () => {
    const result = jest.fn(() => ({ data: { unsharePlaylist: true } }));
    renderPage([
      playlistMock('p-1', owned),
      { request: { query: PlaylistPageUnshareDocument, variables: { playlistId: 'p-1', username: 'carol' } }, result },
      playlistMock('p-1', buildPlaylist({ sharedWith: [] })),
    ]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Stop sharing with carol' }));

    expect(await screen.findByText('Not shared with anyone yet.')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
  });
});
