import type { MockedResponse } from '@apollo/client/testing';
import { MySoundsDocument, PlaylistPageUpdateTrackDocument } from '../../../graphql/generated';
import { buildPlaylist, buildTrack } from '../../../test-utils/playlistMocks';
import { buildUser, renderWithProviders, screen, userEvent, waitFor } from '../../../test-utils/render';
import { TrackDetailsDialog } from './TrackDetailsDialog';

const sounds = [
  {
    __typename: 'UserSound' as const,
    id: 's-rim',
    name: 'Rim',
    durationMs: 300,
    createdAt: '2026-11-01T10:00:00.000Z',
  },
  {
    __typename: 'UserSound' as const,
    id: 's-bell',
    name: 'Bell',
    durationMs: 900,
    createdAt: '2026-11-02T10:00:00.000Z',
  },
];
const soundsMock: MockedResponse = { request: { query: MySoundsDocument }, result: { data: { sounds } } };

const ownSounds = {
  __typename: 'TrackOwnSounds' as const,
  accent: null,
  normal: 's-bell',
  soft: null,
  subdivision: null,
  countIn: null,
};
const track = buildTrack({ ownSounds });
const RESET_FIELDS = ['countInBeats', 'soundType', 'countInSoundType', 'lengthSeconds', 'key'];
/** What Save sends for the track as it is (a mock matches the variables whatever their order). */
const unchanged = {
  ...Object.fromEntries(RESET_FIELDS.map((field) => [field, null])),
  name: track.name,
  artist: track.artist,
  notes: track.notes,
  spokenCues: true,
};

function saveMock(input: Record<string, unknown>, saved: jest.Mock): MockedResponse {
  return {
    request: { query: PlaylistPageUpdateTrackDocument, variables: { trackId: track.id, input } },
    result: saved,
  };
}

describe("Edit track: 'Your sounds'", () => {
  it("shows the track's own sounds per level and saves a changed one with the others as they were", async () => {
    const wanted = {
      ...unchanged,
      ownSounds: { accent: 's-rim', normal: 's-bell', soft: null, subdivision: null, countIn: null },
    };
    const saved = jest.fn(() => ({ data: { updateTrack: buildPlaylist({ tracks: [track] }) } }));
    const onClose = jest.fn();
    renderWithProviders(<TrackDetailsDialog opened track={track} onClose={onClose} />, {
      user: buildUser(),
      mocks: [soundsMock, saveMock(wanted, saved)],
    });
    const user = userEvent.setup();

    const accent = await screen.findByRole('combobox', { name: 'Accent: your sound' });
    expect(accent).toHaveValue('Built-in');
    expect(screen.getByRole('combobox', { name: 'Normal: your sound' })).toHaveValue('Bell');
    await user.click(accent);
    await user.click(await screen.findByRole('option', { name: 'Rim' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('leaves the own sounds out of the save when they did not change', async () => {
    const saved = jest.fn(() => ({ data: { updateTrack: buildPlaylist({ tracks: [track] }) } }));
    const onClose = jest.fn();
    renderWithProviders(<TrackDetailsDialog opened track={track} onClose={onClose} />, {
      user: buildUser(),
      mocks: [soundsMock, saveMock({ ...unchanged, notes: 'Capo 2' }, saved)],
    });
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: 'Accent: your sound' });
    await user.type(screen.getByLabelText(/Notes/), 'Capo 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved).toHaveBeenCalledTimes(1);
  });
});
