import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { JoinRehearsal } from '../JoinRehearsal';
import { generatorStateOf } from '../../generator/savedSettings';
import { useSavedSettings } from '../../generator/useSavedSettings';
import { RehearsalStage } from '../RehearsalStage';
import { LeadersSetting } from '../LeadersSetting';
import { OutputOffset } from '../OutputOffset';
import { RehearsalMembers, syncLabel } from '../RehearsalMembers';
import { useBeatDisplay } from '../../../components/Visualizer/useBeatDisplay';
import { readApiError } from '../../../graphql/errors';
import { isUnreachable, useOnline } from '../../../offline/networkStatus';
import { OfflineAlert } from '../../../offline/OfflineAlert';
import { usePlaylistPageQuery } from '../../../graphql/generated';
import { playerStateLabel, useClickTrack } from '../../../hooks/useClickTrack';
import { useCurrentUser } from '../../../hooks/useCurrentUser';
import type { ClickTrackSettings } from '../../../audio/types';
import { audioTimeForLocal, loadCalibrationMs, saveCalibrationMs } from '../../../live/audioSchedule';
import { useRehearsal, type RehearsalEnd } from '../live/useRehearsal';
import { useRoomClock } from '../live/useRoomClock';
import { useRoomPlayback } from '../live/useRoomPlayback';
import { usePlaylistLive } from '../../../live/usePlaylistLive';
import { showToast } from '../../../toast';
import '../../../styles/screens/rehearse';
import { orderedTracks } from '../../../graphql/orderedTracks';

/** How often this device tells the room its sync error. */
const SYNC_REPORT_EVERY_MS = 5000;

/** The test click: four clicks a second apart, nothing else. */
const TEST_CLICK: ClickTrackSettings = {
  bpm: 60,
  soundType: 'click',
  countInSoundType: 'click',
  durationSeconds: 4,
  countInBeats: 0,
  volumePercent: 75,
};
/** The test click starts on the first whole second of the room clock at least this far ahead. */
const TEST_CLICK_LEAD_MS = 300;

const ENDED_TEXT: Record<RehearsalEnd, string> = {
  ACCESS_REVOKED: 'This playlist is no longer shared with you, so the rehearsal ended for this device.',
  PLAYLIST_DELETED: 'This playlist was deleted, so the rehearsal ended.',
};

/**
 * /playlist/{id}/rehearse: this device in the playlist's rehearsal room, on the stage
 * ({@link RehearsalStage}). The leader's Play, Next, Stop and tempo start the same click on every
 * device at the same instant on the room clock; behind 'Sync' the room lists each device with its
 * estimated sync error, and each device may correct its own output delay.
 */
