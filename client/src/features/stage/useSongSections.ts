import { useState } from 'react';
import { nextSectionJump, startAtSectionJump } from '../../audio/sectionJump';
import type { ClickTrack } from '../../hooks/useClickTrack';

/** What {@link useSongSections} needs of the song on stage. */
export interface SectionedSong {
  id: string;
  rhythm?: { sections: readonly { name: string }[] } | null;
}

/**
 * 'Next section' on the stage. While the song plays, the click goes on at the next bar line with
 * the next section's first bar (see nextSectionJump). While stopped, it moves where Play starts
 * (after the count-in) to the next section, until another song is on stage. In the last section,
 * or in a song without a song map, it does nothing.
 */
export function useSongSections(clickTrack: ClickTrack, song: SectionedSong | null) {
  const [start, setStart] = useState<{ songId: string; section: number } | null>(null);
  // Another song on stage forgets the start point, also when the band comes back to this one.
  const [onStage, setOnStage] = useState(song?.id ?? null);
  if (onStage !== (song?.id ?? null)) {
    setOnStage(song?.id ?? null);
    setStart(null);
  }
  const sections = song?.rhythm?.sections ?? [];
  const startSection = start && song && start.songId === song.id ? start.section : 0;

  const nextSection = () => {
    if (clickTrack.active) {
      clickTrack.getPlayer()?.jumpToBar?.(nextSectionJump);
      return;
    }
    if (song && startSection + 1 < sections.length) setStart({ songId: song.id, section: startSection + 1 });
  };

  /** Call once Play of `songId` has started: from a chosen section, the count-in leads into it. */
  const started = (songId: string) => {
    if (start?.songId === songId && start.section > 0)
      clickTrack.getPlayer()?.jumpToBar?.(startAtSectionJump(start.section));
  };

  return { nextSection, started, startsAt: startSection > 0 ? (sections[startSection]?.name ?? null) : null };
}
