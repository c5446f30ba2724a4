import { useEffect, useState } from 'react';
import type { ClickTrackPlayerLike } from '../../hooks/useClickTrack';
import { beatDisplayAt, EMPTY_DISPLAY, sameDisplay, type BeatDisplay } from './beatDisplay';

/**
 * Follows the audio while `running`: each animation frame reads the player's audible clock and
 * the beat sounding then (DESIGN.md §6: visuals follow the audio clock, never setTimeout beats).
 * React state changes only when what is shown changes.
 */
export function useBeatDisplay(getPlayer: () => ClickTrackPlayerLike | null, running: boolean): BeatDisplay {
  const [display, setDisplay] = useState<BeatDisplay>(EMPTY_DISPLAY);

  useEffect(() => {
    if (!running) {
      setDisplay(EMPTY_DISPLAY);
      return undefined;
    }
    let frame = 0;
    const tick = () => {
      const player = getPlayer();
      if (player) {
        const now = player.getAudioTimeSeconds();
        const next = beatDisplayAt(player.currentBeat(now), player.getTimeline(), now);
        setDisplay((current) => (sameDisplay(current, next) ? current : next));
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [getPlayer, running]);

  return display;
}
