import { Button, Text, VisuallyHidden } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { BPM_MAX, BPM_MIN } from '../../../../schema/limits';
import type { Rhythm } from '../../../../schema/rhythm';
import { TAP_TEMPO_MIN_TAPS_SHOWN, TapTempo } from '../../audio/tapTempo';
import type { PlayerState } from '../../audio/types';
import type { ClickTrackPlayerLike } from '../../hooks/useClickTrack';
import { BeatStrip } from './BeatStrip';
import './TransportBar.css';

/** The tempo steps of the bar's buttons, slower first. */
export const TEMPO_STEPS = [-5, -1, 1, 5] as const;

/** Props of {@link TransportBar}. */
export interface TransportBarProps {
  state: PlayerState;
  /** Whether a track is playing (the button then reads 'Stop'). */
  active: boolean;
  onTogglePlay: () => void;
  bpm: number;
  onBpmChange: (bpm: number) => void;
  getPlayer: () => ClickTrackPlayerLike | null;
  rhythm: Rhythm | null;
}

/** `bpm` moved by `step`, kept within the tempo range. */
export function steppedBpm(bpm: number, step: number): number {
  return Math.min(BPM_MAX, Math.max(BPM_MIN, bpm + step));
}

/** '−5' for a step of -5 (a real minus sign), '+1' for 1. */
function stepText(step: number): string {
  return step < 0 ? `\u2212${-step}` : `+${step}`;
}

function tapStatus(tapCount: number, detectedBpm: number | null): string {
  if (detectedBpm !== null) return `Tapped: ${detectedBpm} BPM`;
  if (tapCount === 0) return '';
  const left = TAP_TEMPO_MIN_TAPS_SHOWN - tapCount;
  return `Keep tapping: ${left} more ${left === 1 ? 'tap' : 'taps'}`;
}

/**
 * The generator's transport, fixed to the bottom of the screen so it is in reach while the
 * settings scroll: Play/Stop, the beat display, the tempo with −5/−1/+1/+5 and Tap (the tapped
 * tempo applies from the third tap, a pause over 2 s starts again: audio/tapTempo.ts). Every button
 * is at least 44 × 44 px. A spacer of the bar's height ends the page so nothing stays behind it.
 */
export function TransportBar({ state, active, onTogglePlay, bpm, onBpmChange, getPlayer, rhythm }: TransportBarProps) {
  const tapTempo = useRef<TapTempo | null>(null);
  const [tapReading, setTapReading] = useState({ tapCount: 0, detectedBpm: null as number | null });
  const statusId = useId();

  const tap = () => {
    tapTempo.current ??= new TapTempo();
    const reading = tapTempo.current.tap(performance.now());
    setTapReading({ tapCount: reading.tapCount, detectedBpm: reading.detectedBpm });
    if (reading.detectedBpm !== null && reading.detectedBpm !== bpm) onBpmChange(reading.detectedBpm);
  };

  const stepButton = (step: number) => (
    <Button
      key={step}
      className="transport-bar__button"
      variant="default"
      aria-label={`${stepText(step)} BPM`}
      disabled={step < 0 ? bpm <= BPM_MIN : bpm >= BPM_MAX}
      onClick={() => onBpmChange(steppedBpm(bpm, step))}
    >
      {stepText(step)}
    </Button>
  );

  return (
    <>
      <div className="transport-bar-spacer" aria-hidden />
      <section className="transport-bar" aria-label="Transport">
        <div className="transport-bar__inner">
          <Button
            className="transport-bar__button transport-bar__play"
            color={active ? 'red' : undefined}
            aria-pressed={active}
            onClick={onTogglePlay}
          >
            {active ? 'Stop' : 'Play'}
          </Button>
          <div className="transport-bar__beats">
            <BeatStrip state={state} getPlayer={getPlayer} rhythm={rhythm} />
          </div>
          <div className="transport-bar__tempo">
            {TEMPO_STEPS.slice(0, 2).map(stepButton)}
            <Text
              component="output"
              className="transport-bar__bpm"
              data-testid="transport-tempo"
              aria-label={`Tempo ${bpm} BPM`}
            >
              <span className="transport-bar__bpm-value">{bpm}</span>
              <span className="transport-bar__bpm-unit">BPM</span>
            </Text>
            {TEMPO_STEPS.slice(2).map(stepButton)}
          </div>
          <Button
            className="transport-bar__button transport-bar__tap"
            variant="light"
            aria-label="Tap tempo"
            aria-describedby={statusId}
            onClick={tap}
          >
            Tap
          </Button>
          <VisuallyHidden id={statusId} aria-live="polite">
            {tapStatus(tapReading.tapCount, tapReading.detectedBpm)}
          </VisuallyHidden>
        </div>
      </section>
    </>
  );
}
