import { Text, Title } from '@mantine/core';
import { RehearsalStage } from '../RehearsalStage';
import { LeadersSetting } from '../LeadersSetting';
import { OutputOffset } from '../OutputOffset';
import { MidiOutSettings } from '../../stage/MidiOutSettings';
import { RehearsalMembers, syncLabel } from '../RehearsalMembers';
import { playerStateLabel } from '../../../hooks/useClickTrack';
import type { RehearseScreenModel } from './useRehearseScreen';
import { MessageFlash } from '../messages/MessageFlash';

/** This device in the room, on the stage, with the room's sync details behind 'Sync'. */
export function RehearseRoom({ id, screen }: { id: string; screen: RehearseScreenModel }) {
  const { playlist, rehearsal, roomClock, tracks, busy } = screen;
  const room = rehearsal.room;
  if (!playlist || !room) return null;
  const { flash, dismiss } = screen.bandMessage;
  return (
    <>
      <RehearsalStage
        playlistId={id}
        playlistName={playlist.name}
        tracks={tracks}
        room={room}
        memberId={rehearsal.memberId}
        username={screen.username}
        ownsPlaylist={playlist.canEdit}
        busy={busy}
        theme={screen.theme}
        beat={screen.beat}
        status={playerStateLabel(screen.clickTrack.state)}
        onStart={screen.start}
        onStop={screen.stopRoom}
        onLead={screen.lead}
        onAnswer={screen.answerLead}
        onMessage={screen.sendMessage}
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
                onChange={screen.setLeaders}
              />
            )}
            <OutputOffset
              valueMs={screen.calibrationMs}
              onChange={screen.changeCalibration}
              onTestClick={screen.testClick}
            />
            <MidiOutSettings midi={screen.midiOut} />
          </>
        }
      />
      {flash && <MessageFlash key={flash.id} flash={flash} onDismiss={dismiss} />}
    </>
  );
}
