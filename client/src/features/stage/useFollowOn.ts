import { useEffect, useRef } from 'react';
import { followOnOf, followOnStartFrame } from '../../audio/followOn';
import type { BeatTimeline, ClickTrackSettings } from '../../audio/types';
import type { ClickTrack } from '../../hooks/useClickTrack';

/** What a song says follows it ('After the song'). */
export interface FollowingSong {
  afterSong: string;
  afterSongGap: number;
}

/**
 * A song that goes on ('After the song': next after a gap) puts the next one on the audio clock
 * as soon as it plays, where its grid ends plus the gap (see followOnStartFrame): no timer at the
 * end decides when it sounds. When it starts, `advance` moves the stage to it, and it queues the
 * one after in turn. Stop, a step or the last song (no `next`) leaves nothing queued; a song set
 * to stop while it plays calls off what it had queued.
 */
export function useFollowOn(
  clickTrack: ClickTrack,
  song: FollowingSong | null,
  next: { id: string; settings: ClickTrackSettings } | null,
  advance: () => void,
): void {
  const { getPlayer, state } = clickTrack;
  const queued = useRef<{ timeline: BeatTimeline; key: string } | null>(null);
  const advanceRef = useRef(advance);
  advanceRef.current = advance;
  const followOn = song ? followOnOf(song.afterSong, song.afterSongGap) : null;
  const key = followOn && next ? `${next.id} ${followOn.unit} ${followOn.gap} ${JSON.stringify(next.settings)}` : '';

  useEffect(() => {
    const player = getPlayer();
    const timeline = state === 'idle' ? null : (player?.getTimeline() ?? null);
    if (!player?.queueAt || !timeline) return;
    if (!followOn || !next) {
      // The song was set to stop (or the next one removed) while it played: nothing follows after all.
      if (queued.current?.timeline === timeline) player.cancelQueued?.();
      queued.current = null;
      return;
    }
    if (queued.current?.timeline === timeline && queued.current.key === key) return;
    queued.current = { timeline, key };
    const startSeconds = followOnStartFrame(timeline, followOn) / timeline.sampleRateHz;
    player.queueAt(next.settings, startSeconds, () => advanceRef.current());
    // followOn and next are read through `key`, which says all of them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [getPlayer, state, key]);
}
