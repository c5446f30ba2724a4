import { Badge, Container, Stack, Text } from '@mantine/core';
import { GENERATOR_HEADING, PageTitleRow } from '../../../components/FullPageLoader/screenHeadings';
import { GeneratorEditor } from './GeneratorEditor';
import { useGeneratorScreen } from './useGeneratorScreen';
import { Visualizer } from '../../../components/Visualizer/Visualizer';
import { playerStateLabel } from '../../../hooks/useClickTrack';
import type { PlayerState } from '../../../audio/types';
import { showToast } from '../../../toast';
import '../../../styles/screens/home';

export { AUTOPLAY_DELAY_MS } from './useGeneratorScreen';

/**
 * / for signed-in users (SPEC.md): the click-track generator and, as a toggled mode, the
 * visualizer. The query string (track, bpm, visualizer, autoplay; a generator link's meter,
 * grouping, accents, sub, swing, unit, countInBars) loads a track or pattern once and is then removed. One player serves both views; leaving the page stops it. The settings and the theme
 * are kept on the server as the user leaves them (useSavedSettings). What the generator holds and
 * how each event changes it is `generatorModel.ts`; {@link useGeneratorScreen} wires it to the player, the URL and the server.
 */
export function GeneratorScreen() {
  const screen = useGeneratorScreen();
  const { model, playing, player, setListPlayback } = screen;
  const { trackName, theme } = model;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <GeneratorHeader trackName={trackName} state={player.state} />

        {model.visualizerOpen ? (
          <Visualizer
            state={player.state}
            active={player.active}
            getPlayer={player.getPlayer}
            bpm={playing.bpm}
            trackName={trackName}
            theme={theme}
            onThemeChange={screen.changeTheme}
            onTogglePlay={() => {
              if (!player.active) showToast({ title: 'Playing click track', message: `${playing.bpm} BPM` });
              screen.togglePlay();
            }}
            onLoadTrack={(track, playlistId) => {
              screen.loadTrack(track);
              setListPlayback.follow(track, playlistId);
            }}
            onNext={setListPlayback.next}
            setList={setListPlayback.position}
            rhythm={playing.rhythm ?? null}
            onClose={screen.closeVisualizer}
          />
        ) : (
          <GeneratorEditor screen={screen} />
        )}
      </Stack>
    </Container>
  );
}

/** The generator's title, the loaded track's name and the player's status. */
function GeneratorHeader({ trackName, state }: { trackName: string | null; state: PlayerState }) {
  return (
    <PageTitleRow
      title={GENERATOR_HEADING.title}
      below={
        trackName && (
          <Text c="dimmed" data-testid="loaded-track">
            {`Track: ${trackName}`}
          </Text>
        )
      }
      aside={
        <Badge
          size="lg"
          variant="light"
          color={state === 'idle' ? 'gray' : 'green'}
          role="status"
          aria-live="polite"
          aria-label="Player status"
        >
          {playerStateLabel(state)}
        </Badge>
      }
    />
  );
}
