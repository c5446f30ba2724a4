import { useCallback, useEffect, useMemo, useState } from 'react';
import { generatorStateOf } from '../../generator/savedSettings';
import { useSavedSettings } from '../../generator/useSavedSettings';
import { useBeatDisplay } from '../../../components/Visualizer/useBeatDisplay';
import { readApiError } from '../../../graphql/errors';
import { isUnreachable, useOnline } from '../../../offline/networkStatus';
import { usePlaylistPageQuery } from '../../../graphql/generated';
import { useClickTrack } from '../../../hooks/useClickTrack';
import { useSetListMidiOut } from '../../stage/useSongMidiMessages';
import { useCurrentUser } from '../../../hooks/useCurrentUser';
import { loadCalibrationMs, saveCalibrationMs } from '../../../live/audioSchedule';
import { useRehearsal } from '../live/useRehearsal';
import { useRoomClock } from '../live/useRoomClock';
import { useRoomPlayback } from '../live/useRoomPlayback';
import { useBandMessage } from '../messages/useBandMessage';
import { sayBandMessage } from '../messages/spokenMessage';
import { usePlaylistLive } from '../../../live/usePlaylistLive';
import { showToast } from '../../../toast';
import { orderedTracks } from '../../../graphql/orderedTracks';
import { rehearseViewOf } from './rehearseView';
import { playTestClick } from './testClick';
import { useTrackOwnSounds } from '../../stage/trackOwnSounds';

/** How often this device tells the room its sync error. */
const SYNC_REPORT_EVERY_MS = 5000;

/**
 * This device in a playlist's rehearsal room: the playlist, joining, the room clock and the
 * room's playback on this device's player, its sync reports and output delay, what the screen
 * shows ({@link rehearseViewOf}) and the commands this device sends the room.
 */
export function useRehearseScreen(id: string) {
  const { data, loading, error: loadError } = usePlaylistPageQuery({ variables: { id } });
  const playlist = data?.playlist ?? null;
  const [deviceName, setDeviceName] = useState<string | null>(null);
  const rehearsal = useRehearsal(id, deviceName);
  const joined = rehearsal.memberId !== null && !rehearsal.ended;
  const roomClock = useRoomClock(joined);
  const clickTrack = useClickTrack();
  const display = useBeatDisplay(clickTrack.getPlayer, clickTrack.state !== 'idle');
  // Each device drives its own gear from the room's grid: the clock follows this device's player, and
  // each song's patch changes go with it.
  const midiOut = useSetListMidiOut(clickTrack.getPlayer, id);
  const [calibrationMs, setCalibrationMs] = useState(loadCalibrationMs);
  const [busy, setBusy] = useState(false);
  const { user } = useCurrentUser();
  const online = useOnline();
  const { saved } = useSavedSettings();
  const theme = saved ? generatorStateOf(saved).theme : 'Standard';
  usePlaylistLive(id, Boolean(playlist) && joined, () => undefined);

  const tracks = useMemo(() => orderedTracks(playlist?.tracks), [playlist?.tracks]);
  useTrackOwnSounds(tracks);
  const cues = saved ? generatorStateOf(saved).settings.cues : null;
  const followed = useRoomPlayback({
    room: joined ? rehearsal.room : null,
    clock: roomClock.clock,
    clockReady: roomClock.ready,
    clockUpdates: roomClock.updates,
    getPlayer: clickTrack.getPlayer,
    tracks,
    calibrationMs,
    cues,
  });

  const { getPlayer } = clickTrack;
  const bandMessage = useBandMessage(
    joined ? rehearsal.room : null,
    roomClock.clock,
    roomClock.ready,
    useCallback(() => getPlayer()?.getTimeline() ?? null, [getPlayer]),
    (text, downbeat) => sayBandMessage(getPlayer(), text, cues, downbeat),
  );

  const { reportSync } = rehearsal;
  const { clock } = roomClock;
  useEffect(() => {
    if (!joined || !roomClock.ready) return undefined;
    const report = () => reportSync(Math.round(clock.errorMs * 10) / 10);
    report();
    const timer = setInterval(report, SYNC_REPORT_EVERY_MS);
    return () => clearInterval(timer);
  }, [joined, roomClock.ready, clock, reportSync]);

  const { stop } = clickTrack;
  useEffect(() => {
    if (rehearsal.ended) stop();
  }, [rehearsal.ended, stop]);

  const join = (name: string) => {
    // The click is the user's gesture: the audio output starts now, so the room's starts need none.
    void clickTrack
      .getPlayer()
      ?.runningContext()
      .catch(() => undefined);
    if (deviceName === null) return setDeviceName(name);
    // Trying again (the room was full): leave and join anew, even under the same name.
    setDeviceName(null);
    setTimeout(() => setDeviceName(name), 0);
  };

  const command = useCallback(async (run: () => Promise<void>) => {
    setBusy(true);
    try {
      await run();
    } catch (caught) {
      showToast({
        color: 'red',
        title: 'The room did not take it',
        message: readApiError(caught).message ?? 'Please try again.',
      });
    } finally {
      setBusy(false);
    }
  }, []);

  const testClick = async () => {
    const player = clickTrack.getPlayer();
    if (player) await playTestClick(player, clock, calibrationMs);
  };
  const canTestClick = roomClock.ready && rehearsal.room?.status !== 'PLAYING' && clickTrack.state === 'idle';

  const view = rehearseViewOf({
    hasPlaylist: playlist !== null,
    loading,
    loadFailed: loadError ? (isUnreachable(loadError) ? 'unreachable' : 'error') : false,
    online,
    deviceName,
    joined,
    hasRoom: rehearsal.room !== null,
    songs: tracks.length,
    ended: rehearsal.ended,
    joinFailed: rehearsal.error !== null,
  });

  // Once a song went on to the next one, the room's screen shows the song this device plays.
  const room =
    followed && rehearsal.room
      ? { ...rehearsal.room, trackId: followed.id, bpm: followed.bpm ?? rehearsal.room.bpm }
      : rehearsal.room;

  return {
    view,
    playlist,
    tracks,
    rehearsal: { ...rehearsal, room },
    roomClock,
    clickTrack,
    beat: { lit: display.litCircle, countIn: display.countIn },
    calibrationMs,
    busy,
    bandMessage,
    midiOut,
    username: user?.username ?? null,
    theme,
    join,
    start: (trackId: string, bpm: number) => void command(() => rehearsal.start(trackId, bpm)),
    stopRoom: () => void command(rehearsal.stop),
    sendMessage: (text: string, onDownbeat: boolean) => void command(() => rehearsal.sendMessage(text, onDownbeat)),
    lead: () => void command(rehearsal.lead),
    answerLead: (accept: boolean) => void command(() => rehearsal.answerLead(accept)),
    setLeaders: (anyoneMayLead: boolean, leaders: string[]) =>
      void command(() => rehearsal.setLeaders(anyoneMayLead, leaders)),
    changeCalibration: (ms: number) => setCalibrationMs(saveCalibrationMs(ms)),
    testClick: canTestClick ? () => void testClick().catch(() => undefined) : null,
  };
}

/** What {@link useRehearseScreen} gives the rehearsal screen's views. */
export type RehearseScreenModel = ReturnType<typeof useRehearseScreen>;
