import type { ThemeColors } from '../../components/Visualizer/themes';

/** Props of {@link BeatDisplay}. */
export interface BeatDisplayProps {
  beatsPerBar: number;
  /** The lit beat of the bar (0-based), following the audio clock; null between flashes. */
  lit: number | null;
  countIn: number | null;
  colors: ThemeColors;
}

/**
 * One cell per beat of the bar, filling the room the song leaves: the beat sounding lights up, and
 * during the count-in its number stands over the cells, big enough to read from behind a kit.
 */
export function BeatDisplay({ beatsPerBar, lit, countIn, colors }: BeatDisplayProps) {
  return (
    <div className="stage-beats" data-testid="beat-flash" data-lit={lit !== null} aria-hidden>
      {Array.from({ length: beatsPerBar }, (_, beat) => (
        <div
          key={beat}
          className="stage-beat"
          style={{ background: beat === lit ? colors.circleActive : colors.circle }}
        />
      ))}
      {countIn !== null && (
        <div className="stage-count-in" style={{ color: colors.text }}>
          {countIn}
        </div>
      )}
    </div>
  );
}
