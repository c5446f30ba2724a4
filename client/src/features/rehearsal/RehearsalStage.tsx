import type { ReactNode } from 'react';
import { useState } from 'react';
import type { TrackList_TrackFragment } from '../../graphql/generated';
import type { RehearsalRoom } from './live/useRehearsal';
import { showToast } from '../../toast';
import { StageScreen } from '../stage/StageScreen';
import { stageSongOf } from '../stage/stageSong';
import { stepPlays } from '../stage/stepping';
import type { VisualizerTheme } from '../../components/Visualizer/themes';
import { LeadHandover } from './LeadHandover';
import { LeaderControls } from './LeaderControls';
import { MessageControl } from './messages/MessageControl';
import { usePedals } from '../stage/pedals/usePedals';
import { PedalsSettings } from '../stage/pedals/PedalsSettings';

/** Props of {@link RehearsalStage}. */
export interface RehearsalStageProps {
  playlistId: string;
  playlistName: string;
  /** The playlist's songs in set-list order. */
  tracks: readonly TrackList_TrackFragment[];
  room: RehearsalRoom;
  /** This device's id in the room. */
  memberId: string | null;
  username: string | null;
  /** Whether this user decides for the playlist: they take the lead at once. */
  ownsPlaylist: boolean;
  busy: boolean;
  theme: VisualizerTheme;
  /** The beat display, following this device's player. */
  beat: { lit: number | null; countIn: number | null };
  /** This device's player state in words. */
  status: string;
  /** The sync details, behind the stage's 'Sync'. */
  sync: ReactNode;
  onStart(trackId: string, bpm: number): void;
  onStop(): void;
  onLead(): void;
  onAnswer(accept: boolean): void;
  /** A band message to the room (shown to the leader, the owner and the people the owner named). */
  onMessage?(text: string, onDownbeat: boolean): void;
}

/** Who leads, as a follower's bar says it. */
function leaderWords(room: RehearsalRoom): string {
  return room.leaderUsername ? `${room.leaderUsername} leads` : 'Nobody leads';
}

/**
 * The rehearsal room on the stage: every device sees the room's song (the leader: the song they
 * will play). The leader's Play/Stop, Next and Previous drive every device, stepping as the stage
 * does (while the room plays a step starts the next song everywhere; from silence it only selects);
 * a follower's bar says who leads instead. The lead handover stays on the stage, the leader's
 * alert above the song.
 */
export function RehearsalStage(props: RehearsalStageProps) {
  const { tracks, room, memberId, onStart, onStop } = props;
  const leads = room.members.some((member) => member.id === memberId && member.isLeader);
  const playing = room.status === 'PLAYING';
  const [selectedId, setSelectedId] = useState<string | null>(room.trackId);
  // Whatever the room starts becomes the leader's selection.
  const [roomTrackId, setRoomTrackId] = useState(room.trackId);
  if (roomTrackId !== room.trackId) {
    setRoomTrackId(room.trackId);
    if (room.trackId) setSelectedId(room.trackId);
  }

  const shownId = leads ? selectedId : room.trackId;
  const found = tracks.findIndex((track) => track.id === shownId);
  const index = found >= 0 ? found : 0;
  const track = tracks[index];
  const next = tracks[index + 1];
  // The room's song plays at the room's tempo; another song is shown at its own.
  const bpm = track && track.id === room.trackId && room.bpm ? room.bpm : (track?.bpm ?? 0);

  const step = (delta: number) => {
    const at = index + delta;
    if (at >= tracks.length) return showToast({ title: 'End of set list', message: 'That was the last song.' });
    if (at < 0) return showToast({ title: 'Start of set list', message: 'This is the first song.' });
    const target = tracks[at]!;
    setSelectedId(target.id);
    if (stepPlays(playing, false)) onStart(target.id, target.bpm);
  };
  const commands =
    leads && track
      ? { toggle: () => (playing ? onStop() : onStart(track.id, bpm)), next: () => step(1), previous: () => step(-1) }
      : { toggle: () => undefined, next: () => undefined, previous: () => undefined };

  const username = props.username;
  const mayMessage = leads || props.ownsPlaylist || (username !== null && room.namedLeaders.includes(username));
  const onMessage = mayMessage ? props.onMessage : undefined;
  // A pedal mapped to a band message sends it at once (not on the downbeat), as a tap of its preset does.
  const pedals = usePedals(onMessage ? { ...commands, message: (text) => onMessage(text, false) } : commands);
  if (!track) return null;
  const handover = (
    <LeadHandover
      room={room}
      memberId={memberId}
      username={props.username}
      ownsPlaylist={props.ownsPlaylist}
      busy={props.busy}
      onLead={props.onLead}
      onAnswer={props.onAnswer}
    />
  );

  return (
    <StageScreen
      song={{ ...stageSongOf(track), bpm }}
      next={next ? stageSongOf(next) : null}
      position={`${props.playlistName} · Rehearsal · Song ${index + 1} of ${tracks.length}`}
      theme={props.theme}
      beat={props.beat}
      playing={playing}
      status={props.status}
      commands={commands}
      backTo={`/playlist/${props.playlistId}`}
      sync={props.sync}
      notice={
        <>
          {handover}
          {mayMessage && props.onMessage && (
            <MessageControl
              songName={track.name}
              nextSongName={next?.name ?? null}
              busy={props.busy}
              onSend={props.onMessage}
            />
          )}
        </>
      }
      bar={leads ? undefined : <span data-testid="room-leader">{leaderWords(room)}</span>}
      settings={
        leads ? (
          <>
            <LeaderControls
              songs={tracks}
              selectedId={track.id}
              onSelect={setSelectedId}
              busy={props.busy}
              onStart={onStart}
            />
            <PedalsSettings pedals={pedals} />
          </>
        ) : undefined
      }
    />
  );
}
