import type { MockedResponse } from '@apollo/client/testing';
import { DEFAULT_SETTINGS } from '../../features/generator/settings';
import { HomePage } from '../../pages/Home.page';
import { withFakePlayer } from '../../test-utils/fakeClickTrackPlayer';
import {
  buildPlaylist,
  buildShared,
  buildSummary,
  buildTrack,
  featuredMock,
  myPlaylistsMock,
  playlistMock,
  sharedMock,
} from '../../test-utils/playlistMocks';
import { buildUser, renderWithProviders, screen, userEvent, waitFor, within } from '../../test-utils/render';
import { resolveRhythm, type Rhythm } from '../../../../schema/rhythm';
import { FakeClickTrackPlayer } from '../../test-utils/fakeClickTrackPlayer';
import { beatDisplayAt } from './beatDisplay';
import { Visualizer } from './Visualizer';

const threeTracks = buildPlaylist({
  tracks: [
    buildTrack({ id: 't-1', position: 0, name: 'Take Five', bpm: 172 }),
    buildTrack({ id: 't-2', position: 1, name: 'Slow & Easy', artist: 'Whitesnake', bpm: 80 }),
    buildTrack({ id: 't-3', position: 2, name: 'Money', artist: 'Pink Floyd', bpm: 123 }),
  ],
});

function renderVisualizer(mocks: MockedResponse[]) {
  const { player, ui } = withFakePlayer(<HomePage />);
  const view = renderWithProviders(ui, { route: '/?visualizer=true', user: buildUser(), mocks });
  return { player, view };
}

const defaultLists = () => [myPlaylistsMock([buildSummary()]), sharedMock([buildShared()])];
const trackButton = (name: RegExp) => screen.getByRole('button', { name });

