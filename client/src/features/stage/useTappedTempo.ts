import { useRef, useState } from 'react';
import { sameBarJump } from '../../audio/sectionJump';
import { TapTempo } from '../../audio/tapTempo';
import type { ClickTrackSettings } from '../../audio/types';
import type { ClickTrack } from '../../hooks/useClickTrack';

/**
 * `settings` at a tapped tempo. A song map keeps its shape: every section's tempo (and ramp end)
 * is scaled by tapped / the first section's tempo, so a chorus a bit faster stays a bit faster.
 */
export function withTappedTempo(settings: ClickTrackSettings, bpm: number | null): ClickTrackSettings {
  if (bpm === null) return settings;
  const rhythm = settings.rhythm;
  const first = rhythm?.sections[0]?.bpm;
  if (!rhythm || !first) return { ...settings, bpm };
  const scaled = (value: number) => Math.round(((value * bpm) / first) * 100) / 100;
  const sections = rhythm.sections.map((section) => ({
    ...section,
    bpm: scaled(section.bpm),
    endBpm: section.endBpm === null ? null : scaled(section.endBpm),
  }));
  return { ...settings, bpm, rhythm: { ...rhythm, sections } };
}

/**
 * 'Tap tempo' on the stage: from the third tap the song on stage plays at the tapped tempo for
 * this performance (never saved), until another song is on stage. While it plays, the new tempo
 * starts at the next bar line (see sameBarJump): the drummer taps against the click and hears it
 * follow within a bar, on the downbeat; Stop → Play keeps it.
 */
export function useTappedTempo(
  clickTrack: ClickTrack,
  song: { id: string } | null,
  settingsAt: (bpm: number) => ClickTrackSettings | null,
) {
  const taps = useRef(new TapTempo());
  const [tapped, setTapped] = useState<{ songId: string; bpm: number } | null>(null);
  const [onStage, setOnStage] = useState(song?.id ?? null);
  if (onStage !== (song?.id ?? null)) {
    setOnStage(song?.id ?? null);
    setTapped(null);
    taps.current.reset();
  }
  const bpm = tapped && tapped.songId === song?.id ? tapped.bpm : null;

  const tap = () => {
    if (!song) return;
    const detected = taps.current.tap(performance.now()).detectedBpm;
    if (detected === null || detected === bpm) return;
    setTapped({ songId: song.id, bpm: detected });
    const settings = settingsAt(detected);
    if (settings && clickTrack.active) clickTrack.getPlayer()?.jumpToBar?.(sameBarJump, settings);
  };

  return { tap, bpmOf: (songId: string) => (tapped?.songId === songId ? tapped.bpm : null), bpm };
}
