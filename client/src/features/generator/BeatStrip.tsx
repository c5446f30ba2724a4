import { Box, Text, VisuallyHidden } from '@mantine/core';
import type { Rhythm } from '../../../../schema/rhythm';
import type { PlayerState } from '../../audio/types';
import type { ClickTrackPlayerLike } from '../../hooks/useClickTrack';
import { BEAT_CIRCLE_COUNT } from '../../components/Visualizer/beatDisplay';
import { useBeatDisplay } from '../../components/Visualizer/useBeatDisplay';

/** Props of {@link BeatStrip}. */
export interface BeatStripProps {
  state: PlayerState;
  getPlayer: () => ClickTrackPlayerLike | null;
  /** The rhythm playing (one dot per beat of its bar), or null for the steady four. */
  rhythm: Rhythm | null;
}

/**
 * The generator's beat display: a dot per beat of the bar, the one sounding lit, following the
 * audio clock like the visualizer (useBeatDisplay); during the count-in its number instead. Only
 * the colour changes when the user asks for reduced motion (TransportBar.css).
 */
export function BeatStrip({ state, getPlayer, rhythm }: BeatStripProps) {
  const display = useBeatDisplay(getPlayer, state !== 'idle');
  // With a song map, the bar of the section playing (as the visualizer shows it).
  const section = rhythm && display.sectionIndex != null ? rhythm.sections[display.sectionIndex] : undefined;
  const accents = (section ?? rhythm)?.accents ?? null;
  const count = accents ? accents.length : BEAT_CIRCLE_COUNT;
  const countingIn = display.countIn !== null;

  return (
    <Box className="beat-strip" data-testid="beat-strip" data-count-in={countingIn ? display.countIn : undefined}>
      {countingIn ? (
        <Text className="beat-strip__count-in" fw={800} data-testid="beat-strip-count-in" aria-hidden>
          {display.countIn}
        </Text>
      ) : (
        <div className={`beat-strip__dots${count > 8 ? ' beat-strip__dots--many' : ''}`} aria-hidden>
          {Array.from({ length: count }, (_, beat) => (
            <span
              key={beat}
              className="beat-strip__dot"
              data-testid="beat-dot"
              data-lit={display.litCircle === beat}
              data-level={accents?.[beat]}
            />
          ))}
        </div>
      )}
      <VisuallyHidden aria-live="polite">{countingIn ? `Count-in ${display.countIn}` : ''}</VisuallyHidden>
    </Box>
  );
}
