import { followOnOf, followOnStartFrame, type FollowOn } from '../../../audio/followOn';
import { planClickTrack } from '../../../audio/renderClickTrack';
import type { ClickTrackSettings } from '../../../audio/types';
import type { ClickTrackPlayerLike } from '../../../hooks/useClickTrack';
import type { TrackPlayback } from '../../generator/savedSettings';

/** A song of the room's list, with its tempo and what follows it when the playlist says so. */
export type RoomSong = TrackPlayback & { id: string; bpm?: number; afterSong?: string; afterSongGap?: number };

/** The song after `song` in `songs` and how it follows, or null when `song` stops (or is the last). */
export function followerOf(songs: readonly RoomSong[], song: RoomSong): { next: RoomSong; followOn: FollowOn } | null {
  const followOn = followOnOf(song.afterSong, song.afterSongGap);
  const next = songs[songs.findIndex((each) => each.id === song.id) + 1];
  return followOn && next && next.bpm !== undefined ? { next, followOn } : null;
}

/** Where a song sits on the room's grid: its sample 0 on this device's audio clock, as an offset from the room's start. */
export interface ChainedSong {
  song: RoomSong;
  settings: ClickTrackSettings;
  /** Seconds from the room's start (the first song's sample 0) to this song's sample 0. */
  offsetSeconds: number;
}

/**
 * The song the room plays at `nowSeconds` on this device (audio clock), walking the set list's
 * follow-ons from the room's first song at `startSeconds`: each next song's sample 0 where the one
 * before ends plus its gap, computed from the plans alone (followOnStartFrame), so every device
 * finds the same grid without asking the room. The first song unless it is over by then.
 */
export function songAt(
  songs: readonly RoomSong[],
  first: ChainedSong,
  startSeconds: number,
  nowSeconds: number,
  sampleRateHz: number,
  settingsOf: (song: RoomSong) => ClickTrackSettings,
): ChainedSong {
  let current = first;
  for (let step = 0; step < songs.length; step++) {
    const plan = planClickTrack(current.settings, sampleRateHz);
    const songStart = startSeconds + current.offsetSeconds;
    if (songStart + plan.lengthSamples / sampleRateHz > nowSeconds) return current;
    const follower = followerOf(songs, current.song);
    if (!follower) return current;
    const timeline = { startAudioTimeSeconds: songStart, beats: plan.beats, sampleRateHz };
    const nextStart = followOnStartFrame(timeline, follower.followOn) / sampleRateHz;
    current = { song: follower.next, settings: settingsOf(follower.next), offsetSeconds: nextStart - startSeconds };
  }
  return current;
}

/**
 * Queues on `player` the song that follows `current` (see ClickTrackPlayerLike.queueAt), and the
 * one after it once that starts, each where the one playing ends plus its gap. `onSong` hears of
 * each song as it starts.
 */
export function queueFollowers(
  player: ClickTrackPlayerLike,
  songs: () => readonly RoomSong[],
  current: ChainedSong,
  startSeconds: number,
  settingsOf: (song: RoomSong) => ClickTrackSettings,
  onSong: (song: ChainedSong) => void,
): void {
  const timeline = player.getTimeline();
  const follower = followerOf(songs(), current.song);
  if (!timeline || !follower || !player.queueAt) return;
  const nextStart = followOnStartFrame(timeline, follower.followOn) / timeline.sampleRateHz;
  const next: ChainedSong = {
    song: follower.next,
    settings: settingsOf(follower.next),
    offsetSeconds: nextStart - startSeconds,
  };
  player.queueAt(next.settings, nextStart, () => {
    onSong(next);
    queueFollowers(player, songs, next, startSeconds, settingsOf, onSong);
  });
}
