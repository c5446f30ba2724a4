import type { MockedResponse } from '@apollo/client/testing';
import { AddToPlaylistAddTrackDocument } from '../../../graphql/generated';
import { serverError } from '../../../test-utils/mocks';
import { buildPlaylist, buildTrack } from '../../../test-utils/playlistMocks';
import { renderWithProviders, screen, userEvent, waitFor } from '../../../test-utils/render';
import { CustomTrackDialog } from './CustomTrackDialog';

function addTrackMock(
  input: object,
  outcome: 'ok' | 'fail' | 'invalid' | 'offline',
  result = jest.fn(),
): MockedResponse {
  const playlist = buildPlaylist({
    tracks: [buildTrack({ id: 't-9', name: 'Jam', artist: 'Custom Track', bpm: 150, bpmSource: 'tap' })],
  });
  const request = { query: AddToPlaylistAddTrackDocument, variables: { playlistId: 'p-1', input } };
  if (outcome === 'offline') return { request, error: new TypeError('Failed to fetch') };
  result.mockImplementation(() => {
    if (outcome === 'ok') return { data: { addTrack: playlist } };
    if (outcome === 'invalid')
      return {
        data: null,
        errors: [
          serverError('Track artist must be at most 200 characters', 'VALIDATION_ERROR', {
            artist: 'Track artist must be at most 200 characters',
          }),
        ],
      };
    return { data: null, errors: [serverError('Internal server error', 'INTERNAL')] };
  });
  return { request, result };
}

function renderDialog(mocks: MockedResponse[] = []) {
  const onClose = jest.fn();
  renderWithProviders(<CustomTrackDialog opened onClose={onClose} playlistId="p-1" />, { mocks });
  return { onClose, user: userEvent.setup() };
}

let clockMs = 0;
beforeEach(() => {
  clockMs = 0;
  jest.spyOn(performance, 'now').mockImplementation(() => clockMs);
});
afterEach(() => jest.restoreAllMocks());

describe('CustomTrackDialog', () => {
  it('starts at 120 BPM with Create disabled while the name is empty', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Add Custom Track' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tempo (BPM)' })).toHaveValue('120');
    expect(screen.getByLabelText('Artist (Optional)')).toHaveAttribute('placeholder', 'Custom Track');
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
  });

  it("a blank name toasts 'Track name required' and sends nothing", async () => {
    const result = jest.fn();
    const { onClose, user } = renderDialog([
      { request: { query: AddToPlaylistAddTrackDocument }, variableMatcher: () => true, result },
    ]);
    await user.type(screen.getByLabelText(/^Track Name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Track name required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a name for your custom track.')).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("creates a tapped track with the default artist, toasts 'Custom track created' and closes", async () => {
    const result = jest.fn();
    const { onClose, user } = renderDialog([
      addTrackMock({ name: 'Jam', artist: 'Custom Track', bpm: 150, bpmSource: 'tap' }, 'ok', result),
    ]);
    await user.type(screen.getByLabelText(/^Track Name/), '  Jam ');
    for (const time of [0, 400, 800]) {
      clockMs = time;
      await user.click(screen.getByRole('button', { name: 'Tap tempo' }));
    }
    expect(screen.getByRole('textbox', { name: 'Tempo (BPM)' })).toHaveValue('150');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(result).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Custom track created')).toBeInTheDocument();
  });

  it('sends a typed tempo and artist as manual', async () => {
    const result = jest.fn();
    const { onClose, user } = renderDialog([
      addTrackMock({ name: 'Ballad', artist: 'Me', bpm: 68, bpmSource: 'manual' }, 'ok', result),
    ]);
    await user.type(screen.getByLabelText(/^Track Name/), 'Ballad');
    await user.type(screen.getByLabelText('Artist (Optional)'), ' Me ');
    const tempo = screen.getByRole('textbox', { name: 'Tempo (BPM)' });
    await user.clear(tempo);
    await user.type(tempo, '68');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(result).toHaveBeenCalledTimes(1);
  });

  it("keeps the dialog open with 'Error creating track' when the save fails", async () => {
    const { onClose, user } = renderDialog([
      addTrackMock({ name: 'Jam', artist: 'Custom Track', bpm: 120, bpmSource: 'manual' }, 'fail'),
    ]);
    await user.type(screen.getByLabelText(/^Track Name/), 'Jam');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Error creating track')).toBeInTheDocument();
    expect(screen.getByText('There was a problem creating your custom track. Please try again.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Track Name/)).toHaveValue('Jam');
  });

  it("shows the server's message when it refuses the track, and keeps the dialog open", async () => {
    const { onClose, user } = renderDialog([
      addTrackMock({ name: 'Jam', artist: 'Custom Track', bpm: 120, bpmSource: 'manual' }, 'invalid'),
    ]);
    await user.type(screen.getByLabelText(/^Track Name/), 'Jam');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Error creating track')).toBeInTheDocument();
    expect(screen.getByText('Track artist must be at most 200 characters')).toBeInTheDocument();
    expect(
      screen.queryByText('There was a problem creating your custom track. Please try again.'),
    ).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the generic text when the server cannot be reached', async () => {
    const { onClose, user } = renderDialog([
      addTrackMock({ name: 'Jam', artist: 'Custom Track', bpm: 120, bpmSource: 'manual' }, 'offline'),
    ]);
    await user.type(screen.getByLabelText(/^Track Name/), 'Jam');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(
      await screen.findByText('There was a problem creating your custom track. Please try again.'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
