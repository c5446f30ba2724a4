import { renderPerformPage } from '../../../test-utils/performPage';
import { buildPlaylist, buildTrack } from '../../../test-utils/playlistMocks';
import { screen, userEvent, waitFor } from '../../../test-utils/render';

/** A stored sound as GET /api/sounds/{id} serves it: 16-bit PCM mono WAV. */
function storedWav(samples: number[], rate = 44100): ArrayBuffer {
  const bytes = new ArrayBuffer(44 + samples.length * 2);
  const view = new DataView(bytes);
  const text = (at: number, value: string) => [...value].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, i) => view.setInt16(44 + i * 2, Math.round(sample * 32767), true));
  return bytes;
}

const fetched: string[] = [];
beforeEach(() => {
  fetched.length = 0;
  globalThis.fetch = jest.fn(async (url: string) => {
    fetched.push(url);
    if (url.endsWith('/broken')) return { ok: false, status: 404, arrayBuffer: async () => new ArrayBuffer(0) };
    return { ok: true, status: 200, arrayBuffer: async () => storedWav([0.9, -0.5, 0.25]) };
  }) as unknown as typeof fetch;
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
