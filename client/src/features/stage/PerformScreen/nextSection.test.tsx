import { resolveRhythm } from '../../../../../schema/rhythm';
import { planClickTrack } from '../../../audio/renderClickTrack';
import type { TrackList_TrackFragment } from '../../../graphql/generated';
import { renderPerformPage } from '../../../test-utils/performPage';
import { buildPlaylist, buildTrack } from '../../../test-utils/playlistMocks';
import { screen, userEvent, waitFor } from '../../../test-utils/render';

const resolved = resolveRhythm({
  sections: [
    { name: 'Verse', bars: 2, bpm: 120 },
    { name: 'Chorus', bars: 2, bpm: 120 },
    { name: 'Bridge', bars: 1, bpm: 120 },
  ],
});
// As the server answers it (the cache keeps only what has its type name).
const rhythm: TrackList_TrackFragment['rhythm'] = {
  ...resolved,
  __typename: 'Rhythm',
  levelSounds: { ...resolved.levelSounds, __typename: 'LevelSounds' },
  sections: resolved.sections.map((section) => ({ ...section, __typename: 'Section' })),
};
const playlist = buildPlaylist({
  name: 'Gig',
  tracks: [
    buildTrack({ id: 't-1', position: 0, name: 'Mapped', bpm: 120, rhythm }),
    buildTrack({ id: 't-2', position: 1, name: 'Plain', bpm: 100 }),
  ],
});
const onStage = (name: string) => screen.findByRole('heading', { level: 1, name });
const startLine = () => screen.queryByTestId('stage-start');

/** Where a jump the stage asked for lands, in seconds of the song's plan (count-in included). */
function jumpOf(player: ReturnType<typeof renderPerformPage>['player'], call: number, earliestSeconds: number) {
  const settings = player.play.mock.calls.at(-1)![0];
  const { beats } = planClickTrack(settings, 48000);
  const jump = player.jumpToBar.mock.calls[call]![0](beats, earliestSeconds * 48000, beats);
  return jump && { from: jump.fromSample / 48000, to: jump.toSample / 48000 };
}

describe('Next section on the stage', () => {
  it("moves the start point while stopped ('Starts at Chorus'), and Play counts in into it", async () => {
    const { player } = renderPerformPage(playlist);
    await onStage('Mapped');
    expect(startLine()).not.toBeInTheDocument();
    await userEvent.keyboard('s');
    expect(startLine()).toHaveTextContent('Starts at Chorus');
    await userEvent.keyboard('s');
    expect(startLine()).toHaveTextContent('Starts at Bridge');
    // The last section: nothing more happens, and nothing plays.
    await userEvent.keyboard('s');
    expect(startLine()).toHaveTextContent('Starts at Bridge');
    expect(player.play).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(player.jumpToBar).toHaveBeenCalledTimes(1));
    // One bar of count-in (2 s at 120 BPM), then the Bridge's first bar (8 s into the plan) instead of the Verse's.
    expect(jumpOf(player, 0, 0.1)).toEqual({ from: 2, to: 10 });
  });

  it('jumps at the next bar line while playing, and forgets the start point with another song', async () => {
    const { player } = renderPerformPage(playlist);
    await onStage('Mapped');
    await userEvent.keyboard('s');
    await userEvent.keyboard('{ArrowRight}');
    await onStage('Plain');
    await userEvent.keyboard('{ArrowLeft}');
    await onStage('Mapped');
    expect(startLine()).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(player.jumpToBar).not.toHaveBeenCalled();
    await userEvent.keyboard('s');
    expect(player.jumpToBar).toHaveBeenCalledTimes(1);
    // Half-way through the Verse's first bar: at its end, the Chorus.
    expect(jumpOf(player, 0, 3)).toEqual({ from: 4, to: 6 });
    expect(startLine()).not.toBeInTheDocument();
  });

  it('does nothing in a song without a song map', async () => {
    const { player } = renderPerformPage(
      buildPlaylist({ name: 'Gig', tracks: [buildTrack({ id: 't-2', name: 'Plain' })] }),
    );
    await onStage('Plain');
    await userEvent.keyboard('s');
    expect(startLine()).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await userEvent.keyboard('s');
    const settings = player.play.mock.calls[0]![0];
    const { beats } = planClickTrack(settings, 48000);
    expect(player.jumpToBar.mock.calls[0]![0](beats, 0, beats)).toBeNull();
  });
});