async function pickPlaylist(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name: 'Playlist' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('visualizer', () => {
  it('shows four hidden beat circles, the themes and the panel', async () => {
    renderVisualizer(defaultLists());

    expect(screen.getByRole('heading', { name: 'Visualizer' })).toBeInTheDocument();
    const circles = screen.getAllByTestId('beat-circle');
    expect(circles).toHaveLength(4);
    expect(circles[0].parentElement).toHaveAttribute('aria-hidden', 'true');
    for (const theme of ['Standard', 'Dark', 'Bright', 'Contrast'])
      expect(screen.getByRole('radio', { name: theme })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeChecked();

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Contrast' }));
    expect(screen.getByTestId('visualizer-stage')).toHaveAttribute('data-theme', 'Contrast');
    expect(await screen.findByRole('combobox', { name: 'Playlist' })).toBeInTheDocument();
  });

  it('picks a playlist (own or shared) and a track, which loads its tempo', async () => {
    renderVisualizer([...defaultLists(), playlistMock('p-1', threeTracks)]);
    await pickPlaylist('Warm-up');

    expect(await screen.findByText('Playlist selected')).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Slow & Easy/ }));

    expect(await screen.findByText('Track selected')).toBeInTheDocument();
    expect(trackButton(/^Slow & Easy/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Slow & Easy · 80 BPM')).toBeInTheDocument();
  });

  it("offers the admins' system playlists under 'Featured', even to a user with no playlists of their own", async () => {
    const featured = buildSummary({ id: 'sys-1', name: 'Featured: Warm-up tempos' });
    renderVisualizer([
      myPlaylistsMock([]),
      sharedMock([]),
      featuredMock([featured]),
      playlistMock(
        'sys-1',
        buildPlaylist({
          id: 'sys-1',
          name: 'Featured: Warm-up tempos',
          tracks: [buildTrack({ id: 't-9', name: 'Slow warm-up', bpm: 70 })],
        }),
      ),
    ]);
    // Owning none, the user is still pointed to /playlists to create their own.
    expect(await screen.findByRole('link', { name: 'First create a playlist' })).toHaveAttribute('href', '/playlists');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Playlist' }));
    const featuredGroup = (await screen.findByText('Featured')).parentElement!;
    await user.click(within(featuredGroup).getByRole('option', { name: 'Featured: Warm-up tempos' }));
    await user.click(await screen.findByRole('button', { name: /^Slow warm-up/ }));
    expect(await screen.findByText('Track selected')).toBeInTheDocument();
  });

  it('plays from the visualizer with a toast, and Next Song wraps from the last track to the first', async () => {
    const { player } = renderVisualizer([...defaultLists(), playlistMock('p-1', threeTracks)]);
    const user = userEvent.setup();
    await pickPlaylist('Warm-up');
    await user.click(await screen.findByRole('button', { name: /^Slow & Easy/ }));

    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByText('Playing click track')).toBeInTheDocument();
    expect(player.play).toHaveBeenCalledWith({
      ...DEFAULT_SETTINGS,
      rhythm: null,
      countInBars: null,
      practice: null,
      bpm: 80,
    });

    await user.click(screen.getByRole('button', { name: 'Next Song' }));
    expect(player.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Next track')).toBeInTheDocument();
    expect(trackButton(/^Money/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Money · 123 BPM')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next Song' }));
    expect(trackButton(/^Take Five/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Take Five · 172 BPM')).toBeInTheDocument();
  });

  it("says 'No playlist selected' when Next Song has nothing to move from", async () => {
    renderVisualizer([...defaultLists(), playlistMock('p-1', threeTracks)]);
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: 'Playlist' });

    await user.click(screen.getByRole('button', { name: 'Next Song' }));
    expect(await screen.findByText('No playlist selected')).toBeInTheDocument();
    expect(await screen.findByText('Please select a playlist and track first')).toBeInTheDocument();

    await pickPlaylist('Warm-up');
    await screen.findByRole('button', { name: /^Take Five/ });
    await user.click(screen.getByRole('button', { name: 'Next Song' }));
    expect(await screen.findByText('No playlist selected')).toBeInTheDocument();
  });

  it("says 'Empty playlist' for a playlist without tracks", async () => {
    renderVisualizer([
      myPlaylistsMock([]),
      sharedMock([buildShared()]),
      playlistMock('s-1', buildPlaylist({ id: 's-1', name: 'Gig Set', tracks: [] })),
    ]);
    await pickPlaylist('Gig Set');
    expect(await screen.findByText('This playlist has no tracks yet.')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next Song' }));
    expect(await screen.findByText('Empty playlist')).toBeInTheDocument();
  });

  it("links to /playlists with 'First create a playlist' when the user has none", async () => {
    renderVisualizer([myPlaylistsMock([]), sharedMock([])]);
    expect(await screen.findByRole('link', { name: 'First create a playlist' })).toHaveAttribute('href', '/playlists');
    expect(screen.queryByRole('combobox', { name: 'Playlist' })).not.toBeInTheDocument();
  });

  it("does not show 'First create a playlist' once the user owns one", async () => {
    renderVisualizer(defaultLists());
    await screen.findByRole('combobox', { name: 'Playlist' });
    expect(screen.queryByRole('link', { name: 'First create a playlist' })).not.toBeInTheDocument();
  });

  it('shows the count-in number, then lights the circles from the audio clock', async () => {
    const { player } = renderVisualizer(defaultLists());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play' }));

    player.beat = { index: 1, kind: 'count-in', numberInKind: 2, idealTimeSeconds: 0.5, startSampleIndex: 22050 };
    expect(await screen.findByTestId('count-in-overlay')).toHaveTextContent('2');

    player.emit('playing');
    player.timeline = { startAudioTimeSeconds: 10, sampleRateHz: 1000, beats: [] };
    player.beat = { index: 9, kind: 'main', numberInKind: 6, idealTimeSeconds: 4.5, startSampleIndex: 4500 };
    player.audioTimeSeconds = 14.55;
    await waitFor(() => expect(screen.getAllByTestId('beat-circle')[1]).toHaveAttribute('data-lit', 'true'));
    expect(screen.queryByTestId('count-in-overlay')).not.toBeInTheDocument();
    expect(player.currentBeat).toHaveBeenCalledWith(14.55);

    player.audioTimeSeconds = 14.75;
    await waitFor(() => expect(screen.getAllByTestId('beat-circle')[1]).toHaveAttribute('data-lit', 'false'));
  });
});

describe('beatDisplayAt', () => {
  const main = (numberInKind: number, startSampleIndex: number) => ({
    index: numberInKind + 3,
    kind: 'main' as const,
    numberInKind,
    idealTimeSeconds: startSampleIndex / 1000,
    startSampleIndex,
  });
  const timeline = { startAudioTimeSeconds: 2, sampleRateHz: 1000, beats: [] };

  it('lights circle (n − 1) mod 4 for 200 ms after the beat sounds', () => {
    expect(beatDisplayAt(main(1, 1000), timeline, 3)).toEqual({ litCircle: 0, countIn: null });
    expect(beatDisplayAt(main(4, 1000), timeline, 3.199)).toEqual({ litCircle: 3, countIn: null });
    expect(beatDisplayAt(main(5, 1000), timeline, 3.1)).toEqual({ litCircle: 0, countIn: null });
    expect(beatDisplayAt(main(5, 1000), timeline, 3.2)).toEqual({ litCircle: null, countIn: null });
  });

  it('shows the count during the count-in and nothing without a beat', () => {
    expect(
      beatDisplayAt(
        { index: 2, kind: 'count-in', numberInKind: 3, idealTimeSeconds: 1, startSampleIndex: 1000 },
        timeline,
        3,
      ),
    ).toEqual({
      litCircle: null,
      countIn: 3,
    });
    expect(beatDisplayAt(null, timeline, 3)).toEqual({ litCircle: null, countIn: null });
  });
});

describe('visualizer with a rhythm', () => {
  const rhythm: Rhythm = resolveRhythm({
    sections: [
      {
        name: 'Verse',
        bars: 4,
        bpm: 120,
        timeSignature: '7/8',
        accents: ['accent', 'soft', 'normal', 'soft', 'normal', 'soft', 'mute'],
      },
    ],
  });

  function renderWithRhythm(withRhythm: Rhythm | null) {
    const player = new FakeClickTrackPlayer();
    renderWithProviders(
      <Visualizer
        state="playing"
        active
        getPlayer={() => player}
        bpm={120}
        trackName={null}
        theme="Standard"
        onThemeChange={jest.fn()}
        onTogglePlay={jest.fn()}
        onLoadTrack={jest.fn()}
        onNext={jest.fn()}
        rhythm={withRhythm}
        onClose={jest.fn()}
      />,
      { user: buildUser(), mocks: defaultLists() },
    );
    return player;
  }

  it('shows one circle per beat of the playing section, accents marked, the bar and the section name', async () => {
    const player = renderWithRhythm(rhythm);
    // Before a beat: the track's own pattern (4/4, all normal).
    expect(screen.getAllByTestId('beat-circle')).toHaveLength(4);

    player.timeline = { startAudioTimeSeconds: 10, sampleRateHz: 1000, beats: [] };
    player.beat = {
      index: 10,
      kind: 'main',
      numberInKind: 9,
      idealTimeSeconds: 3,
      startSampleIndex: 3000,
      level: 'normal',
      bar: 2,
      beatInBar: 3,
      sectionIndex: 0,
    };
    player.audioTimeSeconds = 13.05;

    expect(await screen.findByText('Bar 2 · Verse')).toBeInTheDocument();
    const circles = screen.getAllByTestId('beat-circle');
    expect(circles).toHaveLength(7);
    expect(circles[2]).toHaveAttribute('data-lit', 'true');
    expect(circles.map((circle) => circle.getAttribute('data-level'))).toEqual([
      'accent',
      'soft',
      'normal',
      'soft',
      'normal',
      'soft',
      'mute',
    ]);
    expect(screen.getByTestId('visualizer-pattern')).toHaveTextContent(
      '7/8, grouped 2+2+3: beat 1 accent, beat 2 soft, beat 3 normal',
    );
  });

  it('looks as before without a rhythm: four circles, no bar', async () => {
    const player = renderWithRhythm(null);
    player.timeline = { startAudioTimeSeconds: 10, sampleRateHz: 1000, beats: [] };
    player.beat = { index: 5, kind: 'main', numberInKind: 2, idealTimeSeconds: 3, startSampleIndex: 3000 };
    player.audioTimeSeconds = 13.05;
    await waitFor(() => expect(screen.getAllByTestId('beat-circle')[1]).toHaveAttribute('data-lit', 'true'));
    expect(screen.getAllByTestId('beat-circle')).toHaveLength(4);
    expect(screen.getAllByTestId('beat-circle')[0]).not.toHaveAttribute('data-level');
    expect(screen.queryByTestId('visualizer-bar')).not.toBeInTheDocument();
    expect(screen.queryByTestId('visualizer-pattern')).not.toBeInTheDocument();
  });

  it('beatDisplayAt lights beatInBar − 1 and carries the bar and section', () => {
    const beat = {
      index: 3,
      kind: 'main' as const,
      numberInKind: 12,
      idealTimeSeconds: 1,
      startSampleIndex: 1000,
      bar: 2,
      beatInBar: 5,
      sectionIndex: null,
    };
    expect(beatDisplayAt(beat, null, 1.1)).toEqual({ litCircle: 4, countIn: null, bar: 2, sectionIndex: null });
    expect(beatDisplayAt(beat, null, 1.3)).toEqual({ litCircle: null, countIn: null, bar: 2, sectionIndex: null });
  });
});
