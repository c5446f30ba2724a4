import { Box, Button, Card, Group, SegmentedControl, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { BarPattern, Rhythm } from '../../../../schema/rhythm';
import type { SetListPosition } from '../../features/generator/clickTrackUrl';
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
  /** 'Next Song': the generator's Next (stops, loads the following track, wraps after the last). */
  onNext: () => void;
  /** The set list position the generator has: the pickers start on it. */
  setList?: SetListPosition | null;
  /** The rhythm playing: one circle per beat of its bar, accents marked, the bar and section shown. Null: today's four circles. */
  rhythm?: Rhythm | null;
  onClose: () => void;
}

const CIRCLE_SIZE = 72;

/** Circles shrink and close up as a bar has more beats (up to 16), so a bar fits one row. */
function circleLayout(count: number): { size: number; gap: string } {
  if (count <= BEAT_CIRCLE_COUNT) return { size: CIRCLE_SIZE, gap: 'xl' };
  if (count <= 8) return { size: 52, gap: 'md' };
  return { size: 34, gap: 'xs' };
}

/** The pattern for screen readers, e.g. '7/8, grouped 2+2+3: beat 1 accent, beat 2 soft, …'. */
export function patternDescription(pattern: BarPattern): string {
  const beats = pattern.accents.map((level, index) => `beat ${index + 1} ${level}`).join(', ');
  return `${pattern.timeSignature}, grouped ${pattern.grouping.join('+')}: ${beats}`;
}

/**
 * The visualizer view (SPEC.md §2): four beat circles lit in turn for 200 ms on each main beat
 * (with a rhythm: one circle per beat of the bar, accents outlined, soft and muted beats
 * smaller, and the bar number and section shown),
 * a count-in overlay with the current count, a theme selector, a play button and the
 * 'Load Playlist and Song' panel. The circles follow the audio clock (see useBeatDisplay).
 */
export function Visualizer({
  state,
  active,
  getPlayer,
  bpm,
  trackName,
  theme,
  onThemeChange,
  onTogglePlay,
  onLoadTrack,
  onNext,
  setList = null,
  rhythm = null,
  onClose,
}: VisualizerProps) {
  const display = useBeatDisplay(getPlayer, state !== 'idle');
  const colors = THEME_COLORS[theme];
  // With a rhythm: the pattern of the section playing (else the track's), one circle per beat.
  const section = rhythm && display.sectionIndex != null ? rhythm.sections[display.sectionIndex] : undefined;
  const pattern: BarPattern | null = section ?? rhythm;
  const circleCount = pattern ? pattern.accents.length : BEAT_CIRCLE_COUNT;
  const layout = circleLayout(circleCount);
  const bar = rhythm && display.bar !== undefined ? { number: display.bar, sectionName: section?.name ?? null } : null;

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
            {bar && (
              <Group justify="space-between" mb="xs">
                <Text fw={700} c={colors.circleActive} data-testid="visualizer-bar">
                  {bar.sectionName ? `Bar ${bar.number} · ${bar.sectionName}` : `Bar ${bar.number}`}
                </Text>
                <Text fw={500} c={colors.circleActive}>
                  {pattern!.timeSignature}
                </Text>
              </Group>
            )}
            <Group justify="center" gap={layout.gap} aria-hidden h={140}>
              {Array.from({ length: circleCount }, (_, circle) => {
                const lit = display.litCircle === circle;
                const level = pattern?.accents[circle];
                const size = level === 'soft' || level === 'mute' ? Math.round(layout.size * 0.8) : layout.size;
                return (
                  <div
                    key={circle}
                    data-testid="beat-circle"
                    data-lit={lit}
                    data-level={level}
                    style={{
                      width: size,
                      height: size,
                      borderRadius: '50%',
                      background: lit ? colors.circleActive : level === 'mute' ? 'transparent' : colors.circle,
                      border:
                        level === 'accent'
                          ? `4px solid ${colors.circleActive}`
                          : level === 'mute'
                            ? `2px dashed ${colors.circle}`
                            : undefined,
                      boxSizing: 'border-box',
                      transform: lit ? 'scale(1.12)' : 'scale(1)',
                      boxShadow: lit ? `0 0 24px ${colors.circleActive}` : 'none',
                      transition: 'background 40ms linear, transform 40ms linear',
                    }}
                  />
                );
              })}
            </Group>
            {pattern && <VisuallyHidden data-testid="visualizer-pattern">{patternDescription(pattern)}</VisuallyHidden>}
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
            <VisuallyHidden aria-live="polite">
              {display.countIn !== null ? `Count-in ${display.countIn}` : ''}
            </VisuallyHidden>
          </Box>

          <Group>
            <Button size="md" color={active ? 'red' : undefined} aria-pressed={active} onClick={onTogglePlay} miw={110}>
              {active ? 'Stop' : 'Play'}
            </Button>
          </Group>
        </Stack>
      </Card>

      <PlaylistTrackPanel onLoadTrack={onLoadTrack} onNext={onNext} selection={setList} />
    </Stack>
  );
}
