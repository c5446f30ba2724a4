import { Box, Button, Card, Group, SegmentedControl, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { SetListPosition } from '../../audio/clickTrackUrl';
import type { PlayerState } from '../../audio/types';
import type { TrackList_TrackFragment } from '../../graphql/generated';
import type { ClickTrackPlayerLike } from '../../hooks/useClickTrack';
import { BEAT_CIRCLE_COUNT } from './beatDisplay';
import { PlaylistTrackPanel } from './PlaylistTrackPanel';
import { isVisualizerTheme, THEME_COLORS, VISUALIZER_THEMES, type VisualizerTheme } from './themes';
import { useBeatDisplay } from './useBeatDisplay';

/** Props of {@link Visualizer}. */
export interface VisualizerProps {
  state: PlayerState;
  active: boolean;
  getPlayer: () => ClickTrackPlayerLike | null;
  bpm: number;
  trackName: string | null;
  theme: VisualizerTheme;
  onThemeChange: (theme: VisualizerTheme) => void;
  onTogglePlay: () => void;
  onLoadTrack: (track: TrackList_TrackFragment, playlistId: string) => void;
  /** The set list position the generator has: the pickers start on it. */
  setList?: SetListPosition | null;
  onClose: () => void;
}

const CIRCLE_SIZE = 72;

/**
 * The visualizer view (SPEC.md §2): four beat circles lit in turn for 200 ms on each main beat,
 * a count-in overlay with the current count, a theme selector, a play button and the
 * 'Load Playlist and Song' panel. The circles follow the audio clock (see useBeatDisplay).
 */
export function Visualizer({ state, active, getPlayer, bpm, trackName, theme, onThemeChange, onTogglePlay, onLoadTrack, setList = null, onClose }: VisualizerProps) {
  const display = useBeatDisplay(getPlayer, state !== 'idle');
  const colors = THEME_COLORS[theme];

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={2} size="h3">
                Visualizer
              </Title>
              <Text c="dimmed">{trackName ? `${trackName} · ${bpm} BPM` : `${bpm} BPM`}</Text>
            </div>
            <Button variant="default" onClick={onClose}>
              Back to Generator
            </Button>
          </Group>

          <div>
            <Text size="sm" fw={500} id="visualizer-theme-label" mb={4}>
              Theme
            </Text>
            <SegmentedControl
              aria-labelledby="visualizer-theme-label"
              data={[...VISUALIZER_THEMES]}
              value={theme}
              onChange={(value) => {
                if (isVisualizerTheme(value)) onThemeChange(value);
              }}
            />
          </div>

          <Box
            data-testid="visualizer-stage"
            data-theme={theme}
            pos="relative"
            p="xl"
            style={{ background: colors.background, borderRadius: 'var(--mantine-radius-md)', minHeight: 180 }}
          >
            <Group justify="center" gap="xl" aria-hidden h={140}>
              {Array.from({ length: BEAT_CIRCLE_COUNT }, (_, circle) => {
                const lit = display.litCircle === circle;
                return (
                  <div
                    key={circle}
                    data-testid="beat-circle"
                    data-lit={lit}
                    style={{
                      width: CIRCLE_SIZE,
                      height: CIRCLE_SIZE,
                      borderRadius: '50%',
                      background: lit ? colors.circleActive : colors.circle,
                      transform: lit ? 'scale(1.12)' : 'scale(1)',
                      boxShadow: lit ? `0 0 24px ${colors.circleActive}` : 'none',
                      transition: 'background 40ms linear, transform 40ms linear',
                    }}
                  />
                );
              })}
            </Group>
            {display.countIn !== null && (
              <Box
                data-testid="count-in-overlay"
                pos="absolute"
                inset={0}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  background: 'rgba(0, 0, 0, 0.55)',
                  borderRadius: 'var(--mantine-radius-md)',
                }}
              >
                <Text fz={96} fw={800} c="white" lh={1}>
                  {display.countIn}
                </Text>
              </Box>
            )}
            <VisuallyHidden aria-live="polite">{display.countIn !== null ? `Count-in ${display.countIn}` : ''}</VisuallyHidden>
          </Box>

          <Group>
            <Button size="md" color={active ? 'red' : undefined} aria-pressed={active} onClick={onTogglePlay} miw={110}>
              {active ? 'Stop' : 'Play'}
            </Button>
          </Group>
        </Stack>
      </Card>

      <PlaylistTrackPanel onLoadTrack={onLoadTrack} initialSelection={setList} />
    </Stack>
  );
}
