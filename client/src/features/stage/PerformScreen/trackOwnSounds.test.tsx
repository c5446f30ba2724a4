import { renderPerformPage } from '../../../test-utils/performPage';
import { buildPlaylist, buildTrack } from '../../../test-utils/playlistMocks';
import { screen, userEvent, waitFor } from '../../../test-utils/render';
import { fakeSoundFetch } from '../../../test-utils/storedSoundWav';

let fetched: string[] = [];
beforeEach(() => {
  fetched = fakeSoundFetch([0.9, -0.5, 0.25]);
});

function stageWith(ownSounds: Record<string, string | null>) {
  const track = buildTrack({
    id: 't-1',
    name: 'Opener',
    ownSounds: {
      __typename: 'TrackOwnSounds',
      accent: null,
      normal: null,
      soft: null,
      subdivision: null,
      countIn: null,
      ...ownSounds,
    },
  });
  return renderPerformPage(buildPlaylist({ name: 'Gig', tracks: [track] })).player;
}

describe("a track's own sounds on stage", () => {
  it("plays the owner's sound on the level the track sets, fetched once", async () => {
    const player = stageWith({ accent: 'sound-a', countIn: 'sound-a' });
    await screen.findByRole('heading', { level: 1, name: 'Opener' });
    await waitFor(() => expect(fetched).toEqual(['/api/sounds/sound-a']));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(player.play).toHaveBeenCalledTimes(1));
    const played = player.play.mock.calls[0]![0].ownSounds!;
    expect(Object.keys(played).sort()).toEqual(['accent', 'count-in']);
    expect(Array.from(played.accent!.samples, (sample) => Math.round(sample * 100))).toEqual([90, -50, 25]);
    expect(played.accent!.sampleRateHz).toBe(44100);
  });

  it('plays the built-in click, and says nothing, when a sound cannot be fetched', async () => {
    const player = stageWith({ normal: 'broken' });
    await screen.findByRole('heading', { level: 1, name: 'Opener' });
    await waitFor(() => expect(fetched).toEqual(['/api/sounds/broken']));
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(player.play).toHaveBeenCalledTimes(1));
    expect(player.play.mock.calls[0]![0].ownSounds).toBeUndefined();
    expect(screen.queryByText('Playback failed')).not.toBeInTheDocument();
  });
});
