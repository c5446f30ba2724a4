import { useEffect, useRef, useState } from 'react';
import { bpmForGenerator } from '../../generator/clickTrackUrl';
import type { AudioContextLike } from '../../../audio/ClickTrackPlayer';
import type { CueSettings } from '../../../../../schema/cues';
import { stagePlaybackSettings, withOwnCues, type TrackPlayback } from '../../generator/savedSettings';
import type { ClickTrackPlayerLike } from '../../../hooks/useClickTrack';
import { audioTimeForLocal } from '../../../live/audioSchedule';
import type { ServerClock } from '../../../live/clockSync';
import type { RehearsalRoom } from './useRehearsal';
import { withTrackOwnSounds } from '../../stage/trackOwnSounds';
import { settingsOfSong } from '../../../midi/songSettings';
import { queueFollowers, songAt, type ChainedSong, type RoomSong } from './roomFollowOn';

/** A re-lock smaller than this is left alone: the audio clock's mapping itself wobbles by about a millisecond. */
const RELOCK_MIN_SECONDS = 0.002;

/** What {@link useRoomPlayback} follows. */
export interface RoomPlaybackInputs {
  room: RehearsalRoom | null;
  clock: ServerClock;
  clockReady: boolean;
  /** Changes when the clock estimate moved: the grid is mapped again and the click re-locked. */
  clockUpdates: number;
  getPlayer: () => ClickTrackPlayerLike | null;
  tracks: ReadonlyArray<TrackPlayback & RoomSong>;
  /** This device's output correction in ms (positive: it sounds late). */
  calibrationMs: number;
  /** This device's user's spoken cues (each device speaks its own; they do not move the grid); null: none. */
  cues?: CueSettings | null;
}

interface Scheduled {
  version: number;
  startAudioTimeSeconds: number;
}

/** The audio time of the room's `serverMs` on this device's output. */
function audioTimeOfRoom(
  context: AudioContextLike,
  clock: ServerClock,
  serverMs: number,
  calibrationMs: number,
): number {
  return audioTimeForLocal(context, clock.toLocal(serverMs), calibrationMs);
}

/**
 * Plays what the room plays: each start the leader sends becomes the same track at
 * the same tempo with its first sample at the room's `startsAt`, mapped through the room clock to
 * this device's audio output (a device that joins late, or hears the command late, enters at the
 * next bar); a stop stops at `stopsAt`. Every device renders the track from the playlist's own
 * settings, not its user's, so every count-in is as long. When the clock estimate moves (after a
 * network drop, or as drift is learned) the click re-locks at the next bar; without the network
 * it simply goes on, scheduled on the audio clock.
 */
export function useRoomPlayback({
  room,
  clock,
  clockReady,
  clockUpdates,
  getPlayer,
  tracks,
  calibrationMs,
  cues = null,
}: RoomPlaybackInputs): RoomSong | null {
  const scheduled = useRef<Scheduled | null>(null);
  // The song of the room's list playing on this device once a song went on to the next (see roomFollowOn.ts).
  const chain = useRef<ChainedSong | null>(null);
  const [followed, setFollowed] = useState<RoomSong | null>(null);
  const onSong = (song: ChainedSong) => {
    chain.current = song;
    setFollowed(song.offsetSeconds === 0 ? null : song.song);
  };
  // Every device plays the track owner's own sounds (fetched as the room opens; the built-in click until then).
  // Marked with their song, so MIDI out finds the song's patch changes for whatever plays.
  const settingsOf = (song: RoomSong) =>
    settingsOfSong(
      withTrackOwnSounds(stagePlaybackSettings(bpmForGenerator(song.bpm ?? 0), song, undefined), song),
      song.id,
    );
  const tracksRef = useRef(tracks);
  tracksRef.current = tracks;
  const version = room?.version ?? -1;
  const status = room?.status ?? 'STOPPED';

  useEffect(() => {
    const player = getPlayer();
    if (!room || !player || !clockReady) return undefined;
    let cancelled = false;
    if (status === 'PLAYING' && room.startsAt !== null && room.bpm !== null) {
      if (scheduled.current?.version === version) return undefined;
      const track = tracksRef.current.find((each) => each.id === room.trackId);
      if (!track) return undefined;
      const startsAt = room.startsAt;
      const settings = settingsOfSong(
        withOwnCues(
          withTrackOwnSounds(stagePlaybackSettings(bpmForGenerator(room.bpm), track, undefined), track),
          track,
          cues,
        ),
        track.id,
      );
      void player.runningContext().then(async (context) => {
        if (cancelled) return;
        const startAudioTimeSeconds = audioTimeOfRoom(context, clock, startsAt, calibrationMs);
        scheduled.current = { version, startAudioTimeSeconds };
        // A device that joins after the first song has gone on finds the song playing from the plans alone.
        const first = { song: track, settings, offsetSeconds: 0 };
        const songs = tracksRef.current;
        const current = songAt(
          songs,
          first,
          startAudioTimeSeconds,
          context.currentTime,
          context.sampleRate,
          settingsOf,
        );
        onSong(current);
        await player.playAt(current.settings, startAudioTimeSeconds + current.offsetSeconds);
        if (cancelled || scheduled.current?.version !== version) return;
        queueFollowers(player, () => tracksRef.current, current, startAudioTimeSeconds, settingsOf, onSong);
      });
      return () => {
        cancelled = true;
      };
    }
    scheduled.current = null;
    chain.current = null;
    setFollowed(null);
    const untilStopMs = room.stopsAt === null ? 0 : clock.toLocal(room.stopsAt) - performance.now();
    const timer = setTimeout(() => player.stop(), Math.max(0, untilStopMs));
    return () => clearTimeout(timer);
    // The room's version says when anything it plays changed; calibration changes re-lock below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version, status, clockReady]);

  useEffect(() => {
    const player = getPlayer();
    const playing = scheduled.current;
    if (!player || !playing || !room?.startsAt || !clockReady) return;
    const startsAt = room.startsAt;
    void player.runningContext().then((context) => {
      const startAudioTimeSeconds = audioTimeOfRoom(context, clock, startsAt, calibrationMs);
      if (
        scheduled.current !== playing ||
        Math.abs(startAudioTimeSeconds - playing.startAudioTimeSeconds) < RELOCK_MIN_SECONDS
      )
        return;
      const current = chain.current;
      if (player.relock(startAudioTimeSeconds + (current?.offsetSeconds ?? 0)) === 0) return;
      playing.startAudioTimeSeconds = startAudioTimeSeconds;
      // What follows moves with the grid: queued again from the song's new place.
      if (current) queueFollowers(player, () => tracksRef.current, current, startAudioTimeSeconds, settingsOf, onSong);
    });
    // Only a new estimate or a new calibration moves the grid.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clockUpdates, calibrationMs]);

  return followed;
}