export function RehearseScreen({ id }: { id: string }) {
  const { data, loading, error: loadError } = usePlaylistPageQuery({ variables: { id } });
  const playlist = data?.playlist ?? null;
  const [deviceName, setDeviceName] = useState<string | null>(null);
  const rehearsal = useRehearsal(id, deviceName);
  const joined = rehearsal.memberId !== null && !rehearsal.ended;
  const roomClock = useRoomClock(joined);
  const clickTrack = useClickTrack();
  const display = useBeatDisplay(clickTrack.getPlayer, clickTrack.state !== 'idle');
  const [calibrationMs, setCalibrationMs] = useState(loadCalibrationMs);
  const [busy, setBusy] = useState(false);
  const { user } = useCurrentUser();
  const online = useOnline();
  const { saved } = useSavedSettings();
  const theme = saved ? generatorStateOf(saved).theme : 'Standard';
  usePlaylistLive(id, Boolean(playlist) && joined, () => undefined);

  const tracks = useMemo(() => orderedTracks(playlist?.tracks), [playlist?.tracks]);
  useRoomPlayback({
    room: joined ? rehearsal.room : null,
    clock: roomClock.clock,
    clockReady: roomClock.ready,
    clockUpdates: roomClock.updates,
    getPlayer: clickTrack.getPlayer,
    tracks,
    calibrationMs,
  });

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

  const changeCalibration = (ms: number) => setCalibrationMs(saveCalibrationMs(ms));

  // Every device's test click falls on the same whole seconds of the room clock: side by side,
  // a late device is heard at once, and its output delay set by ear.
  const testClick = async () => {
    const player = clickTrack.getPlayer();
    if (!player) return;
    const context = await player.runningContext();
    const nextSecond = Math.ceil((clock.toServer(performance.now()) + TEST_CLICK_LEAD_MS) / 1000) * 1000;
    await player.playAt(TEST_CLICK, audioTimeForLocal(context, clock.toLocal(nextSecond), calibrationMs));
  };

  if (!playlist && loadError && isUnreachable(loadError)) {
    return (
      <Stack p="xl" align="center">
        <OfflineAlert title="A rehearsal room needs a connection" maw={480}>
          You are offline. A rehearsal room keeps every device in time through the server, so it opens once you are back
          online.
        </OfflineAlert>
        <Group>
          <Button component={Link} to={`/playlist/${id}`} variant="default">
            Open the playlist
          </Button>
          <Button component={Link} to="/playlists" variant="default">
            Back to playlists
          </Button>
        </Group>
      </Stack>
    );
  }

  const back = (
    <Button component={Link} to={playlist ? `/playlist/${id}` : '/playlists'} variant="default">
      {playlist ? 'Back to playlist' : 'Back to playlists'}
    </Button>
  );

  if (!playlist || (!online && !joined)) {
    return (
      <Stack p="xl" align="center">
        {!online ? (
          <Text>A rehearsal room needs a connection: this device is offline. Join again once it is back online.</Text>
        ) : loading ? (
          <Loader aria-label="Loading playlist" />
        ) : (
          <Text>{loadError ? 'This playlist could not be opened.' : 'Playlist not found.'}</Text>
        )}
        {back}
      </Stack>
    );
  }

  const room = rehearsal.room;
  if (joined && room && tracks.length > 0) {
    return (
      <RehearsalStage
        playlistId={id}
        playlistName={playlist.name}
        tracks={tracks}
        room={room}
        memberId={rehearsal.memberId}
        username={user?.username ?? null}
        ownsPlaylist={playlist.canEdit}
        busy={busy}
        theme={theme}
        beat={{ lit: display.litCircle, countIn: display.countIn }}
        status={playerStateLabel(clickTrack.state)}
        onStart={(trackId, bpm) => void command(() => rehearsal.start(trackId, bpm))}
        onStop={() => void command(rehearsal.stop)}
        onLead={() => void command(rehearsal.lead)}
        onAnswer={(accept) => void command(() => rehearsal.answerLead(accept))}
        sync={
          <>
            <Text data-testid="this-device-sync">
              This device: {roomClock.ready ? syncLabel(roomClock.errorMs) : 'syncing…'}
            </Text>
            <Title order={2} size="h4">
              In the room ({room.members.length})
            </Title>
            <RehearsalMembers room={room} memberId={rehearsal.memberId} />
            {playlist.canEdit && (
              <LeadersSetting
                room={room}
                bandmates={playlist.sharedWith ?? []}
                busy={busy}
                onChange={(anyoneMayLead, leaders) => void command(() => rehearsal.setLeaders(anyoneMayLead, leaders))}
              />
            )}
            <OutputOffset
              valueMs={calibrationMs}
              onChange={changeCalibration}
              onTestClick={
                roomClock.ready && room.status !== 'PLAYING' && clickTrack.state === 'idle'
                  ? () => void testClick().catch(() => undefined)
                  : null
              }
            />
          </>
        }
      />
    );
  }

  return (
    <Stack p="md" gap="lg" maw={960} mx="auto">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={1}>Rehearsal</Title>
          <Text c="dimmed">{playlist.name}</Text>
        </div>
        {back}
      </Group>

      {rehearsal.ended && (
        <Alert color="orange" title="The rehearsal ended">
          {ENDED_TEXT[rehearsal.ended]}
        </Alert>
      )}
      {joined && tracks.length === 0 && <Text>This playlist has no songs to rehearse yet.</Text>}

      {!rehearsal.ended && deviceName === null && <JoinRehearsal onJoin={join} error={null} />}
      {!rehearsal.ended && deviceName !== null && !joined && (
        <>
          {rehearsal.error ? (
            <JoinRehearsal onJoin={join} error={rehearsal.error} />
          ) : (
            <Group gap="xs">
              <Loader size="sm" aria-hidden />
              <Text>Joining the room…</Text>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
